import ActiveTasks

/// The texts of the Kiosk table (`BuiltInTextTable.kiosk`, `Sources/Kiosk/strings/TAG.json`): the
/// texts only this target shows, one static member per key, named as its key; each doc comment says
/// where the text shows, for translators.
extension BuiltInText {
    /// The kiosk's hint under a number with both bounds: `{1}` to `{2}`, then the unit `{3}` (with its space).
    package static let hintFromTo = BuiltInText("hintFromTo", table: .kiosk)
    /// The kiosk's hint under a number with a lower bound `{1}` and unit `{2}`.
    package static let hintAtLeast = BuiltInText("hintAtLeast", table: .kiosk)
    /// The kiosk's hint under a number with an upper bound `{1}` and unit `{2}`.
    package static let hintUpTo = BuiltInText("hintUpTo", table: .kiosk)
    /// The kiosk's hint under a text of at most `{1}` characters.
    package static let hintAtMostCharacters = BuiltInText("hintAtMostCharacters", table: .kiosk)
    /// The kiosk's hint under an age question: `{1}` to `{2}` years, or the year of birth.
    package static let hintAgeOrYear = BuiltInText("hintAgeOrYear", table: .kiosk)
    /// The kiosk's hint under a year question with both bounds `{1}` and `{2}`.
    package static let hintYearFromTo = BuiltInText("hintYearFromTo", table: .kiosk)
    /// The kiosk's hint under a year question with a lower bound `{1}`.
    package static let hintYearAtLeast = BuiltInText("hintYearAtLeast", table: .kiosk)
    /// The kiosk's hint under a year question with an upper bound `{1}`.
    package static let hintYearUpTo = BuiltInText("hintYearUpTo", table: .kiosk)
    /// The kiosk review's button that shows the next answers.
    package static let moreAnswers = BuiltInText("moreAnswers", table: .kiosk)
    /// The kiosk enrolment screen's heading when it asks for the participant.
    package static let whoIsTakingPart = BuiltInText("whoIsTakingPart", table: .kiosk)
    /// The kiosk enrolment screen's heading when it asks for the visit only.
    package static let whichVisit = BuiltInText("whichVisit", table: .kiosk)
    /// The kiosk enrolment screen's label of the typed participant id.
    package static let participantID = BuiltInText("participantID", table: .kiosk)
    /// The kiosk language screen's heading.
    package static let chooseLanguage = BuiltInText("chooseLanguage", table: .kiosk)
    /// The kiosk's button to start the next memory game.
    package static let continueButton = BuiltInText("continueButton", table: .kiosk)
    /// The kiosk's question before stopping.
    package static let stopThisTask = BuiltInText("stopThisTask", table: .kiosk)
    /// The kiosk's note under `stopThisTask`.
    package static let doneSoFarIsSaved = BuiltInText("doneSoFarIsSaved", table: .kiosk)
    /// The kiosk's answer to go on with the task.
    package static let keepGoing = BuiltInText("keepGoing", table: .kiosk)
    /// The kiosk's answer to stop the task.
    package static let stopTask = BuiltInText("stopTask", table: .kiosk)
    /// The kiosk page when the server is gone.
    package static let connectionLost = BuiltInText("connectionLost", table: .kiosk)
    /// The kiosk's heading when the task is complete.
    package static let thankYou = BuiltInText("thankYou", table: .kiosk)
    /// The kiosk's text when the task is complete.
    package static let taskComplete = BuiltInText("taskComplete", table: .kiosk)
    /// The kiosk's text when the task was stopped.
    package static let taskStopped = BuiltInText("taskStopped", table: .kiosk)
    /// The kiosk's label above a countdown.
    package static let startingIn = BuiltInText("startingIn", table: .kiosk)
    /// The kiosk's consent section `{1}` of `{2}`.
    package static let sectionOf = BuiltInText("sectionOf", table: .kiosk)
    /// The kiosk's heading over the reason for consent.
    package static let agreement = BuiltInText("agreement", table: .kiosk)
    /// The kiosk's heading over the name fields.
    package static let yourName = BuiltInText("yourName", table: .kiosk)
    /// The kiosk's heading over the name fields of signer `{1}`.
    package static let signersName = BuiltInText("signersName", table: .kiosk)
    /// The kiosk's heading over the signature pad.
    package static let signWithFinger = BuiltInText("signWithFinger", table: .kiosk)
    /// The kiosk's notice when Sign is pressed on an empty pad.
    package static let signInTheBox = BuiltInText("signInTheBox", table: .kiosk)
    /// The kiosk's accessible name of its navigation buttons.
    package static let ariaNavigation = BuiltInText("ariaNavigation", table: .kiosk)
    /// The kiosk's accessible name of its keypad.
    package static let ariaKeypad = BuiltInText("ariaKeypad", table: .kiosk)
    /// The kiosk's accessible name of the keypad's delete key.
    package static let ariaDelete = BuiltInText("ariaDelete", table: .kiosk)
    /// The kiosk's accessible name of the keypad's minus key.
    package static let ariaMinusSign = BuiltInText("ariaMinusSign", table: .kiosk)
    /// The kiosk's accessible name of the consent document's box.
    package static let ariaConsentDocument = BuiltInText("ariaConsentDocument", table: .kiosk)
    /// The kiosk's accessible name of the signature pad.
    package static let ariaSignaturePad = BuiltInText("ariaSignaturePad", table: .kiosk)
    /// The kiosk enrolment screen's refusal of an empty participant id.
    package static let enrolTypeParticipant = BuiltInText("enrolTypeParticipant", table: .kiosk)
    /// The kiosk enrolment screen's refusal without a visit.
    package static let enrolChooseVisit = BuiltInText("enrolChooseVisit", table: .kiosk)
}
