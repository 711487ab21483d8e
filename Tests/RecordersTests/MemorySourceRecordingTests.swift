import ActiveTasksTesting
import Foundation
import RecordingFormat
import Recorders
import Testing
import TestSupport

/// The coordinator recording an in-memory source found through a canned provider: what a
/// source emits and how it ends reach the recorder's chunks and result.
@Suite struct MemorySourceRecordingTests {
    /// 100 accelerometer samples at 100 Hz, t = 0.00 … 0.99 s.
    private static let samples: [Sample] = (0..<100).map { index in
        // Quotients of whole numbers by 100: the nearest doubles to the decimals the chunk holds.
        .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index) / 100, uptime: Double(100_000 + index) / 100,
                             x: Double(index) / 100, y: -0.5, z: 1))
    }

    /// A coordinator recording `source` as the autodetected accelerometer into `folder`.
    private static func coordinator(recording source: MemorySampleSource, into folder: URL) throws -> RecorderCoordinator {
        let provider = CannedSourceProvider(devices: [
            .init(selector: "memory-imu", sensorTypes: [.accelerometer], makeSource: { _ in source }),
        ])
        return try RecorderCoordinator(
            taskConfigurations: [RecorderConfiguration(identifier: "accel", type: .accelerometer, bufferCapacity: 1000)],
            resolver: DeviceResolver(providers: [provider]), outputDirectory: folder)
    }

    @Test func samplesAddedWhileRecordingAreWrittenInOrderAndTheEndStopsTheWait() throws {
        let folder = try TemporaryDirectory(prefix: "memory-source")
        let source = MemorySampleSource(sensorTypes: [.accelerometer], samples: Array(Self.samples.prefix(40)))
        let coordinator = try Self.coordinator(recording: source, into: folder.url)
        try coordinator.start()
        source.add(Array(Self.samples[40..<70]))
        source.add(Array(Self.samples[70...]))
        source.end()
        #expect(coordinator.wait(seconds: 20) == .sourcesFinished)
        let result = try #require(coordinator.finish().first)
        #expect(result.errors.isEmpty)
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } == 100)
        var back: [Sample] = []
        try ChunkReader.forEachSample(inChunks: result.files.map { folder.url.appendingPathComponent($0.relativePath) }) {
            back.append($0)
        }
        #expect(back == Self.samples)
        #expect(source.emittedCount == 100)
    }

    @Test func aSourceFailureAndWhatWasWrongAtStopAreBothTheRecordersErrors() throws {
        let folder = try TemporaryDirectory(prefix: "memory-source-failure")
        let source = MemorySampleSource(sensorTypes: [.accelerometer], samples: Self.samples)
        source.reportAtStop(ActivetaskError(.deviceLost, "memory-imu: settings not restored"))
        let coordinator = try Self.coordinator(recording: source, into: folder.url)
        try coordinator.start()
        source.end(failure: ActivetaskError(.deviceLost, "memory-imu: unplugged"))
        #expect(coordinator.wait(seconds: 20) == .sourcesFinished)
        let result = try #require(coordinator.finish().first)
        #expect(result.errors.map(\.message) == ["memory-imu: unplugged", "memory-imu: settings not restored"])
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } == 100, "what came before the failure is kept")
    }

    @Test func aCannedProviderNamesItsDevicesWhenASelectorIsUnknown() throws {
        let provider = CannedSourceProvider(devices: [.init(selector: "imu", sensorTypes: [.accelerometer, .gyroscope])])
        #expect(provider.autodetect(.gyroscope) == "imu" && provider.autodetect(.touch) == nil)
        #expect(provider.report().devices.map(\.details) == [["sensorTypes": "accelerometer,gyroscope"]])
        #expect {
            _ = try provider.makeSource(selector: "touch0", configurations: [])
        } throws: { error in
            (error as? ActivetaskError)?.message == "canned has no device touch0; its devices are imu"
        }
    }
}
