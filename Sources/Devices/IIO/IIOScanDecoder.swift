import RecordingFormat

/// Turns the bytes of an IIO buffer into physical values, laid out as the kernel lays out a scan:
/// enabled channels in scan-index order, each aligned to its own storage size.
///
/// Values are (raw + offset) × scale with the channel's format (endianness, sign, bits, shift);
/// accelerations are converted from m/s² to g, angular velocities stay in rad/s, the timestamp
/// channel is read as nanoseconds.
/// Public only to the benchmarks (`@_spi(Benchmarks)`); `IIOSource` decodes through it.
@_spi(Benchmarks) public struct IIOScanDecoder: Sendable {
    /// One channel's place in the scan and its conversion.
    struct Slot: Sendable {
        var byteOffset: Int
        var format: IIODataFormat
        var scale: Double
        var offset: Double
    }

    /// The channels the buffer must have enabled, in scan-index order.
    public let enabledChannels: [IIOChannelInfo]
    /// Bytes per scan.
    public let scanBytes: Int
    private let accelerometer: [Slot]
    private let gyroscope: [Slot]
    private let timestamp: Slot?

    /// The standard gravity that converts m/s² to g.
    public static let standardGravity = 9.80665

    /// Chooses the channels serving `sensorTypes` (plus the timestamp channel) and lays them out.
    ///
    /// - Parameters:
    ///   - channels: Every input channel of the device.
    ///   - sensorTypes: `.accelerometer` and/or `.gyroscope`.
    ///   - deviceName: Names the device in errors, e.g. `iio:device1 (bmi160)`.
    /// - Throws: `ActivetaskError.Code.unsupported` naming the device and its channels when an
    ///   asked-for sensor lacks buffered x, y and z channels.
    public init(channels: [IIOChannelInfo], sensorTypes: Set<SensorType>, deviceName: String) throws(ActivetaskError) {
        var chosen: [IIOChannelInfo] = []
        for type in [SensorType.accelerometer, .gyroscope] where sensorTypes.contains(type) {
            let axes = ["x", "y", "z"].compactMap { axis in
                channels.first { $0.sensorType == type && $0.axis == axis && $0.scanIndex != nil && $0.format != nil }
            }
            guard axes.count == 3 else {
                let kind = type == .accelerometer ? "accel" : "anglvel"
                let available = channels.filter { $0.scanIndex != nil }.map(\.identifier)
                throw ActivetaskError(.unsupported,
                    "device \(deviceName): no buffered \(kind) x, y and z channels for the \(type.rawValue); "
                    + "available: \(available.isEmpty ? "none" : available.joined(separator: ", ")). "
                    + "Choose another device with --\(type.rawValue) (see `activetask devices`).")
            }
            chosen += axes
        }
        if let stamp = channels.first(where: { $0.kind == "timestamp" && $0.scanIndex != nil && $0.format != nil }) {
            chosen.append(stamp)
        }
        chosen.sort { $0.scanIndex! < $1.scanIndex! }
        var offsets: [String: Int] = [:]
        var position = 0
        var largest = 1
        for channel in chosen {
            let format = channel.format!
            let size = max(1, format.storageBytes)
            position = (position + size - 1) / size * size
            offsets[channel.identifier] = position
            position += size * format.repeatCount
            largest = max(largest, size)
        }
        scanBytes = (position + largest - 1) / largest * largest
        enabledChannels = chosen
        func slots(_ type: SensorType) -> [Slot] {
            ["x", "y", "z"].compactMap { axis in
                chosen.first { $0.sensorType == type && $0.axis == axis }.map { channel in
                    let unit = type == .accelerometer ? 1 / Self.standardGravity : 1
                    return Slot(byteOffset: offsets[channel.identifier]!, format: channel.format!,
                                scale: channel.scale * unit, offset: channel.offset)
                }
            }
        }
        accelerometer = slots(.accelerometer)
        gyroscope = slots(.gyroscope)
        timestamp = chosen.first { $0.kind == "timestamp" }.map {
            Slot(byteOffset: offsets[$0.identifier]!, format: $0.format!, scale: 1e-9, offset: 0)
        }
    }

    /// Whether scans carry the device's own timestamp.
    public var hasTimestamp: Bool { timestamp != nil }

    /// Decodes every whole scan in `bytes` and appends it to `readings`.
    ///
    /// - Parameters:
    ///   - bytes: Buffer contents starting at a scan boundary.
    ///   - readings: Receives one reading per whole scan.
    /// - Returns: The bytes consumed (a multiple of `scanBytes`); the rest is a partial scan.
    @discardableResult
    public func decode(_ bytes: UnsafeRawBufferPointer, into readings: inout [IIOScanReading]) -> Int {
        guard let base = bytes.baseAddress, scanBytes > 0 else { return 0 }
        let count = bytes.count / scanBytes
        readings.reserveCapacity(readings.count + count)
        for index in 0..<count {
            let scan = base + index * scanBytes
            readings.append(IIOScanReading(accelerometer: Self.vector(accelerometer, scan),
                                           gyroscope: Self.vector(gyroscope, scan),
                                           deviceTime: timestamp.map { Self.value($0, scan) }))
        }
        return count * scanBytes
    }

    @inline(__always)
    private static func value(_ slot: Slot, _ scan: UnsafeRawPointer) -> Double {
        (Double(slot.format.rawValue(at: scan + slot.byteOffset)) + slot.offset) * slot.scale
    }

    @inline(__always)
    private static func vector(_ slots: [Slot], _ scan: UnsafeRawPointer) -> SIMD3<Double>? {
        guard slots.count == 3 else { return nil }
        return SIMD3(value(slots[0], scan), value(slots[1], scan), value(slots[2], scan))
    }
}
