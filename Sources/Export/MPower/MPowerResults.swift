import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies

/// The members of mPower's tapping and memory result files (its `APCTaskResultArchiver`), with
/// their keys as mPower wrote them and mhealthtools reads them.
enum MPowerResults {
    /// `tapping_results.json`: `TappingViewSize`, `startDate`, `endDate`, `ButtonRectLeft`,
    /// `ButtonRectRight`, `TappingSamples` (`TapTimeStamp`, `TapCoordinate` `{x, y}`,
    /// `TappedButtonId` `TappedButtonLeft`/`TappedButtonRight`/`TappedButtonNone`) and `item`.
    /// Coordinates are in normalized screen units, so the view is `{1, 1}`.
    static func tapping(_ result: TappingResult, step: StepResult, fileName: String) -> [JSONMember] {
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

    /// `MemoryGameResults.json`: `identifier`, `startDate`, `endDate`, `MemoryGameNumberOfGames`,
    /// `MemoryGameNumberOfFailures`, `MemoryGameOverallScore`, `item` and `MemoryGameGameRecords`
    /// (`MemoryGameRecordSeed`, `…GameSize`, `…GameScore`, `…Sequence`, `MemoryGameStatus`,
    /// `…TouchSamples` with `MemoryGameTouchSampleTimestamp`/`…TargetIndex`/`…Location`/
    /// `…IsCorrect`, and `…TargetRects`).
    static func memory(_ result: SpatialSpanMemoryResult, step: StepResult, fileName: String) -> [JSONMember] {
        let records = result.gameRecords.map { game -> JSONValue in
            let touches = game.touchSamples.map { touch -> JSONValue in
                .object([
                    JSONMember(key: "MemoryGameTouchSampleTimestamp", value: .double(touch.timestamp)),
                    JSONMember(key: "MemoryGameTouchSampleTargetIndex", value: .int(touch.targetIndex)),
                    JSONMember(key: "MemoryGameTouchSampleLocation", value: .string(CGGeometryText.point(touch.location.x, touch.location.y))),
                    JSONMember(key: "MemoryGameTouchSampleIsCorrect", value: .bool(touch.correct)),
                ])
            }
            let rects = game.targetRects.map { JSONValue.string(CGGeometryText.rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) }
            return .object([
                JSONMember(key: "MemoryGameRecordSeed", value: .int(Int(game.seed))),
                JSONMember(key: "MemoryGameRecordGameSize", value: .int(game.gameSize)),
                JSONMember(key: "MemoryGameRecordGameScore", value: .int(game.score)),
                JSONMember(key: "MemoryGameRecordSequence", value: .array(game.sequence.map { .int($0) })),
                JSONMember(key: "MemoryGameStatus", value: .string(status(game.gameStatus))),
                JSONMember(key: "MemoryGameRecordTouchSamples", value: .array(touches)),
                JSONMember(key: "MemoryGameRecordTargetRects", value: .array(rects)),
            ])
        }
        return [
            JSONMember(key: "identifier", value: .string(result.identifier)),
            JSONMember(key: "startDate", value: .string(DateText.string(from: step.startDate))),
            JSONMember(key: "endDate", value: .string(DateText.string(from: step.endDate))),
            JSONMember(key: "MemoryGameNumberOfGames", value: .int(result.numberOfGames)),
            JSONMember(key: "MemoryGameNumberOfFailures", value: .int(result.numberOfFailures)),
            JSONMember(key: "MemoryGameOverallScore", value: .int(result.score)),
            JSONMember(key: "item", value: .string(fileName)),
            JSONMember(key: "MemoryGameGameRecords", value: .array(records)),
        ]
    }

    private static func status(_ status: SpatialSpanGameStatus) -> String {
        switch status {
        case .unknown: return "MemoryGameStatusUnknown"
        case .success: return "MemoryGameStatusSuccess"
        case .failure: return "MemoryGameStatusFailure"
        case .timeout: return "MemoryGameStatusTimeout"
        }
    }
}
