import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport
@testable import Analysis

/// Every entry's `quality` on recordings made bad on purpose (samples dropped, timestamps
/// jittered, readings clipped, gravity scaled, a device lying still): each check finds what was
/// done to the samples, whatever the entry's kind, and a good recording fails none.
@Suite struct RecordingQualityTests {
    /// A 20 s walk between two still stretches, accelerometer and gyroscope at 100 Hz.
    static var good: [MotionSample] { GaitAnalysisTests.samples(walks: [4.0...16.0], seconds: 20) }

    /// A folder of chunks holding `samples`, its accelerometer's header describing `details`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quality-\(UUID().uuidString)")

        init(_ samples: [MotionSample], details: [String: String] = [:]) throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for sensor in [SensorType.accelerometer, .gyroscope] {
                let readings = samples.filter { $0.sensorType == sensor }
                guard !readings.isEmpty else { continue }
                let writer = ChunkWriter(directory: url, recorderIdentifier: sensor.rawValue, sensorTypes: [sensor],
                                         device: DeviceDescription(name: "test", identifier: sensor.rawValue, backend: "test", details: details),
                                         zero: RecordingZero(uptime: 0, date: Date(timeIntervalSince1970: 0)), chunkBytes: 1 << 22, chunkSeconds: 600)
                try writer.open()
                try writer.append(readings.map(Sample.motion), dropped: 0)
                try writer.close()
            }
        }

        /// The folder's one entry of `kind`.
        func entry(_ kind: AnalysisKind, strict: Bool = false, body: BodyMeasures = BodyMeasures()) throws -> AnalysisEntry {
            let recording = try #require(try RecordingDiscovery.recordings(in: [url.path]).first)
            return try #require(RecordingAnalyzer.analyze(recording, kind: kind, strict: strict, body: body).first)
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// The quality object and the quality warnings of the `kind` entry of `samples`.
    static func quality(_ samples: [MotionSample], kind: AnalysisKind = .gait,
                        details: [String: String] = [:]) throws -> (AnalysisSummary, [String]) {
        let folder = try Folder(samples, details: details)
        defer { folder.remove() }
        let entry = try folder.entry(kind, body: BodyMeasures(sensorHeight: 0.9))
        #expect(entry.error == nil, "\(String(describing: entry.error))")
        let summary = try #require(entry.summary)
        return (try #require(summary.object("quality")), entry.warnings.filter { $0.hasPrefix("quality: ") })
    }

    @Test func aGoodRecordingPassesEveryCheck() throws {
        let (quality, failures) = try Self.quality(Self.good)
        #expect(failures.isEmpty, "\(failures)")
        #expect(quality["accelerometerRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(quality["accelerometerNominalRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(quality["accelerometerGaps"] == 0 && quality["gyroscopeGaps"] == 0 && quality["accelerometerClipped"] == 0)
        #expect(quality["gravityNorm"].map { abs($0 - 1) < 0.001 } == true)
        #expect(quality["notMoved"] == 0)
    }

    @Test(arguments: [AnalysisKind.walk, .balance, .tremor, .sitToStand, .walkBackAndForth, .timedUpAndGo, .gait])
    func everyKindMadeFromMotionCarriesTheQualityLast(_ kind: AnalysisKind) throws {
        let folder = try Folder(Self.good)
        defer { folder.remove() }
        let entry = try folder.entry(kind)
        let summary = try #require(entry.summary, "\(String(describing: entry.error))")
        #expect(summary.keys.last == "quality", "\(summary.keys)")
        #expect(summary.object("quality")?["accelerometerGaps"] == 0)
    }

    @Test func aTappingStepsAccelerometerIsMeasuredBesideItsTouches() throws {
        let folder = try Folder(Self.good)
        defer { folder.remove() }
        let entry = try folder.entry(.tapping)
        #expect(entry.summary?.object("quality")?["accelerometerRate"].map { abs($0 - 100) < 0.1 } == true, "\(entry)")
    }

    @Test func aGapOfASecondIsCountedAndLowersTheEffectiveRate() throws {
        let samples = Self.good.filter { !($0.sensorType == .accelerometer && (10.0..<11.0).contains($0.timestamp)) }
        let (quality, failures) = try Self.quality(samples, kind: .walk)
        #expect(quality["accelerometerGaps"] == 1 && quality["gyroscopeGaps"] == 0)
        #expect(quality["accelerometerRate"].map { $0 < 96 } == true)
        #expect(quality["accelerometerNominalRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(failures.contains { $0.contains("1 gaps of more than two sample periods (0.02 s) in the accelerometer") }, "\(failures)")
    }

    @Test func aGapAmongTheFirstIntervalsIsCountedToo() throws {
        let samples = Self.good.filter { !($0.sensorType == .gyroscope && (0.2..<0.5).contains($0.timestamp)) }
        let (quality, _) = try Self.quality(samples, kind: .balance)
        #expect(quality["gyroscopeGaps"] == 1 && quality["accelerometerGaps"] == 0)
    }

    @Test func theHeadersSamplingFrequencyIsTheNominalRate() throws {
        let (quality, failures) = try Self.quality(Self.good, kind: .walk, details: ["sampling_frequency": "50.000000"])
        #expect(quality["accelerometerNominalRate"] == 50 && quality["accelerometerRate"].map { abs($0 - 100) < 0.1 } == true)
        #expect(quality["accelerometerGaps"] == 0 && failures.isEmpty, "readings twice as fast as declared leave no gap: \(failures)")
        let (slow, slowFailures) = try Self.quality(Self.good, kind: .walk, details: ["sampling_frequency": "400"])
        #expect(slow["accelerometerNominalRate"] == 400 && slow["accelerometerGaps"] == 1999, "every interval is four periods long")
        #expect(slowFailures.contains { $0.contains("(0.005 s) in the accelerometer") }, "\(slowFailures)")
    }

    @Test func jitteredTimestampsShowTheirSpread() throws {
        var generator = SeededGenerator(seed: 3)
        let samples = Self.good.map { sample in
            var moved = sample
            if sample.sensorType == .accelerometer { moved.timestamp += Double.random(in: -0.002...0.002, using: &generator) }
            return moved
        }
        let (quality, _) = try Self.quality(samples, kind: .tremor)
        // Two uniform offsets of ±2 ms: the interval's standard deviation is 2 ms × √(2/3) ≈ 1.6 ms.
        #expect(quality["accelerometerJitter"].map { abs($0 - 0.0016) < 0.0003 } == true, "\(String(describing: quality["accelerometerJitter"]))")
        #expect(quality["gyroscopeJitter"].map { $0 < 1e-6 } == true)
    }

    @Test func samplesAtAFlatTopAreClipped() throws {
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
        #expect(failures.contains { $0.contains("clipped at 1.6 g (the device's range)") }, "\(failures)")
        #expect(failures.contains { $0.contains("not calibrated") }, "doubled readings are 2 g standing still")
    }

    @Test func samplesAtTheRangeTheHeaderGivesAreClipped() throws {
        // A 16-bit channel of 0.000598 m/s² a step reads −1.998161…1.998100 g.
        let details = ["channel in_accel_x": "accel, index 0, le:s16/16>>0, scale 0.000598, offset 0",
                       "channel in_accel_y": "accel, index 1, le:s16/16>>0, scale 0.000598, offset 0"]
        let top = 32767 * 0.000598 / 9.80665
        let samples = Self.good.map { sample in
            var clipped = sample
            if sample.sensorType == .accelerometer, (6.0..<7.0).contains(sample.timestamp) { clipped.x = top }
            if sample.sensorType == .accelerometer, (8.0..<8.05).contains(sample.timestamp) { clipped.x = -top * 0.9 }
            return clipped
        }
        let (quality, failures) = try Self.quality(samples, kind: .walk, details: details)
        #expect(quality["accelerometerClipped"] == 100, "the second at the top, not the readings within the range")
        #expect(failures.contains { $0.contains("100 accelerometer samples clipped at ±1.9981 g (the device's range in its chunk header)") }, "\(failures)")
        let (unclipped, _) = try Self.quality(Self.good, kind: .walk, details: details)
        #expect(unclipped["accelerometerClipped"] == 0)
    }

    @Test func aScaledGravityFailsTheCalibration() throws {
        let samples = Self.good.map { sample in
            var scaled = sample
            if sample.sensorType == .accelerometer {
                scaled.x *= 0.8
                scaled.y *= 0.8
                scaled.z *= 0.8
            }
            return scaled
        }
        let (quality, failures) = try Self.quality(samples, kind: .balance)
        #expect(quality["gravityNorm"].map { abs($0 - 0.8) < 0.001 } == true)
        #expect(failures == ["quality: the gravity norm while still is 0.8 g, not 1 g: the accelerometer is not calibrated (or not in g)"])
    }

    @Test func aDeviceLyingStillIsFlaggedAndOneTiltingIsNot() throws {
        let (quality, failures) = try Self.quality(GaitAnalysisTests.samples(walks: [], seconds: 20), kind: .balance)
        #expect(quality["notMoved"] == 1)
        #expect(failures.contains { $0.contains("did not move") })
        // Swaying by half a degree keeps the norm at 1 g but moves an axis by up to 8 mg.
        let swaying = GaitAnalysisTests.samples(walks: [], seconds: 20).map { sample in
            var tilted = sample
            guard sample.sensorType == .accelerometer else { return tilted }
            let angle = 0.5 * Double.pi / 180 * sin(2 * Double.pi * 0.3 * sample.timestamp)
            (tilted.x, tilted.y) = (sample.x * cos(angle) - sample.y * sin(angle), sample.x * sin(angle) + sample.y * cos(angle))
            return tilted
        }
        let (swayed, swayFailures) = try Self.quality(swaying, kind: .balance)
        #expect(swayed["notMoved"] == 0 && swayFailures.isEmpty, "\(swayFailures)")
    }

    @Test func strictMakesAFailedCheckTheEntrysError() throws {
        let folder = try Folder(GaitAnalysisTests.samples(walks: [], seconds: 20, gyroscopeRate: nil))
        defer { folder.remove() }
        for kind in [AnalysisKind.gait, .walk, .balance] {
            let lenient = try folder.entry(kind)
            #expect(lenient.error == nil && lenient.warnings.contains { $0.contains("did not move") }, "\(kind): \(lenient)")
            let strict = try folder.entry(kind, strict: true)
            #expect(strict.summary == nil && strict.error?.contains("quality: the device did not move") == true, "\(kind): \(String(describing: strict.error))")
        }
        let walk = try folder.entry(.walk, strict: true, body: BodyMeasures(sensorHeight: 0.9))
        #expect(walk.error?.contains("quality: the device did not move") == true, "a walk given a sensor height too: \(String(describing: walk.error))")
    }
}
