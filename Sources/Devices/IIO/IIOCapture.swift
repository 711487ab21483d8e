import RecordingFormat
import CIIO
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One buffered capture on one IIO device: opens it, configures it, reads its buffer without
/// blocking and restores what it changed.
///
/// Owns the libiio context, device and buffer. Used only on its `IIOSource`'s queue.
final class IIOCapture {
    /// The device as libiio described it before the capture changed anything.
    let info: IIODeviceInfo
    /// The scan layout and conversion of the enabled channels.
    let decoder: IIOScanDecoder
    /// The sampling frequency the device reports after configuration, in Hz.
    private(set) var frequency: Double?
    /// The kernel buffer length in scans (`buffer/length`).
    private(set) var bufferLength = 0
    /// The scans per read wake-up (`buffer/watermark`), when the device has that attribute.
    private(set) var watermark: Int?
    private let context: IIOContext
    private let device: OpaquePointer
    private let snapshot: IIOSysfsSnapshot
    private var buffer: OpaquePointer?
    private var partial: [UInt8] = []

    /// The device node the buffer is read from.
    var node: String { "/dev/\(info.identifier)" }

    /// Opens the device `selector`, sets the sampling frequency nearest `requestedFrequency`, the
    /// trigger, a monotonic timestamp clock, watermark and enabled channels, and creates a
    /// non-blocking buffer.
    ///
    /// - Parameters:
    ///   - selector: A device id (`iio:device1`) or name (`bmi160`).
    ///   - sensorTypes: `.accelerometer` and/or `.gyroscope`.
    ///   - requestedFrequency: Hz; `nil` keeps the device's frequency.
    ///   - options: Buffer length, watermark and trigger.
    /// - Throws: `ActivetaskError` naming the device, node or attribute that failed; whatever was
    ///   already changed is restored first.
    init(selector: String, sensorTypes: Set<SensorType>, requestedFrequency: Double?,
         options: IIOCaptureOptions) throws(ActivetaskError) {
        context = try IIOContext()
        device = try context.device(selector)
        info = context.info(device)
        decoder = try IIOScanDecoder(channels: info.channels, sensorTypes: sensorTypes, deviceName: info.label)
        let frequencyAttribute = IIOContext.frequencyAttribute(device)
        snapshot = IIOSysfsSnapshot(deviceIdentifier: info.identifier,
                                    files: ["buffer/length", "buffer/watermark", "trigger/current_trigger",
                                            "current_timestamp_clock"]
                                        + (frequencyAttribute.map { [$0.file] } ?? []))
        do {
            try configure(requestedFrequency: requestedFrequency, attribute: frequencyAttribute, options: options)
        } catch {
            close()
            throw error
        }
    }

    /// Applies frequency, trigger, watermark and channel enables, then creates the buffer.
    private func configure(requestedFrequency: Double?, attribute frequencyAttribute: IIOContext.FrequencyAttribute?,
                           options: IIOCaptureOptions) throws(ActivetaskError) {
        frequency = try Self.applyFrequency(requestedFrequency, attribute: frequencyAttribute, info: info)
        guard frequency != nil || decoder.hasTimestamp else {
            throw ActivetaskError(.unsupported,
                "IIO device \(info.label) has neither an in_timestamp channel nor sampling_frequency, "
                + "so its samples cannot be placed in time; choose another device.")
        }
        let rate = frequency ?? 100
        if let trigger = options.trigger {
            let handle = try context.trigger(trigger)
            try check(iio_device_set_trigger(device, handle), "setting the trigger in",
                      file: "trigger/current_trigger")
        }
        // The timestamp channel defaults to CLOCK_REALTIME, which NTP may step mid-recording;
        // CLOCK_MONOTONIC keeps the offset taken at the first read valid to the end.
        if decoder.hasTimestamp, iio_device_find_attr(device, "current_timestamp_clock") != nil {
            try check(iio_device_attr_write(device, "current_timestamp_clock", "monotonic"), "writing",
                      file: "current_timestamp_clock")
        }
        // libiio 0.24 writes buffer/watermark = the buffer's scan count and buffer/length = that
        // count × the kernel block count, so the watermark is the count and the length sets the blocks.
        let scans = options.resolvedWatermark(frequency: rate)
        let blocks = max(1, (options.resolvedBufferLength(frequency: rate) + scans - 1) / scans)
        try check(iio_device_set_kernel_buffers_count(device, UInt32(blocks)), "setting the kernel block count of",
                  file: "buffer/length")
        bufferLength = scans * blocks
        if iio_device_find_buffer_attr(device, "watermark") != nil {
            watermark = scans
        }
        try enableChannels()
        guard let buffer = iio_device_create_buffer(device, scans, false) else {
            throw ActivetaskError.iio(errno: errno, "opening", device: info.label, path: node, recording: false)
        }
        self.buffer = buffer
        try check(iio_buffer_set_blocking_mode(buffer, false), "setting non-blocking mode on", file: nil)
        let step = iio_buffer_step(buffer)
        guard step == decoder.scanBytes else {
            throw ActivetaskError(.unsupported,
                "IIO device \(info.label): libiio lays out \(step)-byte scans, the decoder \(decoder.scanBytes); "
                + "channels: \(decoder.enabledChannels.map(\.identifier).joined(separator: ", ")).")
        }
    }

