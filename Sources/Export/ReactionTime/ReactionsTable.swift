import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.reactions.csv` for each reaction-time step's result: one row per attempt, with its
/// outcome, the stimulus's and the response's `CLOCK_MONOTONIC` times, the latency and the
/// acceleration that ended it (empty where the attempt has none).
enum ReactionsTable: StepResultTable {
    static let suffix = "reactions"
    static let columns: [CSVColumn] = [.text("step"), .integer("attempt"), .text("outcome"), .number("stimulus_uptime_s"),
                                       .number("response_uptime_s"), .number("latency_s"), .number("acceleration_g")]

    static func rows(of reaction: ReactionTimeResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (index, trial) in reaction.trials.enumerated() {
            lines.append([step.identifier, String(index + 1), trial.outcome.rawValue]
                 + [trial.stimulusUptime, trial.responseUptime, trial.latency, trial.peakAcceleration].map(SensorColumns.number))
        }
        return lines
    }

    static func contents(of _: ReactionTimeResult, rows: Int) -> String {
        NumberText.counted(rows, "attempt", "attempts")
    }
}
