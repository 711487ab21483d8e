import ActiveTasks

extension StepRegistry {
    /// The registry of every standard step type, answer format and result type: the core's
    /// (`StepRegistry.core`) and every family's in `StandardFamilies.all`.
    public static let standard: StepRegistry = {
        var registry = StepRegistry.core
        for family in StandardFamilies.all { registry.register(family) }
        return registry
    }()
}