    /// The descriptor to watch for readability (`iio_buffer_get_poll_fd`).
    var pollDescriptor: Int32 {
        buffer.map { iio_buffer_get_poll_fd($0) } ?? -1
    }

    /// Reads what the kernel buffer holds now and decodes every whole scan into `readings`.
    ///
    /// A partial scan is kept and completed by the next read.
    /// - Returns: `false` when there was nothing to read (`EAGAIN`).
    /// - Throws: `ActivetaskError.Code.deviceLost` (or `.permissionDenied`) naming the node.
    func read(into readings: inout [IIOScanReading]) throws(ActivetaskError) -> Bool {
        guard let buffer else { return false }
        let count = iio_buffer_refill(buffer)
        if count == -Int(EAGAIN) { return false }
        guard count > 0 else {
            let code = count == 0 ? EIO : Int32(-count)
            throw ActivetaskError.iio(errno: code, "reading", device: info.label, path: node, recording: true)
        }
        let bytes = UnsafeRawBufferPointer(start: iio_buffer_start(buffer), count: count)
        if partial.isEmpty {
            let used = decoder.decode(bytes, into: &readings)
            partial.append(contentsOf: bytes[used...])
        } else {
            partial.append(contentsOf: bytes)
            let used = partial.withUnsafeBytes { decoder.decode($0, into: &readings) }
            partial.removeFirst(used)
        }
        return true
    }

    /// Destroys the buffer (the kernel buffer is disabled) and restores the saved sysfs values.
    ///
    /// - Returns: The sysfs files that could not be restored.
    @discardableResult
    func close() -> [String] {
        if let buffer {
            iio_buffer_destroy(buffer)
            self.buffer = nil
        }
        return snapshot.restore()
    }

    /// Disables every channel, then enables the decoder's.
    private func enableChannels() throws(ActivetaskError) {
        for index in 0..<iio_device_get_channels_count(device) {
            if let channel = iio_device_get_channel(device, index) { iio_channel_disable(channel) }
        }
        for wanted in decoder.enabledChannels {
            guard let channel = iio_device_find_channel(device, wanted.identifier, false) else {
                throw ActivetaskError(.unsupported, "IIO device \(info.label) has no input channel \(wanted.identifier).")
            }
            iio_channel_enable(channel)
        }
    }

    /// Sets the available frequency nearest `requested` and reads back the one in force.
    private static func applyFrequency(_ requested: Double?, attribute: IIOContext.FrequencyAttribute?,
                                       info: IIODeviceInfo) throws(ActivetaskError) -> Double? {
        guard let attribute else { return nil }
        if let requested {
            let result = attribute.write(info.nearestFrequency(to: requested))
            if result < 0 {
                throw ActivetaskError.iio(errno: -result, "writing", device: info.label,
                                        path: "/sys/bus/iio/devices/\(info.identifier)/\(attribute.file)",
                                        recording: false)
            }
        }
        return IIOContext.read(attribute.read, "sampling_frequency").flatMap(Double.init)
    }

    private func check(_ result: some BinaryInteger, _ action: String, file: String?) throws(ActivetaskError) {
        guard result < 0 else { return }
        let path = file.map { "/sys/bus/iio/devices/\(info.identifier)/\($0)" } ?? node
        throw ActivetaskError.iio(errno: Int32(-Int(result)), action, device: info.label, path: path, recording: false)
    }
}
