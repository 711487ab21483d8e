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
    /// The values computed from the answers when a run completes (`ScoreDefinition`).
    public var scores: [ScoreDefinition]
    /// The language the task's texts are in (`TaskLoader`'s choice, with fallback); recorded in
    /// the result.
    public var language: LanguageTag = .english
    /// Every language the task's texts are offered in, its default language first.
    public var languages: [LanguageTag] = [.english]
    /// The step, answer-format and result types the task was loaded with; a saved run of it is
    /// read back with them.
    public var registry: StepRegistry = .core

    /// Creates a task.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - title: A title.
    ///   - steps: The steps, in order.
    ///   - recorders: Task-level recorders.
    ///   - consentDocument: The consent document of its consent steps.
    ///   - scores: The scores computed from the answers at the end of a run.
    public init(identifier: String, title: String? = nil, steps: [any Step], recorders: [RecorderConfiguration] = [],
                consentDocument: ConsentDocument? = nil, scores: [ScoreDefinition] = []) {
        self.identifier = identifier
        self.title = title
        self.steps = steps
        self.recorders = recorders
        self.consentDocument = consentDocument
        self.scores = scores
    }

    /// The steps a runner visits, in order: every step with sections replaced by their steps.
    public var flattenedSteps: [any Step] {
        func flatten(_ steps: [any Step]) -> [any Step] {
            steps.flatMap { ($0 as? SectionStep).map { flatten($0.steps) } ?? [$0] }
        }
        return flatten(steps)
    }

    /// For every step and section identifier, the index in `flattenedSteps` that navigating to
    /// it reaches: the step itself, or a section's first step, or `nil` for a section without
    /// steps; identifiers of no step are not keys. The first step or section
    /// with an identifier, depth first, is the one navigation reaches.
    public func flattenedIndices() -> [String: Int?] {
        var indices: [String: Int?] = [:]
        var leaves = 0
        func visit(_ steps: [any Step]) {
            for step in steps {
                guard let section = step as? SectionStep else {
                    if indices[step.identifier] == nil { indices[step.identifier] = leaves }
                    leaves += 1
                    continue
                }
                let first = leaves
                let known = indices[section.identifier] != nil
                visit(section.steps)
                if !known { indices[section.identifier] = leaves > first ? first : Optional<Int>.none }
            }
        }
        visit(steps)
        return indices
    }
}

extension OrderedTask {
    /// The language the built-in texts are shown in: the task's language, or the shipped
    /// language it falls back to, or English.
    public var builtInLanguage: BuiltInLanguage {
        BuiltInLanguage(tag: language) ?? .english
    }
}
