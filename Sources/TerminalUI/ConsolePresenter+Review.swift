import RecordingFormat
import ActiveTasks

extension ConsolePresenter {
    /// The line that answers "I don't know" where a question offers it (the full screen's key).
    static let dontKnowKey = String(QuestionEntry.dontKnowKey)
    /// The line that shows a question's learn-more text (the full screen's key).
    static let learnMoreKey = String(QuestionEntry.learnMoreKey)

    /// Lists the answers so far, numbered; a number goes back to that answer's step, Enter
    /// continues. Headless, continues at once.
    func review(_ entries: [ReviewEntry]) throws(ActivetaskError) {
        for (index, entry) in entries.enumerated() { write("  \(index + 1). \(entry.prompt): \(entry.answer)") }
        guard case .interactive = mode else {
            flow.handle(.next)
            return
        }
        while true {
            let line = try prompt(BuiltInText.reviewPrompt.text(in: language) + (runner.canGoBack ? BuiltInText.orGoBack.text(in: language) : ""))
            guard let event = ReviewLine.event(line, entries: entries) else {
                write("  " + BuiltInText.notAccepted.text(in: language, ReviewLine.refusal(entries, in: language)))
                continue
            }
            switch flow.handle(event) {
            case .accepted: return
            case .refused(let reason): write("  " + BuiltInText.notAccepted.text(in: language, reason))
            }
        }
    }
}
