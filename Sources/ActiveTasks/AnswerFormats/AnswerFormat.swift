import RecordingFormat
import JSONValues

/// What answers a question accepts, with ResearchKit's validation rules.
///
/// The standard formats are registered in `StepRegistry.standard`; register your own there by
/// their `"type"`.
public protocol AnswerFormat: Sendable {
    /// The `"type"` the format is written with in task JSON.
    var type: String { get }
    /// What input the format asks for: presenters and exporters read it instead of asking which
    /// type the format is.
    var inputKind: AnswerInputKind { get }
    /// Whether a question with this format takes several answers at once (several choices).
    var allowsMultipleAnswers: Bool { get }
    /// The format's options, bounds, units and layout, as presenters draw and exporters define them.
    var input: AnswerInput { get }
    /// A one-line description of what is accepted, in English (`whole number 0–120 years`).
    var hint: String { get }
    /// `hint` in `language`, its numbers with the language's decimal mark (`ganze Zahl 0–120
    /// Jahre`), as the terminal presenters show it.
    /// - Parameter language: The run's language.
    func hint(in language: BuiltInLanguage) -> String
    /// Numbered options shown by a terminal presenter; empty for formats without choices.
    var options: [String] { get }
    /// `options` in `language`, for formats whose options are the tool's own words (a ladder's rungs).
    /// - Parameter language: The run's language.
    func options(in language: BuiltInLanguage) -> [String]
    /// The unit the answer is stored in (`kg`, `cm`), written with it in results.
    var unit: String? { get }
    /// The Rave formatting string the task JSON gave the format (`$40`, `3`, `4+`), if any.
    var raveFormat: RaveFormat? { get }
    /// Problems with the format's own definition (bounds, steps, patterns); each issue's path is
    /// the offending field relative to the format (`maximum`).
    func definitionIssues() -> [TaskIssue]
    /// The answer for `value` as written in an answers file or a survey rule.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` saying why the value is not acceptable.
    func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue
    /// The answer for a line typed by the participant (choices by their number), refused in English.
    /// - Parameter text: The typed line, without its newline.
    /// - Throws: `ActivetaskError` saying why the line is not acceptable.
    func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue
    /// The answer for a line typed by the participant, refused in `language` (the message the
    /// participant reads), numbers with the language's decimal mark.
    /// - Parameters:
    ///   - text: The typed line, without its newline.
    ///   - language: The run's language.
    /// - Throws: `ActivetaskError` saying, in `language`, why the line is not acceptable.
    func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue
}

extension AnswerFormat {
    /// Formats take one answer unless they say so.
    public var allowsMultipleAnswers: Bool { false }

    /// Formats describe nothing beyond their kind unless they say so.
    public var input: AnswerInput { AnswerInput() }

    /// The texts of the options the format's input describes (none unless it has options).
    public var options: [String] { input.options.map(\.text) }

    /// Formats have no unit unless they say so.
    public var unit: String? { nil }

    /// Formats have no Rave formatting string unless they read one.
    public var raveFormat: RaveFormat? { nil }

    /// Options are the task's own texts unless the format says otherwise.
    public func options(in language: BuiltInLanguage) -> [String] { options }

    /// A format that knows no language but English hints in English.
    public func hint(in language: BuiltInLanguage) -> String { hint }

    /// A format that knows no language but English refuses in English.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text)
    }
}
