import Foundation
import Recorders
import RecordingFormat
import Testing
import TestSupport

/// A replay is no sensor: its samples are all there, so it waits for the writer and drops none,
/// however fast it plays and however small the recorders' buffers.
@Suite struct FastReplayTests {
    @Test func aFastReplayOfTenMinutesOfMotionAt200HzWritesEverySampleAndDropsNone() throws {
        let folder = try TemporaryDirectory(prefix: "fast-replay")
        let recording = folder.url.appendingPathComponent("recording")
        let count = 10 * 60 * 200
        for type in [SensorType.accelerometer, .gyroscope] {
            let writer = ChunkWriter(directory: recording, recorderIdentifier: type.rawValue, sensorTypes: [type],
                                     device: DeviceDescription(name: "imu", identifier: "imu", backend: "generated"),
                                     zero: RecordingZero(uptime: 0, date: Date()), chunkBytes: StreamingRecorder.defaultChunkBytes,
                                     chunkSeconds: StreamingRecorder.defaultChunkSeconds)
            try writer.open()
            try writer.append((0..<count).map { index in
                .motion(MotionSample(sensorType: type, timestamp: Double(index) / 200, uptime: Double(index) / 200, x: 0.1, y: 0.2, z: 9.81))
            }, dropped: 0)
            try writer.close()
        }
        let replay = DeviceBinding(backend: "replay", device: recording.path)
        let coordinator = try RecorderCoordinator(
            taskConfigurations: [RecorderConfiguration(identifier: "accelerometer", type: .accelerometer),
                                 RecorderConfiguration(identifier: "gyroscope", type: .gyroscope)],
            resolver: DeviceResolver(providers: [ReplaySourceProvider(pace: .fast)], overrides: [.accelerometer: replay, .gyroscope: replay]),
            outputDirectory: folder.url.appendingPathComponent("out"))
        let summary = try coordinator.record(seconds: 600)
        #expect(summary.droppedCount == 0)
        #expect(summary.recorders.map(\.identifier).sorted() == ["accelerometer", "gyroscope"])
        for recorder in summary.recorders {
            #expect(recorder.droppedCount == 0 && recorder.files.reduce(0) { $0 + $1.sampleCount } == count,
                    "\(recorder.identifier): \(recorder.files.reduce(0) { $0 + $1.sampleCount }) samples, \(recorder.droppedCount) dropped")
        }
    }
}
