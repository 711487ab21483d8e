import Foundation
import RecordingFormat

/// A headless state machine that walks a task's steps: any presenter (terminal, GUI, test)
/// drives it with `next(answers:)`, `skip()`, `back()` and `cancel()`.
///
/// Not thread-safe: use a runner from one thread (or actor) only; observers are called there.
public final class TaskRunner {
    /// The task being run.
    public let task: OrderedTask
    /// Told as steps start and finish; held weakly.
    public weak var observer: (any TaskRunnerObserver)?
    /// The result so far; complete once `result.status` is not `.running`.
    public private(set) var result: TaskResult
    /// What speaks steps' stimuli (the auditory PSAT's digits), handed to activities in their
    /// `ActivityContext`; `nil` when the run is silent.
    public var voice: (any StimulusVoice)?

    private let steps: [any Step]
    /// Where navigating to each step or section identifier lands (`OrderedTask.flattenedIndices()`).
    private let navigationIndices: [String: Int?]
    /// Whether any step navigates other than in order, so that progress is an estimate.
    private let navigates: Bool
    /// Where each step's latest result is in `result.stepHistory`.
    private var latestResults = LatestResults()
    private let clock: () -> Date
    /// The visited steps back navigation returns through, the current step last: `resumePath`,
    /// which a session's checkpoint keeps at every step start without copying it.
    package private(set) var trail = StepTrail()
    private var currentStartDate: Date
    private var started = false
    /// Whether an observer is being told of a step starting or ending, so `fail` waits for it.
    private var notifying = false
    /// The review step a revisited step returns to when it ends (`revisit(_:)`).
    private var reviewIndex: Int?

    /// Creates a runner for `task`; call `start()` to enter the first step.
    /// - Parameters:
    ///   - task: A task that passed validation.
    ///   - observer: Told as steps start and finish.
    ///   - clock: The source of step and task dates.
    public init(task: OrderedTask, observer: (any TaskRunnerObserver)? = nil, clock: @escaping () -> Date = Date.init) {
        self.task = task
        self.observer = observer
        self.clock = clock
        self.steps = task.flattenedSteps
        self.navigationIndices = task.flattenedIndices()
        self.navigates = Self.navigates(steps)
        let now = clock()
        self.currentStartDate = now
        self.result = TaskResult(identifier: task.identifier, startDate: now)
        self.result.language = task.language.text
    }

    /// Creates a runner that continues a saved run of `task` at the step it was on.
    /// - Parameters:
    ///   - task: The task that was running; its identifier must match the saved one.
    ///   - restorationData: What `restorationData()` returned.
    ///   - observer: Told as steps start and finish.
    ///   - clock: The source of step and task dates.
    /// - Throws: `ActivetaskError` (`invalidRestorationData`) when the data is malformed, belongs to
    ///   another task, or names steps the task does not have.
    public convenience init(task: OrderedTask, restorationData: Data, observer: (any TaskRunnerObserver)? = nil,
                            clock: @escaping () -> Date = Date.init) throws(ActivetaskError) {
        let saved: RestorationData
        do {
            saved = try TaskResult.makeDecoder(registry: task.registry).decode(RestorationData.self, from: restorationData)
        } catch {
            throw ActivetaskError(.invalidRestorationData, "restoration data is not valid: \(error)")
        }
        guard saved.version == RestorationData.currentVersion else {
            throw ActivetaskError(.invalidRestorationData, "restoration data version \(saved.version) is not supported; this build reads version \(RestorationData.currentVersion)")
        }
        var result = saved.result
        result.resumePath = saved.path
        try self.init(task: task, resuming: result, observer: observer, clock: clock)
    }

