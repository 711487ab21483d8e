import ActiveTasks
import Study

/// The kiosk's enrolment screen, shown before the task when the study needs a participant (or
/// `kiosk --enrol` asks for one) and the command line gave none: the participant id typed on the
/// page's own keyboard (A–Z, 0–9, '-') and the visit chosen from the study's names, both checked
/// here by the study's rules before the task starts.
package struct KioskEnrolment: Sendable {
    /// What the page shows: which of the two it asks for.
    struct Screen: Encodable, Equatable {
        /// Whether the participant id is asked for.
        var asksParticipant: Bool
        /// The visit names to choose from; empty when the visit is not asked for.
        var visits: [String]
    }

    /// The rule a typed id must meet.
    package var participant: ParticipantRule
    /// The visit rule, with the names offered.
    package var visit: VisitRule
    /// Whether the id is asked for (none was given).
    package var asksParticipant: Bool
    /// Whether the visit is asked for (none was given, and the study names its visits).
    package var asksVisit: Bool
    /// Told of the accepted participant and visit (the visit `nil` when not asked), before the task
    /// starts: the session records them.
    package var enrol: @Sendable (_ participant: String?, _ visit: String?) -> Void

    /// Creates the enrolment screen's rules.
    /// - Parameters:
    ///   - participant: The rule a typed id must meet.
    ///   - visit: The visit rule; its names are the buttons.
    ///   - asksParticipant: Whether the id is asked for.
    ///   - asksVisit: Whether the visit is asked for (only with names to offer).
    ///   - enrol: Told of the accepted values.
    package init(participant: ParticipantRule, visit: VisitRule, asksParticipant: Bool, asksVisit: Bool,
                 enrol: @escaping @Sendable (_ participant: String?, _ visit: String?) -> Void) {
        self.participant = participant
        self.visit = visit
        self.asksParticipant = asksParticipant
        self.asksVisit = asksVisit && !visit.names.isEmpty
        self.enrol = enrol
    }

    /// What the page shows.
    var screen: Screen {
        Screen(asksParticipant: asksParticipant, visits: asksVisit ? visit.names : [])
    }

    /// Why the page's answer is refused, in `language`, naming the id or visit and the rule;
    /// `nil` when both are accepted.
    /// - Parameters:
    ///   - participant: The id typed, `nil` when none was sent.
    ///   - visit: The visit chosen, `nil` when none was.
    ///   - language: The task's language.
    func refusal(participant: String?, visit: String?, in language: BuiltInLanguage) -> String? {
        if asksParticipant {
            guard let participant, !participant.isEmpty else { return BuiltInText.enrolTypeParticipant.text(in: language) }
            if let refusal = self.participant.refusal(of: participant, in: language) { return refusal }
        }
        if asksVisit {
            guard let visit else { return BuiltInText.enrolChooseVisit.text(in: language) }
            if let refusal = self.visit.refusal(of: visit, in: language) { return refusal }
        }
        return nil
    }
}
