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

    /// The tapping results of `step`: `tapping_results.json` for ResearchKit's one-hand step
    /// `tapping`, `tapping_left.json` / `tapping_right.json` for the two-hand steps.
    static func tapping(step: String) -> String {
        step == "tapping" ? "tapping_results.json" : flattened(step) + ".json"
    }

    /// The memory game results: `MemoryGameResults.json`, or with the step appended when a task
    /// has several memory steps.
    static func memory(step: String, isOnly: Bool) -> String {
        isOnly ? "MemoryGameResults.json" : "MemoryGameResults_" + flattened(step) + ".json"
    }

    private static func flattened(_ step: String) -> String {
        SafeFileName.from(step).replacingOccurrences(of: ".", with: "_")
    }
}
