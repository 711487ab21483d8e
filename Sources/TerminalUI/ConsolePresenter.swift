import ActiveTasks
import Markup
import RecordingFormat

/// Drives a `TaskRunner` from a terminal or from prepared answers: shows each step, reads
/// answers line by line (numbered choices, `b` back, `s` skip), re-prompts with the reason on
/// invalid input, and runs active steps through their `StepActivity`, fed with the live samples
/// posted to `samples` (a walking leg ends at its counted steps, a tapping step takes the touch
/// recorder's taps, a memory game is played on touches).
package final class ConsolePresenter {
    /// Where answers come from.
    package enum Mode {
        /// Prompt for every answer and confirmation on the input.
        case interactive
        /// No prompts: instructions and countdowns advance by themselves; questions take their
        /// answers from the file (when given), optional questions without one are skipped.
        case headless(AnswersFile?)
    }

    /// How many times one step may be visited in headless mode before the run is stopped as a loop.
    package static let headlessVisitLimit = 100
    /// Seconds between looks at a running activity.
    package static let frameInterval = 0.05

    /// Live samples from the run's recorders, for the running step's activity.
    package let samples: SampleInbox

    let runner: TaskRunner
    /// The rules of asking; this presenter prints its screens and turns lines into its events.
    let flow: StepFlow
    let mode: Mode
    private let readLine: () -> String?
    let write: (String) -> Void
    private let wait: (Double) -> Void
    private let clock: () -> Double
    private let currentLocation: () -> LocationAnswer?

    /// Creates a presenter.
    /// - Parameters:
    ///   - runner: The runner to drive; it is started by `run()`.
    ///   - mode: Interactive or headless.
    ///   - readLine: Returns the next input line without its newline, `nil` at end of input.
    ///   - write: Shows one line.
    ///   - wait: Sleeps for the given seconds while an active step runs.
    ///   - clock: Seconds on the clock `samples` are stamped with; `MonotonicClock.now` by default.
    ///   - samples: Where the run's recorders post their samples.
    ///   - currentLocation: The device's current location, offered as the answer to location
    ///     questions; `nil` when there is no fix (the participant types coordinates).
    package init(runner: TaskRunner, mode: Mode, readLine: @escaping () -> String?, write: @escaping (String) -> Void,
                wait: @escaping (Double) -> Void, clock: @escaping () -> Double = MonotonicClock.now,
                samples: SampleInbox = SampleInbox(), currentLocation: @escaping () -> LocationAnswer? = { nil }) {
        self.runner = runner
        self.flow = StepFlow(runner: runner, currentLocation: currentLocation)
        self.mode = mode
        self.readLine = readLine
        self.write = { write(VisibleText.escaped($0)) }
        self.wait = wait
        self.clock = clock
        self.samples = samples
        self.currentLocation = currentLocation
    }

    /// Runs the task to its end.
    /// - Returns: The task's result.
    /// - Throws: `ActivetaskError` when input ends early, a required answer is missing in headless
    ///   mode, or prepared answers loop forever.
    package func run() throws(ActivetaskError) -> TaskResult {
        flow.start()
        var visits: [String: Int] = [:]
        while let step = runner.currentStep {
            visits[step.identifier, default: 0] += 1
            if case .headless = mode, visits[step.identifier]! > ConsolePresenter.headlessVisitLimit {
                throw ActivetaskError(.presenterStopped, "step \"\(step.identifier)\" was visited \(ConsolePresenter.headlessVisitLimit) times; the answers loop forever, change them")
            }
            show(step)
            switch flow.screen {
            case .consentReview(let review): try sign(review)
            case .visualConsent(let visual): try showSections(of: visual)
            case .question: try ask(step)
            case .review(_, let entries): try review(entries)
            case .activity(let active): try perform(active)
            case .page: try confirm(BuiltInText.pressEnterToContinue.text(in: language), then: .next)
            case .ended: break
            }
        }
        return runner.result
    }

    private func show(_ step: any Step) {
        let progress = runner.progress
        write("")
        // A step's identifier is the study's name for it, never shown: a step without a title shows its text alone.
        write("[\(progress.current)/\(progress.isEstimated ? "~" : "")\(progress.total)]" + (step.title.map { " " + $0 } ?? ""))
        if let text = step.text { write(text) }
        if let sharing = step as? ConsentSharingStep, let more = sharing.learnMoreContent {
            write("\(sharing.learnMoreLabel): \(more)")
        }
    }

    /// Asks the step's questions one line at a time: a typed line is the answer (a blank one is
    /// none), `s` skips an optional question and `b` goes back; headless, the answers file's
    /// answers end the step at once.
    private func ask(_ step: any Step) throws(ActivetaskError) {
        guard case .interactive = mode else {
            guard case .headless(let file) = mode else { return }
            if case .refused(let reason) = flow.handle(.answers(file?.answers(for: step) ?? [:])) {
                throw ActivetaskError(.presenterStopped, reason + "; give it in the answers file")
            }
            return
        }
        var shown = -1
        while case .question(let page) = flow.screen, page.step.identifier == step.identifier {
            let question = page.question
            if page.index != shown {
                shown = page.index
                if let section = question.sectionTitle { write("== \(section) ==") }
                if page.count > 1, let prompt = question.prompt { write(prompt) }
                for (index, option) in question.answerFormat.options(in: language).enumerated() { write("  \(index + 1). \(option)") }
                for line in QuestionDisplay(question: question, currentLocation: currentLocation).lines { write("  \(line)") }
            }
            let keys = (page.canSkip ? BuiltInText.orSkip.text(in: language) : "") + (page.canGoBack ? BuiltInText.orGoBack.text(in: language) : "")
                + (question.dontKnowText.map { ", \(Self.dontKnowKey) for \"\($0)\"" } ?? "")
                + (question.learnMore == nil ? "" : ", \(Self.learnMoreKey) to \(BuiltInText.learnMore.text(in: language).lowercased())")
            let line = try prompt("\(question.answerFormat.hint(in: language))\(keys)")
            var outcome: StepOutcome
            switch line {
            case "b" where page.canGoBack: outcome = flow.handle(.back)
            case "s" where page.canSkip: outcome = flow.handle(.skip)
            case Self.learnMoreKey where question.learnMore != nil:
                write("  \(BuiltInText.learnMore.text(in: language)): \(question.learnMore ?? "")")
                outcome = .accepted
            case Self.dontKnowKey where question.dontKnowText != nil:
                outcome = flow.handle(.answer(.dontKnow))
                if outcome == .accepted { outcome = flow.handle(.next) }
            default:
                outcome = flow.handle(.text(line))
                if outcome == .accepted { outcome = flow.handle(.next) }
            }
            if case .refused(let reason) = outcome { write("  " + BuiltInText.notAccepted.text(in: language, reason)) }
        }
    }

    private func perform(_ step: any ActivityStep) throws(ActivetaskError) {
        var isUnattended = true
        if case .interactive = mode { isUnattended = false }
        if !isUnattended, !step.shouldStartAutomatically {
            if try confirm(BuiltInText.pressEnterToStart.text(in: language), then: nil) { return }
        }
        let activity = step.makeActivity(in: ActivityContext(isUnattended: isUnattended, language: language, voice: runner.voice))
        write(activity.instruction)
        let start = clock()
        activity.begin(at: start)
        var status: String?
        while true {
            activity.catchUp(on: samples, since: start, now: clock())
            if activity.isFinished { break }
            if activity.status != status, let shown = activity.status { write(shown) }
            status = activity.status
            wait(Self.frameInterval)
        }
        if let summary = activity.summary(after: clock() - start) { write(summary) }
        if !isUnattended, !step.shouldContinueOnFinish {
            if try confirm(BuiltInText.doneEnterToContinue.text(in: language), then: nil) { return }
        }
        flow.finish(activity)
    }

    /// Prompts until the participant confirms (the flow taking `event`, when given) or goes back.
    /// - Returns: Whether the participant went back.
    @discardableResult
    func confirm(_ message: String, then event: StepEvent?) throws(ActivetaskError) -> Bool {
        guard case .interactive = mode else {
            if let event { flow.handle(event) }
            return false
        }
        while true {
            let line = try prompt(message + (runner.canGoBack ? BuiltInText.orGoBack.text(in: language) : ""))
            let back = line == "b"
            switch back ? flow.handle(.back) : event.map(flow.handle) ?? .accepted {
            case .accepted: return back
            case .refused(let reason): write("  " + BuiltInText.notAccepted.text(in: language, reason))
            }
        }
    }

    /// The language of the prompts: the task's.
    var language: BuiltInLanguage { runner.task.builtInLanguage }

    func prompt(_ message: String) throws(ActivetaskError) -> String {
        write("> \(message)")
        guard let line = readLine() else {
            throw ActivetaskError(.presenterStopped, "input ended before the task finished; nothing was saved")
        }
        return line.trimmingSpaces
    }
}
