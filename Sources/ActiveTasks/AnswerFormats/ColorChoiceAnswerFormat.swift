import RecordingFormat
import JSONValues

/// One colour (or several) from swatches (ResearchKit's `ORKColorChoiceAnswerFormat`): chosen
/// and stored as a choice format over the swatches' labels and values.
public struct ColorChoiceAnswerFormat: AnswerFormat, Equatable {
    /// The swatches, in the order shown.
    public var colorChoices: [ColorChoice]
    /// Whether several colours may be chosen.
    public var allowsMultiple: Bool

    /// Creates a colour choice format.
    /// - Parameters:
    ///   - colorChoices: The swatches.
    ///   - allowsMultiple: Whether several may be chosen.
    public init(colorChoices: [ColorChoice], allowsMultiple: Bool = false) {
        self.colorChoices = colorChoices
        self.allowsMultiple = allowsMultiple
    }

    /// Reads `choices` (objects with `color`, `text` and `value`) and `multiple` (false).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        if reader.value("choices") == nil { reader.log.error(reader.path(of: "choices"), "missing; list the colours, each with color \"#RRGGBB\" and text") }
        let choices: [ColorChoice] = (reader.objects("choices") ?? []).compactMap { choice in
            defer { choice.warnAboutUnreadKeys() }
            guard let color = choice.requiredString("color"), let text = choice.requiredString("text") else { return nil }
            return ColorChoice(color: color, text: text, value: choice.value("value"))
        }
        self.init(colorChoices: choices, allowsMultiple: reader.bool("multiple") ?? false)
    }

    /// The same choices as a text choice format: what reads and checks answers.
    private var choiceFormat: ChoiceAnswerFormat {
        ChoiceAnswerFormat(style: allowsMultiple ? .multipleChoice : .singleChoice,
                           choices: colorChoices.map { TextChoice(text: $0.text, value: $0.value) })
    }

    /// `"colorChoice"`.
    public var type: String { "colorChoice" }

    /// Numbered options.
    public var inputKind: AnswerInputKind { .choice }

    /// The colours with their texts.
    public var input: AnswerInput {
        AnswerInput(options: colorChoices.map { AnswerOption(text: $0.text, value: $0.value, color: $0.color) })
    }

    /// Several options when the format allows several.
    public var allowsMultipleAnswers: Bool { allowsMultiple }

    /// As a choice format's.
    public var hint: String { choiceFormat.hint }

    /// As a choice format's, in `language`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { choiceFormat.hint(in: language) }
    /// Colours not written `#RRGGBB`, and a choice format's problems.
    public func definitionIssues() -> [TaskIssue] {
        colorChoices.enumerated().filter { !$0.element.isValidColor }.map { index, choice in
            TaskIssue(path: "choices[\(index)].color", "\"\(choice.color)\" is not a colour; write #RRGGBB, e.g. #1E90FF")
        } + choiceFormat.definitionIssues()
    }

    /// As a choice format's: a choice value, or an array of them when several are allowed.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the value that is not a choice.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        try choiceFormat.answer(from: value)
    }

    /// As a choice format's: choice numbers from 1.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the number that is not a choice.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try choiceFormat.answer(fromText: text)
    }

    /// As a choice format's: choice numbers from 1, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` naming the number that is not a choice, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        try choiceFormat.answer(fromText: text, in: language)
    }
}
