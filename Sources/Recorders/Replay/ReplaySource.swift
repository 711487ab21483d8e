import RecordingFormat
import Dispatch
import Foundation
import Synchronization

/// Plays recorded chunks back as a live `SampleSource`, at the recorded pace or as fast as possible.
///
/// Reads every recorder's chunks in a folder, merges their samples by timestamp and emits them
/// on the source's own serial queue with their recorded `timestamp` and `uptime`, so that
/// record → replay → record writes the same samples. Markers are not replayed: the pipeline
/// writes its own. Tests can use it in place of a device.
public final class ReplaySource: SampleSource {
    /// The folder of chunks played back.
    public let directory: URL
    /// The pace of the playback.
    public let pace: ReplayPace
    /// Where the recording goes on the new recording's timeline.
    public let alignment: ReplayAlignment
    /// The sensor types played back (those requested that the recording holds).
    public let sensorTypes: [SensorType]
    /// Describes the replay and the device that made the recording.
    public let device: DeviceDescription

    private let chunkGroups: [[URL]]
    private let queue: DispatchQueue
    private let stopped = Atomic<Bool>(false)
    private let running = DispatchGroup()

    /// Opens the recording in `directory`.
    /// - Parameters:
    ///   - directory: A folder of chunk files (`<recorder>-<sequence>.jsonl`).
    ///   - sensorTypes: The types to play back; every type recorded when `nil`.
    ///   - pace: Recorded pace or as fast as possible.
    ///   - alignment: Recorded timestamps, or starting over when the source starts.
    /// - Throws: `ActivetaskError(.deviceNotFound)` naming the folder when it holds no chunks or
    ///   none of the requested types; `.malformedRecording` when a first chunk has no header.
    public init(directory: URL, sensorTypes: Set<SensorType>? = nil, pace: ReplayPace,
                alignment: ReplayAlignment = .recording) throws {
        self.directory = directory
        self.pace = pace
        self.alignment = alignment
        let groups = try ChunkReader.chunkGroups(in: directory)
        var recorded: Set<SensorType> = []
        var devices: [String] = []
        var selected: [[URL]] = []
        for stem in groups.keys.sorted() {
            guard let first = groups[stem]?.first else { continue }
            let header = try ChunkReader(url: first).header
            recorded.formUnion(header.sensorTypes)
            if !Set(header.sensorTypes).isDisjoint(with: sensorTypes ?? Set(SensorType.allCases)) {
                selected.append(groups[stem] ?? [])
                devices.append("\(header.device.backend):\(header.device.identifier)")
            }
        }
        let wanted = sensorTypes ?? recorded
        let missing = wanted.subtracting(recorded)
        guard !recorded.isEmpty else {
            throw ActivetaskError(.deviceNotFound, "replay folder \(directory.path) holds no chunk files (<recorder>-NNNNNN.jsonl); pass the output folder of an earlier `activetask record`")
        }
        guard missing.isEmpty else {
            throw ActivetaskError(.deviceNotFound,
                                  "replay folder \(directory.path) has no \(missing.map(\.rawValue).sorted().joined(separator: ", ")) samples; "
                                  + "it holds \(recorded.map(\.rawValue).sorted().joined(separator: ", "))")
        }
        self.sensorTypes = SensorType.allCases.filter { wanted.contains($0) }
        self.chunkGroups = selected
        self.device = DeviceDescription(name: "replay", identifier: directory.path, backend: "replay",
                                        details: ["pace": pace.rawValue, "recordedDevices": devices.joined(separator: ", ")])
        self.queue = DispatchQueue(label: "org.activetask.replay")
    }

    /// A replay waits for its recorders: its samples are all there, so none is dropped, at any pace.
    public var waitsForRecorders: Bool { true }

    /// Starts playing back on the source's queue.
    public func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        stopped.store(false, ordering: .sequentiallyConsistent)
        let groups = chunkGroups
        let wanted = Set(sensorTypes)
        let pace = self.pace
        let shift = alignment == .sourceStart ? max(0, zero.timestamp(forMonotonic: MonotonicClock.now())) : 0
        running.enter()
        queue.async { @Sendable [self] in
            defer { running.leave() }
            do {
                let completed = try play(groups: groups, wanted: wanted, pace: pace, zero: zero, shift: shift, emit: emit)
                if completed { finish(nil) }
            } catch let error as ActivetaskError {
                if !stopped.load(ordering: .sequentiallyConsistent) { finish(error) }
            } catch {
                if !stopped.load(ordering: .sequentiallyConsistent) {
                    finish(ActivetaskError(.malformedRecording, "replay \(directory.path): \(error)"))
                }
            }
        }
    }

    /// Stops the playback and waits until no sample is emitted any more.
    public func stop() {
        stopped.store(true, ordering: .sequentiallyConsistent)
        running.wait()
    }

    /// Merges the groups by timestamp and emits each sample `shift` seconds later than recorded;
    /// `false` when stopped before the end.
    private func play(groups: [[URL]], wanted: Set<SensorType>, pace: ReplayPace, zero: RecordingZero, shift: Double,
                      emit: @Sendable (Sample) -> Void) throws -> Bool {
        var cursors = try groups.map { try Cursor(urls: $0, wanted: wanted) }
        while !stopped.load(ordering: .relaxed) {
            var earliest: Int?
            for index in cursors.indices {
                guard let head = cursors[index].head else { continue }
                if earliest == nil || head.timestamp < cursors[earliest!].head!.timestamp { earliest = index }
            }
            guard let index = earliest, let sample = cursors[index].head else { return true }
            if pace == .recorded && !waitUntil(zero.uptime + shift + sample.timestamp) { return false }
            emit(shift == 0 ? sample : sample.shifted(by: shift))
            try cursors[index].advance()
        }
        return false
    }

    /// Sleeps until the monotonic clock reaches `uptime`, in slices short enough to notice `stop()`.
    private func waitUntil(_ uptime: Double) -> Bool {
        while true {
            if stopped.load(ordering: .relaxed) { return false }
            let remaining = uptime - MonotonicClock.now()
            if remaining <= 0 { return true }
            usleep(useconds_t(min(remaining, 0.05) * 1_000_000))
        }
    }

    /// Reads one recorder's chunks in order, keeping the next wanted sample.
    private struct Cursor {
        var urls: ArraySlice<URL>
        var reader: ChunkReader?
        var head: Sample?
        let wanted: Set<SensorType>

        init(urls: [URL], wanted: Set<SensorType>) throws {
            self.urls = urls[...]
            self.wanted = wanted
            try advance()
        }

        mutating func advance() throws {
            head = nil
            while true {
                if let current = reader {
                    while let sample = try current.next() {
                        if let type = sample.sensorType, wanted.contains(type) {
                            head = sample
                            return
                        }
                    }
                    reader = nil
                }
                guard let url = urls.popFirst() else { return }
                do {
                    reader = try ChunkReader(url: url)
                } catch where urls.isEmpty && ChunkReader.tornHeaderSize(url) != nil {
                    return
                }
            }
        }
    }
}
