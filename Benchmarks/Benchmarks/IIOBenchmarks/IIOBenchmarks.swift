import Benchmark
@_spi(Benchmarks) import Devices
import RecordingFormat

/// One second of a 1 kHz IMU: 1000 scans of anglvel x/y/z + accel x/y/z (le:s16/16>>0) and an
/// s64 timestamp, laid out as the kernel does (24 bytes a scan), decoded to g and rad/s.
let benchmarks: @Sendable () -> Void = {
    let format = IIODataFormat(storageBits: 16, bits: 16, shift: 0, isSigned: true, isBigEndian: false)
    let stamp = IIODataFormat(storageBits: 64, bits: 64, shift: 0, isSigned: true, isBigEndian: false)
    var channels: [IIOChannelInfo] = []
    for (offset, kind) in ["anglvel", "accel"].enumerated() {
        for (index, axis) in ["x", "y", "z"].enumerated() {
            channels.append(IIOChannelInfo(identifier: "\(kind)_\(axis)", kind: kind, axis: axis,
                                           scanIndex: offset * 3 + index, format: format, scale: 0.000598))
        }
    }
    channels.append(IIOChannelInfo(identifier: "timestamp", kind: "timestamp", axis: nil, scanIndex: 6, format: stamp))
    let decoder = try! IIOScanDecoder(channels: channels, sensorTypes: [.accelerometer, .gyroscope],
                                      deviceName: "benchmark")
    let scans = 1000
    var bytes = [UInt8](repeating: 0, count: scans * decoder.scanBytes)
    for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }

    Benchmark("IIO decode 1 s at 1 kHz, 6 channels + timestamp (1000 scans)",
              configuration: .init(metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .throughput],
                                   maxDuration: .seconds(5))) { benchmark in
        var readings: [IIOScanReading] = []
        readings.reserveCapacity(scans)
        for _ in benchmark.scaledIterations {
            readings.removeAll(keepingCapacity: true)
            bytes.withUnsafeBytes { _ = decoder.decode($0, into: &readings) }
            blackHole(readings)
        }
    }
}
