/// The texts of the core table (`BuiltInTextTable.core`, `Sources/ActiveTasks/strings/TAG.json`), one
/// static member per key, named as its key; each doc comment says where the text shows, for
/// translators. A text here is in every language's file, and every key of the files is here.
extension BuiltInText {
    /// A yes/no question's label for yes, unless the task gives one.
    package static let yes = BuiltInText("yes")
    /// The don't-know button of a question that offers one, unless the task names it.
    package static let dontKnow = BuiltInText("dontKnow")
    /// A skipped answer on a review step.
    package static let reviewSkipped = BuiltInText("reviewSkipped")
    /// The kiosk enrolment screen's label of the visit buttons.
    package static let visit = BuiltInText("visit")
    /// A yes/no question's label for no, unless the task gives one.
    package static let no = BuiltInText("no")
    /// A required multiple-choice question left without an answer.
    package static let chooseAtLeastOne = BuiltInText("chooseAtLeastOne")
    /// A required single-choice or yes/no question left without an answer.
    package static let chooseOne = BuiltInText("chooseOne")
    /// A required scale left where it started (said in words that fit a slider and a typed value).
    package static let chooseOnScale = BuiltInText("chooseOnScale")
    /// Any other required question left without an answer.
    package static let answerNeeded = BuiltInText("answerNeeded")
    /// Progress through the task: step `{1}` of `{2}`.
    package static let stepOf = BuiltInText("stepOf")
    /// A form's question `{1}` of `{2}`.
    package static let questionOf = BuiltInText("questionOf")
    /// The console's prompt for the given name when signing.
    package static let givenName = BuiltInText("givenName")
    /// The console's prompt for the family name when signing.
    package static let familyName = BuiltInText("familyName")
    /// A required line left empty: `{1}` is what was asked.
    package static let isRequired = BuiltInText("isRequired")
    /// The kiosk's button to go on.
    package static let next = BuiltInText("next")
    /// The kiosk's button to go back.
    package static let back = BuiltInText("back")
    /// The kiosk's button to skip an optional question.
    package static let skip = BuiltInText("skip")
    /// The kiosk's button that asks to stop the task.
    package static let cancel = BuiltInText("cancel")
    /// The kiosk's heading when the task was stopped.
    package static let stopped = BuiltInText("stopped")
    /// The kiosk's button that answers with the current location `{1}`.
    package static let useCurrentLocation = BuiltInText("useCurrentLocation")
    /// The kiosk's button to agree to the consent.
    package static let agree = BuiltInText("agree")
    /// The kiosk's button not to agree to the consent.
    package static let disagree = BuiltInText("disagree")
    /// The kiosk's note while Agree waits for the document to be read.
    package static let readToTheEnd = BuiltInText("readToTheEnd")
    /// The kiosk's label of the given-name field.
    package static let givenNameField = BuiltInText("givenNameField")
    /// The kiosk's label of the family-name field.
    package static let familyNameField = BuiltInText("familyNameField")
    /// The kiosk's button that clears the signature pad.
    package static let clear = BuiltInText("clear")
    /// The kiosk's button that signs.
    package static let sign = BuiltInText("sign")
    /// The title of an overview consent section that gives none.
    package static let sectionWelcome = BuiltInText("sectionWelcome")
    /// The title of a data-gathering consent section that gives none.
    package static let sectionDataGathering = BuiltInText("sectionDataGathering")
    /// The title of a privacy consent section that gives none.
    package static let sectionPrivacy = BuiltInText("sectionPrivacy")
    /// The title of a data-use consent section that gives none.
    package static let sectionDataUse = BuiltInText("sectionDataUse")
    /// The title of a time-commitment consent section that gives none.
    package static let sectionTimeCommitment = BuiltInText("sectionTimeCommitment")
    /// The title of a study-survey consent section that gives none.
    package static let sectionStudySurvey = BuiltInText("sectionStudySurvey")
    /// The title of a study-tasks consent section that gives none.
    package static let sectionStudyTasks = BuiltInText("sectionStudyTasks")
    /// The title of a withdrawing consent section that gives none.
    package static let sectionWithdrawing = BuiltInText("sectionWithdrawing")
    /// The "learn more" label of an overview section.
    package static let learnMoreOverview = BuiltInText("learnMoreOverview")
    /// The "learn more" label of a data-gathering section.
    package static let learnMoreDataGathering = BuiltInText("learnMoreDataGathering")
    /// The "learn more" label of a privacy section.
    package static let learnMorePrivacy = BuiltInText("learnMorePrivacy")
    /// The "learn more" label of a data-use section.
    package static let learnMoreDataUse = BuiltInText("learnMoreDataUse")
    /// The "learn more" label of a time-commitment section.
    package static let learnMoreTimeCommitment = BuiltInText("learnMoreTimeCommitment")
    /// The "learn more" label of a study-survey section.
    package static let learnMoreStudySurvey = BuiltInText("learnMoreStudySurvey")
    /// The "learn more" label of a study-tasks section.
    package static let learnMoreStudyTasks = BuiltInText("learnMoreStudyTasks")
    /// The "learn more" label of a withdrawing section.
    package static let learnMoreWithdrawing = BuiltInText("learnMoreWithdrawing")
    /// The "learn more" label of a custom section.
    package static let learnMore = BuiltInText("learnMore")
    /// The "learn more" label of the sharing step.
    package static let learnMoreSharing = BuiltInText("learnMoreSharing")
    /// The sharing step's title when it gives none.
    package static let sharingTitle = BuiltInText("sharingTitle")
    /// The sharing step's text when it gives none: `{1}` is the investigators in full.
    package static let sharingText = BuiltInText("sharingText")
    /// The sharing step's choice to share broadly: `{1}` is the investigators in brief.
    package static let shareBroadly = BuiltInText("shareBroadly")
    /// The sharing step's choice to share with the investigators only: `{1}` is them in full.
    package static let shareOnlyWith = BuiltInText("shareOnlyWith")
    /// The consent review's title when it gives none.
    package static let reviewTitle = BuiltInText("reviewTitle")
    /// The consent review's instruction when it gives none.
    package static let reviewText = BuiltInText("reviewText")
    /// Sign pressed on an empty pad in the terminal.
    package static let signOrType = BuiltInText("signOrType")
    /// The console while a timed step runs without a duration.
    package static let activityRunning = BuiltInText("activityRunning")
    /// The console while a timed step runs for `{1}` seconds.
    package static let activityRunningFor = BuiltInText("activityRunningFor")
    /// A page `{1}` of `{2}`: the consent PDF's footer and the terminal's document pages.
    package static let pageOf = BuiltInText("pageOf")
    /// The terminal's typing hint for a whole number (before its range and unit).
    package static let typingWholeNumber = BuiltInText("typingWholeNumber")
    /// The terminal's typing hint for a number (before its range and unit).
    package static let typingNumber = BuiltInText("typingNumber")
    /// Appended to a scale's typing hint: steps of `{1}`.
    package static let typingInStepsOf = BuiltInText("typingInStepsOf")
    /// Appended to a continuous scale's typing hint: `{1}` decimals.
    package static let typingDecimals = BuiltInText("typingDecimals")
    /// Appended to a continuous scale's typing hint instead of `typingDecimals` for one decimal.
    package static let typingOneDecimal = BuiltInText("typingOneDecimal")
    /// The terminal's typing hint for a text.
    package static let typingText = BuiltInText("typingText")
    /// The terminal's typing hint for a text of at most `{1}` characters.
    package static let typingTextAtMost = BuiltInText("typingTextAtMost")
    /// The terminal's typing hint for an email address.
    package static let typingEmail = BuiltInText("typingEmail")
    /// The terminal's typing hint for a date.
    package static let typingDate = BuiltInText("typingDate")
    /// The terminal's typing hint for a date and time.
    package static let typingDateAndTime = BuiltInText("typingDateAndTime")
    /// The terminal's typing hint for a time of day.
    package static let typingTimeOfDay = BuiltInText("typingTimeOfDay")
    /// The terminal's typing hint for a duration.
    package static let typingDuration = BuiltInText("typingDuration")
    /// The terminal's typing hint for a height in centimetres.
    package static let typingHeightCentimetres = BuiltInText("typingHeightCentimetres")
    /// The terminal's typing hint for a height in feet and inches.
    package static let typingHeightFeetAndInches = BuiltInText("typingHeightFeetAndInches")
    /// The terminal's typing hint for a weight in kilograms: steps of `{1}`, an example `{2}`.
    package static let typingWeightKilograms = BuiltInText("typingWeightKilograms")
    /// The terminal's typing hint for a weight in pounds and ounces.
    package static let typingWeightPoundsAndOunces = BuiltInText("typingWeightPoundsAndOunces")
    /// The terminal's typing hint for a weight in whole pounds.
    package static let typingWeightPounds = BuiltInText("typingWeightPounds")
    /// The terminal's typing hint for a location (the example keeps its decimal points: the comma separates).
    package static let typingLocation = BuiltInText("typingLocation")
    /// The terminal's typing hint for a single choice.
    package static let typingChooseOneNumber = BuiltInText("typingChooseOneNumber")
    /// The terminal's typing hint for a multiple choice.
    package static let typingChooseNumbers = BuiltInText("typingChooseNumbers")
    /// Appended to a choice's typing hint: how to specify the other choice `{1}`, number `{2}`.
    package static let typingSpecifyOther = BuiltInText("typingSpecifyOther")
    /// The terminal's typing hint for value pickers: one of each of `{1}`.
    package static let typingOneOfEach = BuiltInText("typingOneOfEach")
    /// The terminal's typing hint for an age from `{1}` to `{2}` or a year of birth.
    package static let typingAge = BuiltInText("typingAge")
    /// The terminal's typing hint for a year from `{1}` to `{2}`.
    package static let typingYearBetween = BuiltInText("typingYearBetween")
    /// The terminal's typing hint for a year from `{1}` on.
    package static let typingYearOrLater = BuiltInText("typingYearOrLater")
    /// The terminal's typing hint for a year up to `{1}`.
    package static let typingYearOrEarlier = BuiltInText("typingYearOrEarlier")
    /// The terminal's typing hint for any year, e.g. `{1}`.
    package static let typingYearExample = BuiltInText("typingYearExample")
    /// The terminal's typing hint for a ladder: rung `{1}` (bottom) to `{2}` (top).
    package static let typingRungs = BuiltInText("typingRungs")
    /// A ladder's option: rung `{1}`.
    package static let typingRung = BuiltInText("typingRung")
    /// A ladder's lowest option: rung `{1}`.
    package static let typingRungBottom = BuiltInText("typingRungBottom")
    /// A ladder's highest option: rung `{1}`.
    package static let typingRungTop = BuiltInText("typingRungTop")
    /// A typed answer refused: type a `{1}` (a typing hint).
    package static let refusedTypeA = BuiltInText("refusedTypeA")
    /// A typed age refused: type your `{1}` (a typing hint).
    package static let refusedTypeYour = BuiltInText("refusedTypeYour")
    /// A typed answer refused: type `{1}` (a typing hint).
    package static let refusedType = BuiltInText("refusedType")
    /// A typed yes/no refused: 1 for `{1}`, 2 for `{2}`.
    package static let refusedYesOrNo = BuiltInText("refusedYesOrNo")
    /// A typed other answer on more than one line.
    package static let refusedOtherOneLine = BuiltInText("refusedOtherOneLine")
    /// A multiple choice without an other choice, typed with a colon.
    package static let refusedNoOtherChoices = BuiltInText("refusedNoOtherChoices")
    /// A single choice without an other choice, typed with a colon.
    package static let refusedNoOtherChoice = BuiltInText("refusedNoOtherChoice")
    /// A multiple choice typed without numbers: 1 to `{1}`.
    package static let refusedChoiceNumbers = BuiltInText("refusedChoiceNumbers")
    /// A single choice typed without a number: 1 to `{1}`.
    package static let refusedChoiceNumber = BuiltInText("refusedChoiceNumber")
    /// A single choice typed with no or several choices: 1 to `{1}`.
    package static let refusedOneNumber = BuiltInText("refusedOneNumber")
    /// A typed text for a choice that is not the other choice `{1}`.
    package static let refusedOnlyOtherIsTyped = BuiltInText("refusedOnlyOtherIsTyped")
    /// A typed number `{1}` that is no choice; the choices `{2}`.
    package static let refusedNotAChoice = BuiltInText("refusedNotAChoice")
    /// A multiple choice that names a choice twice.
    package static let refusedChoiceTwice = BuiltInText("refusedChoiceTwice")
    /// A multiple choice with the exclusive choice `{1}` and another.
    package static let refusedExclusiveChoice = BuiltInText("refusedExclusiveChoice")
    /// A typed value `{1}` outside `{2}`–`{3}`.
    package static let refusedOutside = BuiltInText("refusedOutside")
    /// A typed number finer than its scale keeps: `{1}` typed, `{2}` and `{3}` the nearest it keeps.
    package static let refusedFiner = BuiltInText("refusedFiner")
    /// A typed value `{1}` off a scale from `{2}` in steps of `{3}`.
    package static let refusedNotOnScale = BuiltInText("refusedNotOnScale")
    /// A typed value `{1}` below the minimum `{2}`.
    package static let refusedBelowMinimum = BuiltInText("refusedBelowMinimum")
    /// A typed value `{1}` above the maximum `{2}`.
    package static let refusedAboveMaximum = BuiltInText("refusedAboveMaximum")
    /// A typed value `{1}` that is not a whole number.
    package static let refusedNotWhole = BuiltInText("refusedNotWhole")
    /// A typed value `{1}` with more than `{2}` decimals.
    package static let refusedTooManyDecimals = BuiltInText("refusedTooManyDecimals")
    /// A typed `{1}` that is no date; what to type `{2}`.
    package static let refusedNotADate = BuiltInText("refusedNotADate")
    /// A typed date `{1}` before the earliest `{2}`.
    package static let refusedBeforeEarliestDate = BuiltInText("refusedBeforeEarliestDate")
    /// A typed date `{1}` after the latest `{2}`.
    package static let refusedAfterLatestDate = BuiltInText("refusedAfterLatestDate")
    /// A typed `{1}` that is no time of day.
    package static let refusedNotATime = BuiltInText("refusedNotATime")
    /// A typed time `{1}` before the earliest `{2}`.
    package static let refusedBeforeEarliestTime = BuiltInText("refusedBeforeEarliestTime")
    /// A typed time `{1}` after the latest `{2}`.
    package static let refusedAfterLatestTime = BuiltInText("refusedAfterLatestTime")
    /// A typed `{1}` that is no email address.
    package static let refusedNotAnEmail = BuiltInText("refusedNotAnEmail")
    /// A typed height in feet with a part of a foot or 12 inches or more.
    package static let refusedFeetAndInches = BuiltInText("refusedFeetAndInches")
    /// A typed weight with a part of a pound or 16 ounces or more.
    package static let refusedPoundsAndOunces = BuiltInText("refusedPoundsAndOunces")
    /// A typed value `{1}` off the steps of `{2}`.
    package static let refusedNotInSteps = BuiltInText("refusedNotInSteps")
    /// A typed latitude `{1}` out of range.
    package static let refusedLatitude = BuiltInText("refusedLatitude")
    /// A typed longitude `{1}` out of range.
    package static let refusedLongitude = BuiltInText("refusedLongitude")
    /// A typed `{1}` that is no choice of picker `{2}`.
    package static let refusedNotAPickerChoice = BuiltInText("refusedNotAPickerChoice")
    /// A typed text of `{1}` characters over the maximum `{2}`.
    package static let refusedTooLong = BuiltInText("refusedTooLong")
    /// A typed text on more than one line where one is asked.
    package static let refusedOneLine = BuiltInText("refusedOneLine")
    /// A typed one-line text holding the control character `{1}` (`U+001B`).
    package static let refusedControlCharacter = BuiltInText("refusedControlCharacter")
    /// A typed text that does not match the pattern `{1}` (a task without its own message).
    package static let refusedNoMatch = BuiltInText("refusedNoMatch")
    /// A typed number `{1}` that is no rung.
    package static let refusedNoRung = BuiltInText("refusedNoRung")
    /// A typed year `{1}` before the earliest `{2}`.
    package static let refusedYearBefore = BuiltInText("refusedYearBefore")
    /// A typed year `{1}` after the latest `{2}`.
    package static let refusedYearAfter = BuiltInText("refusedYearAfter")
    /// A typed age `{1}` outside `{2}`–`{3}` years; born `{4}`–`{5}`.
    package static let refusedAge = BuiltInText("refusedAge")
    /// A typed year of birth `{1}`, age `{2}` in `{3}`, outside `{4}`–`{5}` years; born `{6}`–`{7}`.
    package static let refusedBirthYear = BuiltInText("refusedBirthYear")
    /// Two clauses of a refusal or hint: `{1}`, then what to do `{2}`.
    package static let refusedThen = BuiltInText("refusedThen")
    /// The language's name in itself (`Deutsch`), on the kiosk's language buttons.
    package static let languageEndonym = BuiltInText("languageEndonym")
}
