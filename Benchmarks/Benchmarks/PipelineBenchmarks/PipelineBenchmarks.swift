import Benchmark
import Foundation
import RecordingFormat

/// The recording pipeline's encode-and-write path (issue 3): 100,000 three-axis accelerometer
/// samples per iteration, encoded as JSON lines and written through a `ChunkWriter` (SHA-256,
/// rotation at 32 MiB with fsync on close) in the 1,000-sample batches a recorder's drain hands it.
let benchmarks: @Sendable () -> Void = {
    let samplesPerIteration = 100_000
    let samples: [Sample] = (0..<samplesPerIteration).map { index in
        let time = Double(index) / 1000
        return .motion(MotionSample(sensorType: .accelerometer, timestamp: time, uptime: 5000 + time,
                                    x: sin(time) * 0.3, y: cos(time) * 0.2, z: 1 + sin(time * 3) * 0.05))
    }
    let batches = stride(from: 0, to: samplesPerIteration, by: 1000).map { Array(samples[$0..<($0 + 1000)]) }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, .peakMemoryResident],
        scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 30)

    Benchmark("LineEncoder: 100k accelerometer lines", configuration: configuration) { benchmark in
        var encoder = LineEncoder(capacity: 16 * 1024 * 1024)
        for _ in benchmark.scaledIterations {
            encoder.removeAll()
            for sample in samples { encoder.append(sample) }
            blackHole(encoder.count)
        }
    }

    Benchmark("ChunkWriter: encode and write 100k accelerometer samples", configuration: configuration) { benchmark in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("activetask-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = ChunkWriter(directory: folder, recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer],
                                 device: DeviceDescription(name: "benchmark", identifier: "memory", backend: "replay"),
                                 zero: RecordingZero.now(), chunkBytes: 32 * 1024 * 1024, chunkSeconds: .infinity)
        try? writer.open()
        for _ in benchmark.scaledIterations {
            for batch in batches { try? writer.append(batch, dropped: 0) }
            try? writer.flush()
        }
        try? writer.close()
    }
}
