import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one recorder's samples into a sequence of chunk files, rotating by size and by time.
///
/// Not thread-safe: use one writer on one thread or serial queue (a `StreamingRecorder` uses
/// its writer on the recorder's queue only).
/// Each chunk starts with a header line; its file is created `0600` relative to the folder's
/// descriptor with `O_EXCL | O_NOFOLLOW` (a file or link already there is an error, never
/// overwritten or followed); it is fsynced when closed, and its folder too, so its name survives a power cut.
/// When a write fails (disk full, file-size limit), the chunk is cut back to its last complete
/// line, fsynced, closed and listed, and the writer refuses further lines.
public final class ChunkWriter {
    private let directory: URL
    private var folder: FolderHandle?
    private let relativeFolder: String
    private let recorderIdentifier: String
    private let fileStem: String
    private let sensorTypes: [SensorType]
    private let device: DeviceDescription
    private let zero: RecordingZero
    private let chunkBytes: Int
    private let chunkSeconds: Double

    private var encoder = LineEncoder(capacity: ChunkWriter.writeThreshold + 4096)
    private var chunk: OpenChunk?
    private var nextSequence = 1
    private var failed = false
    /// Sample lines in the encoder's buffer, not yet written.
    private var pendingSamples = 0
    /// Every chunk closed so far, in sequence order.
    public private(set) var results: [FileResult] = []
    /// Samples handed to `append` that are in no chunk because writing failed: those cut from
    /// the failing chunk and every one after the failure (buffer drops included).
    public private(set) var lostCount = 0

    private static let writeThreshold = 256 * 1024

    /// Creates a writer into `directory`, whose path relative to the output directory is
    /// `relativeFolder`; nothing touches the disk until `open()`.
    ///
    /// - Parameters:
    ///   - directory: The folder the chunks go into; it must exist.
    ///   - relativeFolder: `directory` relative to the output directory, for file results.
    ///   - recorderIdentifier: Names the chunks and goes into their headers.
    ///   - sensorTypes: The types written into headers.
    ///   - device: The device written into headers.
    ///   - zero: The recording's zero written into headers.
    ///   - chunkBytes: Rotate before a line once a chunk holds this many bytes.
    ///   - chunkSeconds: Rotate before a line whose timestamp is this far after the chunk's first.
    public convenience init(directory: URL, relativeFolder: String = "", recorderIdentifier: String, sensorTypes: [SensorType],
                            device: DeviceDescription, zero: RecordingZero, chunkBytes: Int, chunkSeconds: Double) {
        self.init(directory: directory, folder: nil, relativeFolder: relativeFolder, recorderIdentifier: recorderIdentifier,
                  sensorTypes: sensorTypes, device: device, zero: zero, chunkBytes: chunkBytes, chunkSeconds: chunkSeconds)
    }

    /// Creates a writer into the open `folder`, whose path relative to the output directory is
    /// `relativeFolder`; nothing touches the disk until `open()`.
    ///
    /// - Parameters:
    ///   - folder: The folder the chunks go into.
    ///   - relativeFolder: `folder` relative to the output directory, for file results.
    ///   - recorderIdentifier: Names the chunks and goes into their headers.
    ///   - sensorTypes: The types written into headers.
    ///   - device: The device written into headers.
    ///   - zero: The recording's zero written into headers.
    ///   - chunkBytes: Rotate before a line once a chunk holds this many bytes.
    ///   - chunkSeconds: Rotate before a line whose timestamp is this far after the chunk's first.
    public convenience init(folder: FolderHandle, relativeFolder: String = "", recorderIdentifier: String, sensorTypes: [SensorType],
                            device: DeviceDescription, zero: RecordingZero, chunkBytes: Int, chunkSeconds: Double) {
        self.init(directory: folder.url, folder: folder, relativeFolder: relativeFolder, recorderIdentifier: recorderIdentifier,
                  sensorTypes: sensorTypes, device: device, zero: zero, chunkBytes: chunkBytes, chunkSeconds: chunkSeconds)
    }

