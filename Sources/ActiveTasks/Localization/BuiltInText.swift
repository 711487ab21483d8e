/// Every participant-visible text the tool itself shows (the flow's refusals, the terminal
/// presenters' prompts, keys and typing hints, the answer formats' refusals of typed answers,
/// progress, the kiosk's progress and enrolment refusals, the consent PDF's labels), in every
/// `BuiltInLanguage`; presenters show them in the language the task was loaded in.
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
    /// The full-screen footer's keys of a PSAT step: 3 … 9 at once, 10 … 17 as 1 then 0 … 7.
    case footerPSATKeys
    /// The full-screen footer's keys of a Trail Making step: `{1}` the keys of the circles.
    case footerTrailMakingKeys
    /// The full-screen footer's keys of a Tower of Hanoi step: `{1}` the towers' keys, `{2}` the give-up key.
    case footerTowerOfHanoiKeys
    /// The steps a walking leg has counted: `{1}` of `{2}`.
    case stepsCounted
    /// The taps so far: `{1}`.
    case tapsSoFar
    /// A touch-ability trial asking for a tap: `{1}` the trial's number of `{2}`.
    case touchTapStatus
    /// A touch-ability trial asking for a long press: `{1}` the trial's number of `{2}`.
    case touchLongPressStatus
    /// A touch-ability trial asking for a swipe: `{1}` the trial's number of `{2}`.
    case touchSwipeStatus
    /// The console as a touch-ability step starts: `{1}` trials.
    case touchAbilityInstruction
    /// The console as a touch-ability step ends: `{1}` of `{2}` trials succeeded.
    case touchAbilitySummary
    /// The full-screen footer's keys of tap and long-press trials: `{1}` the keys of the cells.
    case footerTouchCellKeys
    /// The full-screen footer's keys of swipe trials: `{1}` up, `{2}` left, `{3}` down, `{4}` right.
    case footerTouchSwipeKeys
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
    /// The console as a reaction-time step starts: `{1}` attempts.
    case reactionTimeInstruction
    /// A reaction-time attempt waiting for its stimulus: attempt `{1}` of `{2}`.
    case reactionTimeWait
    /// A reaction-time attempt's stimulus.
    case reactionTimeStimulus
    /// A reaction-time attempt that succeeded: `{1}` milliseconds.
    case reactionTimeLatency
    /// A reaction-time attempt that timed out.
    case reactionTimeTooLate
    /// A reaction-time attempt with a movement before the stimulus.
    case reactionTimeTooEarly
    /// The console as a reaction-time step ends: `{1}` successes, `{2}` timeouts, `{3}` false starts.
    case reactionTimeSummary
    /// The console as a range-of-motion step starts: `{1}` seconds.
    case rangeOfMotionInstruction
    /// A range-of-motion step's angle now: `{1}` degrees.
    case rangeOfMotionAngle
    /// The console as a range-of-motion step ends: range `{1}`°, from `{2}`° to `{3}`°.
    case rangeOfMotionSummary
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
    /// The console as a hole-peg step starts: `{1}` pegs.
    case holePegInstruction
    /// The console as a hole-peg step ends: `{1}` of `{2}` pegs, `{3}` dropped.
    case holePegSummary
    /// The console as a flanker step starts: `{1}` rows.
    case flankerInstruction
    /// The console as a flanker step ends: `{1}` of `{2}` rows answered right.
    case flankerSummary
    /// The full-screen terminal's message on a hole-peg step, which keys cannot play.
    case holePegNeedsTouch
    /// The console as a PSAT step starts: `{1}` additions.
    case psatInstruction
    /// The console as a PSAT step ends: `{1}` of `{2}` sums right.
    case psatSummary
    /// A PSAT step's text once the first addition is asked for (ResearchKit's `PSAT_INSTRUCTION`).
    case psatAddInstruction
    /// Where an auditory PSAT's digit would be: the digits are spoken, not shown.
    case psatListen
    /// The console as a Trail Making step starts: `{1}` the order of the labels (`1 2 3 4 … 13`).
    case trailMakingInstruction
    /// A Trail Making step's errors so far (ResearchKit's `TRAILMAKING_ERROR_FORMAT`): `{1}`.
    case trailMakingErrors
    /// The console as a Trail Making step ends: `{1}` of `{2}` circles, `{3}` errors.
    case trailMakingSummary
    /// The console as a Tower of Hanoi step starts: `{1}` disks.
    case towerOfHanoiInstruction
    /// A Tower of Hanoi step's moves so far (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_PROGRESS_TEXT`): `{1}`.
    case towerOfHanoiMoves
    /// The console as a solved Tower of Hanoi step ends: in `{1}` moves, the fewest `{2}`.
    case towerOfHanoiSolved
    /// The console as an unsolved Tower of Hanoi step ends: after `{1}` moves.
    case towerOfHanoiUnsolved
    /// A tower's accessible name (ResearchKit's `AX_TOWER_OF_HANOI_TOWER`): `{1}` its number.
    case towerOfHanoiTower
    /// The kiosk's give-up button (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_SKIP_BUTTON_TITLE`).
    case towerOfHanoiGiveUp
    /// The console as an Amsler grid step starts.
    case amslerGridInstruction
    /// The console as an Amsler grid step ends: `{1}` areas marked.
    case amslerGridSummary
    /// The full-screen terminal's keys on an Amsler grid step.
    case footerAmslerGridKeys
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
    /// The terminal's typing hint for a whole number (before its range and unit).
    case typingWholeNumber
    /// The terminal's typing hint for a number (before its range and unit).
    case typingNumber
    /// Appended to a scale's typing hint: steps of `{1}`.
    case typingInStepsOf
    /// Appended to a continuous scale's typing hint: `{1}` decimals.
    case typingDecimals
    /// The terminal's typing hint for a text.
    case typingText
    /// The terminal's typing hint for a text of at most `{1}` characters.
    case typingTextAtMost
    /// The terminal's typing hint for an email address.
    case typingEmail
    /// The terminal's typing hint for a date.
    case typingDate
    /// The terminal's typing hint for a date and time.
    case typingDateAndTime
    /// The terminal's typing hint for a time of day.
    case typingTimeOfDay
    /// The terminal's typing hint for a duration.
    case typingDuration
    /// The terminal's typing hint for a height in centimetres.
    case typingHeightCentimetres
    /// The terminal's typing hint for a height in feet and inches.
    case typingHeightFeetAndInches
    /// The terminal's typing hint for a weight in kilograms: steps of `{1}`, an example `{2}`.
    case typingWeightKilograms
    /// The terminal's typing hint for a weight in pounds and ounces.
    case typingWeightPoundsAndOunces
    /// The terminal's typing hint for a weight in whole pounds.
    case typingWeightPounds
    /// The terminal's typing hint for a location (the example keeps its decimal points: the comma separates).
    case typingLocation
    /// The terminal's typing hint for a single choice.
    case typingChooseOneNumber
    /// The terminal's typing hint for a multiple choice.
    case typingChooseNumbers
    /// Appended to a choice's typing hint: how to specify the other choice `{1}`, number `{2}`.
    case typingSpecifyOther
    /// The terminal's typing hint for value pickers: one of each of `{1}`.
    case typingOneOfEach
    /// The terminal's typing hint for an age from `{1}` to `{2}` or a year of birth.
    case typingAge
    /// The terminal's typing hint for a year from `{1}` to `{2}`.
    case typingYearBetween
    /// The terminal's typing hint for a year from `{1}` on.
    case typingYearOrLater
    /// The terminal's typing hint for a year up to `{1}`.
    case typingYearOrEarlier
    /// The terminal's typing hint for any year, e.g. `{1}`.
    case typingYearExample
    /// The terminal's typing hint for a ladder: rung `{1}` (bottom) to `{2}` (top).
    case typingRungs
    /// A ladder's option: rung `{1}`.
    case typingRung
    /// A ladder's lowest option: rung `{1}`.
    case typingRungBottom
    /// A ladder's highest option: rung `{1}`.
    case typingRungTop
    /// A typed answer refused: type a `{1}` (a typing hint).
    case refusedTypeA
    /// A typed age refused: type your `{1}` (a typing hint).
    case refusedTypeYour
    /// A typed answer refused: type `{1}` (a typing hint).
    case refusedType
    /// A typed yes/no refused: 1 for `{1}`, 2 for `{2}`.
    case refusedYesOrNo
    /// A typed other answer on more than one line.
    case refusedOtherOneLine
    /// A multiple choice without an other choice, typed with a colon.
    case refusedNoOtherChoices
    /// A single choice without an other choice, typed with a colon.
    case refusedNoOtherChoice
    /// A multiple choice typed without numbers: 1 to `{1}`.
    case refusedChoiceNumbers
    /// A single choice typed without a number: 1 to `{1}`.
    case refusedChoiceNumber
    /// A single choice typed with no or several choices: 1 to `{1}`.
    case refusedOneNumber
    /// A typed text for a choice that is not the other choice `{1}`.
    case refusedOnlyOtherIsTyped
    /// A typed number `{1}` that is no choice; the choices `{2}`.
    case refusedNotAChoice
    /// A multiple choice that names a choice twice.
    case refusedChoiceTwice
    /// A multiple choice with the exclusive choice `{1}` and another.
    case refusedExclusiveChoice
    /// A typed value `{1}` outside `{2}`–`{3}`.
    case refusedOutside
    /// A typed value `{1}` off a scale from `{2}` in steps of `{3}`.
    case refusedNotOnScale
    /// A typed value `{1}` below the minimum `{2}`.
    case refusedBelowMinimum
    /// A typed value `{1}` above the maximum `{2}`.
    case refusedAboveMaximum
    /// A typed value `{1}` that is not a whole number.
    case refusedNotWhole
    /// A typed value `{1}` with more than `{2}` decimals.
    case refusedTooManyDecimals
    /// A typed `{1}` that is no date; what to type `{2}`.
    case refusedNotADate
    /// A typed date `{1}` before the earliest `{2}`.
    case refusedBeforeEarliestDate
    /// A typed date `{1}` after the latest `{2}`.
    case refusedAfterLatestDate
    /// A typed `{1}` that is no time of day.
    case refusedNotATime
    /// A typed time `{1}` before the earliest `{2}`.
    case refusedBeforeEarliestTime
    /// A typed time `{1}` after the latest `{2}`.
    case refusedAfterLatestTime
    /// A typed `{1}` that is no email address.
    case refusedNotAnEmail
    /// A typed height in feet with a part of a foot or 12 inches or more.
    case refusedFeetAndInches
    /// A typed weight with a part of a pound or 16 ounces or more.
    case refusedPoundsAndOunces
    /// A typed value `{1}` off the steps of `{2}`.
    case refusedNotInSteps
    /// A typed latitude `{1}` out of range.
    case refusedLatitude
    /// A typed longitude `{1}` out of range.
    case refusedLongitude
    /// A typed `{1}` that is no choice of picker `{2}`.
    case refusedNotAPickerChoice
    /// A typed text of `{1}` characters over the maximum `{2}`.
    case refusedTooLong
    /// A typed text on more than one line where one is asked.
    case refusedOneLine
    /// A typed text that does not match the pattern `{1}` (a task without its own message).
    case refusedNoMatch
    /// A typed number `{1}` that is no rung.
    case refusedNoRung
    /// A typed year `{1}` before the earliest `{2}`.
    case refusedYearBefore
    /// A typed year `{1}` after the latest `{2}`.
    case refusedYearAfter
    /// A typed age `{1}` outside `{2}`–`{3}` years; born `{4}`–`{5}`.
    case refusedAge
    /// A typed year of birth `{1}`, age `{2}` in `{3}`, outside `{4}`–`{5}` years; born `{6}`–`{7}`.
    case refusedBirthYear
    /// Two clauses of a refusal or hint: `{1}`, then what to do `{2}`.
    case refusedThen
    /// The console's prompt on a review step.
    case reviewPrompt
    /// A line a review step does not take: a number from 1 to `{1}`.
    case reviewRefusal
    /// The full-screen review's key that changes an answer.
    case footerChangeAnswer
    /// The kiosk enrolment screen's refusal of an empty participant id.
    case enrolTypeParticipant
    /// The kiosk enrolment screen's refusal without a visit.
    case enrolChooseVisit
    /// A participant id `{1}` with other characters than A–Z, 0–9 and `-`.
    case participantNotAnID
    /// A participant id `{1}` that does not match the study's pattern `{2}`.
    case participantPattern
    /// A participant id `{1}` whose Damm check digit should be `{2}`, not `{3}`.
    case participantCheckDigit
    /// A participant id `{1}` not among the study's `{2}` allowed ids.
    case participantNotAllowed
    /// An empty visit name.
    case visitEmpty
    /// A visit `{1}` not among the study's visits `{2}`.
    case visitNotAllowed
    /// The console as a touch reaction-time step starts: `{1}` attempts.
    case normalizedReactionTimeInstruction
    /// A touch reaction-time attempt's wait: attempt `{1}` of `{2}` (ResearchKit's
    /// `REACTION_TIME_TASK_ATTEMPTS_FORMAT`).
    case normalizedReactionTimeWait
    /// A touch reaction-time attempt's stimulus is shown.
    case normalizedReactionTimeStimulus
    /// A touch reaction-time attempt timed out.
    case normalizedReactionTimeTooLate
    /// The full-screen terminal's key on a touch reaction-time step: `{1}` the key.
    case footerNormalizedReactionTimeKeys
    /// A touch-ability trial asking for a scroll: `{1}` the trial's number of `{2}`.
    case touchScrollStatus
    /// The full-screen footer's keys of scroll trials: `{1}` and `{2}` the arrows that scroll back and on.
    case footerTouchScrollKeys
    /// A touch-ability trial asking for a pinch: `{1}` the trial's number of `{2}`.
    case touchPinchStatus
    /// A touch-ability trial asking for a rotation: `{1}` the trial's number of `{2}`.
    case touchRotationStatus
    /// The full-screen presenter in a pinch or rotation trial, which keys cannot make.
    case touchTwoFingerKeys

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
