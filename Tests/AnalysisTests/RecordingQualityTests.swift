import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport
@testable import Analysis

/// The gait entry's `quality` on recordings made bad on purpose: each check finds what was done
/// to the samples, and a good recording fails none.
@Suite struct RecordingQualityTests {
    /// The quality object and warnings of the gait analysis of `samples`.
    static func quality(_ samples: [MotionSample]) throws -> (AnalysisSummary, [String]) {
        let result = try GaitAnalysisTests.analyze(samples)
        return (try #require(result.summary.object("quality")), result.warnings.filter { $0.hasPrefix("quality: ") })
    }

    /// A 20 s walk between two still stretches, accelerometer and gyroscope at 100 Hz.
    static var good: [MotionSample] { GaitAnalysisTests.samples(walks: [4.0...16.0], seconds: 20) }

    @Test func aGoodRecordingPassesEveryCheck() throws {
        let (quality, failures) = try Self.quality(Self.good)
        #expect(failures.isEmpty, "\(failures)")
        #expect(quality["accelerometerRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(quality["accelerometerNominalRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(quality["accelerometerGaps"] == 0 && quality["gyroscopeGaps"] == 0 && quality["accelerometerClipped"] == 0)
        #expect(quality["gravityNorm"].map { abs($0 - 1) < 0.001 } == true)
        #expect(quality["notMoved"] == 0)
    }

    @Test func aGapOfASecondIsCountedAndLowersTheEffectiveRate() throws {
        let samples = Self.good.filter { !($0.sensorType == .accelerometer && (10.0..<11.0).contains($0.timestamp)) }
        let (quality, failures) = try Self.quality(samples)
        #expect(quality["accelerometerGaps"] == 1 && quality["gyroscopeGaps"] == 0)
        #expect(quality["accelerometerRate"].map { $0 < 96 } == true)
        #expect(quality["accelerometerNominalRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(failures.contains { $0.contains("1 gaps of more than two sample periods") })
    }

    @Test func jitteredTimestampsShowTheirSpread() throws {
        var generator = SeededGenerator(seed: 3)
        let samples = Self.good.map { sample in
            var moved = sample
            if sample.sensorType == .accelerometer { moved.timestamp += Double.random(in: -0.002...0.002, using: &generator) }
            return moved
        }
        let (quality, _) = try Self.quality(samples)
        // Two uniform offsets of ±2 ms: the interval's standard deviation is 2 ms × √(2/3) ≈ 1.6 ms.
        #expect(quality["accelerometerJitter"].map { abs($0 - 0.0016) < 0.0003 } == true, "\(String(describing: quality["accelerometerJitter"]))")
        #expect(quality["gyroscopeJitter"].map { $0 < 1e-9 } == true)
    }

    @Test func samplesAtTheRangeAreClipped() throws {
        let samples = Self.good.map { sample in
            var clipped = sample
            if sample.sensorType == .accelerometer {
                clipped.x = min(max(sample.x * 2, -1.6), 1.6)
                clipped.y = sample.y * 2
                clipped.z = sample.z * 2
            }
            return clipped
        }
        let (quality, failures) = try Self.quality(samples)
        #expect(quality["accelerometerClipped"].map { $0 > 100 } == true)
        #expect(failures.contains { $0.contains("clipped at 1.6 g") })
        #expect(failures.contains { $0.contains("not calibrated") }, "doubled readings are 2 g standing still")
    }

    @Test func aDeviceLyingStillIsFlagged() throws {
        let samples = GaitAnalysisTests.samples(walks: [], seconds: 20)
        let (quality, failures) = try Self.quality(samples)
        #expect(quality["notMoved"] == 1)
        #expect(failures.contains { $0.contains("did not move") })
    }

    @Test func strictMakesAFailedCheckTheEntrysError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quality-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ChunkWriter(directory: folder, recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer],
                                 device: DeviceDescription(name: "test", identifier: "still", backend: "test"),
                                 zero: RecordingZero(uptime: 0, date: Date(timeIntervalSince1970: 0)), chunkBytes: 1 << 20, chunkSeconds: 60)
        try writer.open()
        try writer.append(GaitAnalysisTests.samples(walks: [], seconds: 20, gyroscopeRate: nil).map(Sample.motion), dropped: 0)
        try writer.close()
        let recording = try #require(try RecordingDiscovery.recordings(in: [folder.path]).first)
        let lenient = try #require(RecordingAnalyzer.analyze(recording, kind: .gait).first)
        #expect(lenient.error == nil && lenient.warnings.contains { $0.contains("did not move") })
        let strict = try #require(RecordingAnalyzer.analyze(recording, kind: .gait, strict: true).first)
        #expect(strict.error?.contains("quality: the device did not move") == true, "\(String(describing: strict.error))")
        let walk = try #require(RecordingAnalyzer.analyze(recording, kind: .walk, body: BodyMeasures(sensorHeight: 0.9)).first)
        #expect(walk.error == nil && walk.warnings.contains { $0.contains("did not move") }, "a walk given a sensor height carries the gait's quality")
        let strictWalk = try #require(RecordingAnalyzer.analyze(recording, kind: .walk, strict: true, body: BodyMeasures(sensorHeight: 0.9)).first)
        #expect(strictWalk.error?.contains("quality: the device did not move") == true, "\(String(describing: strictWalk.error))")
    }
}
