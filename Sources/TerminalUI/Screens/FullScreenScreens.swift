import ActiveTasks

/// Every activity screen the full-screen presenter knows, one line each: registering a family's
/// screen here is all its steps need to be drawn and played by `activetask present`.
package enum FullScreenScreens {
    /// Every screen: the core's timed steps', then each family's.
    static let all: [any FullScreenActivityScreen.Type] = [
        ActiveStepFullScreen.self,
        CountdownFullScreen.self,
        TappingFullScreen.self,
        SpatialSpanMemoryFullScreen.self,
        StroopFullScreen.self,
        PSATFullScreen.self,
        TrailMakingFullScreen.self,
        TowerOfHanoiFullScreen.self,
        TouchAbilityFullScreen.self,
        HolePegFullScreen.self,
        AmslerGridFullScreen.self,
        NormalizedReactionTimeFullScreen.self,
        ReactionTimeFullScreen.self,
        RangeOfMotionFullScreen.self,
        WalkingFullScreen.self,
        TimedWalkFullScreen.self,
        FlankerFullScreen.self,
    ]

    /// The step types some screen draws.
    package static var stepTypes: Set<String> { Set(byStepType.keys) }

    /// A new screen for one run of a step of `stepType`.
    /// - Parameter stepType: The step's `type`.
    /// - Returns: The screen, or `nil` when no screen draws the type.
    package static func screen(for stepType: String) -> (any FullScreenActivityScreen)? {
        byStepType[stepType]?.init()
    }

    private static let byStepType = Dictionary(all.flatMap { screen in screen.stepTypes.map { ($0, screen) } }) { first, _ in first }
}
