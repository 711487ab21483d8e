import Foundation
import Testing
@testable import RecordingFormat
@testable import Recorders

/// What a streaming recorder reports and keeps when its disk fills up, with the fault injected
/// through the system-call seam.
@Suite struct StreamingRecorderFaultTests {
    @Test func fullDiskMidRecordingEndsTheRecorderWithANamedErrorAndCountsEveryLostSample() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-enospc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples: [Sample] = (0..<1000).map { index in
            .motion(MotionSample(sensorType: .gyroscope, timestamp: Double(index) / 100, uptime: 50 + Double(index) / 100,
                                 x: Double(index % 4) / 4, y: 0, z: -1))
        }
        let recorder = StreamingRecorder(configuration: RecorderConfiguration(identifier: "gyroscope", type: .gyroscope,
                                                                              chunkBytes: 4096, bufferCapacity: 2000),
                                         device: DeviceDescription(name: "test", identifier: "test0", backend: "test"),
                                         outputDirectory: folder)
        // Buffered before the start, every sample reaches the writer in its first drain. Write 1 is
        // the first chunk's header, write 2 its lines when it rotates, write 3 the second chunk's
        // header: it is cut short, then the disk is full.
        for sample in samples { recorder.record(sample) }
        let (result, fired) = try FaultInjection.withFaults([FaultRule(.write, .noSpace, occurrence: 3, persists: true,
                                                                       pathContains: folder.path)]) {
            try recorder.start(zero: RecordingZero(uptime: 50, date: Date(timeIntervalSince1970: 1_767_225_600)))
            return recorder.stop()
        }
        #expect(fired == [2])
        #expect(result.errors.map(\.code) == [.writeFailed])
        #expect(result.errors.first?.message.contains("gyroscope-000002.jsonl: write failed: No space left on device (errno 28)") == true,
                "\(result.errors)")
        #expect(result.files.map(\.sequence) == [1, 2])
        #expect(result.files.last?.byteSize == 0, "the second chunk's torn header is cut back")
        var read: [Sample] = []
        try ChunkReader.forEachSample(inChunks: [folder.appendingPathComponent(result.files[0].relativePath)]) { read.append($0) }
        #expect(read == Array(samples.prefix(read.count)))
        #expect(read.count == result.files[0].sampleCount && read.count > 20)
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } + result.droppedCount == samples.count)
    }
}
