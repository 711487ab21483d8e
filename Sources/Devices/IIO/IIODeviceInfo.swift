import RecordingFormat

/// What libiio says about one IIO device, copied out of libiio at once.
public struct IIODeviceInfo: Sendable, Hashable {
    /// The device's id (`iio:device1`).
    public var identifier: String
    /// The driver's name (`bmi160`); the id when the driver gives none.
    public var name: String
    /// The input channels.
    public var channels: [IIOChannelInfo]
    /// The current sampling frequency in Hz, when the device has `sampling_frequency`.
    public var samplingFrequency: Double?
    /// The frequencies `sampling_frequency_available` lists.
    public var availableFrequencies: [Double]
    /// The current trigger as `id (name)`, when one is set.
    public var currentTrigger: String?
    /// Every trigger in the context as `id (name)`.
    public var availableTriggers: [String]

    /// Creates a device description.
    public init(identifier: String, name: String, channels: [IIOChannelInfo], samplingFrequency: Double?,
                availableFrequencies: [Double], currentTrigger: String?, availableTriggers: [String]) {
        self.identifier = identifier
        self.name = name
        self.channels = channels
        self.samplingFrequency = samplingFrequency
        self.availableFrequencies = availableFrequencies
        self.currentTrigger = currentTrigger
        self.availableTriggers = availableTriggers
    }

    /// The sensor types the device can serve from its buffer.
    public var sensorTypes: Set<SensorType> {
        Set(SensorType.allCases.filter { type in
            ["x", "y", "z"].allSatisfy { axis in
                channels.contains { $0.sensorType == type && $0.axis == axis && $0.scanIndex != nil }
            }
        })
    }

    /// The available frequency nearest `requested`; `requested` itself when none are listed.
    public func nearestFrequency(to requested: Double) -> Double {
        availableFrequencies.min { abs($0 - requested) < abs($1 - requested) } ?? requested
    }

    /// `iio:device1 (bmi160)`, for messages.
    public var label: String { "\(identifier) (\(name))" }

    /// The device as `activetask devices` and chunk headers show it: one `channel <id>` detail per
    /// channel, plus sampling frequencies and triggers.
    public var description: DeviceDescription {
        var details: [String: String] = [:]
        for channel in channels {
            details["channel \(channel.identifier)"] = channel.summary
        }
        details["sampling_frequency"] = samplingFrequency.map { Self.format($0) } ?? "none"
        details["sampling_frequency_available"] = availableFrequencies.isEmpty
            ? "none" : availableFrequencies.map { Self.format($0) }.joined(separator: " ")
        details["current_trigger"] = currentTrigger ?? "none"
        details["triggers_available"] = availableTriggers.isEmpty ? "none" : availableTriggers.joined(separator: ", ")
        details["timestamp"] = channels.contains { $0.kind == "timestamp" && $0.scanIndex != nil }
            ? "in_timestamp channel" : "reconstructed from sampling_frequency"
        return DeviceDescription(name: name, identifier: identifier, backend: "iio", details: details)
    }

    /// A frequency without trailing zeros: `100`, `12.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
