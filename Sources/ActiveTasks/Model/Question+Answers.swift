import RecordingFormat
import JSONValues

extension Question {
    /// Why `value` cannot be this question's answer whatever its format says, or `nil` when it
    /// can: a don't-know answer to a question that offers none, or "not shown" given as an answer.
    /// - Parameter value: The answer.
    public func refusal(of value: AnswerValue) -> String? {
        switch value {
        case .dontKnow where dontKnowText == nil: "the question offers no don't-know answer; set showDontKnowButton or answer it"
        case .notShown: "\"not shown\" is recorded by the visibility rule, never given as an answer"
        default: nil
        }
    }

    /// The answer in words, as a review lists it: choices by their text, numbers with their
    /// unit and the language's decimal mark, don't-know by the button's label.
    /// - Parameters:
    ///   - value: An answer to this question.
    ///   - language: The run's language.
    public func text(of value: AnswerValue, in language: BuiltInLanguage) -> String {
        switch (value, answerFormat) {
        case (.dontKnow, _): return dontKnowText ?? BuiltInText.dontKnow.text(in: language)
        case (.boolean(let flag), let format as BooleanAnswerFormat): return flag ? format.yes : format.no
        case (.choice(let chosen), let format as ChoiceAnswerFormat):
            return format.choices.first { $0.value == chosen }?.text ?? Self.plain(chosen)
        case (.choice(let chosen), let format as ColorChoiceAnswerFormat):
            return format.colorChoices.first { $0.value == chosen }?.text ?? Self.plain(chosen)
        case (.choices(let values), let format as MultipleValuePickerAnswerFormat): return format.text(of: values)
        case (.choices(let values), let format as ChoiceAnswerFormat):
            return values.map { chosen in format.choices.first { $0.value == chosen }?.text ?? Self.plain(chosen) }.joined(separator: ", ")
        case (.integer(let number), _):
            return String(number) + (answerFormat.unit.map { " " + $0 } ?? "")
        case (.decimal(let number), _):
            return language.decimal(NumberText.string(number)) + (answerFormat.unit.map { " " + $0 } ?? "")
        default: return Self.plain(value.jsonValue)
        }
    }

    private static func plain(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.jsonText
    }
}
