import RecordingFormat

/// An email address: something before one `@`, a domain with a dot after it, no spaces.
public struct EmailAnswerFormat: AnswerFormat, Equatable {
    /// Creates an email format.
    public init() {}

    /// `"email"`.
    public var type: String { "email" }
    /// `email address`.
    public var hint: String { "email address" }

    /// An email format has nothing to get wrong.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts a JSON string that is an email address.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is not an address.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a string, found \(value.jsonText)") }
        return try checked(text)
    }

    /// Accepts a typed email address.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is not an address.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try checked(text.trimmingSpaces)
    }

    private func checked(_ text: String) throws(ActivetaskError) -> AnswerValue {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace),
              let dot = parts[1].firstIndex(of: "."), dot != parts[1].startIndex, parts[1].last != "."
        else { throw ActivetaskError(.invalidAnswer, "\"\(text)\" is not an email address (name@example.org)") }
        return .text(text)
    }
}
