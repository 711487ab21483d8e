import ActiveTasks

/// The unit (UCUM) and precision of every key the gait analysis writes, declared once:
/// `GaitAnalyzer` writes each key with the precision named here, and every output reads a key's
/// unit from its precision (`AnalysisSummary.units`: the `units` object in JSON, the units row in
/// CSV, Parquet's `unit` column), and the export's bouts table (`STEP.gaitBouts.csv`) its columns.
/// docs/ANALYSIS.md, "Gait", lists the same keys.
public enum GaitUnits {
    /// The keys of each object in `walkingBouts`, in the order they are written.
    public static let bout: [(key: String, precision: SummaryPrecision)] = [
        ("start", .seconds), ("end", .seconds), ("durationSeconds", .seconds),
        ("steps", .count), ("strides", .count),
        ("cadence", .perMinute), ("strideDuration", .seconds), ("strideLength", .meters), ("walkingSpeed", .metersPerSecond),
        ("turns", .count), ("turnAngles", .degrees), ("turnDurations", .seconds),
        ("initialContacts", .seconds),
    ]

    /// The keys of a bout that hold a list of numbers (one per turn or contact), each in the
    /// key's unit; the others hold one number.
    public static let boutLists: Set<String> = ["turnAngles", "turnDurations", "initialContacts"]

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
