import ActiveTasks

/// Touch ability (ResearchKit's touch-ability steps): tap, long press, swipe, scroll, pinch and rotate.
public enum TouchAbilityFamily: TaskFamily {
    /// The family's name.
    public static let name = "touchAbility"
    /// The family's step types.
    public static let steps = [StepType("touchAbility") { TouchAbilityStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [TouchAbilityResult.self]
}