    /// Creates a runner that continues a `saved` (or `interrupted`) run of `task`: every earlier
    /// step result is kept and the step that was interrupted starts again (an `interrupted` run,
    /// which saved no place, starts at the first step).
    /// - Parameters:
    ///   - task: The task that was running; its identifier must match the saved one.
    ///   - saved: The saved run's result, with its `resumePath`.
    ///   - observer: Told as steps start and finish.
    ///   - clock: The source of step and task dates.
    /// - Throws: `ActivetaskError` (`invalidRestorationData`) when the result belongs to another
    ///   task, has ended otherwise, or names steps the task does not have.
    public init(task: OrderedTask, resuming saved: TaskResult, observer: (any TaskRunnerObserver)? = nil,
                clock: @escaping () -> Date = Date.init) throws(ActivetaskError) {
        self.task = task
        self.observer = observer
        self.clock = clock
        self.steps = task.flattenedSteps
        self.navigationIndices = task.flattenedIndices()
        self.navigates = Self.navigates(steps)
        self.currentStartDate = clock()
        guard saved.identifier == task.identifier else {
            throw ActivetaskError(.invalidRestorationData, "the saved run belongs to task \"\(saved.identifier)\", not \"\(task.identifier)\"; resume it with that task")
        }
        guard [.saved, .interrupted, .running].contains(saved.status) else {
            throw ActivetaskError(.invalidRestorationData, "the saved run is \(saved.status.rawValue), not saved; only a saved run can be resumed")
        }
        let leaves = task.flattenedSteps
        let stepIndices = Dictionary(leaves.indices.map { (leaves[$0].identifier, $0) }) { first, _ in first }
        var indices: [Int] = []
        for identifier in saved.resumePath ?? [] {
            guard let index = stepIndices[identifier] else {
                throw ActivetaskError(.invalidRestorationData, "the saved run names step \"\(identifier)\", which task \"\(task.identifier)\" does not have")
            }
            indices.append(index)
        }
        result = saved
        latestResults = LatestResults(saved.stepHistory)
        result.status = .running
        result.endDate = nil
        result.resumePath = nil
        started = true
        for index in indices.dropLast() { trail.append(index, identifier: steps[index].identifier) }
        enter(indices.last ?? firstIndex(from: 0), keepingAnswers: indices.last != nil)
    }

    /// Enters the first step (skipping steps whose skip rules match); does nothing once started.
    public func start() {
        guard !started else { return }
        started = true
        enter(firstIndex(from: 0))
    }

    /// The step the participant is on; `nil` before `start()` and after the run ends.
    public var currentStep: (any Step)? {
        guard result.status == .running, let index = trail.last else { return nil }
        return steps[index]
    }

    /// The current step's position among the task's steps.
    public var progress: TaskProgress {
        TaskProgress(current: (trail.last ?? -1) + 1, total: steps.count, isEstimated: navigates)
    }

    private static func navigates(_ steps: [any Step]) -> Bool {
        steps.contains {
            $0.navigation.nextStepIdentifier != nil || !$0.navigation.surveyRules.isEmpty || !$0.navigation.skipRules.isEmpty
        }
    }

    /// Whether `back()` would succeed now.
    public var canGoBack: Bool {
        guard let step = currentStep else { return false }
        return step.navigation.allowsBack && trail.count > 1
    }

    /// Ends the current step with `answers` and moves on by the navigation rules.
    /// - Parameters:
    ///   - answers: Answers keyed by question identifier (the question step's, or the form
    ///     items'); produced by the questions' answer formats.
    ///   - results: What the step itself produced (a tapping or memory step's result), stored
    ///     after the answers.
    /// - Throws: `ActivetaskError` when the task is not running, an answer is for a question the step
    ///   does not ask, or a required question has no answer.
    public func next(answers: [String: AnswerValue] = [:], results: [ResultItem] = []) throws(ActivetaskError) {
        let step = try runningStep()
        let questions = Dictionary(step.questions.map { ($0.identifier, $0) }) { first, _ in first }
        for identifier in answers.keys.sorted() where questions[identifier] == nil {
            throw ActivetaskError(.unexpectedAnswer, "step \"\(step.identifier)\" does not ask \"\(identifier)\"")
        }
        let shown = Set(step.questions.filter { isShown($0, of: step, given: answers) }.map(\.identifier))
        for question in step.questions {
            let answer = answers[question.identifier]
            if let answer, answer != .notShown, !shown.contains(question.identifier) {
                throw ActivetaskError(.unexpectedAnswer, "\"\(question.identifier)\" in step \"\(step.identifier)\" is not shown: its visibleIf on \"\(question.visibleIf?.resultIdentifier ?? "")\" does not match; remove its answer")
            }
            if let answer, let reason = question.refusal(of: answer) {
                throw ActivetaskError(.invalidAnswer, "\"\(question.identifier)\" in step \"\(step.identifier)\": \(reason)")
            }
            if !question.isOptional, answer == nil, shown.contains(question.identifier) {
                throw ActivetaskError(.answerRequired, "\"\(question.identifier)\" in step \"\(step.identifier)\" needs an answer")
            }
        }
        let items = step.questions.compactMap { question -> ResultItem? in
            guard let value = shown.contains(question.identifier) ? answers[question.identifier] : AnswerValue.notShown else { return nil }
            return .answer(Self.answerResult(value, to: question))
        }
        finish(step, skipped: false, items: items + results)
    }

