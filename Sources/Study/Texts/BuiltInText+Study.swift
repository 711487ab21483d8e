import ActiveTasks

/// The texts of the study's table (`BuiltInTextTable.study`, `Sources/Study/strings/TAG.json`):
/// the enrolment's refusals of a participant id or a visit, which the kiosk shows; one static
/// member per key, named as its key; each doc comment says where the text shows, for translators.
extension BuiltInText {
    /// A participant id `{1}` with other characters than A–Z, 0–9 and `-`.
    package static let participantNotAnID = BuiltInText("participantNotAnID", table: .study)
    /// A participant id `{1}` that does not match the study's pattern `{2}`.
    package static let participantPattern = BuiltInText("participantPattern", table: .study)
    /// A participant id `{1}` whose Damm check digit should be `{2}`, not `{3}`.
    package static let participantCheckDigit = BuiltInText("participantCheckDigit", table: .study)
    /// A participant id `{1}` not among the study's `{2}` allowed ids.
    package static let participantNotAllowed = BuiltInText("participantNotAllowed", table: .study)
    /// An empty visit name.
    package static let visitEmpty = BuiltInText("visitEmpty", table: .study)
    /// A visit `{1}` not among the study's visits `{2}`.
    package static let visitNotAllowed = BuiltInText("visitNotAllowed", table: .study)
}
