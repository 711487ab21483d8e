import RecordingFormat
import Testing
@testable import Recorders

@Suite struct SampleBufferTests {
    private func motion(_ index: Int) -> Sample {
        .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index), uptime: 0, x: 0, y: 0, z: 0))
    }

    @Test func fullBufferDropsTheNewestAndCountsThem() {
        let buffer = SampleBuffer(capacity: 3)
        let accepted = (0..<5).map { buffer.offer(motion($0)) }
        #expect(accepted == [true, true, true, false, false])
        var drained: [Sample] = []
        #expect(buffer.drain(into: &drained) == 2)
        #expect(drained.map(\.timestamp) == [0, 1, 2])
        #expect(buffer.drain(into: &drained) == 0)
    }

    @Test func markersUseTheReserveWhenSamplesFillTheBuffer() {
        let buffer = SampleBuffer(capacity: 2, markerReserve: 1)
        buffer.offer(motion(0))
        buffer.offer(motion(1))
        #expect(buffer.offer(.marker(MarkerRecord(timestamp: 2, event: .stepStarted))))
        #expect(!buffer.offer(.marker(MarkerRecord(timestamp: 3, event: .stepEnded))))
        var drained: [Sample] = []
        #expect(buffer.drain(into: &drained) == 1)
        #expect(drained.map(\.timestamp) == [0, 1, 2])
    }

    @Test func ringWrapsAroundAfterDrains() {
        let buffer = SampleBuffer(capacity: 2, markerReserve: 0)
        var drained: [Sample] = []
        for index in 0..<7 {
            buffer.offer(motion(index))
            if index % 2 == 1 { _ = buffer.drain(into: &drained) }
        }
        _ = buffer.drain(into: &drained)
        #expect(drained.map(\.timestamp) == (0..<7).map(Double.init))
    }
}