    /// Keeps `answers`, those given so far to the current step's questions (a form part-way), in
    /// the result's `resumeAnswers` until the step ends, so that a save keeps them; the observer
    /// is told (`didAnswer`).
    /// - Parameter answers: Answers keyed by question identifier.
    public func note(answers: [String: AnswerValue]) {
        guard let step = currentStep else { return }
        result.resumeAnswers = step.questions.compactMap { question in answers[question.identifier].map { Self.answerResult($0, to: question) } }
        observer?.runner(self, didAnswer: step)
    }

    /// `value` as the result of an answer to `question`, in its format's type, unit and styles.
    private static func answerResult(_ value: AnswerValue, to question: Question) -> AnswerResult {
        let format = question.answerFormat
        return AnswerResult(identifier: question.identifier, answerType: format.type, value: value,
                            unit: value == .dontKnow || value == .notShown ? nil : format.unit, format: format.raveFormat,
                            dateStyle: (format as? DateAnswerFormat)?.style, fhirItem: question.fhirItem)
    }

    /// Ends the current step without answers and moves on (rules with `de` match).
    /// - Throws: `ActivetaskError` when the task is not running or the step has a required question.
    public func skip() throws(ActivetaskError) {
        let step = try runningStep()
        if let required = step.questions.first(where: { !$0.isOptional && isShown($0, of: step, given: [:]) }) {
            throw ActivetaskError(.answerRequired, "step \"\(step.identifier)\" cannot be skipped: \"\(required.identifier)\" needs an answer")
        }
        finish(step, skipped: true, items: [])
    }

    /// Abandons the current step and returns to the step visited before it.
    /// - Throws: `ActivetaskError` when the task is not running, the step blocks back navigation, or
    ///   it is the first step visited.
    public func back() throws(ActivetaskError) {
        let step = try runningStep()
        guard step.navigation.allowsBack else {
            throw ActivetaskError(.backNotAllowed, "step \"\(step.identifier)\" does not allow going back")
        }
        guard trail.count > 1 else {
            throw ActivetaskError(.backNotAllowed, "step \"\(step.identifier)\" is the first step; there is nothing to go back to")
        }
        trail.removeLast()
        reviewIndex = nil
        observer?.runner(self, didLeave: step)
        enter(trail.removeLast())
    }

    /// Leaves the review step the participant is on for an earlier step they answered, to
    /// answer it again; when that step ends (or Back is taken from it) the review shows again.
    /// - Parameter stepIdentifier: The step to answer again, one the review lists.
    /// - Throws: `ActivetaskError` when the current step is no review, or the step was not answered.
    public func revisit(_ stepIdentifier: String) throws(ActivetaskError) {
        let step = try runningStep()
        guard step is ReviewStep, let review = trail.last else {
            throw ActivetaskError(.backNotAllowed, "step \"\(step.identifier)\" is no review step; only a review goes back to an answer")
        }
        guard let index = steps.firstIndex(where: { $0.identifier == stepIdentifier }), !steps[index].questions.isEmpty,
              latestResults.contains(stepIdentifier) else {
            throw ActivetaskError(.backNotAllowed, "step \"\(stepIdentifier)\" has no answers to review; choose one the review lists")
        }
        observer?.runner(self, didLeave: step)
        reviewIndex = review
        enter(index)
    }

    /// Ends the run as cancelled; the result keeps the steps finished so far.
    public func cancel() {
        guard result.status == .running else { return }
        end(as: .cancelled)
    }

    /// Ends the run as saved: the result keeps the steps finished so far and, in `resumePath`,
    /// the way back to the current step, which a runner made with `init(task:resuming:)` starts
    /// again. What a presenter calls when the participant stops before the end (Esc on a kiosk).
    public func save() {
        guard result.status == .running else { return }
        result.resumePath = resumePath
        end(as: .saved)
    }

