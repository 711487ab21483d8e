import RecordingFormat
import CIIO
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Owns one libiio local context (`struct iio_context`) and copies device descriptions out of it.
///
/// Not thread-safe: used by one caller at a time (discovery on the caller's thread, capture on
/// its source's queue). The context is destroyed with the object.
final class IIOContext {
    /// The libiio context.
    let handle: OpaquePointer

    /// Opens the local context (sysfs and `/dev/iio:*`).
    ///
    /// The corresponding C function is `iio_create_local_context`.
    /// - Throws: `ActivetaskError` naming `/sys/bus/iio/devices` when libiio cannot open it.
    init() throws(ActivetaskError) {
        guard let handle = iio_create_local_context() else {
            let code = errno
            if code == ENOENT {
                throw ActivetaskError(.deviceNotFound,
                    "no IIO devices: /sys/bus/iio/devices is absent (no IIO driver is loaded); "
                    + "load your sensor's kernel module or run under umockdev.")
            }
            if code == EACCES || code == EPERM {
                throw ActivetaskError(.permissionDenied,
                    "permission denied reading /sys/bus/iio/devices: run as a user who may read sysfs "
                    + "(`ls -ld /sys/bus/iio/devices`).")
            }
            throw ActivetaskError(.unsupported,
                "libiio cannot open /sys/bus/iio/devices: \(String(cString: strerror(code))) (errno \(code)).")
        }
        self.handle = handle
    }

    deinit {
        iio_context_destroy(handle)
    }

    /// Every device that is not a trigger, in libiio's order.
    var devices: [OpaquePointer] {
        allDevices.filter { !iio_device_is_trigger($0) }
    }

    private var allDevices: [OpaquePointer] {
        (0..<iio_context_get_devices_count(handle)).compactMap { iio_context_get_device(handle, $0) }
    }

    /// Every trigger in the context as `id (name)`.
    var triggers: [String] {
        allDevices.filter { iio_device_is_trigger($0) }.map(Self.label)
    }

    /// The device whose id or name is `selector`.
    ///
    /// - Throws: `ActivetaskError.Code.deviceNotFound` listing the devices present.
    func device(_ selector: String) throws(ActivetaskError) -> OpaquePointer {
        if let device = devices.first(where: { Self.identifier($0) == selector })
            ?? devices.first(where: { Self.name($0) == selector }) {
            return device
        }
        let present = devices.map(Self.label)
        throw ActivetaskError(.deviceNotFound,
            "no IIO device with id or name '\(selector)'; present: "
            + (present.isEmpty ? "none" : present.joined(separator: ", "))
            + ". Run `activetask devices` and pass one of them.")
    }

    /// The trigger whose id or name is `selector`.
    ///
    /// - Throws: `ActivetaskError.Code.invalidConfiguration` listing the triggers present.
    func trigger(_ selector: String) throws(ActivetaskError) -> OpaquePointer {
        let triggers = allDevices.filter { iio_device_is_trigger($0) }
        if let trigger = triggers.first(where: { Self.identifier($0) == selector || Self.name($0) == selector }) {
            return trigger
        }
        throw ActivetaskError(.invalidConfiguration,
            "no IIO trigger with id or name '\(selector)'; present: "
            + (triggers.isEmpty ? "none" : triggers.map(Self.label).joined(separator: ", ")) + ".")
    }

    /// The device's description: channels with formats, scales and offsets, frequencies, triggers.
    func info(_ device: OpaquePointer) -> IIODeviceInfo {
        let channels = (0..<iio_device_get_channels_count(device)).compactMap { index -> IIOChannelInfo? in
            guard let channel = iio_device_get_channel(device, index), !iio_channel_is_output(channel) else {
                return nil
            }
            return Self.channelInfo(channel)
        }
        var trigger: OpaquePointer?
        let current: String? = iio_device_get_trigger(device, &trigger) == 0 ? trigger.map(Self.label) : nil
        let frequency = Self.frequencyAttribute(device)
        return IIODeviceInfo(
            identifier: Self.identifier(device), name: Self.name(device), channels: channels,
            samplingFrequency: frequency.flatMap { Self.read($0.read, "sampling_frequency").flatMap(Double.init) },
            availableFrequencies: frequency.flatMap { Self.read($0.read, "sampling_frequency_available") }
                .map { $0.split(separator: " ").compactMap { Double($0) } } ?? [],
            currentTrigger: current, availableTriggers: triggers)
    }

