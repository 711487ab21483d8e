import ActiveTasks

/// The unit (UCUM) and precision of every key the gait analysis writes, declared once:
/// `GaitAnalyzer` writes each key with the precision named here, and a per-kind declaration of
/// units (issue 42, item 19: a `units` object per kind in JSON, a units row in CSV, column
/// metadata in Parquet) reads `units`. docs/ANALYSIS.md, "Gait", lists the same keys.
enum GaitUnits {
    /// The keys of each object in `walkingBouts`, in the order they are written.
    static let bout: [(key: String, precision: SummaryPrecision)] = [
        ("start", .seconds), ("end", .seconds), ("durationSeconds", .seconds),
        ("steps", .count), ("strides", .count),
        ("cadence", .perMinute), ("strideDuration", .seconds), ("strideLength", .meters), ("walkingSpeed", .metersPerSecond),
        ("turns", .count), ("turnAngles", .degrees), ("turnDurations", .seconds),
        ("initialContacts", .seconds),
    ]

    /// The recording's totals, in the order they are written (after `walkingBouts`, before
    /// `quality`, whose keys `RecordingQuality` declares).
    static let totals: [(key: String, precision: SummaryPrecision)] = [
        ("durationSeconds", .seconds), ("walkingSeconds", .seconds), ("boutCount", .count), ("strideCount", .count),
        ("cadenceMedian", .perMinute), ("cadenceP95", .perMinute),
        ("strideDurationMedian", .seconds), ("strideDurationP95", .seconds),
        ("strideLengthMedian", .meters), ("strideLengthP95", .meters),
        ("walkingSpeedMedian", .metersPerSecond), ("walkingSpeedP95", .metersPerSecond),
        ("sensorHeight", .meters),
    ]

    /// Every key's UCUM unit: the totals' by their names, the bouts' as `walkingBouts.KEY`.
    static var units: [String: String] {
        var units: [String: String] = [:]
        for (key, precision) in totals { units[key] = precision.unit }
        for (key, precision) in bout { units["walkingBouts." + key] = precision.unit }
        return units
    }

    /// The precision of a bout's `key`.
    static func bout(_ key: String) -> SummaryPrecision {
        precision(of: key, in: bout)
    }

    /// The precision of the total `key`.
    static func total(_ key: String) -> SummaryPrecision {
        precision(of: key, in: totals)
    }

    /// The precision `table` declares for `key`; a key missing from it is a programming error.
    private static func precision(of key: String, in table: [(key: String, precision: SummaryPrecision)]) -> SummaryPrecision {
        guard let precision = table.first(where: { $0.key == key })?.precision else {
            preconditionFailure("gait key \(key) has no unit in GaitUnits")
        }
        return precision
    }
}
