import ActiveTasks

/// The texts of the TerminalUI table (`BuiltInTextTable.terminal`, `Sources/TerminalUI/strings/TAG.json`): the
/// texts only this target shows, one static member per key, named as its key; each doc comment says
/// where the text shows, for translators.
extension BuiltInText {
    /// The console's prompt on a page that only reads.
    package static let pressEnterToContinue = BuiltInText("pressEnterToContinue", table: .terminal)
    /// The console's prompt before an active step that waits for the participant.
    package static let pressEnterToStart = BuiltInText("pressEnterToStart", table: .terminal)
    /// The console's prompt after an active step that waits for the participant.
    package static let doneEnterToContinue = BuiltInText("doneEnterToContinue", table: .terminal)
    /// Appended to a console prompt when the question may be skipped.
    package static let orSkip = BuiltInText("orSkip", table: .terminal)
    /// Appended to a console prompt when the participant may go back.
    package static let orGoBack = BuiltInText("orGoBack", table: .terminal)
    /// A refused answer: `{1}` is the reason.
    package static let notAccepted = BuiltInText("notAccepted", table: .terminal)
    /// The full-screen footer's key to continue.
    package static let footerContinue = BuiltInText("footerContinue", table: .terminal)
    /// The full-screen footer's key to go back.
    package static let footerBack = BuiltInText("footerBack", table: .terminal)
    /// The full-screen footer's key to save the run and stop.
    package static let footerSaveAndStop = BuiltInText("footerSaveAndStop", table: .terminal)
    /// The full-screen question before stopping.
    package static let stopTheTask = BuiltInText("stopTheTask", table: .terminal)
    /// The full-screen answers to `stopTheTask`.
    package static let stopOrGoOn = BuiltInText("stopOrGoOn", table: .terminal)
    /// The console's prompt between consent sections.
    package static let pressEnterForNextSection = BuiltInText("pressEnterForNextSection", table: .terminal)
    /// The console's prompt for the initials that sign.
    package static let initials = BuiltInText("initials", table: .terminal)
    /// Appended to a console prompt for a line that may be left empty.
    package static let enterToLeaveOut = BuiltInText("enterToLeaveOut", table: .terminal)
    /// The console's note that typed initials stand for the signature.
    package static let initialsAreTheSignature = BuiltInText("initialsAreTheSignature", table: .terminal)
    /// The console's prompt after the reason for consent.
    package static let agreeOrReadAgain = BuiltInText("agreeOrReadAgain", table: .terminal)
    /// The full-screen footer's key to the next consent section.
    package static let footerNext = BuiltInText("footerNext", table: .terminal)
    /// The full-screen footer's key to the next page of the document.
    package static let footerNextPage = BuiltInText("footerNextPage", table: .terminal)
    /// The full-screen footer's keys to agree or disagree.
    package static let footerAgreeDisagree = BuiltInText("footerAgreeDisagree", table: .terminal)
    /// The full-screen footer's keys after the reason for consent.
    package static let footerAgreeOrReadAgain = BuiltInText("footerAgreeOrReadAgain", table: .terminal)
    /// The full-screen footer's keys on the signature pad.
    package static let footerSignOrClear = BuiltInText("footerSignOrClear", table: .terminal)
    /// The full-screen footer's key that confirms a typed answer.
    package static let footerConfirm = BuiltInText("footerConfirm", table: .terminal)
    /// The full-screen footer's key that skips a question answered by keys.
    package static let footerSkipKey = BuiltInText("footerSkipKey", table: .terminal)
    /// The full-screen footer's key that skips a typed question.
    package static let footerSkipTyped = BuiltInText("footerSkipTyped", table: .terminal)
    /// The full-screen footer's key that goes back from a typed question.
    package static let footerBackTyped = BuiltInText("footerBackTyped", table: .terminal)
    /// A position: `{1}` of `{2}`, in brackets.
    package static let ofCount = BuiltInText("ofCount", table: .terminal)
    /// The full-screen hint that a section goes on: part `{1}` of `{2}`.
    package static let moreParts = BuiltInText("moreParts", table: .terminal)
    /// The full-screen instruction over the signature pad.
    package static let signInBoxOrType = BuiltInText("signInBoxOrType", table: .terminal)
    /// The full-screen count of one stroke drawn.
    package static let oneStrokeDrawn = BuiltInText("oneStrokeDrawn", table: .terminal)
    /// The full-screen count of `{1}` strokes drawn.
    package static let strokesDrawn = BuiltInText("strokesDrawn", table: .terminal)
    /// A required name left empty.
    package static let nameRequired = BuiltInText("nameRequired", table: .terminal)
    /// A multiple choice confirmed with nothing chosen, in the terminal.
    package static let chooseAtLeastOneByNumber = BuiltInText("chooseAtLeastOneByNumber", table: .terminal)
    /// The terminal's keys of a multiple choice.
    package static let numbersChooseEnterConfirms = BuiltInText("numbersChooseEnterConfirms", table: .terminal)
    /// The terminal's key of a single choice.
    package static let pressANumber = BuiltInText("pressANumber", table: .terminal)
    /// Appended to `pressANumber` for a yes/no question.
    package static let orYesNoKeys = BuiltInText("orYesNoKeys", table: .terminal)
    /// The console's prompt on a review step.
    package static let reviewPrompt = BuiltInText("reviewPrompt", table: .terminal)
    /// A line a review step does not take: a number from 1 to `{1}`.
    package static let reviewRefusal = BuiltInText("reviewRefusal", table: .terminal)
    /// The full-screen review's key that changes an answer.
    package static let footerChangeAnswer = BuiltInText("footerChangeAnswer", table: .terminal)
}
