/// The texts of the core table (`BuiltInTextTable.core`, `Sources/ActiveTasks/strings/TAG.json`), one
/// static member per key, named as its key; each doc comment says where the text shows, for
/// translators. A text here is in every language's file, and every key of the files is here.
extension BuiltInText {
    /// A yes/no question's label for yes, unless the task gives one.
    public static let yes = BuiltInText("yes")
    /// The kiosk's hint under a number with both bounds: `{1}` to `{2}`, then the unit `{3}` (with its space).
    public static let hintFromTo = BuiltInText("hintFromTo")
    /// The kiosk's hint under a number with a lower bound `{1}` and unit `{2}`.
    public static let hintAtLeast = BuiltInText("hintAtLeast")
    /// The kiosk's hint under a number with an upper bound `{1}` and unit `{2}`.
    public static let hintUpTo = BuiltInText("hintUpTo")
    /// The kiosk's hint under a text of at most `{1}` characters.
    public static let hintAtMostCharacters = BuiltInText("hintAtMostCharacters")
    /// The kiosk's hint under an age question: `{1}` to `{2}` years, or the year of birth.
    public static let hintAgeOrYear = BuiltInText("hintAgeOrYear")
    /// The kiosk's hint under a year question with both bounds `{1}` and `{2}`.
    public static let hintYearFromTo = BuiltInText("hintYearFromTo")
    /// The kiosk's hint under a year question with a lower bound `{1}`.
    public static let hintYearAtLeast = BuiltInText("hintYearAtLeast")
    /// The kiosk's hint under a year question with an upper bound `{1}`.
    public static let hintYearUpTo = BuiltInText("hintYearUpTo")
    /// The don't-know button of a question that offers one, unless the task names it.
    public static let dontKnow = BuiltInText("dontKnow")
    /// A skipped answer on a review step.
    public static let reviewSkipped = BuiltInText("reviewSkipped")
    /// The kiosk review's button that shows the next answers.
    public static let moreAnswers = BuiltInText("moreAnswers")
    /// The kiosk enrolment screen's heading when it asks for the participant.
    public static let whoIsTakingPart = BuiltInText("whoIsTakingPart")
    /// The kiosk enrolment screen's heading when it asks for the visit only.
    public static let whichVisit = BuiltInText("whichVisit")
    /// The kiosk enrolment screen's label of the typed participant id.
    public static let participantID = BuiltInText("participantID")
    /// The kiosk enrolment screen's label of the visit buttons.
    public static let visit = BuiltInText("visit")
    /// A yes/no question's label for no, unless the task gives one.
    public static let no = BuiltInText("no")
    /// A required multiple-choice question left without an answer.
    public static let chooseAtLeastOne = BuiltInText("chooseAtLeastOne")
    /// A required single-choice or yes/no question left without an answer.
    public static let chooseOne = BuiltInText("chooseOne")
    /// A required scale left where it started.
    public static let moveSlider = BuiltInText("moveSlider")
    /// Any other required question left without an answer.
    public static let answerNeeded = BuiltInText("answerNeeded")
    /// The console's prompt on a page that only reads.
    public static let pressEnterToContinue = BuiltInText("pressEnterToContinue")
    /// The console's prompt before an active step that waits for the participant.
    public static let pressEnterToStart = BuiltInText("pressEnterToStart")
    /// The console's prompt after an active step that waits for the participant.
    public static let doneEnterToContinue = BuiltInText("doneEnterToContinue")
    /// Appended to a console prompt when the question may be skipped.
    public static let orSkip = BuiltInText("orSkip")
    /// Appended to a console prompt when the participant may go back.
    public static let orGoBack = BuiltInText("orGoBack")
    /// A refused answer: `{1}` is the reason.
    public static let notAccepted = BuiltInText("notAccepted")
    /// Progress through the task: step `{1}` of `{2}`.
    public static let stepOf = BuiltInText("stepOf")
    /// Progress when the number of steps is not known: step `{1}`.
    public static let stepNumber = BuiltInText("stepNumber")
    /// A form's question `{1}` of `{2}`.
    public static let questionOf = BuiltInText("questionOf")
    /// The full-screen footer's key to continue.
    public static let footerContinue = BuiltInText("footerContinue")
    /// The full-screen footer's key to go back.
    public static let footerBack = BuiltInText("footerBack")
    /// The full-screen footer's key to save the run and stop.
    public static let footerSaveAndStop = BuiltInText("footerSaveAndStop")
    /// The full-screen question before stopping.
    public static let stopTheTask = BuiltInText("stopTheTask")
    /// The full-screen answers to `stopTheTask`.
    public static let stopOrGoOn = BuiltInText("stopOrGoOn")
    /// The console's prompt between consent sections.
    public static let pressEnterForNextSection = BuiltInText("pressEnterForNextSection")
    /// The console's prompt for the given name when signing.
    public static let givenName = BuiltInText("givenName")
    /// The console's prompt for the family name when signing.
    public static let familyName = BuiltInText("familyName")
    /// The console's prompt for the initials that sign.
    public static let initials = BuiltInText("initials")
    /// Appended to a console prompt for a line that may be left empty.
    public static let enterToLeaveOut = BuiltInText("enterToLeaveOut")
    /// A required line left empty: `{1}` is what was asked.
    public static let isRequired = BuiltInText("isRequired")
    /// The console's note that typed initials stand for the signature.
    public static let initialsAreTheSignature = BuiltInText("initialsAreTheSignature")
    /// The console's prompt after the reason for consent.
    public static let agreeOrReadAgain = BuiltInText("agreeOrReadAgain")
    /// The full-screen footer's keys for the tapping targets: `{1}` left, `{2}` right.
    public static let footerTappingKeys = BuiltInText("footerTappingKeys")
    /// The full-screen footer's keys for the memory game's targets.
    public static let footerMemoryKeys = BuiltInText("footerMemoryKeys")
    /// The full-screen footer's keys of a Stroop step: `{1}` the keys of the four colours.
    public static let footerStroopKeys = BuiltInText("footerStroopKeys")
    /// The full-screen footer's keys of a PSAT step: 3 … 9 at once, 10 … 17 as 1 then 0 … 7.
    public static let footerPSATKeys = BuiltInText("footerPSATKeys")
    /// The full-screen footer's keys of a Trail Making step: `{1}` the keys of the circles.
    public static let footerTrailMakingKeys = BuiltInText("footerTrailMakingKeys")
    /// The full-screen footer's keys of a Tower of Hanoi step: `{1}` the towers' keys, `{2}` the give-up key.
    public static let footerTowerOfHanoiKeys = BuiltInText("footerTowerOfHanoiKeys")
    /// The steps a walking leg has counted: `{1}` of `{2}`.
    public static let stepsCounted = BuiltInText("stepsCounted")
    /// The taps so far: `{1}`.
    public static let tapsSoFar = BuiltInText("tapsSoFar")
    /// A touch-ability trial asking for a tap: `{1}` the trial's number of `{2}`.
    public static let touchTapStatus = BuiltInText("touchTapStatus")
    /// A touch-ability trial asking for a long press: `{1}` the trial's number of `{2}`.
    public static let touchLongPressStatus = BuiltInText("touchLongPressStatus")
    /// A touch-ability trial asking for a swipe: `{1}` the trial's number of `{2}`.
    public static let touchSwipeStatus = BuiltInText("touchSwipeStatus")
    /// The console as a touch-ability step starts: `{1}` trials.
    public static let touchAbilityInstruction = BuiltInText("touchAbilityInstruction")
    /// The console as a touch-ability step ends: `{1}` of `{2}` trials succeeded.
    public static let touchAbilitySummary = BuiltInText("touchAbilitySummary")
    /// The full-screen footer's keys of tap and long-press trials: `{1}` the keys of the cells.
    public static let footerTouchCellKeys = BuiltInText("footerTouchCellKeys")
    /// The full-screen footer's keys of swipe trials: `{1}` up, `{2}` left, `{3}` down, `{4}` right.
    public static let footerTouchSwipeKeys = BuiltInText("footerTouchSwipeKeys")
    /// Before the first tap of a tapping step.
    public static let timeStartsAtFirstTap = BuiltInText("timeStartsAtFirstTap")
    /// The memory game while it lights targets.
    public static let watchTargets = BuiltInText("watchTargets")
    /// The memory game while the participant repeats the sequence.
    public static let tapInOrder = BuiltInText("tapInOrder")
    /// The memory game while the participant repeats the sequence backwards.
    public static let tapInReverse = BuiltInText("tapInReverse")
    /// The memory game after a sequence repeated right.
    public static let wellDone = BuiltInText("wellDone")
    /// The memory game after a wrong target.
    public static let notTheNextTarget = BuiltInText("notTheNextTarget")
    /// The memory game after its time ran out.
    public static let timeIsUp = BuiltInText("timeIsUp")
    /// The memory game's status: score `{1}`, game `{2}` of `{3}`.
    public static let memoryStatus = BuiltInText("memoryStatus")
    /// The memory game's key to go on to the next game.
    public static let enterToGoOn = BuiltInText("enterToGoOn")
    /// The kiosk language screen's heading.
    public static let chooseLanguage = BuiltInText("chooseLanguage")
    /// The kiosk's button to go on.
    public static let next = BuiltInText("next")
    /// The kiosk's button to go back.
    public static let back = BuiltInText("back")
    /// The kiosk's button to skip an optional question.
    public static let skip = BuiltInText("skip")
    /// The kiosk's button to start the next memory game.
    public static let continueButton = BuiltInText("continueButton")
    /// The kiosk's button that asks to stop the task.
    public static let cancel = BuiltInText("cancel")
    /// The kiosk's question before stopping.
    public static let stopThisTask = BuiltInText("stopThisTask")
    /// The kiosk's note under `stopThisTask`.
    public static let doneSoFarIsSaved = BuiltInText("doneSoFarIsSaved")
    /// The kiosk's answer to go on with the task.
    public static let keepGoing = BuiltInText("keepGoing")
    /// The kiosk's answer to stop the task.
    public static let stopTask = BuiltInText("stopTask")
    /// The kiosk page when the server is gone.
    public static let connectionLost = BuiltInText("connectionLost")
    /// The kiosk's heading when the task is complete.
    public static let thankYou = BuiltInText("thankYou")
    /// The kiosk's heading when the task was stopped.
    public static let stopped = BuiltInText("stopped")
    /// The kiosk's text when the task is complete.
    public static let taskComplete = BuiltInText("taskComplete")
    /// The kiosk's text when the task was stopped.
    public static let taskStopped = BuiltInText("taskStopped")
    /// The kiosk's label above a countdown.
    public static let startingIn = BuiltInText("startingIn")
    /// A timed walk's distance: `{1}` of `{2}` metres.
    public static let distanceWalked = BuiltInText("distanceWalked")
    /// The kiosk's label on a tapping target.
    public static let tapButton = BuiltInText("tapButton")
    /// The kiosk's button that answers with the current location `{1}`.
    public static let useCurrentLocation = BuiltInText("useCurrentLocation")
    /// The kiosk's consent section `{1}` of `{2}`.
    public static let sectionOf = BuiltInText("sectionOf")
    /// The kiosk's button to agree to the consent.
    public static let agree = BuiltInText("agree")
    /// The kiosk's button not to agree to the consent.
    public static let disagree = BuiltInText("disagree")
    /// The kiosk's note while Agree waits for the document to be read.
    public static let readToTheEnd = BuiltInText("readToTheEnd")
    /// The kiosk's heading over the reason for consent.
    public static let agreement = BuiltInText("agreement")
    /// The kiosk's heading over the name fields.
    public static let yourName = BuiltInText("yourName")
    /// The kiosk's heading over the name fields of signer `{1}`.
    public static let signersName = BuiltInText("signersName")
    /// The kiosk's label of the given-name field.
    public static let givenNameField = BuiltInText("givenNameField")
    /// The kiosk's label of the family-name field.
    public static let familyNameField = BuiltInText("familyNameField")
    /// The kiosk's heading over the signature pad.
    public static let signWithFinger = BuiltInText("signWithFinger")
    /// The kiosk's button that clears the signature pad.
    public static let clear = BuiltInText("clear")
    /// The kiosk's button that signs.
    public static let sign = BuiltInText("sign")
    /// The kiosk's notice when Sign is pressed on an empty pad.
    public static let signInTheBox = BuiltInText("signInTheBox")
    /// The title of an overview consent section that gives none.
    public static let sectionWelcome = BuiltInText("sectionWelcome")
    /// The title of a data-gathering consent section that gives none.
    public static let sectionDataGathering = BuiltInText("sectionDataGathering")
    /// The title of a privacy consent section that gives none.
    public static let sectionPrivacy = BuiltInText("sectionPrivacy")
    /// The title of a data-use consent section that gives none.
    public static let sectionDataUse = BuiltInText("sectionDataUse")
    /// The title of a time-commitment consent section that gives none.
    public static let sectionTimeCommitment = BuiltInText("sectionTimeCommitment")
    /// The title of a study-survey consent section that gives none.
    public static let sectionStudySurvey = BuiltInText("sectionStudySurvey")
    /// The title of a study-tasks consent section that gives none.
    public static let sectionStudyTasks = BuiltInText("sectionStudyTasks")
    /// The title of a withdrawing consent section that gives none.
    public static let sectionWithdrawing = BuiltInText("sectionWithdrawing")
    /// The "learn more" label of an overview section.
    public static let learnMoreOverview = BuiltInText("learnMoreOverview")
    /// The "learn more" label of a data-gathering section.
    public static let learnMoreDataGathering = BuiltInText("learnMoreDataGathering")
    /// The "learn more" label of a privacy section.
    public static let learnMorePrivacy = BuiltInText("learnMorePrivacy")
    /// The "learn more" label of a data-use section.
    public static let learnMoreDataUse = BuiltInText("learnMoreDataUse")
    /// The "learn more" label of a time-commitment section.
    public static let learnMoreTimeCommitment = BuiltInText("learnMoreTimeCommitment")
    /// The "learn more" label of a study-survey section.
    public static let learnMoreStudySurvey = BuiltInText("learnMoreStudySurvey")
    /// The "learn more" label of a study-tasks section.
    public static let learnMoreStudyTasks = BuiltInText("learnMoreStudyTasks")
    /// The "learn more" label of a withdrawing section.
    public static let learnMoreWithdrawing = BuiltInText("learnMoreWithdrawing")
    /// The "learn more" label of a custom section.
    public static let learnMore = BuiltInText("learnMore")
    /// The "learn more" label of the sharing step.
    public static let learnMoreSharing = BuiltInText("learnMoreSharing")
    /// The sharing step's title when it gives none.
    public static let sharingTitle = BuiltInText("sharingTitle")
    /// The sharing step's text when it gives none: `{1}` is the investigators in full.
    public static let sharingText = BuiltInText("sharingText")
    /// The sharing step's choice to share broadly: `{1}` is the investigators in brief.
    public static let shareBroadly = BuiltInText("shareBroadly")
    /// The sharing step's choice to share with the investigators only: `{1}` is them in full.
    public static let shareOnlyWith = BuiltInText("shareOnlyWith")
    /// The consent review's title when it gives none.
    public static let reviewTitle = BuiltInText("reviewTitle")
    /// The consent review's instruction when it gives none.
    public static let reviewText = BuiltInText("reviewText")
    /// The full-screen footer's key to the next consent section.
    public static let footerNext = BuiltInText("footerNext")
    /// The full-screen footer's key to the next page of the document.
    public static let footerNextPage = BuiltInText("footerNextPage")
    /// The full-screen footer's keys to agree or disagree.
    public static let footerAgreeDisagree = BuiltInText("footerAgreeDisagree")
    /// The full-screen footer's keys after the reason for consent.
    public static let footerAgreeOrReadAgain = BuiltInText("footerAgreeOrReadAgain")
    /// The full-screen footer's keys on the signature pad.
    public static let footerSignOrClear = BuiltInText("footerSignOrClear")
    /// The full-screen footer's key that confirms a typed answer.
    public static let footerConfirm = BuiltInText("footerConfirm")
    /// The full-screen footer's key that skips a question answered by keys.
    public static let footerSkipKey = BuiltInText("footerSkipKey")
    /// The full-screen footer's key that skips a typed question.
    public static let footerSkipTyped = BuiltInText("footerSkipTyped")
    /// The full-screen footer's key that goes back from a typed question.
    public static let footerBackTyped = BuiltInText("footerBackTyped")
    /// A position: `{1}` of `{2}`, in brackets.
    public static let ofCount = BuiltInText("ofCount")
    /// The full-screen hint that a section goes on: part `{1}` of `{2}`.
    public static let moreParts = BuiltInText("moreParts")
    /// The full-screen instruction over the signature pad.
    public static let signInBoxOrType = BuiltInText("signInBoxOrType")
    /// The full-screen count of one stroke drawn.
    public static let oneStrokeDrawn = BuiltInText("oneStrokeDrawn")
    /// The full-screen count of `{1}` strokes drawn.
    public static let strokesDrawn = BuiltInText("strokesDrawn")
    /// A required name left empty.
    public static let nameRequired = BuiltInText("nameRequired")
    /// Sign pressed on an empty pad in the terminal.
    public static let signOrType = BuiltInText("signOrType")
    /// A multiple choice confirmed with nothing chosen, in the terminal.
    public static let chooseAtLeastOneByNumber = BuiltInText("chooseAtLeastOneByNumber")
    /// The terminal's keys of a multiple choice.
    public static let numbersChooseEnterConfirms = BuiltInText("numbersChooseEnterConfirms")
    /// The terminal's key of a single choice.
    public static let pressANumber = BuiltInText("pressANumber")
    /// Appended to `pressANumber` for a yes/no question.
    public static let orYesNoKeys = BuiltInText("orYesNoKeys")
    /// The console while a timed step runs without a duration.
    public static let activityRunning = BuiltInText("activityRunning")
    /// The console while a timed step runs for `{1}` seconds.
    public static let activityRunningFor = BuiltInText("activityRunningFor")
    /// The console as a walking leg starts: `{1}` steps, at most `{2}` seconds.
    public static let walkInstruction = BuiltInText("walkInstruction")
    /// The console as a walking leg ends: `{1}` steps counted in `{2}` seconds.
    public static let walkSummary = BuiltInText("walkSummary")
    /// The console as a timed-walk trial starts: `{1}` metres, at most `{2}` seconds.
    public static let timedWalkInstruction = BuiltInText("timedWalkInstruction")
    /// The console as a timed-walk trial ends: `{1}` metres in `{2}` seconds.
    public static let timedWalkSummary = BuiltInText("timedWalkSummary")
    /// The console as a reaction-time step starts: `{1}` attempts.
    public static let reactionTimeInstruction = BuiltInText("reactionTimeInstruction")
    /// A reaction-time attempt waiting for its stimulus: attempt `{1}` of `{2}`.
    public static let reactionTimeWait = BuiltInText("reactionTimeWait")
    /// A reaction-time attempt's stimulus.
    public static let reactionTimeStimulus = BuiltInText("reactionTimeStimulus")
    /// A reaction-time attempt that succeeded: `{1}` milliseconds.
    public static let reactionTimeLatency = BuiltInText("reactionTimeLatency")
    /// A reaction-time attempt that timed out.
    public static let reactionTimeTooLate = BuiltInText("reactionTimeTooLate")
    /// A reaction-time attempt with a movement before the stimulus.
    public static let reactionTimeTooEarly = BuiltInText("reactionTimeTooEarly")
    /// The console as a reaction-time step ends: `{1}` successes, `{2}` timeouts, `{3}` false starts.
    public static let reactionTimeSummary = BuiltInText("reactionTimeSummary")
    /// The console as a range-of-motion step starts: `{1}` seconds.
    public static let rangeOfMotionInstruction = BuiltInText("rangeOfMotionInstruction")
    /// A range-of-motion step's angle now: `{1}` degrees.
    public static let rangeOfMotionAngle = BuiltInText("rangeOfMotionAngle")
    /// The console as a range-of-motion step ends: range `{1}`°, from `{2}`° to `{3}`°.
    public static let rangeOfMotionSummary = BuiltInText("rangeOfMotionSummary")
    /// The console as a tapping step starts: `{1}` seconds.
    public static let tappingInstruction = BuiltInText("tappingInstruction")
    /// The console as a tapping step ends: `{1}` taps.
    public static let tappingSummary = BuiltInText("tappingSummary")
    /// The console as a memory step starts: up to `{1}` games.
    public static let memoryInstruction = BuiltInText("memoryInstruction")
    /// The console as a memory step ends: score `{1}` in `{2}` games, `{3}` failed.
    public static let memorySummary = BuiltInText("memorySummary")
    /// The console as a Stroop step starts: `{1}` words.
    public static let stroopInstruction = BuiltInText("stroopInstruction")
    /// The console as a Stroop step ends: `{1}` of `{2}` right.
    public static let stroopSummary = BuiltInText("stroopSummary")
    /// The console as a hole-peg step starts: `{1}` pegs.
    public static let holePegInstruction = BuiltInText("holePegInstruction")
    /// The console as a hole-peg step ends: `{1}` of `{2}` pegs, `{3}` dropped.
    public static let holePegSummary = BuiltInText("holePegSummary")
    /// The full-screen terminal's message on a hole-peg step, which keys cannot play.
    public static let holePegNeedsTouch = BuiltInText("holePegNeedsTouch")
    /// The console as a PSAT step starts: `{1}` additions.
    public static let psatInstruction = BuiltInText("psatInstruction")
    /// The console as a PSAT step ends: `{1}` of `{2}` sums right.
    public static let psatSummary = BuiltInText("psatSummary")
    /// A PSAT step's text once the first addition is asked for (ResearchKit's `PSAT_INSTRUCTION`).
    public static let psatAddInstruction = BuiltInText("psatAddInstruction")
    /// Where an auditory PSAT's digit would be: the digits are spoken, not shown.
    public static let psatListen = BuiltInText("psatListen")
    /// The console as a Trail Making step starts: `{1}` the order of the labels (`1 2 3 4 … 13`).
    public static let trailMakingInstruction = BuiltInText("trailMakingInstruction")
    /// A Trail Making step's errors so far (ResearchKit's `TRAILMAKING_ERROR_FORMAT`): `{1}`.
    public static let trailMakingErrors = BuiltInText("trailMakingErrors")
    /// The console as a Trail Making step ends: `{1}` of `{2}` circles, `{3}` errors.
    public static let trailMakingSummary = BuiltInText("trailMakingSummary")
    /// The console as a Tower of Hanoi step starts: `{1}` disks.
    public static let towerOfHanoiInstruction = BuiltInText("towerOfHanoiInstruction")
    /// A Tower of Hanoi step's moves so far (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_PROGRESS_TEXT`): `{1}`.
    public static let towerOfHanoiMoves = BuiltInText("towerOfHanoiMoves")
    /// The console as a solved Tower of Hanoi step ends: in `{1}` moves, the fewest `{2}`.
    public static let towerOfHanoiSolved = BuiltInText("towerOfHanoiSolved")
    /// The console as an unsolved Tower of Hanoi step ends: after `{1}` moves.
    public static let towerOfHanoiUnsolved = BuiltInText("towerOfHanoiUnsolved")
    /// A tower's accessible name (ResearchKit's `AX_TOWER_OF_HANOI_TOWER`): `{1}` its number.
    public static let towerOfHanoiTower = BuiltInText("towerOfHanoiTower")
    /// The kiosk's give-up button (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_SKIP_BUTTON_TITLE`).
    public static let towerOfHanoiGiveUp = BuiltInText("towerOfHanoiGiveUp")
    /// The console as an Amsler grid step starts.
    public static let amslerGridInstruction = BuiltInText("amslerGridInstruction")
    /// The console as an Amsler grid step ends: `{1}` areas marked.
    public static let amslerGridSummary = BuiltInText("amslerGridSummary")
    /// The full-screen terminal's keys on an Amsler grid step.
    public static let footerAmslerGridKeys = BuiltInText("footerAmslerGridKeys")
    /// The kiosk's accessible name of its navigation buttons.
    public static let ariaNavigation = BuiltInText("ariaNavigation")
    /// The kiosk's accessible name of its keypad.
    public static let ariaKeypad = BuiltInText("ariaKeypad")
    /// The kiosk's accessible name of the keypad's delete key.
    public static let ariaDelete = BuiltInText("ariaDelete")
    /// The kiosk's accessible name of the keypad's minus key.
    public static let ariaMinusSign = BuiltInText("ariaMinusSign")
    /// The kiosk's accessible name of the consent document's box.
    public static let ariaConsentDocument = BuiltInText("ariaConsentDocument")
    /// The kiosk's accessible name of the signature pad.
    public static let ariaSignaturePad = BuiltInText("ariaSignaturePad")
    /// The accessible name of the left tapping target.
    public static let leftTarget = BuiltInText("leftTarget")
    /// The accessible name of the right tapping target.
    public static let rightTarget = BuiltInText("rightTarget")
    /// The accessible name of memory cell `{1}`.
    public static let cellNumber = BuiltInText("cellNumber")
    /// A page `{1}` of `{2}`: the consent PDF's footer and the terminal's document pages.
    public static let pageOf = BuiltInText("pageOf")
    /// The consent PDF's label under the signature.
    public static let pdfSignature = BuiltInText("pdfSignature")
    /// The consent PDF's label under the printed name.
    public static let pdfPrintedName = BuiltInText("pdfPrintedName")
    /// The consent PDF's label under the date.
    public static let pdfDate = BuiltInText("pdfDate")
    /// The consent PDF's title when the document has none.
    public static let pdfConsent = BuiltInText("pdfConsent")
    /// The terminal's typing hint for a whole number (before its range and unit).
    public static let typingWholeNumber = BuiltInText("typingWholeNumber")
    /// The terminal's typing hint for a number (before its range and unit).
    public static let typingNumber = BuiltInText("typingNumber")
    /// Appended to a scale's typing hint: steps of `{1}`.
    public static let typingInStepsOf = BuiltInText("typingInStepsOf")
    /// Appended to a continuous scale's typing hint: `{1}` decimals.
    public static let typingDecimals = BuiltInText("typingDecimals")
    /// The terminal's typing hint for a text.
    public static let typingText = BuiltInText("typingText")
    /// The terminal's typing hint for a text of at most `{1}` characters.
    public static let typingTextAtMost = BuiltInText("typingTextAtMost")
    /// The terminal's typing hint for an email address.
    public static let typingEmail = BuiltInText("typingEmail")
    /// The terminal's typing hint for a date.
    public static let typingDate = BuiltInText("typingDate")
    /// The terminal's typing hint for a date and time.
    public static let typingDateAndTime = BuiltInText("typingDateAndTime")
    /// The terminal's typing hint for a time of day.
    public static let typingTimeOfDay = BuiltInText("typingTimeOfDay")
    /// The terminal's typing hint for a duration.
    public static let typingDuration = BuiltInText("typingDuration")
    /// The terminal's typing hint for a height in centimetres.
    public static let typingHeightCentimetres = BuiltInText("typingHeightCentimetres")
    /// The terminal's typing hint for a height in feet and inches.
    public static let typingHeightFeetAndInches = BuiltInText("typingHeightFeetAndInches")
    /// The terminal's typing hint for a weight in kilograms: steps of `{1}`, an example `{2}`.
    public static let typingWeightKilograms = BuiltInText("typingWeightKilograms")
    /// The terminal's typing hint for a weight in pounds and ounces.
    public static let typingWeightPoundsAndOunces = BuiltInText("typingWeightPoundsAndOunces")
    /// The terminal's typing hint for a weight in whole pounds.
    public static let typingWeightPounds = BuiltInText("typingWeightPounds")
    /// The terminal's typing hint for a location (the example keeps its decimal points: the comma separates).
    public static let typingLocation = BuiltInText("typingLocation")
    /// The terminal's typing hint for a single choice.
    public static let typingChooseOneNumber = BuiltInText("typingChooseOneNumber")
    /// The terminal's typing hint for a multiple choice.
    public static let typingChooseNumbers = BuiltInText("typingChooseNumbers")
    /// Appended to a choice's typing hint: how to specify the other choice `{1}`, number `{2}`.
    public static let typingSpecifyOther = BuiltInText("typingSpecifyOther")
    /// The terminal's typing hint for value pickers: one of each of `{1}`.
    public static let typingOneOfEach = BuiltInText("typingOneOfEach")
    /// The terminal's typing hint for an age from `{1}` to `{2}` or a year of birth.
    public static let typingAge = BuiltInText("typingAge")
    /// The terminal's typing hint for a year from `{1}` to `{2}`.
    public static let typingYearBetween = BuiltInText("typingYearBetween")
    /// The terminal's typing hint for a year from `{1}` on.
    public static let typingYearOrLater = BuiltInText("typingYearOrLater")
    /// The terminal's typing hint for a year up to `{1}`.
    public static let typingYearOrEarlier = BuiltInText("typingYearOrEarlier")
    /// The terminal's typing hint for any year, e.g. `{1}`.
    public static let typingYearExample = BuiltInText("typingYearExample")
    /// The terminal's typing hint for a ladder: rung `{1}` (bottom) to `{2}` (top).
    public static let typingRungs = BuiltInText("typingRungs")
    /// A ladder's option: rung `{1}`.
    public static let typingRung = BuiltInText("typingRung")
    /// A ladder's lowest option: rung `{1}`.
    public static let typingRungBottom = BuiltInText("typingRungBottom")
    /// A ladder's highest option: rung `{1}`.
    public static let typingRungTop = BuiltInText("typingRungTop")
    /// A typed answer refused: type a `{1}` (a typing hint).
    public static let refusedTypeA = BuiltInText("refusedTypeA")
    /// A typed age refused: type your `{1}` (a typing hint).
    public static let refusedTypeYour = BuiltInText("refusedTypeYour")
    /// A typed answer refused: type `{1}` (a typing hint).
    public static let refusedType = BuiltInText("refusedType")
    /// A typed yes/no refused: 1 for `{1}`, 2 for `{2}`.
    public static let refusedYesOrNo = BuiltInText("refusedYesOrNo")
    /// A typed other answer on more than one line.
    public static let refusedOtherOneLine = BuiltInText("refusedOtherOneLine")
    /// A multiple choice without an other choice, typed with a colon.
    public static let refusedNoOtherChoices = BuiltInText("refusedNoOtherChoices")
    /// A single choice without an other choice, typed with a colon.
    public static let refusedNoOtherChoice = BuiltInText("refusedNoOtherChoice")
    /// A multiple choice typed without numbers: 1 to `{1}`.
    public static let refusedChoiceNumbers = BuiltInText("refusedChoiceNumbers")
    /// A single choice typed without a number: 1 to `{1}`.
    public static let refusedChoiceNumber = BuiltInText("refusedChoiceNumber")
    /// A single choice typed with no or several choices: 1 to `{1}`.
    public static let refusedOneNumber = BuiltInText("refusedOneNumber")
    /// A typed text for a choice that is not the other choice `{1}`.
    public static let refusedOnlyOtherIsTyped = BuiltInText("refusedOnlyOtherIsTyped")
    /// A typed number `{1}` that is no choice; the choices `{2}`.
    public static let refusedNotAChoice = BuiltInText("refusedNotAChoice")
    /// A multiple choice that names a choice twice.
    public static let refusedChoiceTwice = BuiltInText("refusedChoiceTwice")
    /// A multiple choice with the exclusive choice `{1}` and another.
    public static let refusedExclusiveChoice = BuiltInText("refusedExclusiveChoice")
    /// A typed value `{1}` outside `{2}`–`{3}`.
    public static let refusedOutside = BuiltInText("refusedOutside")
    /// A typed value `{1}` off a scale from `{2}` in steps of `{3}`.
    public static let refusedNotOnScale = BuiltInText("refusedNotOnScale")
    /// A typed value `{1}` below the minimum `{2}`.
    public static let refusedBelowMinimum = BuiltInText("refusedBelowMinimum")
    /// A typed value `{1}` above the maximum `{2}`.
    public static let refusedAboveMaximum = BuiltInText("refusedAboveMaximum")
    /// A typed value `{1}` that is not a whole number.
    public static let refusedNotWhole = BuiltInText("refusedNotWhole")
    /// A typed value `{1}` with more than `{2}` decimals.
    public static let refusedTooManyDecimals = BuiltInText("refusedTooManyDecimals")
    /// A typed `{1}` that is no date; what to type `{2}`.
    public static let refusedNotADate = BuiltInText("refusedNotADate")
    /// A typed date `{1}` before the earliest `{2}`.
    public static let refusedBeforeEarliestDate = BuiltInText("refusedBeforeEarliestDate")
    /// A typed date `{1}` after the latest `{2}`.
    public static let refusedAfterLatestDate = BuiltInText("refusedAfterLatestDate")
    /// A typed `{1}` that is no time of day.
    public static let refusedNotATime = BuiltInText("refusedNotATime")
    /// A typed time `{1}` before the earliest `{2}`.
    public static let refusedBeforeEarliestTime = BuiltInText("refusedBeforeEarliestTime")
    /// A typed time `{1}` after the latest `{2}`.
    public static let refusedAfterLatestTime = BuiltInText("refusedAfterLatestTime")
    /// A typed `{1}` that is no email address.
    public static let refusedNotAnEmail = BuiltInText("refusedNotAnEmail")
    /// A typed height in feet with a part of a foot or 12 inches or more.
    public static let refusedFeetAndInches = BuiltInText("refusedFeetAndInches")
    /// A typed weight with a part of a pound or 16 ounces or more.
    public static let refusedPoundsAndOunces = BuiltInText("refusedPoundsAndOunces")
    /// A typed value `{1}` off the steps of `{2}`.
    public static let refusedNotInSteps = BuiltInText("refusedNotInSteps")
    /// A typed latitude `{1}` out of range.
    public static let refusedLatitude = BuiltInText("refusedLatitude")
    /// A typed longitude `{1}` out of range.
    public static let refusedLongitude = BuiltInText("refusedLongitude")
    /// A typed `{1}` that is no choice of picker `{2}`.
    public static let refusedNotAPickerChoice = BuiltInText("refusedNotAPickerChoice")
    /// A typed text of `{1}` characters over the maximum `{2}`.
    public static let refusedTooLong = BuiltInText("refusedTooLong")
    /// A typed text on more than one line where one is asked.
    public static let refusedOneLine = BuiltInText("refusedOneLine")
    /// A typed text that does not match the pattern `{1}` (a task without its own message).
    public static let refusedNoMatch = BuiltInText("refusedNoMatch")
    /// A typed number `{1}` that is no rung.
    public static let refusedNoRung = BuiltInText("refusedNoRung")
    /// A typed year `{1}` before the earliest `{2}`.
    public static let refusedYearBefore = BuiltInText("refusedYearBefore")
    /// A typed year `{1}` after the latest `{2}`.
    public static let refusedYearAfter = BuiltInText("refusedYearAfter")
    /// A typed age `{1}` outside `{2}`–`{3}` years; born `{4}`–`{5}`.
    public static let refusedAge = BuiltInText("refusedAge")
    /// A typed year of birth `{1}`, age `{2}` in `{3}`, outside `{4}`–`{5}` years; born `{6}`–`{7}`.
    public static let refusedBirthYear = BuiltInText("refusedBirthYear")
    /// Two clauses of a refusal or hint: `{1}`, then what to do `{2}`.
    public static let refusedThen = BuiltInText("refusedThen")
    /// The console's prompt on a review step.
    public static let reviewPrompt = BuiltInText("reviewPrompt")
    /// A line a review step does not take: a number from 1 to `{1}`.
    public static let reviewRefusal = BuiltInText("reviewRefusal")
    /// The full-screen review's key that changes an answer.
    public static let footerChangeAnswer = BuiltInText("footerChangeAnswer")
    /// The kiosk enrolment screen's refusal of an empty participant id.
    public static let enrolTypeParticipant = BuiltInText("enrolTypeParticipant")
    /// The kiosk enrolment screen's refusal without a visit.
    public static let enrolChooseVisit = BuiltInText("enrolChooseVisit")
    /// A participant id `{1}` with other characters than A–Z, 0–9 and `-`.
    public static let participantNotAnID = BuiltInText("participantNotAnID")
    /// A participant id `{1}` that does not match the study's pattern `{2}`.
    public static let participantPattern = BuiltInText("participantPattern")
    /// A participant id `{1}` whose Damm check digit should be `{2}`, not `{3}`.
    public static let participantCheckDigit = BuiltInText("participantCheckDigit")
    /// A participant id `{1}` not among the study's `{2}` allowed ids.
    public static let participantNotAllowed = BuiltInText("participantNotAllowed")
    /// An empty visit name.
    public static let visitEmpty = BuiltInText("visitEmpty")
    /// A visit `{1}` not among the study's visits `{2}`.
    public static let visitNotAllowed = BuiltInText("visitNotAllowed")
    /// The console as a touch reaction-time step starts: `{1}` attempts.
    public static let normalizedReactionTimeInstruction = BuiltInText("normalizedReactionTimeInstruction")
    /// A touch reaction-time attempt's wait: attempt `{1}` of `{2}` (ResearchKit's
    /// `REACTION_TIME_TASK_ATTEMPTS_FORMAT`).
    public static let normalizedReactionTimeWait = BuiltInText("normalizedReactionTimeWait")
    /// A touch reaction-time attempt's stimulus is shown.
    public static let normalizedReactionTimeStimulus = BuiltInText("normalizedReactionTimeStimulus")
    /// A touch reaction-time attempt timed out.
    public static let normalizedReactionTimeTooLate = BuiltInText("normalizedReactionTimeTooLate")
    /// The full-screen terminal's key on a touch reaction-time step: `{1}` the key.
    public static let footerNormalizedReactionTimeKeys = BuiltInText("footerNormalizedReactionTimeKeys")
    /// A touch-ability trial asking for a scroll: `{1}` the trial's number of `{2}`.
    public static let touchScrollStatus = BuiltInText("touchScrollStatus")
    /// The full-screen footer's keys of scroll trials: `{1}` and `{2}` the arrows that scroll back and on.
    public static let footerTouchScrollKeys = BuiltInText("footerTouchScrollKeys")
    /// A touch-ability trial asking for a pinch: `{1}` the trial's number of `{2}`.
    public static let touchPinchStatus = BuiltInText("touchPinchStatus")
    /// A touch-ability trial asking for a rotation: `{1}` the trial's number of `{2}`.
    public static let touchRotationStatus = BuiltInText("touchRotationStatus")
    /// The full-screen presenter in a pinch or rotation trial, which keys cannot make.
    public static let touchTwoFingerKeys = BuiltInText("touchTwoFingerKeys")
    /// The language's name in itself (`Deutsch`), on the kiosk's language buttons.
    public static let languageEndonym = BuiltInText("languageEndonym")
    /// The Stroop test's word for red, in capitals (ResearchKit's `STROOP_COLOR_RED`).
    public static let stroopColorRed = BuiltInText("stroopColorRed")
    /// The Stroop test's word for green, in capitals (ResearchKit's `STROOP_COLOR_GREEN`).
    public static let stroopColorGreen = BuiltInText("stroopColorGreen")
    /// The Stroop test's word for blue, in capitals (ResearchKit's `STROOP_COLOR_BLUE`).
    public static let stroopColorBlue = BuiltInText("stroopColorBlue")
    /// The Stroop test's word for yellow, in capitals (ResearchKit's `STROOP_COLOR_YELLOW`).
    public static let stroopColorYellow = BuiltInText("stroopColorYellow")
    /// The Stroop button's label for red: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_RED_INITIAL`); the four labels differ.
    public static let stroopColorRedInitial = BuiltInText("stroopColorRedInitial")
    /// The Stroop button's label for green: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_GREEN_INITIAL`); the four labels differ.
    public static let stroopColorGreenInitial = BuiltInText("stroopColorGreenInitial")
    /// The Stroop button's label for blue: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_BLUE_INITIAL`); the four labels differ.
    public static let stroopColorBlueInitial = BuiltInText("stroopColorBlueInitial")
    /// The Stroop button's label for yellow: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_YELLOW_INITIAL`); the four labels differ.
    public static let stroopColorYellowInitial = BuiltInText("stroopColorYellowInitial")
}