    /// How to read and write a sampling-frequency attribute, and the sysfs file behind it.
    struct FrequencyAttribute {
        /// Reads an attribute (`sampling_frequency` or `sampling_frequency_available`) into a buffer.
        var read: (String, UnsafeMutablePointer<CChar>, Int) -> Int
        /// Writes `sampling_frequency`; returns a negative errno on failure.
        var write: (Double) -> Int32
        /// The file under the device's sysfs folder.
        var file: String
    }

    /// The device-wide `sampling_frequency`, or else the one shared by its accel or anglvel
    /// channels (`in_accel_sampling_frequency`).
    static func frequencyAttribute(_ device: OpaquePointer) -> FrequencyAttribute? {
        if iio_device_find_attr(device, "sampling_frequency") != nil {
            return FrequencyAttribute(
                read: { iio_device_attr_read(device, $0, $1, $2) },
                write: { iio_device_attr_write_double(device, "sampling_frequency", $0) },
                file: "sampling_frequency")
        }
        for index in 0..<iio_device_get_channels_count(device) {
            guard let channel = iio_device_get_channel(device, index),
                  iio_channel_find_attr(channel, "sampling_frequency") != nil,
                  let file = iio_channel_attr_get_filename(channel, "sampling_frequency") else { continue }
            return FrequencyAttribute(
                read: { iio_channel_attr_read(channel, $0, $1, $2) },
                write: { iio_channel_attr_write_double(channel, "sampling_frequency", $0) },
                file: String(cString: file))
        }
        return nil
    }

    /// An attribute's text through `read`, without its trailing newline; `nil` when unreadable.
    static func read(_ read: (String, UnsafeMutablePointer<CChar>, Int) -> Int, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = read(name, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(min(count, buffer.count)).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                      as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func identifier(_ device: OpaquePointer) -> String {
        iio_device_get_id(device).map { String(cString: $0) } ?? ""
    }

    static func name(_ device: OpaquePointer) -> String {
        iio_device_get_name(device).map { String(cString: $0) } ?? identifier(device)
    }

    static func label(_ device: OpaquePointer) -> String {
        "\(identifier(device)) (\(name(device)))"
    }

    private static func channelInfo(_ channel: OpaquePointer) -> IIOChannelInfo {
        let identifier = iio_channel_get_id(channel).map { String(cString: $0) } ?? ""
        let kind: String
        switch iio_channel_get_type(channel) {
        case IIO_ACCEL: kind = "accel"
        case IIO_ANGL_VEL: kind = "anglvel"
        case IIO_TIMESTAMP: kind = "timestamp"
        default: kind = String(identifier.prefix { !$0.isNumber && $0 != "_" })
        }
        let axis: String?
        switch iio_channel_get_modifier(channel) {
        case IIO_MOD_X: axis = "x"
        case IIO_MOD_Y: axis = "y"
        case IIO_MOD_Z: axis = "z"
        default: axis = nil
        }
        var format: IIODataFormat?
        var scanIndex: Int?
        if iio_channel_is_scan_element(channel), let data = iio_channel_get_data_format(channel)?.pointee {
            scanIndex = Int(iio_channel_get_index(channel))
            format = IIODataFormat(storageBits: Int(data.length), bits: Int(data.bits), shift: Int(data.shift),
                                   isSigned: data.is_signed, isBigEndian: data.is_be,
                                   repeatCount: Int(data.repeat))
        }
        var scale = 1.0
        var offset = 0.0
        if iio_channel_find_attr(channel, "scale") != nil, iio_channel_attr_read_double(channel, "scale", &scale) != 0 {
            scale = 1
        }
        if iio_channel_find_attr(channel, "offset") != nil, iio_channel_attr_read_double(channel, "offset", &offset) != 0 {
            offset = 0
        }
        return IIOChannelInfo(identifier: identifier, kind: kind, axis: axis, scanIndex: scanIndex,
                              format: format, scale: scale, offset: offset)
    }
}
