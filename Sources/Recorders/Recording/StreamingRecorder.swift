import RecordingFormat
import Dispatch
import Foundation
import Synchronization

/// Records one configuration into chunk files through a bounded buffer.
///
/// Sources call `record(_:)` on their own queue; it only offers the sample to a `SampleBuffer`
/// and never blocks. A writer on the recorder's serial Dispatch `queue` drains the buffer every
/// 100 ms, hands the lines to the kernel on every drain, rotates chunks by `chunkBytes` /
/// `chunkSeconds` and fsyncs each chunk it closes.
public final class StreamingRecorder: Recorder {
    /// Chunk size limit when the configuration sets none: 4 MiB.
    public static let defaultChunkBytes = 4 * 1024 * 1024
    /// Chunk duration limit when the configuration sets none: 300 s.
    public static let defaultChunkSeconds = 300.0
    /// Buffer capacity when the configuration sets none: 8192 samples.
    public static let defaultBufferCapacity = 8192
    /// How often the writer drains the buffer.
    public static let drainInterval = DispatchTimeInterval.milliseconds(100)

    /// The configuration being recorded.
    public let configuration: RecorderConfiguration
    /// The sensor types written into chunk headers.
    public let sensorTypes: [SensorType]
    /// The device the samples come from, written into chunk headers.
    public let device: DeviceDescription
    /// The folder the chunks go into (`outputDirectory/relativeFolder`); created `0700` when absent.
    public let directory: URL
    /// The chunks' folder relative to the output directory, prefixed to `FileResult.relativePath`.
    public let relativeFolder: String
    /// The serial queue the writer runs on.
    public let queue: DispatchQueue

    private let buffer: SampleBuffer
    private let folder: FolderHandle?
    /// Chunks an earlier part of the run wrote for this recorder into the same folder.
    private let priorChunks: Int

    private struct State {
        var status: RecorderStatus = .idle
        var writer: ChunkWriter?
        var timer: (any DispatchSourceTimer)?
        var scratch: [Sample] = []
        var errors: [ActivetaskError] = []
        var result: RecorderResult?
    }

    private let state = Mutex(State())

    /// Creates a recorder writing `configuration`'s samples into `directory`.
    ///
    /// - Parameters:
    ///   - configuration: Identifier, chunk limits and buffer capacity.
    ///   - sensorTypes: The types the chunks hold; `[configuration.type]` when `nil`.
    ///   - device: The device description for chunk headers.
    ///   - outputDirectory: The folder file results are relative to.
    ///   - relativeFolder: The subfolder of `outputDirectory` the chunks go into; `""` for none.
    ///   - folder: `outputDirectory/relativeFolder` already open (a step's folder the coordinator
    ///     created); when `nil`, `start(zero:)` creates and opens it by path.
    ///   - queue: The writer's serial queue; a new one when `nil`.
    ///   - priorChunks: How many chunks an earlier, saved part of the run wrote for this recorder
    ///     into the same folder; the numbering goes on after them.
    public init(configuration: RecorderConfiguration, sensorTypes: [SensorType]? = nil, device: DeviceDescription,
                outputDirectory: URL, relativeFolder: String = "", folder: FolderHandle? = nil, queue: DispatchQueue? = nil,
                priorChunks: Int = 0) {
        self.priorChunks = priorChunks
        self.folder = folder
        self.configuration = configuration
        self.sensorTypes = sensorTypes ?? [configuration.type]
        self.device = device
        self.directory = relativeFolder.isEmpty ? outputDirectory : outputDirectory.appendingPathComponent(relativeFolder)
        self.relativeFolder = relativeFolder
        self.queue = queue ?? DispatchQueue(label: "org.activetask.recorder.\(configuration.identifier)")
        self.buffer = SampleBuffer(capacity: configuration.bufferCapacity ?? StreamingRecorder.defaultBufferCapacity)
    }

    /// Where the recorder stands.
    public var status: RecorderStatus { state.withLock { $0.status } }

    /// Opens the folder (creating it when it was given by path), the first chunk, and starts the
    /// writer's timer.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder or chunk.
    public func start(zero: RecordingZero) throws {
        let folder = try self.folder ?? FolderHandle(creating: directory)
        let chunkBytes = configuration.chunkBytes ?? StreamingRecorder.defaultChunkBytes
        let chunkSeconds = configuration.chunkSeconds ?? StreamingRecorder.defaultChunkSeconds
        try state.withLock { state in
            let writer = ChunkWriter(folder: folder, relativeFolder: relativeFolder, recorderIdentifier: configuration.identifier,
                                     sensorTypes: sensorTypes, device: device, zero: zero,
                                     chunkBytes: chunkBytes, chunkSeconds: chunkSeconds)
            writer.resume(after: priorChunks)
            try writer.open()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + StreamingRecorder.drainInterval, repeating: StreamingRecorder.drainInterval)
            timer.setEventHandler { @Sendable [weak self] in self?.drain() }
            state.writer = writer
            state.timer = timer
            state.status = .recording
            timer.resume()
        }
    }

    /// Offers `sample` to the bounded buffer; drops and counts it when the buffer is full.
    public func record(_ sample: Sample) {
        buffer.offer(sample)
    }

    /// Whether the buffer has room for a sample, or the recorder no longer drains it (stopping,
    /// or not started): a source waiting for room then waits no longer.
    public var hasRoom: Bool {
        buffer.hasRoom || state.withLock { $0.timer == nil }
    }

    /// Drains the buffer, closes the open chunk (fsynced) and returns the result. Idempotent.
    public func stop() -> RecorderResult {
        let timer = state.withLock { state -> (any DispatchSourceTimer)? in
            defer { state.timer = nil }
            return state.timer
        }
        timer?.cancel()
        return queue.sync {
            drain()
            return state.withLock { state in
                if let result = state.result { return result }
                if let writer = state.writer {
                    do { try writer.close() } catch let error as ActivetaskError {
                        state.errors.append(error)
                    } catch {
                        state.errors.append(ActivetaskError(.writeFailed, "\(configuration.identifier): \(error)"))
                    }
                }
                if case .recording = state.status { state.status = .stopped }
                let files = state.writer?.results ?? []
                let result = RecorderResult(identifier: configuration.identifier, sensorType: configuration.type,
                                            device: device, files: files, errors: state.errors,
                                            droppedCount: files.reduce(0) { $0 + $1.droppedCount } + (state.writer?.lostCount ?? 0))
                state.result = result
                state.writer = nil
                return result
            }
        }
    }

    /// Moves waiting samples into the writer and hands them to the kernel (after a write failure
    /// the writer only counts them as lost); runs on `queue`.
    private func drain() {
        state.withLock { state in
            let dropped = buffer.drain(into: &state.scratch)
            defer { state.scratch.removeAll(keepingCapacity: true) }
            guard let writer = state.writer else { return }
            do {
                try writer.append(state.scratch, dropped: dropped)
                try writer.flush()
            } catch let error as ActivetaskError {
                state.errors.append(error)
                state.status = .failed(error)
            } catch {
                let wrapped = ActivetaskError(.writeFailed, "\(configuration.identifier): \(error)")
                state.errors.append(wrapped)
                state.status = .failed(wrapped)
            }
        }
    }
}
