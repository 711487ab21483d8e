import ActiveTasks

/// The task families this target ships, one line each: registering a family here is all its
/// steps and results need to be read from task JSON and `taskResult.json`.
public enum StandardFamilies {
    /// Every family, in the order `validate` lists their step types.
    public static let all: [any TaskFamily.Type] = [
        TappingFamily.self,
        SpatialSpanMemoryFamily.self,
        StroopFamily.self,
        PSATFamily.self,
        TrailMakingFamily.self,
        TowerOfHanoiFamily.self,
        TouchAbilityFamily.self,
        HolePegFamily.self,
        AmslerGridFamily.self,
        NormalizedReactionTimeFamily.self,
        ReactionTimeFamily.self,
        RangeOfMotionFamily.self,
        WalkingFamily.self,
        TimedWalkFamily.self,
        FlankerFamily.self,
    ]
}
