import ActiveTasks
import RecordingFormat

/// The tremor task's parameters (ResearchKit's `tremorTestTaskWithIdentifier:…` arguments).
extension PredefinedTask {
    /// The tremor task's five positions by their ResearchKit step identifiers (hand in lap, arm
    /// extended, elbow bent, finger to nose, queen wave), each followed by `.right` or `.left`.
    private static let tremorPoses = [
        "tremor.handInLap", "tremor.handAtShoulderLength", "tremor.handAtShoulderLengthWithElbowBent",
        "tremor.handToNose", "tremor.handQueenWave",
    ]

    static var tremorParameters: [PredefinedParameter] {
        [
            PredefinedParameter("activeStepDuration", .number, default: .int(10), "Seconds per position.",
                                tremorPoses.flatMap { pose in
                                    ["right", "left"].map { PredefinedParameter.Target.member(step: "\(pose).\($0)", key: "duration") }
                                }),
            PredefinedParameter("handOptions", .choice(["left", "right", "both"]), default: .string("both"),
                                "The hands tested; both in random order.", [.hands]),
        ]
    }
}
