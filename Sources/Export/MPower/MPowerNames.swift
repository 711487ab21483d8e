import Foundation
import RecordingFormat

/// The file names mPower gave its uploads (its FilenameTranslation), applied to our step
/// identifiers made file names (`SafeFileName`) with `.` as `_`, so `walking.outbound` gives `accel_walking_outbound.json`, and
/// `tapping.left` gives `tapping_left.json`.
enum MPowerNames {
    /// ResearchKit's accelerometer recorder file of `step`: `accel_walking_outbound.json`.
    static func accelerometer(step: String) -> String {
        "accel_" + flattened(step) + ".json"
    }

    /// `step` as a file name with `.` as `_`.
    static func flattened(_ step: String) -> String {
        SafeFileName.from(step).replacingOccurrences(of: ".", with: "_")
    }
}