    private init(directory: URL, folder: FolderHandle?, relativeFolder: String, recorderIdentifier: String,
                 sensorTypes: [SensorType], device: DeviceDescription, zero: RecordingZero, chunkBytes: Int, chunkSeconds: Double) {
        self.directory = directory
        self.folder = folder
        self.relativeFolder = relativeFolder
        self.recorderIdentifier = recorderIdentifier
        self.fileStem = SafeFileName.from(recorderIdentifier)
        self.sensorTypes = sensorTypes
        self.device = device
        self.zero = zero
        self.chunkBytes = chunkBytes
        self.chunkSeconds = chunkSeconds
    }

    /// Continues the numbering after the `sequence` chunks an earlier part of the same run wrote
    /// into the folder (a resumed run's task-level recorder); call before `open()`.
    /// - Parameter sequence: The last sequence number already on disk.
    public func resume(after sequence: Int) {
        nextSequence = sequence + 1
    }

    /// The chunk file name of `sequence` for a recorder: `<sanitized id>-<6 digits>.jsonl`.
    public static func fileName(recorderIdentifier: String, sequence: Int) -> String {
        let digits = String(sequence)
        return SafeFileName.from(recorderIdentifier) + "-" + String(repeating: "0", count: max(0, 6 - digits.count))
            + digits + ".jsonl"
    }

    /// Opens the folder (when given by path) and the first chunk, and writes its header.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder or file when it cannot be
    ///   opened or created.
    public func open() throws {
        try openChunk()
    }

    /// Appends the lines for `samples`; `dropped` samples the buffer refused are counted in the
    /// open chunk.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the chunk when writing fails.
    public func append(_ samples: [Sample], dropped: Int) throws {
        guard !failed else {
            lostCount += Self.sampleCount(samples[...]) + dropped
            return
        }
        var next = samples.startIndex
        do {
            if chunk == nil { try openChunk() }
            chunk?.droppedCount += dropped
            for sample in samples {
                try rotateIfNeeded(before: sample.timestamp)
                encoder.append(sample)
                if case .marker = sample {} else { pendingSamples += 1 }
                next += 1
                if encoder.count >= ChunkWriter.writeThreshold { try writePending() }
            }
        } catch {
            lostCount += Self.sampleCount(samples[next...])
            throw error
        }
    }

    private static func sampleCount(_ samples: ArraySlice<Sample>) -> Int {
        samples.reduce(0) { count, sample in
            if case .marker = sample { return count }
            return count + 1
        }
    }

    /// Hands every pending line to the kernel.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the chunk when writing fails.
    public func flush() throws {
        guard !failed else { return }
        try writePending()
    }

    /// Writes what is pending, fsyncs and closes the open chunk.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the chunk when writing or syncing fails;
    ///   the chunk is still closed and listed.
    public func close() throws {
        guard chunk != nil else { return }
        var failure: ActivetaskError?
        if !failed {
            do { try writePending() } catch let error as ActivetaskError { failure = error }
        }
        try closeChunk()
        if let failure { throw failure }
    }

    // MARK: - Chunks

    /// The chunk being written; a class so that the per-line path touches it without copying.
    private final class OpenChunk {
        let descriptor: Int32
        let url: URL
        let relativePath: String
        let sequence: Int
        let startDate = Date()
        var firstTimestamp: Double?
        var writtenBytes = 0
        var sampleCount = 0
        var droppedCount = 0
        var hasher = SHA256()

        init(descriptor: Int32, url: URL, relativePath: String, sequence: Int) {
            self.descriptor = descriptor
            self.url = url
            self.relativePath = relativePath
            self.sequence = sequence
        }
    }

