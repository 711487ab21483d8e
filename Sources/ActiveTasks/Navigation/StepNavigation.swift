/// How navigation leaves a step: survey rules, a fixed next step, skip rules and back navigation.
public struct StepNavigation: Sendable, Equatable {
    /// The step that follows this one when no survey rule decides; `exit` ends the task and
    /// `nextStep` means the following step in order.
    public var nextStepIdentifier: String?
    /// Rules on this step's answers; a target is taken only when the matching rules agree on one.
    public var surveyRules: [SurveyRule]
    /// Rules on earlier answers; when any matches, the step is skipped on the way forward.
    public var skipRules: [SkipRule]
    /// Whether `back()` may leave this step.
    public var allowsBack: Bool

    /// Creates navigation settings; the defaults give plain linear navigation.
    /// - Parameters:
    ///   - nextStepIdentifier: The fixed next step.
    ///   - surveyRules: Rules on this step's answers.
    ///   - skipRules: Rules on earlier answers that skip this step.
    ///   - allowsBack: Whether back navigation from this step is allowed.
    public init(nextStepIdentifier: String? = nil, surveyRules: [SurveyRule] = [],
                skipRules: [SkipRule] = [], allowsBack: Bool = true) {
        self.nextStepIdentifier = nextStepIdentifier
        self.surveyRules = surveyRules
        self.skipRules = skipRules
        self.allowsBack = allowsBack
    }

    /// Identifiers that are not steps: `exit` ends the task, `nextStep` goes on in order.
    public static let reservedIdentifiers: Set<String> = [exit, nextStep]
    /// The navigation target that ends the task.
    public static let exit = "exit"
    /// The navigation target that means the following step in order.
    public static let nextStep = "nextStep"
}
