import Foundation
import RecordingFormat

/// The rules of asking, for every presenter: which screen the participant is on, and what each
/// thing they do (`StepEvent`) records. The console, full-screen and kiosk presenters only draw
/// `screen` and turn their input into events; the flow decides.
///
/// Rules (as ResearchKit's): a form asks one question at a time, and its step ends, with the
/// answers given, after the last (skipped as a whole when none was answered). An untouched
/// slider, scale or picker is no answer: Next without an answer is refused for a required
/// question and skips an optional one. Skip is refused for a required question. Back goes to
/// the form's previous question (its answer shown again), and from the first question to the
/// step before, when the step allows it. Choosing an exclusive option unchooses the others.
/// Stop saves the run. Typed text is read by the question's format, whose refusal is the notice.
/// A question whose `visibleIf` does not match the answers so far is passed over (forward and
/// back), neither asked nor required, and recorded as not shown; an answer given to it before an
/// earlier answer changed is dropped. Don't-know is an answer (`.answer(.dontKnow)`), taken only
/// by a question that offers it. A review step lists the answers so far; `revisit` goes to one's
/// step, and the review shows again when that step ends. A form stopped part-way keeps the answers
/// given (`TaskRunner.note(answers:)`), and resumed goes on at its first unanswered question. A
/// consent review pages its stages (`ConsentReviewStage`): the document, the reason for consent,
/// the names, the signature; see `reviewConsent(_:on:)` for its rules.
///
/// Not thread-safe: use a flow, and its runner, from one thread.
package final class StepFlow {
    /// The runner the flow drives.
    package let runner: TaskRunner
    /// Counts the pages shown: it changes whenever the step or the question changes, so a
    /// presenter can tell a new page from a redraw.
    package internal(set) var visit = 0
    private let currentLocation: () -> LocationAnswer?
    private var visitedStep: String?
    private var index = 0
    private var answers: [String: AnswerValue] = [:]
    private var pending: AnswerValue?
    private var selection: Set<Int> = []
    /// How far the consent review shown has come.
    var consentReview = ConsentReviewProgress()
    /// Why the last event was refused, until an event is accepted.
    package private(set) var lastNotice: String?

    /// Creates a flow over `runner`.
    /// - Parameters:
    ///   - runner: The runner to drive; `start()` starts it.
    ///   - currentLocation: The device's current location, offered as the answer to location
    ///     questions; `nil` when there is no fix.
    package init(runner: TaskRunner, currentLocation: @escaping () -> LocationAnswer? = { nil }) {
        self.runner = runner
        self.currentLocation = currentLocation
    }

    /// Enters the first step (does nothing once the runner has started).
    package func start() {
        runner.start()
        enterIfNew()
    }

    /// What to show now.
    package var screen: StepScreen {
        guard let step = runner.currentStep else { return .ended(runner.result.status) }
        switch step {
        case let review as ConsentReviewStep: return consentReviewPage(of: review).map(StepScreen.consentReview) ?? .page(review)
        case let visual as VisualConsentStep: return .visualConsent(visual)
        case let review as ReviewStep: return .review(review, reviewEntries())
        case let activity as any ActivityStep: return .activity(activity)
        case _ where !step.questions.isEmpty: return .question(page(of: step))
        default: return .page(step)
        }
    }

    /// Applies what the participant did.
    /// - Parameter event: The event.
    /// - Returns: Whether it was taken, or why not (also kept in the question's `notice`).
    @discardableResult
    package func handle(_ event: StepEvent) -> StepOutcome {
        let outcome = apply(event)
        switch outcome {
        case .accepted: lastNotice = nil
        case .refused(let reason): lastNotice = reason
        }
        enterIfNew()
        return outcome
    }

    /// Ends the running activity step with the results its activity made, and moves on.
    /// - Parameter activity: The step's activity, finished or stopped early.
    package func finish(_ activity: any StepActivity) {
        try? runner.next(results: activity.results)
        enterIfNew()
    }

    // MARK: Rules

    private func apply(_ event: StepEvent) -> StepOutcome {
        guard let step = runner.currentStep else { return .refused("the task has ended") }
        switch event {
        case .stop:
            runner.save()
            return .accepted
        case .answers(let given):
            return attempt { () throws(ActivetaskError) in try runner.finish(answers: given) }
        case .review(let answer):
            return attempt { () throws(ActivetaskError) in try runner.review(answer) }
        case .revisit(let identifier):
            return attempt { () throws(ActivetaskError) in try runner.revisit(identifier) }
        default:
            break
        }
        if let review = step as? ConsentReviewStep { return reviewConsent(event, on: review) }
        guard !step.questions.isEmpty else {
            switch event {
            case .next: return attempt { () throws(ActivetaskError) in try runner.next() }
            case .back: return attempt { () throws(ActivetaskError) in try runner.back() }
            default: return .refused("step \"\(step.identifier)\" asks nothing; continue or go back")
            }
        }
        let question = step.questions[index]
        switch event {
        case .answer(let value):
            if let reason = question.refusal(of: value) { return .refused(reason) }
            (pending, selection) = (value, [])
        case .text(let text):
            do {
                pending = try question.answer(fromText: text, offering: offeredLocation(for: question), in: runner.task.builtInLanguage)
                selection = []
            } catch {
                return .refused(error.message)
            }
        case .currentLocation:
            guard let location = offeredLocation(for: question) else {
                return .refused("no current location (no gpsd fix); enter the coordinates")
            }
            (pending, selection) = (.location(location), [])
        case .toggle(let option):
            return toggle(option, of: question)
        case .clear:
            (pending, selection) = (nil, [])
        case .next:
            guard pending != nil || question.isOptional else { return .refused(Self.unanswered(question, in: runner.task.builtInLanguage)) }
            return advance(step, answering: question)
        case .skip:
            guard question.isOptional else { return .refused(Self.unanswered(question, in: runner.task.builtInLanguage)) }
            pending = nil
            return advance(step, answering: question)
        case .back:
            guard let previous = shownIndex(of: step, before: index) else {
                return attempt { () throws(ActivetaskError) in try runner.back() }
            }
            turn(to: previous, of: step)
        case .stop, .answers, .review, .revisit, .consent:
            break
        }
        return .accepted
    }

    /// Records the pending answer (or none) and moves to the next question shown or, after the
    /// last, ends the step with the answers of the questions still shown.
    private func advance(_ step: any Step, answering question: Question) -> StepOutcome {
        answers[question.identifier] = pending
        if let next = shownIndex(of: step, after: index) {
            runner.note(answers: shownAnswers(of: step))
            turn(to: next, of: step)
            return .accepted
        }
        return attempt { () throws(ActivetaskError) in try runner.finish(answers: shownAnswers(of: step)) }
    }

    /// The answers given to the questions shown: an answer given before an earlier answer
    /// changed and hid its question is dropped.
    private func shownAnswers(of step: any Step) -> [String: AnswerValue] {
        answers.filter { identifier, _ in
            step.questions.first { $0.identifier == identifier }.map { runner.isShown($0, of: step, given: answers) } ?? false
        }
    }

    /// The first question after `position` that is shown, given the answers so far.
    private func shownIndex(of step: any Step, after position: Int) -> Int? {
        let questions = step.questions
        return questions.indices.first { $0 > position && runner.isShown(questions[$0], of: step, given: answers) }
    }

    /// The last question before `position` that is shown.
    private func shownIndex(of step: any Step, before position: Int) -> Int? {
        let questions = step.questions
        return questions.indices.last { $0 < position && runner.isShown(questions[$0], of: step, given: answers) }
    }

    /// Shows the step's question at `newIndex`, with the answer given to it before, if any.
    private func turn(to newIndex: Int, of step: any Step) {
        index = newIndex
        pending = answers[step.questions[newIndex].identifier]
        selection = []
        visit += 1
    }

    private func toggle(_ option: Int, of question: Question) -> StepOutcome {
        let options = question.answerFormat.options
        guard options.indices.contains(option) else { return .refused("there is no choice \(option + 1); choose 1 to \(options.count)") }
        let described = question.answerFormat.input.options
        let exclusive = Set(described.indices.filter { described[$0].isExclusive })
        if selection.remove(option) == nil {
            if exclusive.contains(option) { selection = [] } else { selection.subtract(exclusive) }
            selection.insert(option)
        }
        guard !selection.isEmpty else {
            pending = nil
            return .accepted
        }
        do {
            pending = try question.answerFormat.answer(fromText: selection.sorted().map { String($0 + 1) }.joined(separator: ","),
                                                       in: runner.task.builtInLanguage)
        } catch {
            return .refused(error.message)
        }
        return .accepted
    }

    /// Why a required question cannot be left: in words for the kind of input it has, in the
    /// task's language.
    private static func unanswered(_ question: Question, in language: BuiltInLanguage) -> String {
        let format = question.answerFormat
        let text: BuiltInText = switch format.inputKind {
        case _ where format.allowsMultipleAnswers: .chooseAtLeastOne
        case .choice, .boolean, .ladder: .chooseOne
        case .scale: .chooseOnScale
        case .integer, .decimal, .measurement, .text, .email, .date, .dateAndTime, .timeOfDay, .timeInterval, .location, .pickers: .answerNeeded
        }
        return text.text(in: language)
    }

    func attempt(_ change: () throws(ActivetaskError) -> Void) -> StepOutcome {
        do {
            try change()
            return .accepted
        } catch {
            return .refused(error.message)
        }
    }

    /// Starts the step's questions afresh when the runner moved to another step (or to the same
    /// step again).
    private func enterIfNew() {
        let key = runner.currentStep.map { "\($0.identifier)#\(runner.result.stepHistory.count)#\(runner.trail.count)" }
        guard key != visitedStep else { return }
        visitedStep = key
        (index, answers, pending, selection, consentReview) = (0, [:], nil, [], ConsentReviewProgress())
        visit += 1
        guard let step = runner.currentStep, !step.questions.isEmpty, !(step is ConsentReviewStep) else { return }
        // A resumed run's interrupted step keeps the answers given before it stopped and goes on
        // at the first question shown without one.
        for given in runner.result.resumeAnswers ?? [] where step.questions.contains(where: { $0.identifier == given.identifier }) {
            answers[given.identifier] = given.value
        }
        guard let first = shownIndex(of: step, after: -1) else {
            // Nothing of the step is shown: it ends at once, its questions recorded as not shown.
            try? runner.finish(answers: [:])
            return enterIfNew()
        }
        index = first
        while answers[step.questions[index].identifier] != nil, let next = shownIndex(of: step, after: index) { index = next }
        pending = answers[step.questions[index].identifier]
    }

    /// What a review lists: every question of the steps answered so far (their current results),
    /// in the task's order, except those not shown.
    private func reviewEntries() -> [ReviewEntry] {
        let results = Dictionary(runner.result.stepHistory.filter { !$0.isPrevious }.map { ($0.identifier, $0) }) { _, last in last }
        return runner.task.flattenedSteps.flatMap { step -> [ReviewEntry] in
            guard let result = results[step.identifier], !(step is ConsentReviewStep), !(step is ConsentSharingStep) else { return [] }
            return step.questions.compactMap { question in
                let answer = result.answer(question.identifier)
                guard answer != .notShown else { return nil }
                return ReviewEntry(stepIdentifier: step.identifier, identifier: question.identifier,
                                   prompt: question.prompt ?? step.title ?? question.identifier,
                                   answer: answer.map { question.text(of: $0, in: runner.task.builtInLanguage) }
                                       ?? BuiltInText.reviewSkipped.text(in: runner.task.builtInLanguage))
            }
        }
    }

    private func page(of step: any Step) -> QuestionPage {
        let questions = step.questions
        let question = questions[index]
        let shown = questions.indices.filter { $0 == index || runner.isShown(questions[$0], of: step, given: answers) }
        return QuestionPage(step: step, question: question, index: index, count: questions.count,
                            number: (shown.firstIndex(of: index) ?? index) + 1, shownCount: shown.count,
                            section: questions[...index].last { $0.sectionTitle != nil }?.sectionTitle,
                            pending: pending, selection: selection, notice: lastNotice,
                            canGoBack: shownIndex(of: step, before: index) != nil || runner.canGoBack, offeredLocation: offeredLocation(for: question))
    }

    private func offeredLocation(for question: Question) -> LocationAnswer? {
        question.offersCurrentLocation ? currentLocation() : nil
    }
}
