import RecordingFormat
import Foundation
import Recorders
import Synchronization
import Testing
import TestSupport

/// Where a replay puts the recording on the new recording's timeline.
@Suite struct ReplayAlignmentTests {
    /// Plays the bundled replay's accelerometer chunks at fast pace with `alignment`, as a source
    /// started `lateBy` seconds after the recording's zero, and returns what it emitted.
    private func play(_ alignment: ReplayAlignment, lateBy: Double) throws -> [Sample] {
        let source = try ReplaySource(directory: ProjectPaths.fixture("replay"), sensorTypes: [.accelerometer],
                                      pace: .fast, alignment: alignment)
        let emitted = Mutex<[Sample]>([])
        let done = DispatchSemaphore(value: 0)
        try source.start(zero: RecordingZero(uptime: MonotonicClock.now() - lateBy, date: Date()),
                         emit: { sample in emitted.withLock { $0.append(sample) } },
                         finish: { _ in done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
        source.stop()
        return emitted.withLock { $0 }
    }

    private func recorded() throws -> [Sample] {
        var samples: [Sample] = []
        try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: ProjectPaths.fixture("replay"),
                                                                          recorderIdentifier: "accelerometer")) { samples.append($0) }
        return samples
    }

    @Test func recordingAlignmentKeepsRecordedTimestampsWhenTheSourceStartsLate() throws {
        #expect(try play(.recording, lateBy: 5) == (try recorded()))
    }

    @Test func sourceStartAlignmentReplaysFromTheBeginningShiftedToTheSourcesStart() throws {
        let original = try recorded()
        let replayed = try play(.sourceStart, lateBy: 5)
        #expect(replayed.count == original.count)
        let shifts = zip(replayed, original).map { $0.timestamp - $1.timestamp }
        let first = try #require(shifts.first)
        #expect(first >= 5 && first < 5.5, "shift \(first)")
        #expect(shifts.allSatisfy { abs($0 - first) < 1e-9 })
        // The source's own clock is not moved.
        #expect(zip(replayed, original).allSatisfy { pair in
            if case .motion(let new) = pair.0, case .motion(let old) = pair.1 { return new.uptime == old.uptime }
            return false
        })
    }
}
