import Markup
import RecordingFormat
import JSONValues

/// An email address: something before one `@`, a domain with a dot after it, no spaces.
public struct EmailAnswerFormat: AnswerFormat, Equatable {
    /// Creates an email format.
    public init() {}

    /// `"email"`.
    public var type: String { "email" }

    /// An email address.
    public var inputKind: AnswerInputKind { .email }

    /// `email address`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `E-Mail-Adresse`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { BuiltInText.typingEmail.text(in: language) }

    /// An email format has nothing to get wrong.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts a JSON string that is an email address.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is not an address.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a string, found \(value.shown)") }
        return try checked(text, in: .english)
    }

    /// Accepts a typed email address.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is not an address.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try checked(text.trimmingSpaces, in: .english)
    }

    /// Accepts a typed email address.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is not an address, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        try checked(text.trimmingSpaces, in: language)
    }

    private func checked(_ text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace),
              let dot = parts[1].firstIndex(of: "."), dot != parts[1].startIndex, parts[1].last != "."
        else { throw BuiltInText.refusedNotAnEmail.refusal(in: language, text) }
        return .text(text)
    }
}
