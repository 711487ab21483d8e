import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

/// A spatial span memory step's mPower file: `MemoryGameResults.json`, or with the step
/// appended when the run has several memory steps.
enum MemoryMPowerFile: MPowerResultFile {
    static func fileName(of step: StepResult, in run: TaskRunFolder) -> String {
        let memorySteps = run.currentSteps.filter { $0.results.first(of: SpatialSpanMemoryResult.self) != nil }
        return memorySteps.count == 1 ? "MemoryGameResults.json" : "MemoryGameResults_" + MPowerNames.flattened(step.identifier) + ".json"
    }

    /// The file's members: `identifier`, `startDate`, `endDate`, `MemoryGameNumberOfGames`,
    /// `MemoryGameNumberOfFailures`, `MemoryGameOverallScore`, `item` and `MemoryGameGameRecords`
    /// (`MemoryGameRecordSeed`, `…GameSize`, `…GameScore`, `…Sequence`, `MemoryGameStatus`,
    /// `…TouchSamples` with `MemoryGameTouchSampleTimestamp`/`…TargetIndex`/`…Location`/
    /// `…IsCorrect`, and `…TargetRects`).
    static func members(of result: SpatialSpanMemoryResult, step: StepResult, fileName: String) -> [JSONMember] {
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

    static func contents(of result: SpatialSpanMemoryResult) -> String {
        "\(result.gameRecords.count) games"
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