    private func openChunk() throws {
        let openFolder = try folder ?? FolderHandle(creating: directory)
        folder = openFolder
        let name = ChunkWriter.fileName(recorderIdentifier: recorderIdentifier, sequence: nextSequence)
        let url = directory.appendingPathComponent(name)
        let descriptor: CInt
        do {
            descriptor = try openFolder.createFile(name)
        } catch {
            throw ActivetaskError(.outputNotWritable,
                                  "chunk \(url.path) cannot be created: \(error) (errno \(error.rawValue)); "
                                  + "choose an output folder that exists or can be created, is writable and has no earlier recording in it",
                                  errno: error)
        }
        chunk = OpenChunk(descriptor: descriptor, url: url, relativePath: relativeFolder.isEmpty ? name : relativeFolder + "/" + name,
                          sequence: nextSequence)
        nextSequence += 1
        encoder.append(ChunkHeader(recorderIdentifier: recorderIdentifier, sensorTypes: sensorTypes, device: device,
                                   sequence: chunk!.sequence, zero: zero))
        try writePending()
    }

    private func rotateIfNeeded(before timestamp: Double) throws {
        guard let open = chunk else { return }
        guard let first = open.firstTimestamp else {
            chunk?.firstTimestamp = timestamp
            return
        }
        let size = open.writtenBytes + encoder.count
        if size >= chunkBytes || timestamp - first >= chunkSeconds {
            try writePending()
            try closeChunk()
            try openChunk()
            chunk?.firstTimestamp = timestamp
        }
    }

    private func closeChunk() throws {
        guard let open = chunk else { return }
        chunk = nil
        var failure: ActivetaskError?
        do {
            try Syscalls.fsync(open.descriptor)
        } catch {
            failure = ActivetaskError(.writeFailed, "chunk \(open.url.path): fsync failed: \(error) (errno \(error.rawValue))",
                                      errno: error)
        }
        try? Syscalls.close(open.descriptor)
        if failure == nil {
            do { try folder?.sync(publishing: open.url.lastPathComponent) } catch { failure = error }
        }
        results.append(FileResult(identifier: recorderIdentifier, relativePath: open.relativePath,
                                  sequence: open.sequence, sensorTypes: sensorTypes, startDate: open.startDate,
                                  endDate: Date(), sampleCount: open.sampleCount, droppedCount: open.droppedCount,
                                  byteSize: open.writtenBytes,
                                  sha256: open.hasher.finalize().hex))
        if let failure { throw failure }
    }

    /// Writes the encoder's bytes to the open chunk; on failure cuts the chunk back to its last
    /// complete line, closes it and throws.
    private func writePending() throws {
        guard let open = chunk, encoder.count > 0 else { return }
        let (written, error) = encoder.withBytes { Syscalls.writeAll(open.descriptor, $0) }
        guard let error else {
            encoder.withBytes { open.hasher.update(bufferPointer: $0) }
            open.writtenBytes += written
            open.sampleCount += pendingSamples
            pendingSamples = 0
            encoder.removeAll()
            return
        }
        let kept = encoder.withBytes { bytes in
            let kept = bytes[..<written].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            open.hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[..<kept]))
            let keptSamples = ChunkWriter.sampleLines(in: UnsafeRawBufferPointer(rebasing: bytes[..<kept]))
            open.sampleCount += keptSamples
            lostCount += pendingSamples - keptSamples
            return kept
        }
        open.writtenBytes += kept
        pendingSamples = 0
        try? Syscalls.ftruncate(open.descriptor, length: open.writtenBytes)
        encoder.removeAll()
        failed = true
        try? closeChunk()
        throw ActivetaskError(.writeFailed,
                              "chunk \(open.url.path): write failed: \(error) (errno \(error.rawValue)); "
                              + "the chunk was closed at its last complete line (\(open.writtenBytes) bytes) and earlier chunks are intact; "
                              + "free disk space or raise the file-size limit, then record again",
                              errno: error)
    }

    /// The sample lines (those starting `{"sensorType"`) among complete `lines`.
    private static func sampleLines(in lines: UnsafeRawBufferPointer) -> Int {
        let prefix = Array("{\"sensorType\"".utf8)
        var count = 0
        var lineStart = lines.startIndex
        for index in lines.indices where lines[index] == UInt8(ascii: "\n") {
            if lines[lineStart..<index].starts(with: prefix) { count += 1 }
            lineStart = index + 1
        }
        return count
    }
}
