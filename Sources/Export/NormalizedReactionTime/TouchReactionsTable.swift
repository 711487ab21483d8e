import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.touchReactions.csv` for each touch reaction-time step's result: one row per attempt,
/// with its outcome, ResearchKit's times as `CLOCK_MONOTONIC` seconds, the wait drawn, the
/// reaction time and the attempt's duration, and where the finger came down (empty where the
/// attempt has none).
enum TouchReactionsTable: StepResultTable {
    static let suffix = "touchReactions"
    static let columns: [CSVColumn] = [.text("step"), .integer("attempt"), .text("outcome")]
        + ["timer_start_uptime_s", "stimulus_start_uptime_s", "reaction_uptime_s", "timer_end_uptime_s", "current_interval_s",
           "reaction_time_s", "total_duration_s", "x", "y"].map(CSVColumn.number)

    static func rows(of reaction: NormalizedReactionTimeResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (index, trial) in reaction.trials.enumerated() {
            lines.append([step.identifier, String(index + 1), trial.outcome.rawValue]
                 + [trial.timerStartUptime, trial.stimulusStartUptime, trial.reactionUptime, trial.timerEndUptime,
                    trial.currentInterval, trial.reactionTime, trial.totalDuration, trial.location?.x,
                    trial.location?.y].map(SensorColumns.number))
        }
        return lines
    }

    static func contents(of _: NormalizedReactionTimeResult, rows: Int) -> String {
        NumberText.counted(rows, "attempt", "attempts")
    }
}
