import RecordingFormat

/// A task: steps in order (sections nested), navigation on the steps, and task-level recorders
/// that span steps.
public struct OrderedTask: Sendable {
    /// The task's identifier; restoration data only resumes a task with the same one.
    public var identifier: String
    /// A title shown to the participant.
    public var title: String?
    /// The top-level steps, in order.
    public var steps: [any Step]
    /// Recorders that span steps, from `startStepIdentifier` (or the task's start) to
    /// `stopStepIdentifier` (or the task's end).
    public var recorders: [RecorderConfiguration]
    /// The consent document the visual consent and review steps show, and the signed PDF prints.
    public var consentDocument: ConsentDocument?

    /// Creates a task.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - title: A title.
    ///   - steps: The steps, in order.
    ///   - recorders: Task-level recorders.
    ///   - consentDocument: The consent document of its consent steps.
    public init(identifier: String, title: String? = nil, steps: [any Step], recorders: [RecorderConfiguration] = [],
                consentDocument: ConsentDocument? = nil) {
        self.identifier = identifier
        self.title = title
        self.steps = steps
        self.recorders = recorders
        self.consentDocument = consentDocument
    }

    /// The steps a runner visits, in order: every step with sections replaced by their steps.
    public var flattenedSteps: [any Step] {
        func flatten(_ steps: [any Step]) -> [any Step] {
            steps.flatMap { ($0 as? SectionStep).map { flatten($0.steps) } ?? [$0] }
        }
        return flatten(steps)
    }

    /// The index in `flattenedSteps` that navigating to `identifier` reaches: the step itself, or
    /// a section's first step; `nil` when no step has that identifier.
    /// - Parameter identifier: A step or section identifier.
    public func flattenedIndex(of identifier: String) -> Int? {
        func firstLeaf(_ steps: [any Step]) -> (any Step)? {
            for step in steps {
                guard let section = step as? SectionStep else { return step }
                if let leaf = firstLeaf(section.steps) { return leaf }
            }
            return nil
        }
        func find(_ steps: [any Step]) -> (any Step)? {
            for step in steps {
                if step.identifier == identifier { return (step as? SectionStep).map { firstLeaf($0.steps) } ?? step }
                if let section = step as? SectionStep, let found = find(section.steps) { return found }
            }
            return nil
        }
        guard let target = find(steps) else { return nil }
        return flattenedSteps.firstIndex { $0.identifier == target.identifier }
    }
}
