import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.reactions.csv` for each reaction-time step's result: one row per attempt, with its
/// outcome, the stimulus's and the response's `CLOCK_MONOTONIC` times, the latency and the
/// acceleration that ended it (empty where the attempt has none).
enum ReactionsTable: StepResultTable {
    static let suffix = "reactions"
    static let header = ["step", "attempt", "outcome", "stimulus_uptime_s",
                         "response_uptime_s", "latency_s", "acceleration_g"]

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
