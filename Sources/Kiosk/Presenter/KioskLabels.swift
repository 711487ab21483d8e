import ActiveTasks

/// The kiosk page's own texts, sent with every screen so the page shows its buttons and
/// messages in the run's language; the page looks them up by `BuiltInText` name.
enum KioskLabels {
    /// The built-in texts the page shows: the core's, then each family's part's (`KioskFamilyPart.labels`).
    static let texts: [BuiltInText] = [
        .next, .back, .skip, .continueButton, .cancel, .stopThisTask, .doneSoFarIsSaved, .keepGoing, .stopTask,
        .connectionLost, .thankYou, .stopped, .taskComplete, .taskStopped, .startingIn,
        .useCurrentLocation, .sectionOf, .agree, .disagree, .readToTheEnd, .agreement,
        .yourName, .signersName, .givenNameField, .familyNameField, .signWithFinger, .clear, .sign,
        .moreAnswers, .participantID, .visit,
        .ariaNavigation, .ariaKeypad, .ariaDelete, .ariaMinusSign, .ariaConsentDocument, .ariaSignaturePad,
    ] + KioskFamilyParts.all.flatMap { part in part.labels }

    /// The page's texts in `language`, by name; values stay as `{1}`, `{2}` for the page to fill.
    /// - Parameter language: The run's language.
    static func labels(in language: BuiltInLanguage) -> [String: String] {
        Dictionary(uniqueKeysWithValues: texts.map { ($0.rawValue, $0.text(in: language)) })
    }
}
