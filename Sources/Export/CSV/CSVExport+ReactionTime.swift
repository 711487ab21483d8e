import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// `STEP.reactions.csv` for each current reaction-time step: one row per attempt, with its
    /// outcome, the stimulus's and the response's `CLOCK_MONOTONIC` times, the latency and the
    /// acceleration that ended it (empty where the attempt has none).
    static func reactions(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for reaction in step.results.all(of: ReactionTimeResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".reactions.csv"),
                                           header: RunColumns.header + ["step", "attempt", "outcome", "stimulus_uptime_s",
                                                                        "response_uptime_s", "latency_s", "acceleration_g"])
                for (index, trial) in reaction.trials.enumerated() {
                    try writer.write(runID + [step.identifier, String(index + 1), trial.outcome.rawValue]
                                     + [trial.stimulusUptime, trial.responseUptime, trial.latency, trial.peakAcceleration].map(SensorColumns.number))
                }
                written.append((writer, "\(writer.rowCount) attempts"))
            }
        }
        return written
    }
}
