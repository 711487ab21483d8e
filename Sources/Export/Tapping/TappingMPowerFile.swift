import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

/// A tapping step's mPower file (mPower's `APCTaskResultArchiver`, keys as mhealthtools reads
/// them): `tapping_results.json` for ResearchKit's one-hand step `tapping`,
/// `tapping_left.json` / `tapping_right.json` for the two-hand steps.
enum TappingMPowerFile: MPowerResultFile {
    static func fileName(of step: StepResult, in run: TaskRunFolder) -> String {
        step.identifier == "tapping" ? "tapping_results.json" : MPowerNames.flattened(step.identifier) + ".json"
    }

    /// The file's members: `TappingViewSize`, `startDate`, `endDate`, `ButtonRectLeft`,
    /// `ButtonRectRight`, `TappingSamples` (`TapTimeStamp`, `TapCoordinate` `{x, y}`,
    /// `TappedButtonId` `TappedButtonLeft`/`TappedButtonRight`/`TappedButtonNone`) and `item`.
    /// Coordinates are in normalized screen units, so the view is `{1, 1}`.
    static func members(of result: TappingResult, step: StepResult, fileName: String) -> [JSONMember] {
        func rect(_ target: TappingLayout.Target) -> JSONValue {
            .string(CGGeometryText.rect(x: target.centerX - target.width / 2, y: target.centerY - target.height / 2,
                                        width: target.width, height: target.height))
        }
        let samples = result.samples.map { sample -> JSONValue in
            let button: String
            switch sample.buttonIdentifier {
            case .left: button = "TappedButtonLeft"
            case .right: button = "TappedButtonRight"
            case .none: button = "TappedButtonNone"
            }
            return .object([
                JSONMember(key: "TapTimeStamp", value: .double(sample.timestamp)),
                JSONMember(key: "TapCoordinate", value: .string(CGGeometryText.point(sample.location.x, sample.location.y))),
                JSONMember(key: "TappedButtonId", value: .string(button)),
            ])
        }
        return [
            JSONMember(key: "TappingViewSize", value: .string(CGGeometryText.point(1, 1))),
            JSONMember(key: "startDate", value: .string(DateText.string(from: step.startDate))),
            JSONMember(key: "endDate", value: .string(DateText.string(from: step.endDate))),
            JSONMember(key: "ButtonRectLeft", value: rect(result.leftTarget)),
            JSONMember(key: "ButtonRectRight", value: rect(result.rightTarget)),
            JSONMember(key: "TappingSamples", value: .array(samples)),
            JSONMember(key: "item", value: .string(fileName)),
        ]
    }

    static func contents(of result: TappingResult) -> String {
        NumberText.counted(result.samples.count, "tap", "taps")
    }
}
