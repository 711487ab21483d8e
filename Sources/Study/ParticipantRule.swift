import ActiveTasks
import Foundation
import Patterns

/// What a study asks of a participant id: whether a run needs one, the check digit it carries,
/// the pattern it matches and the ids allowed. Ids are pseudonyms (clinic labels such as
/// `P-0042-7`): characters A–Z, 0–9 and `-`, nothing else identifying.
public struct ParticipantRule: Sendable {
    /// The check digit algorithms an id may carry.
    public enum CheckDigit: String, Sendable, CaseIterable {
        /// Damm's algorithm over the id's digits (`DammCheckDigit`).
        case damm
    }

    /// Whether a run must name its participant.
    public var required: Bool
    /// The check digit every id must carry; `nil` for none.
    public var checkDigit: CheckDigit?
    /// The regular expression every id must match as a whole, as written in the study; `nil` for any.
    public var pattern: String?
    /// The ids allowed; `nil` for any id that passes the other rules.
    public var allowed: Set<String>?

    /// Creates a rule.
    /// - Parameters:
    ///   - required: Whether a run must name its participant.
    ///   - checkDigit: The check digit ids carry.
    ///   - pattern: The regular expression ids match as a whole.
    ///   - allowed: The ids allowed.
    public init(required: Bool = false, checkDigit: CheckDigit? = nil, pattern: String? = nil, allowed: Set<String>? = nil) {
        self.required = required
        self.checkDigit = checkDigit
        self.pattern = pattern
        self.allowed = allowed
    }

    /// The characters a participant id is made of.
    public static let idCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    /// Why `identifier` is refused, naming the id and the rule it breaks; `nil` when it is accepted.
    /// - Parameter identifier: A participant id as typed.
    public func refusal(of identifier: String) -> String? {
        refusal(of: identifier, in: .english)
    }

    /// Why `identifier` is refused, in `language` (the kiosk's enrolment screen shows it), naming
    /// the id and the rule it breaks; `nil` when it is accepted.
    /// - Parameters:
    ///   - identifier: A participant id as typed.
    ///   - language: The language of the refusal.
    public func refusal(of identifier: String, in language: BuiltInLanguage) -> String? {
        if identifier.isEmpty || !identifier.allSatisfy(Self.idCharacters.contains) {
            return BuiltInText.participantNotAnID.text(in: language, identifier)
        }
        if let pattern, !Self.matches(identifier, wholly: pattern) {
            return BuiltInText.participantPattern.text(in: language, identifier, pattern)
        }
        if checkDigit == .damm, !DammCheckDigit.isValid(identifier) {
            let digits = identifier.filter(\.isNumber)
            let expected = DammCheckDigit.checkDigit(of: digits.dropLast())
            return BuiltInText.participantCheckDigit.text(in: language, identifier, "\(expected)", digits.last.map(String.init) ?? "–")
        }
        if let allowed, !allowed.contains(identifier) {
            return BuiltInText.participantNotAllowed.text(in: language, identifier, String(allowed.count))
        }
        return nil
    }

    /// Whether all of `identifier` matches `pattern` (a regular expression the study loader
    /// checked), in time linear in the identifier (`TextPattern`); one too long to check does not.
    private static func matches(_ identifier: String, wholly pattern: String) -> Bool {
        (try? TextPattern(pattern))?.wholeMatch(identifier) ?? false
    }
}