    /// Ends the run as failed with `error` (a required recorder failed). Called from an observer
    /// while a step starts or ends, the run ends once that step's observers are done, the ending
    /// step's result kept.
    /// - Parameters:
    ///   - error: What failed, naming the recorder, device and file.
    ///   - identifier: What failed: the recorder's identifier.
    public func fail(_ error: ActivetaskError, identifier: String) {
        guard result.status == .running else { return }
        result.error = ErrorResult(identifier: identifier, error: error, date: clock())
        guard !notifying else { return }
        end(as: .failed)
    }

    /// The identifiers of the visited steps back navigation returns through, the current step
    /// last: where a saved run resumes. Built from the trail at each call, in time proportional
    /// to its length.
    public var resumePath: [String] { trail.identifiers }

    /// The run so far as JSON, for resuming with `init(task:restorationData:)`.
    /// - Throws: `ActivetaskError` (`notRunning`) when the run has ended.
    public func restorationData() throws(ActivetaskError) -> Data {
        _ = try runningStep()
        do {
            return try TaskResult.makeEncoder().encode(RestorationData(version: RestorationData.currentVersion,
                                                                      result: result,
                                                                      path: resumePath))
        } catch {
            throw ActivetaskError(.invalidRestorationData, "the result could not be encoded: \(error)")
        }
    }

    private func runningStep() throws(ActivetaskError) -> any Step {
        guard let step = currentStep else {
            let state = started ? "has ended (\(result.status.rawValue))" : "has not started; call start()"
            throw ActivetaskError(.notRunning, "task \"\(task.identifier)\" \(state)")
        }
        return step
    }

    private func finish(_ step: any Step, skipped: Bool, items: [ResultItem]) {
        var stepResult = StepResult(identifier: step.identifier, stepType: step.type, startDate: currentStartDate,
                                    endDate: clock(), skipped: skipped, results: items, analysis: (step as? any ActivityStep)?.analysis)
        notifying = true
        observer?.runner(self, willFinish: step, result: &stepResult)
        notifying = false
        // Every earlier result of the step was marked when the one after it came.
        latestResults.append(stepResult, to: &result.stepHistory)
        guard result.error == nil else { return end(as: .failed) }
        if let review = reviewIndex {
            reviewIndex = nil
            return enter(review)
        }
        enter(nextIndex(after: step, answers: stepResult))
    }

    private func nextIndex(after step: any Step, answers: StepResult) -> Int? {
        let index = trail.last!
        let linear = index + 1
        let targets = Set(step.navigation.surveyRules.filter { rule in
            let identifier = rule.resultIdentifier ?? step.questions.first?.identifier ?? step.identifier
            return rule.ruleOperator.matches(answers.answer(identifier)?.jsonValue, rule.matchingAnswer)
        }.map(\.skipToIdentifier))
        let target = targets.count == 1 ? targets.first : step.navigation.nextStepIdentifier
        switch target {
        case nil, StepNavigation.nextStep?: return firstIndex(from: linear)
        case StepNavigation.exit?: return nil
        case let identifier?:
            guard let found = navigationIndices[identifier] ?? nil else { return nil }
            return firstIndex(from: found)
        }
    }

    /// The first step from `index` on whose skip rules do not match; `nil` past the end.
    private func firstIndex(from index: Int) -> Int? {
        var candidate = index
        while candidate < steps.count {
            let skipped = steps[candidate].navigation.skipRules.contains { rule in
                rule.matches { result.latestAnswer($0)?.jsonValue }
            }
            if !skipped { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Starts the step at `index` (or ends the run when `nil`); the answers noted for the step
    /// before go, unless `keepingAnswers` (a resumed run's interrupted step).
    private func enter(_ index: Int?, keepingAnswers: Bool = false) {
        if !keepingAnswers { result.resumeAnswers = nil }
        guard let index else {
            end(as: .completed)
            return
        }
        trail.append(index, identifier: steps[index].identifier)
        currentStartDate = clock()
        notifying = true
        observer?.runner(self, didStart: steps[index])
        notifying = false
        if result.error != nil { end(as: .failed) }
    }

    private func end(as status: TaskResult.Status) {
        result.status = status
        result.endDate = clock()
        if status != .saved { result.resumeAnswers = nil }
        if status == .completed, !task.scores.isEmpty { result.scores = task.scores.map { $0.score(in: result) } }
        var final = result
        observer?.runner(self, didFinish: &final)
        result = final
    }
}
