import ActiveTasks
import RecordingFormat

/// Drives a `TaskRunner` from a terminal or from prepared answers: shows each step, reads
/// answers line by line (numbered choices, `b` back, `s` skip), re-prompts with the reason on
/// invalid input, and runs active steps through their `StepActivity`, fed with the live samples
/// posted to `samples` (a walking leg ends at its counted steps, a tapping step takes the touch
/// recorder's taps, a memory game is played on touches).
public final class ConsolePresenter {
    /// Where answers come from.
    public enum Mode {
        /// Prompt for every answer and confirmation on the input.
        case interactive
        /// No prompts: instructions and countdowns advance by themselves; questions take their
        /// answers from the file (when given), optional questions without one are skipped.
        case headless(AnswersFile?)
    }

    /// How many times one step may be visited in headless mode before the run is stopped as a loop.
    public static let headlessVisitLimit = 100
    /// Seconds between looks at a running activity.
    public static let frameInterval = 0.05

    /// Live samples from the run's recorders, for the running step's activity.
    public let samples: SampleInbox

    let runner: TaskRunner
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
    public init(runner: TaskRunner, mode: Mode, readLine: @escaping () -> String?, write: @escaping (String) -> Void,
                wait: @escaping (Double) -> Void, clock: @escaping () -> Double = MonotonicClock.now,
                samples: SampleInbox = SampleInbox(), currentLocation: @escaping () -> LocationAnswer? = { nil }) {
        self.runner = runner
        self.mode = mode
        self.readLine = readLine
        self.write = write
        self.wait = wait
        self.clock = clock
        self.samples = samples
        self.currentLocation = currentLocation
    }

    /// Runs the task to its end.
    /// - Returns: The task's result.
    /// - Throws: `ActivetaskError` when input ends early, a required answer is missing in headless
    ///   mode, or prepared answers loop forever.
    public func run() throws(ActivetaskError) -> TaskResult {
        runner.start()
        var visits: [String: Int] = [:]
        while let step = runner.currentStep {
            visits[step.identifier, default: 0] += 1
            if case .headless = mode, visits[step.identifier]! > ConsolePresenter.headlessVisitLimit {
                throw ActivetaskError(.presenterStopped, "step \"\(step.identifier)\" was visited \(ConsolePresenter.headlessVisitLimit) times; the answers loop forever, change them")
            }
            show(step)
            if let review = step as? ConsentReviewStep {
                try sign(review)
            } else if let visual = step as? VisualConsentStep {
                try showSections(of: visual)
            } else if !step.questions.isEmpty {
                try ask(step)
            } else if let active = step as? any ActivityStep {
                try perform(active)
            } else {
                try confirm("press Enter to continue") { () throws(ActivetaskError) in try self.runner.next() }
            }
        }
        return runner.result
    }

    private func show(_ step: any Step) {
        let progress = runner.progress
        write("")
        write("[\(progress.current)/\(progress.isEstimated ? "~" : "")\(progress.total)] " + (step.title ?? step.identifier))
        if let text = step.text { write(text) }
        if let sharing = step as? ConsentSharingStep, let more = sharing.learnMoreContent {
            write("\(ConsentSharingStep.learnMoreLabel): \(more)")
        }
    }

    private func ask(_ step: any Step) throws(ActivetaskError) {
        guard case .interactive = mode else {
            guard case .headless(let file) = mode else { return }
            do {
                try runner.finish(answers: file?.answers(for: step) ?? [:])
            } catch {
                throw ActivetaskError(.presenterStopped, error.message + "; give it in the answers file", underlying: error)
            }
            return
        }
        var answers: [String: AnswerValue] = [:]
        for question in step.questions {
            if let section = question.sectionTitle { write("== \(section) ==") }
            if step.questions.count > 1, let prompt = question.prompt { write(prompt) }
            for (index, option) in question.answerFormat.options.enumerated() { write("  \(index + 1). \(option)") }
            let display = QuestionDisplay(question: question, currentLocation: currentLocation)
            for line in display.lines { write("  \(line)") }
            let keys = (question.isOptional ? ", s to skip" : "") + (runner.canGoBack ? ", b to go back" : "")
            while true {
                let line = try prompt("\(question.answerFormat.hint)\(keys)")
                if line == "b" && runner.canGoBack { try? runner.back(); return }
                if line == "s" && question.isOptional { break }
                do {
                    answers[question.identifier] = try display.answer(fromText: line)
                    break
                } catch {
                    write("  not accepted: \(error.message)")
                }
            }
        }
        do {
            try runner.finish(answers: answers)
        } catch {
            write("  not accepted: \(error.message)")
        }
    }

