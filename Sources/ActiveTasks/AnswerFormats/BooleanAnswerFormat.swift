import Markup
import RecordingFormat
import JSONValues

/// A yes/no answer.
public struct BooleanAnswerFormat: AnswerFormat, Equatable {
    /// The label for `true`.
    public var yes: String
    /// The label for `false`.
    public var no: String

    /// Creates a boolean format.
    /// - Parameters:
    ///   - yes: The label for `true`.
    ///   - no: The label for `false`.
    public init(yes: String = "Yes", no: String = "No") {
        self.yes = yes
        self.no = no
    }

    /// Reads `yes` and `no` labels from task JSON.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        let language = BuiltInLanguage(tag: reader.localization.shownLanguage) ?? .english
        self.init(yes: reader.text("yes") ?? BuiltInText.yes.text(in: language), no: reader.text("no") ?? BuiltInText.no.text(in: language))
    }

    /// `"boolean"`.
    public var type: String { "boolean" }

    /// Yes or no.
    public var inputKind: AnswerInputKind { .boolean }

    /// Yes and no, storing `true` and `false`.
    public var input: AnswerInput {
        AnswerInput(options: [AnswerOption(text: yes, value: .bool(true)), AnswerOption(text: no, value: .bool(false))])
    }

    /// `yes or no`.
    public var hint: String { "1 = \(yes), 2 = \(no)" }
    /// A boolean format has nothing to get wrong.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts `true` or `false`.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` for anything else.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .bool(let flag) = value else { throw ActivetaskError(.invalidAnswer, "expected true or false, found \(value.shown)") }
        return .boolean(flag)
    }

    /// Accepts `1`/`2`, `y`/`n`, `yes`/`no`, `true`/`false` and the two labels, in any case.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` for anything else.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces.lowercased()
        if ["1", "y", "yes", "true", yes.lowercased()].contains(typed) { return .boolean(true) }
        if ["2", "n", "no", "false", no.lowercased()].contains(typed) { return .boolean(false) }
        throw BuiltInText.refusedYesOrNo.refusal(in: .english, yes, no)
    }

    /// Accepts what `answer(fromText:)` accepts.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` for anything else, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        do {
            return try answer(fromText: text)
        } catch {
            throw BuiltInText.refusedYesOrNo.refusal(in: language, yes, no)
        }
    }
}
