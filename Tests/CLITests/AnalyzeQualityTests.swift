import Foundation
import RecordingFormat
import Testing
import TestSupport

/// `analyze --strict` through the binary on a recording whose quality check fails: that entry's
/// error, exit status 1 as for any failed entry; without `--strict` the figures with a warning.
@Suite(.timeLimit(.minutes(1))) struct AnalyzeQualityTests {
    /// A folder holding 20 s of an accelerometer lying flat and still at 100 Hz.
    private func stillRecording(in folder: TemporaryDirectory) throws -> URL {
        let url = folder.url.appendingPathComponent("still")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let writer = ChunkWriter(directory: url, recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer],
                                 device: DeviceDescription(name: "test", identifier: "still", backend: "test"),
                                 zero: RecordingZero(uptime: 0, date: Date(timeIntervalSince1970: 0)), chunkBytes: 1 << 22, chunkSeconds: 600)
        try writer.open()
        try writer.append((0..<2000).map { index in
            .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index) / 100, uptime: Double(index) / 100, x: 0, y: 0, z: 1))
        }, dropped: 0)
        try writer.close()
        return url
    }

    private func entry(_ text: String) throws -> [String: Any] {
        try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])?.first)
    }

    @Test func strictMakesAStillRecordingsQualityTheEntrysErrorAndExitsOne() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-quality")
        let still = try stillRecording(in: folder)
        let lenient = try await ActivetaskBinary.run(["analyze", still.path])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let walk = try entry(lenient.stdout)
        let quality = try #require((walk["summary"] as? [String: Any])?["quality"] as? [String: Any], "\(walk)")
        #expect(quality["notMoved"] as? Double == 1 && quality["gravityNorm"] as? Double == 1)
        #expect((walk["warnings"] as? [String])?.contains("quality: the device did not move (was it worn?)") == true, "\(walk)")
        let strict = try await ActivetaskBinary.run(["analyze", still.path, "--strict"])
        #expect(strict.status == 1, "\(strict.stderr)")
        let failed = try entry(strict.stdout)
        #expect(failed["kind"] as? String == "walk" && failed["summary"] is NSNull, "\(failed)")
        #expect((failed["error"] as? String)?.contains("quality: the device did not move (was it worn?); analyse without --strict") == true, "\(failed)")
    }
}
