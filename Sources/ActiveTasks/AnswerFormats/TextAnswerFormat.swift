import Patterns
import RecordingFormat
import JSONValues

/// Free text, optionally limited in length and matched against a regular expression.
///
/// ResearchKit's rules: maximumLength ≥ 0 (0 means no limit); a regular expression must compile
/// and comes with an `invalidMessage` shown when an answer does not match. The expression is
/// matched by `TextPattern`, in time linear in the answer, so a pattern that would backtrack
/// without end (`(a+)+$`) cannot stall a run or the kiosk.
public struct TextAnswerFormat: AnswerFormat, Equatable {
    /// The most characters allowed; 0 means no limit.
    public var maximumLength: Int
    /// A pattern the whole answer must match.
    public var validationRegularExpression: String?
    /// The message shown when the answer does not match the pattern.
    public var invalidMessage: String?
    /// Whether the answer may span several lines.
    public var multipleLines: Bool
    /// The Rave format (`$x`) the maximum length came from, kept for exports to Rave.
    public var raveFormat: RaveFormat?

    /// Creates a text format.
    /// - Parameters:
    ///   - maximumLength: The most characters allowed; 0 for no limit.
    ///   - validationRegularExpression: A pattern the whole answer must match.
    ///   - invalidMessage: Shown when the answer does not match.
    ///   - multipleLines: Whether the answer may span lines.
    ///   - raveFormat: The Rave format the maximum length came from.
    public init(maximumLength: Int = 0, validationRegularExpression: String? = nil, invalidMessage: String? = nil,
                multipleLines: Bool = false, raveFormat: RaveFormat? = nil) {
        self.maximumLength = maximumLength
        self.validationRegularExpression = validationRegularExpression
        self.invalidMessage = invalidMessage
        self.multipleLines = multipleLines
        self.raveFormat = raveFormat
    }

    /// Reads `maximumLength`, `validationRegularExpression`, `invalidMessage`, `multipleLines`
    /// and a Rave `format` (`$x`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(maximumLength: reader.int("maximumLength") ?? 0,
                  validationRegularExpression: reader.string("validationRegularExpression"),
                  invalidMessage: reader.text("invalidMessage"), multipleLines: reader.bool("multipleLines") ?? false)
        guard let text = reader.string("format") else { return }
        guard case .maximumLength(let length)? = RaveFormat(text) else {
            reader.log.error(reader.path(of: "format"), "\"\(text)\" is not a text Rave format; use $x (at most x characters)")
            return
        }
        if reader.value("maximumLength") != nil {
            reader.log.error(reader.path(of: "format"), "\"\(text)\" sets maximumLength; remove one of them")
        }
        maximumLength = length
        raveFormat = .maximumLength(length)
    }

    /// `"text"`.
    public var type: String { "text" }

    /// Free text.
    public var inputKind: AnswerInputKind { .text }

    /// The length limit and whether lines may break.
    public var input: AnswerInput {
        AnswerInput(maximumLength: maximumLength > 0 ? maximumLength : nil, multipleLines: multipleLines)
    }

    /// `text, at most 20 characters`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Text, höchstens 200 Zeichen`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        maximumLength > 0 ? BuiltInText.typingTextAtMost.text(in: language, String(maximumLength)) : BuiltInText.typingText.text(in: language)
    }

    /// Negative length, a pattern that does not compile, a pattern without its message.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if maximumLength < 0 { issues.append(TaskIssue(path: "maximumLength", "\(maximumLength) is negative; use 0 for no limit")) }
        if let pattern = validationRegularExpression {
            if (try? Regex(pattern)) == nil {
                issues.append(TaskIssue(path: "validationRegularExpression", "\"\(pattern)\" is not a valid regular expression"))
            } else {
                do throws(TextPattern.Refusal) {
                    _ = try TextPattern(pattern)
                } catch {
                    issues.append(TaskIssue(path: "validationRegularExpression", "\"\(pattern)\" \(error.reason)"))
                }
            }
            if invalidMessage == nil {
                issues.append(TaskIssue(path: "invalidMessage", "missing; a validationRegularExpression needs the message shown when it fails"))
            }
        } else if invalidMessage != nil {
            issues.append(TaskIssue(path: "invalidMessage", "has no validationRegularExpression to go with it"))
        }
        return issues
    }

    /// Accepts a JSON string that fits the length and pattern.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` with the length limit or the invalid message.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a string, found \(value.shown)") }
        return try checked(text, in: .english)
    }

    /// Accepts a typed line that fits the length and pattern.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` with the length limit or the invalid message.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try checked(text, in: .english)
    }

    /// Accepts a typed line that fits the length and pattern.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal (the task's invalid message is the task's own).
    /// - Throws: `ActivetaskError` with the length limit or the invalid message, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        try checked(text, in: language)
    }

    private func checked(_ text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        if maximumLength > 0, text.count > maximumLength {
            throw BuiltInText.refusedTooLong.refusal(in: language, String(text.count), String(maximumLength))
        }
        if !multipleLines, text.contains(where: \.isNewline) { throw BuiltInText.refusedOneLine.refusal(in: language) }
        if !multipleLines, let control = text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            throw BuiltInText.refusedControlCharacter.refusal(in: language, "U+" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
        if let pattern = validationRegularExpression, let compiled = try? TextPattern(pattern) {
            guard let matches = compiled.wholeMatch(text) else {
                throw BuiltInText.refusedTooLong.refusal(in: language, String(text.count), String(compiled.longestCheckedText))
            }
            if !matches {
                throw invalidMessage.map { ActivetaskError(.invalidAnswer, $0) } ?? BuiltInText.refusedNoMatch.refusal(in: language, pattern)
            }
        }
        return .text(text)
    }
}
