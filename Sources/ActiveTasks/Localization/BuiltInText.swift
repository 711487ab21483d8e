/// Every participant-visible text the tool itself shows (the flow's refusals, the terminal
/// presenters' prompts and keys, progress, the kiosk's progress, the consent PDF's labels), in
/// every `BuiltInLanguage`; presenters show them in the language the task was loaded in.
///
/// A text with values marks them `{1}`, `{2}`…; `text(in:_:)` fills them in.
public enum BuiltInText: String, CaseIterable, Sendable {
    /// A yes/no question's label for yes, unless the task gives one.
    case yes
    /// The kiosk's hint under a number with both bounds: `{1}` to `{2}`, then the unit `{3}` (with its space).
    case hintFromTo
    /// The kiosk's hint under a number with a lower bound `{1}` and unit `{2}`.
    case hintAtLeast
    /// The kiosk's hint under a number with an upper bound `{1}` and unit `{2}`.
    case hintUpTo
    /// The kiosk's hint under a text of at most `{1}` characters.
    case hintAtMostCharacters
    /// The kiosk's hint under an age question: `{1}` to `{2}` years, or the year of birth.
    case hintAgeOrYear
    /// The kiosk's hint under a year question with both bounds `{1}` and `{2}`.
    case hintYearFromTo
    /// The kiosk's hint under a year question with a lower bound `{1}`.
    case hintYearAtLeast
    /// The kiosk's hint under a year question with an upper bound `{1}`.
    case hintYearUpTo
    /// The don't-know button of a question that offers one, unless the task names it.
    case dontKnow
    /// A skipped answer on a review step.
    case reviewSkipped
    /// The kiosk review's button that shows the next answers.
    case moreAnswers
    /// The kiosk enrolment screen's heading when it asks for the participant.
    case whoIsTakingPart
    /// The kiosk enrolment screen's heading when it asks for the visit only.
    case whichVisit
    /// The kiosk enrolment screen's label of the typed participant id.
    case participantID
    /// The kiosk enrolment screen's label of the visit buttons.
    case visit
    /// A yes/no question's label for no, unless the task gives one.
    case no
    /// A required multiple-choice question left without an answer.
    case chooseAtLeastOne
    /// A required single-choice or yes/no question left without an answer.
    case chooseOne
    /// A required scale left where it started.
    case moveSlider
    /// Any other required question left without an answer.
    case answerNeeded
    /// The console's prompt on a page that only reads.
    case pressEnterToContinue
    /// The console's prompt before an active step that waits for the participant.
    case pressEnterToStart
    /// The console's prompt after an active step that waits for the participant.
    case doneEnterToContinue
    /// Appended to a console prompt when the question may be skipped.
    case orSkip
    /// Appended to a console prompt when the participant may go back.
    case orGoBack
    /// A refused answer: `{1}` is the reason.
    case notAccepted
    /// Progress through the task: step `{1}` of `{2}`.
    case stepOf
    /// Progress when the number of steps is not known: step `{1}`.
    case stepNumber
    /// A form's question `{1}` of `{2}`.
    case questionOf
    /// The full-screen footer's key to continue.
    case footerContinue
    /// The full-screen footer's key to go back.
    case footerBack
    /// The full-screen footer's key to save the run and stop.
    case footerSaveAndStop
    /// The full-screen question before stopping.
    case stopTheTask
    /// The full-screen answers to `stopTheTask`.
    case stopOrGoOn
    /// The console's prompt between consent sections.
    case pressEnterForNextSection
    /// The console's prompt for the given name when signing.
    case givenName
    /// The console's prompt for the family name when signing.
    case familyName
    /// The console's prompt for the initials that sign.
    case initials
    /// Appended to a console prompt for a line that may be left empty.
    case enterToLeaveOut
    /// A required line left empty: `{1}` is what was asked.
    case isRequired
    /// The console's note that typed initials stand for the signature.
    case initialsAreTheSignature
    /// The console's prompt after the reason for consent.
    case agreeOrReadAgain
    /// The full-screen footer's keys for the tapping targets: `{1}` left, `{2}` right.
    case footerTappingKeys
    /// The full-screen footer's keys for the memory game's targets.
    case footerMemoryKeys
    /// The full-screen footer's keys of a Stroop step: `{1}` the keys of the four colours.
    case footerStroopKeys
    /// The steps a walking leg has counted: `{1}` of `{2}`.
    case stepsCounted
    /// The taps so far: `{1}`.
    case tapsSoFar
    /// Before the first tap of a tapping step.
    case timeStartsAtFirstTap
    /// The memory game while it lights targets.
    case watchTargets
    /// The memory game while the participant repeats the sequence.
    case tapInOrder
    /// The memory game while the participant repeats the sequence backwards.
    case tapInReverse
    /// The memory game after a sequence repeated right.
    case wellDone
    /// The memory game after a wrong target.
    case notTheNextTarget
    /// The memory game after its time ran out.
    case timeIsUp
    /// The memory game's status: score `{1}`, game `{2}` of `{3}`.
    case memoryStatus
    /// The memory game's key to go on to the next game.
    case enterToGoOn
    /// The kiosk language screen's heading.
    case chooseLanguage
    /// The kiosk's button to go on.
    case next
    /// The kiosk's button to go back.
    case back
    /// The kiosk's button to skip an optional question.
    case skip
    /// The kiosk's button to start the next memory game.
    case continueButton
    /// The kiosk's button that asks to stop the task.
    case cancel
    /// The kiosk's question before stopping.
    case stopThisTask
    /// The kiosk's note under `stopThisTask`.
    case doneSoFarIsSaved
    /// The kiosk's answer to go on with the task.
    case keepGoing
    /// The kiosk's answer to stop the task.
    case stopTask
    /// The kiosk page when the server is gone.
    case connectionLost
    /// The kiosk's heading when the task is complete.
    case thankYou
    /// The kiosk's heading when the task was stopped.
    case stopped
    /// The kiosk's text when the task is complete.
    case taskComplete
    /// The kiosk's text when the task was stopped.
    case taskStopped
    /// The kiosk's label above a countdown.
    case startingIn
    /// A timed walk's distance: `{1}` of `{2}` metres.
    case distanceWalked
    /// The kiosk's label on a tapping target.
    case tapButton
    /// The kiosk's button that answers with the current location `{1}`.
    case useCurrentLocation
    /// The kiosk's consent section `{1}` of `{2}`.
    case sectionOf
    /// The kiosk's button to agree to the consent.
    case agree
    /// The kiosk's button not to agree to the consent.
    case disagree
    /// The kiosk's note while Agree waits for the document to be read.
    case readToTheEnd
    /// The kiosk's heading over the reason for consent.
    case agreement
    /// The kiosk's heading over the name fields.
    case yourName
    /// The kiosk's heading over the name fields of signer `{1}`.
    case signersName
    /// The kiosk's label of the given-name field.
    case givenNameField
    /// The kiosk's label of the family-name field.
    case familyNameField
    /// The kiosk's heading over the signature pad.
    case signWithFinger
    /// The kiosk's button that clears the signature pad.
    case clear
    /// The kiosk's button that signs.
    case sign
    /// The kiosk's notice when Sign is pressed on an empty pad.
    case signInTheBox
    /// The title of an overview consent section that gives none.
    case sectionWelcome
    /// The title of a data-gathering consent section that gives none.
    case sectionDataGathering
    /// The title of a privacy consent section that gives none.
    case sectionPrivacy
    /// The title of a data-use consent section that gives none.
    case sectionDataUse
    /// The title of a time-commitment consent section that gives none.
    case sectionTimeCommitment
    /// The title of a study-survey consent section that gives none.
    case sectionStudySurvey
    /// The title of a study-tasks consent section that gives none.
    case sectionStudyTasks
    /// The title of a withdrawing consent section that gives none.
    case sectionWithdrawing
    /// The "learn more" label of an overview section.
    case learnMoreOverview
    /// The "learn more" label of a data-gathering section.
    case learnMoreDataGathering
    /// The "learn more" label of a privacy section.
    case learnMorePrivacy
    /// The "learn more" label of a data-use section.
    case learnMoreDataUse
    /// The "learn more" label of a time-commitment section.
    case learnMoreTimeCommitment
    /// The "learn more" label of a study-survey section.
    case learnMoreStudySurvey
    /// The "learn more" label of a study-tasks section.
    case learnMoreStudyTasks
    /// The "learn more" label of a withdrawing section.
    case learnMoreWithdrawing
    /// The "learn more" label of a custom section.
    case learnMore
    /// The "learn more" label of the sharing step.
    case learnMoreSharing
    /// The sharing step's title when it gives none.
    case sharingTitle
    /// The sharing step's text when it gives none: `{1}` is the investigators in full.
    case sharingText
    /// The sharing step's choice to share broadly: `{1}` is the investigators in brief.
    case shareBroadly
    /// The sharing step's choice to share with the investigators only: `{1}` is them in full.
    case shareOnlyWith
    /// The consent review's title when it gives none.
    case reviewTitle
    /// The consent review's instruction when it gives none.
    case reviewText
    /// The full-screen footer's key to the next consent section.
    case footerNext
    /// The full-screen footer's key to the next page of the document.
    case footerNextPage
    /// The full-screen footer's keys to agree or disagree.
    case footerAgreeDisagree
    /// The full-screen footer's keys after the reason for consent.
    case footerAgreeOrReadAgain
    /// The full-screen footer's keys on the signature pad.
    case footerSignOrClear
    /// The full-screen footer's key that confirms a typed answer.
    case footerConfirm
    /// The full-screen footer's key that skips a question answered by keys.
    case footerSkipKey
    /// The full-screen footer's key that skips a typed question.
    case footerSkipTyped
    /// The full-screen footer's key that goes back from a typed question.
    case footerBackTyped
    /// A position: `{1}` of `{2}`, in brackets.
    case ofCount
    /// The full-screen hint that a section goes on: part `{1}` of `{2}`.
    case moreParts
    /// The full-screen instruction over the signature pad.
    case signInBoxOrType
    /// The full-screen count of one stroke drawn.
    case oneStrokeDrawn
    /// The full-screen count of `{1}` strokes drawn.
    case strokesDrawn
    /// A required name left empty.
    case nameRequired
    /// Sign pressed on an empty pad in the terminal.
    case signOrType
    /// A multiple choice confirmed with nothing chosen, in the terminal.
    case chooseAtLeastOneByNumber
    /// The terminal's keys of a multiple choice.
    case numbersChooseEnterConfirms
    /// The terminal's key of a single choice.
    case pressANumber
    /// Appended to `pressANumber` for a yes/no question.
    case orYesNoKeys
    /// The console while a timed step runs without a duration.
    case activityRunning
    /// The console while a timed step runs for `{1}` seconds.
    case activityRunningFor
    /// The console as a walking leg starts: `{1}` steps, at most `{2}` seconds.
    case walkInstruction
    /// The console as a walking leg ends: `{1}` steps counted in `{2}` seconds.
    case walkSummary
    /// The console as a timed-walk trial starts: `{1}` metres, at most `{2}` seconds.
    case timedWalkInstruction
    /// The console as a timed-walk trial ends: `{1}` metres in `{2}` seconds.
    case timedWalkSummary
    /// The console as a tapping step starts: `{1}` seconds.
    case tappingInstruction
    /// The console as a tapping step ends: `{1}` taps.
    case tappingSummary
    /// The console as a memory step starts: up to `{1}` games.
    case memoryInstruction
    /// The console as a memory step ends: score `{1}` in `{2}` games, `{3}` failed.
    case memorySummary
    /// The console as a Stroop step starts: `{1}` words.
    case stroopInstruction
    /// The console as a Stroop step ends: `{1}` of `{2}` right.
    case stroopSummary
    /// The kiosk's accessible name of its navigation buttons.
    case ariaNavigation
    /// The kiosk's accessible name of its keypad.
    case ariaKeypad
    /// The kiosk's accessible name of the keypad's delete key.
    case ariaDelete
    /// The kiosk's accessible name of the keypad's minus key.
    case ariaMinusSign
    /// The kiosk's accessible name of the consent document's box.
    case ariaConsentDocument
    /// The kiosk's accessible name of the signature pad.
    case ariaSignaturePad
    /// The accessible name of the left tapping target.
    case leftTarget
    /// The accessible name of the right tapping target.
    case rightTarget
    /// The accessible name of memory cell `{1}`.
    case cellNumber
    /// A page `{1}` of `{2}`: the consent PDF's footer and the terminal's document pages.
    case pageOf
    /// The consent PDF's label under the signature.
    case pdfSignature
    /// The consent PDF's label under the printed name.
    case pdfPrintedName
    /// The consent PDF's label under the date.
    case pdfDate
    /// The consent PDF's title when the document has none.
    case pdfConsent

    /// The text in `language`, with `values` in place of `{1}`, `{2}`…
    /// - Parameters:
    ///   - language: The language to show.
    ///   - values: The values, in order.
    public func text(in language: BuiltInLanguage, _ values: String...) -> String {
        text(in: language, values: values)
    }

    /// The text in `language`, with `values` in place of `{1}`, `{2}`…
    /// - Parameters:
    ///   - language: The language to show.
    ///   - values: The values, in order.
    public func text(in language: BuiltInLanguage, values: [String]) -> String {
        var text = Self.catalogue[language]?[self] ?? Self.catalogue[.english]?[self] ?? rawValue
        for (index, value) in values.enumerated() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: value)
        }
        return text
    }
}
