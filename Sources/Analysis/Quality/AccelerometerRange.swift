import Foundation
import RecordingFormat

/// The readings an accelerometer can give, g, as its chunk header's device details describe its
/// channels (an IIO channel's `accel, index 0, le:s16/16>>0, scale 0.000598, offset 0`: a reading
/// is (raw + offset) × scale m/s², raw within the format's bits).
struct AccelerometerRange {
    /// The lowest and highest reading, g.
    var bounds: ClosedRange<Double>
    /// One step of the raw value, g: a reading within half of it of a bound is at the bound.
    var resolution: Double

    /// The range of the accelerometer channels in `device`'s details (the narrowest, when they
    /// differ), or `nil` when none describes its format and scale.
    init?(_ device: DeviceDescription) {
        let ranges = device.details.values.compactMap(Self.channel)
        guard let first = ranges.first else { return nil }
        bounds = ranges.dropFirst().reduce(first.bounds) { narrowest, range in
            max(narrowest.lowerBound, range.bounds.lowerBound)...min(narrowest.upperBound, range.bounds.upperBound)
        }
        resolution = ranges.map(\.resolution).max() ?? first.resolution
    }

    private init(bounds: ClosedRange<Double>, resolution: Double) {
        self.bounds = bounds
        self.resolution = resolution
    }

    /// Whether `value` (one axis, g) is at a bound.
    func clips(_ value: Double) -> Bool {
        value >= bounds.upperBound - resolution / 2 || value <= bounds.lowerBound + resolution / 2
    }

    /// The range one channel summary describes, or `nil` for another kind of channel or one
    /// without format or scale.
    private static func channel(_ summary: String) -> AccelerometerRange? {
        let parts = summary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first == "accel",
              let format = parts.first(where: { $0.contains(":") && $0.contains("/") }),
              let scale = number(after: "scale ", in: parts), scale > 0 else { return nil }
        let type = format.split(separator: ":").last ?? ""
        guard let sign = type.first, sign == "s" || sign == "u",
              let bits = Int(type.dropFirst().prefix { $0.isNumber }), (2...62).contains(bits) else { return nil }
        let offset = number(after: "offset ", in: parts) ?? 0
        let raw = sign == "s" ? Double(-(1 << (bits - 1)))...Double((1 << (bits - 1)) - 1) : 0...Double((1 << bits) - 1)
        let unit = scale / BalanceAnalyzer.standardGravity
        return AccelerometerRange(bounds: (raw.lowerBound + offset) * unit...(raw.upperBound + offset) * unit, resolution: unit)
    }

    /// The number after `prefix` in the first part that starts with it.
    private static func number(after prefix: String, in parts: [String]) -> Double? {
        parts.first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
    }
}
