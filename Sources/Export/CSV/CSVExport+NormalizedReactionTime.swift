import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.touchReactions.csv`, after the run's columns.
    static let touchReactionsHeader = ["step", "attempt", "outcome", "timer_start_uptime_s", "stimulus_start_uptime_s", "reaction_uptime_s",
                                       "timer_end_uptime_s", "current_interval_s", "reaction_time_s", "total_duration_s", "x", "y"]

    /// `STEP.touchReactions.csv` for each current touch reaction-time step: one row per attempt,
    /// with its outcome, ResearchKit's times as `CLOCK_MONOTONIC` seconds, the wait drawn, the
    /// reaction time and the attempt's duration, and where the finger came down (empty where the
    /// attempt has none).
    static func touchReactions(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for reaction in step.results.all(of: NormalizedReactionTimeResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".touchReactions.csv"),
                                           header: RunColumns.header + touchReactionsHeader)
                for (index, trial) in reaction.trials.enumerated() {
                    try writer.write(runID + [step.identifier, String(index + 1), trial.outcome.rawValue]
                                     + [trial.timerStartUptime, trial.stimulusStartUptime, trial.reactionUptime, trial.timerEndUptime,
                                        trial.currentInterval, trial.reactionTime, trial.totalDuration, trial.location?.x,
                                        trial.location?.y].map(SensorColumns.number))
                }
                written.append((writer, "\(writer.rowCount) attempts"))
            }
        }
        return written
    }
}