    private func perform(_ step: any ActivityStep) throws(ActivetaskError) {
        let confirmations = Self.confirmations(of: step)
        if let confirmations, !confirmations.start, case .interactive = mode {
            if try confirm("press Enter to start", then: {}) { return }
        }
        var isUnattended = true
        if case .interactive = mode { isUnattended = false }
        let activity = step.makeActivity(in: ActivityContext(isUnattended: isUnattended))
        write(Self.opening(of: activity))
        let start = clock()
        activity.begin(at: start)
        while true {
            activity.catchUp(on: samples, since: start, now: clock())
            if activity.isFinished { break }
            wait(Self.frameInterval)
        }
        if let summary = Self.summary(of: activity, seconds: clock() - start) { write(summary) }
        if let confirmations, !confirmations.finish, case .interactive = mode {
            try confirm("done; press Enter to continue") { () throws(ActivetaskError) in try self.runner.next(results: activity.results) }
        } else {
            try? runner.next(results: activity.results)
        }
    }

    /// Whether an active or timed-walk step starts and finishes without the participant
    /// confirming; `nil` for other steps, which never wait.
    private static func confirmations(of step: any Step) -> (start: Bool, finish: Bool)? {
        switch step {
        case let active as ActiveStep: (active.shouldStartAutomatically, active.shouldContinueOnFinish)
        case let walk as TimedWalkStep: (walk.shouldStartAutomatically, walk.shouldContinueOnFinish)
        default: nil
        }
    }

    /// What the participant is asked to do.
    private static func opening(of activity: any StepActivity) -> String {
        switch activity {
        case let walking as WalkingActivity:
            return "walk \(walking.step.numberOfSteps) steps (at most \(NumericAnswerFormat.text(walking.step.legDuration)) s)"
        case let walk as TimedWalkActivity:
            return "walk \(NumericAnswerFormat.text(walk.step.distanceInMeters)) m (at most \(NumericAnswerFormat.text(walk.step.timeLimit)) s)"
        case let tapping as TappingActivity:
            return "tap the two targets alternately for \(NumericAnswerFormat.text(tapping.step.tappingDuration)) s from the first tap"
        case let memory as SpatialSpanActivity:
            return "repeat the targets in the order they light up (up to \(memory.step.rules.maximumTests) games)"
        case let timed as TimedActivity where timed.duration > 0:
            return "running for \(NumericAnswerFormat.text(timed.duration)) s"
        default:
            return "running"
        }
    }

    /// What the activity measured, when it measures something.
    private static func summary(of activity: any StepActivity, seconds: Double) -> String? {
        switch activity {
        case let walking as WalkingActivity:
            return "counted \(walking.counter.count) steps in \(tenths(seconds)) s"
        case let walk as TimedWalkActivity:
            return "walked \(tenths(walk.distanceWalked)) m in \(tenths(walk.duration)) s"
        case let tapping as TappingActivity:
            return "\(tapping.session.samples.count) taps"
        case let memory as SpatialSpanActivity:
            let result = memory.game.result(identifier: memory.step.identifier)
            return "score \(result.score) in \(result.numberOfGames) games, \(result.numberOfFailures) failed"
        default:
            return nil
        }
    }

    /// `value` to one decimal, without a trailing `.0`.
    private static func tenths(_ value: Double) -> String {
        NumericAnswerFormat.text((value * 10).rounded() / 10)
    }

    /// Prompts until the participant confirms (running `action`) or goes back.
    /// - Returns: Whether the participant went back.
    @discardableResult
    func confirm(_ message: String, then action: () throws(ActivetaskError) -> Void) throws(ActivetaskError) -> Bool {
        guard case .interactive = mode else {
            try? action()
            return false
        }
        while true {
            let line = try prompt(message + (runner.canGoBack ? ", b to go back" : ""))
            do {
                if line == "b" {
                    try runner.back()
                    return true
                }
                try action()
                return false
            } catch {
                write("  not accepted: \(error.message)")
            }
        }
    }

    func prompt(_ message: String) throws(ActivetaskError) -> String {
        write("> \(message)")
        guard let line = readLine() else {
            throw ActivetaskError(.presenterStopped, "input ended before the task finished; nothing was saved")
        }
        return line.trimmingSpaces
    }
}
