/// A family of steps that run by themselves (Stroop, PSAT, a walk), as a ResearchKit task is its
/// step, its result and its strings: the step types it reads from task JSON and the typed
/// results its steps make. Every family is registered once, by one line in its target's list
/// (`StandardFamilies.all`); each other target that knows families (analysis, exports, presenters)
/// keeps its own part of the family in the family's folder and its own one-line list.
public protocol TaskFamily: SendableMetatype {
    /// The family's name, as its steps' analysis kind and its folders are named (`stroop`).
    static var name: String { get }
    /// The step types the family reads from task JSON.
    static var steps: [StepType] { get }
    /// The typed results the family's steps make, read back from `taskResult.json`.
    static var results: [any TypedResult.Type] { get }
}

extension StepRegistry {
    /// Registers every step type and result type of `family`.
    /// - Parameter family: The family.
    public mutating func register(_ family: any TaskFamily.Type) {
        for step in family.steps { registerStep(type: step.name, step.make) }
        for result in family.results { registerResult(result) }
    }
}
