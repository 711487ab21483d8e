import ActiveTasks

/// The task families the kiosk draws, one line each: registering a family's part here is all the
/// presenter needs to show its steps (its view on the page is its script in `Page/families/`).
package enum KioskFamilyParts {
    /// Every family's part.
    package static let all: [any KioskFamilyPart.Type] = [
        KioskTappingPart.self,
        KioskSpatialSpanMemoryPart.self,
        KioskStroopPart.self,
        KioskPSATPart.self,
        KioskTrailMakingPart.self,
        KioskTowerOfHanoiPart.self,
        KioskTouchAbilityPart.self,
        KioskHolePegPart.self,
        KioskAmslerGridPart.self,
        KioskNormalizedReactionTimePart.self,
        KioskReactionTimePart.self,
        KioskRangeOfMotionPart.self,
        KioskWalkingPart.self,
        KioskTimedWalkPart.self,
        KioskFlankerPart.self,
    ]

    /// The part drawing steps of type `stepType`, by the step type.
    private static let byStepType: [String: any KioskFamilyPart.Type] = Dictionary(
        all.flatMap { part in part.stepTypes.map { ($0, part) } }, uniquingKeysWith: { first, _ in first })

    /// The part of `step`'s family bound to `activity`, which the step has just begun; `nil` for a
    /// step no part draws (an `active` step, a countdown, a step type of one's own), shown on the
    /// timer screen.
    /// - Parameters:
    ///   - step: The step.
    ///   - activity: Its activity.
    static func play(_ step: any ActivityStep, _ activity: any StepActivity) -> KioskFamilyPlay? {
        byStepType[step.type]?.play(activity)
    }

    /// Whether a family's part draws steps of type `stepType`.
    /// - Parameter stepType: The step's `type`.
    package static func draws(stepType: String) -> Bool {
        byStepType[stepType] != nil
    }
}
