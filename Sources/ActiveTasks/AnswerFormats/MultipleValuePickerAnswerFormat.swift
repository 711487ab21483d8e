import Markup
import RecordingFormat
import JSONValues

/// One value from each of several pickers side by side (ResearchKit's
/// `ORKMultipleValuePickerAnswerFormat`): feet and inches, hours and minutes. Stored as the
/// chosen values, one per picker, in picker order.
public struct MultipleValuePickerAnswerFormat: AnswerFormat, Equatable {
    /// The pickers, left to right; each is a value picker.
    public var valuePickers: [ChoiceAnswerFormat]
    /// What is shown between the chosen texts (ResearchKit's `separator`, default a space).
    public var separator: String

    /// Creates a multiple-value picker.
    /// - Parameters:
    ///   - valuePickers: The pickers, each a value picker.
    ///   - separator: Shown between the chosen texts.
    public init(valuePickers: [ChoiceAnswerFormat], separator: String = " ") {
        self.valuePickers = valuePickers
        self.separator = separator
    }

    /// Reads `valuePickers` (objects with `choices`, as a value picker's) and `separator`.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        if reader.value("valuePickers") == nil { reader.log.error(reader.path(of: "valuePickers"), "missing; list two or more pickers, each with its choices") }
        let pickers = (reader.objects("valuePickers") ?? []).map { picker in
            defer { picker.warnAboutUnreadKeys() }
            return ChoiceAnswerFormat(style: .valuePicker, reader: picker)
        }
        self.init(valuePickers: pickers, separator: reader.string("separator") ?? " ")
    }

    /// `"multipleValuePicker"`.
    public var type: String { "multipleValuePicker" }

    /// One value from each picker.
    public var inputKind: AnswerInputKind { .pickers }

    /// Each picker's choices.
    public var input: AnswerInput {
        AnswerInput(pickers: valuePickers.map { $0.choices.map(\.text) })
    }

    /// `one of each, separated by commas: 4 ft/5 ft/6 ft, 0 in … 11 in`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `je eines, durch Kommas getrennt: 4 ft/5 ft/6 ft, 0 in … 11 in`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        let columns = valuePickers.map { picker in
            let texts = picker.choices.map(\.text)
            return texts.count <= 6 ? texts.joined(separator: "/") : "\(texts[0]) … \(texts[texts.count - 1])"
        }
        return BuiltInText.typingOneOfEach.text(in: language, columns.joined(separator: ", "))
    }

    /// Fewer than two pickers, and each picker's own problems (`valuePickers[1].choices`).
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if valuePickers.count < 2 { issues.append(TaskIssue(path: "valuePickers", "has \(valuePickers.count) pickers; use a valuePicker for one, or list two or more")) }
        for (index, picker) in valuePickers.enumerated() {
            issues += picker.definitionIssues().map { TaskIssue(path: "valuePickers[\(index)].\($0.path)", $0.message) }
        }
        return issues
    }

    /// Accepts an array with one choice value per picker.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the picker whose value is not one of its choices.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .array(let values) = value, values.count == valuePickers.count else {
            throw ActivetaskError(.invalidAnswer, "expected an array of \(valuePickers.count) values, one per picker, found \(value.shown)")
        }
        var chosen: [JSONValue] = []
        for (index, (picker, value)) in zip(valuePickers, values).enumerated() {
            do {
                chosen.append(try picker.answer(from: value).jsonValue)
            } catch {
                throw ActivetaskError(.invalidAnswer, "picker \(index + 1): \(error.message)")
            }
        }
        return .choices(chosen)
    }

    /// Accepts one choice per picker, by its text or value, separated by commas (or spaces when
    /// there is no comma): `5 ft, 10 in` or `5 10`.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the part that is not a choice of its picker.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts one choice per picker, as `answer(fromText:)` does, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` naming the part that is not a choice of its picker, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let parts = (text.contains(",") ? text.split(separator: ",") : text.split(whereSeparator: \.isWhitespace)).map { String($0).trimmingSpaces }
        let typeThis = BuiltInText.refusedType.text(in: language, hint(in: language))
        guard parts.count == valuePickers.count else { throw ActivetaskError(.invalidAnswer, typeThis) }
        var chosen: [JSONValue] = []
        for (index, (picker, part)) in zip(valuePickers, parts).enumerated() {
            guard let choice = picker.choices.first(where: { $0.text.lowercased() == part.lowercased() || Self.text(of: $0.value) == part }) else {
                throw BuiltInText.refusedThen.refusal(in: language, BuiltInText.refusedNotAPickerChoice.text(in: language, part, String(index + 1)), typeThis)
            }
            chosen.append(choice.value)
        }
        return .choices(chosen)
    }

    /// The chosen texts joined by the separator (`5 ft 10 in`), for showing an answer.
    /// - Parameter values: One value per picker.
    public func text(of values: [JSONValue]) -> String {
        zip(valuePickers, values).map { picker, value in picker.choices.first { $0.value == value }?.text ?? value.jsonText }
            .joined(separator: separator)
    }

    private static func text(of value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.jsonText
    }
}
