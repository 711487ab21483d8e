/// Drives a `TaskRunner` from a terminal or from prepared answers: shows each step, reads
/// answers line by line (numbered choices, `b` back, `s` skip), re-prompts with the reason on
/// invalid input, and runs countdowns and active steps for their duration.
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

    private let runner: TaskRunner
    private let mode: Mode
    private let readLine: () -> String?
    private let write: (String) -> Void
    private let wait: (Double) -> Void

    /// Creates a presenter.
    /// - Parameters:
    ///   - runner: The runner to drive; it is started by `run()`.
    ///   - mode: Interactive or headless.
    ///   - readLine: Returns the next input line without its newline, `nil` at end of input.
    ///   - write: Shows one line.
    ///   - wait: Sleeps for the given seconds (active steps and countdowns).
    public init(runner: TaskRunner, mode: Mode, readLine: @escaping () -> String?, write: @escaping (String) -> Void,
                wait: @escaping (Double) -> Void) {
        self.runner = runner
        self.mode = mode
        self.readLine = readLine
        self.write = write
        self.wait = wait
    }

    /// Runs the task to its end.
    /// - Returns: The task's result.
    /// - Throws: `PresenterError` when input ends early, a required answer is missing in headless
    ///   mode, or prepared answers loop forever.
    public func run() throws(PresenterError) -> TaskResult {
        runner.start()
        var visits: [String: Int] = [:]
        while let step = runner.currentStep {
            visits[step.identifier, default: 0] += 1
            if case .headless = mode, visits[step.identifier]! > ConsolePresenter.headlessVisitLimit {
                throw PresenterError("step \"\(step.identifier)\" was visited \(ConsolePresenter.headlessVisitLimit) times; the answers loop forever, change them")
            }
            show(step)
            if !step.questions.isEmpty {
                try ask(step)
            } else if step.isActive {
                try perform(step)
            } else {
                try confirm("press Enter to continue") { () throws(RunnerError) in try self.runner.next() }
            }
        }
        return runner.result
    }

    private func show(_ step: any Step) {
        let progress = runner.progress
        write("")
        write("[\(progress.current)/\(progress.isEstimated ? "~" : "")\(progress.total)] " + (step.title ?? step.identifier))
        if let text = step.text { write(text) }
    }

    private func ask(_ step: any Step) throws(PresenterError) {
        guard case .interactive = mode else {
            guard case .headless(let file) = mode else { return }
            do {
                try answer(file?.answers(for: step) ?? [:])
            } catch {
                throw PresenterError(error.message + "; give it in the answers file")
            }
            return
        }
        var answers: [String: AnswerValue] = [:]
        for question in step.questions {
            if step.questions.count > 1, let prompt = question.prompt { write(prompt) }
            for (index, option) in question.answerFormat.options.enumerated() { write("  \(index + 1). \(option)") }
            let keys = (question.isOptional ? ", s to skip" : "") + (runner.canGoBack ? ", b to go back" : "")
            while true {
                let line = try prompt("\(question.answerFormat.hint)\(keys)")
                if line == "b" && runner.canGoBack { try? runner.back(); return }
                if line == "s" && question.isOptional { break }
                do {
                    answers[question.identifier] = try question.answerFormat.answer(fromText: line)
                    break
                } catch {
                    write("  not accepted: \(error.message)")
                }
            }
        }
        do {
            try answer(answers)
        } catch {
            write("  not accepted: \(error.message)")
        }
    }

    /// Ends the current step with `answers`, or skips it when there are none.
    private func answer(_ answers: [String: AnswerValue]) throws(RunnerError) {
        if answers.isEmpty { try runner.skip() } else { try runner.next(answers: answers) }
    }

    private func perform(_ step: any Step) throws(PresenterError) {
        let active = step as? ActiveStep
        if let active, !active.shouldStartAutomatically, case .interactive = mode {
            if try confirm("press Enter to start", then: {}) { return }
        }
        let seconds = step.duration ?? 0
        write(step is CountdownStep ? "starting in \(NumericAnswerFormat.text(seconds)) s" : "running for \(NumericAnswerFormat.text(seconds)) s")
        wait(seconds)
        if let active, !active.shouldContinueOnFinish, case .interactive = mode {
            try confirm("done; press Enter to continue") { () throws(RunnerError) in try self.runner.next() }
        } else {
            try? runner.next()
        }
    }

    /// Prompts until the participant confirms (running `action`) or goes back.
    /// - Returns: Whether the participant went back.
    @discardableResult
    private func confirm(_ message: String, then action: () throws(RunnerError) -> Void) throws(PresenterError) -> Bool {
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

    private func prompt(_ message: String) throws(PresenterError) -> String {
        write("> \(message)")
        guard let line = readLine() else {
            throw PresenterError("input ended before the task finished; nothing was saved")
        }
        return line.trimmingSpaces
    }
}
