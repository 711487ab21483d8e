import ActiveTasks

/// The body measures a walking task's gait figures need, set with `--set sensorHeight=0.95` or
/// `--set height=1.72`: they change nothing in the task and are kept in the run's provenance, from
/// which `analyze` adds gait to the walking steps' entries (docs/ANALYSIS.md, "Gait").
extension PredefinedTask {
    static var gaitParameters: [PredefinedParameter] {
        [
            PredefinedParameter("sensorHeight", .number, default: nil,
                                "Metres from the ground to the sensor on the lower back, for stride length and walking speed.", []),
            PredefinedParameter("height", .number, default: nil,
                                "The participant's height in metres, from which the sensor's height is estimated.", []),
        ]
    }
}
