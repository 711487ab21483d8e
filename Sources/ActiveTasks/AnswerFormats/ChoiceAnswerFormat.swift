import Markup
import RecordingFormat
import JSONValues

/// Single choice, multiple choice, a value picker or a text scale over a list of text choices,
/// one of which may be "other, please specify".
public struct ChoiceAnswerFormat: AnswerFormat, Equatable {
    /// How many choices may be taken and how they are shown.
    public enum Style: String, Sendable, CaseIterable {
        /// Exactly one choice, shown as a list.
        case singleChoice
        /// Any number of choices.
        case multipleChoice
        /// Exactly one choice, shown as a picker wheel.
        case valuePicker
        /// Exactly one of 2 to 8 choices, shown as the labelled stops of a slider (ResearchKit's
        /// `ORKTextScaleAnswerFormat`).
        case textScale
    }

    /// How many choices may be taken.
    public var style: Style
    /// The choices, in the order shown.
    public var choices: [TextChoice]

    /// Creates a choice format.
    /// - Parameters:
    ///   - style: Single, multiple or picker.
    ///   - choices: The choices.
    public init(style: Style, choices: [TextChoice]) {
        self.style = style
        self.choices = choices
    }

    /// The fewest and most stops a text scale has.
    public static let textScaleStops = 2...8

    /// Reads `choices` (strings, or objects with `text`, `value`, `exclusive`, `other`) from task JSON.
    /// - Parameters:
    ///   - style: The style given by the format's `"type"`.
    ///   - reader: The format's object.
    public init(style: Style, reader: JSONObjectReader) {
        var choices: [TextChoice] = []
        if reader.value("choices") == nil { reader.log.error(reader.path(of: "choices"), "missing; list at least one choice") }
        for element in reader.array("choices") ?? [] {
            switch element.value {
            case .string(let text):
                choices.append(TextChoice(text: text))
            case .object:
                guard let choice = JSONObjectReader.make(element.value, path: element.path, log: reader.log,
                                                         registry: reader.registry, localization: reader.localization),
                      let text = choice.requiredLocalizedText("text") else { continue }
                choices.append(TextChoice(text: text.text, value: choice.value("value") ?? .string(text.defaultText),
                                          isExclusive: choice.bool("exclusive") ?? false, isOther: choice.bool("other") ?? false))
                choice.warnAboutUnreadKeys()
            default:
                reader.log.error(element.path, "expected a string or an object with \"text\", found \(element.value.kindDescription)")
            }
        }
        self.init(style: style, choices: choices)
    }

    /// The style's name.
    public var type: String { style.rawValue }

    /// Numbered options.
    public var inputKind: AnswerInputKind { .choice }

    /// The choices.
    public var input: AnswerInput {
        AnswerInput(options: choices.map { AnswerOption(text: $0.text, value: $0.value, isExclusive: $0.isExclusive, isOther: $0.isOther) })
    }

    /// Several options when the format allows several.
    public var allowsMultipleAnswers: Bool { style == .multipleChoice }

    /// `one number` or `numbers separated by commas`, and how to type the other answer.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `wählen Sie eine Nummer`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        let choose = (style == .multipleChoice ? BuiltInText.typingChooseNumbers : .typingChooseOneNumber).text(in: language)
        guard let other = choices.firstIndex(where: \.isOther) else { return choose }
        return BuiltInText.refusedThen.text(in: language, choose, BuiltInText.typingSpecifyOther.text(in: language, choices[other].text, String(other + 1)))
    }

    /// No choices, duplicate values, values that are not strings, numbers or booleans.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if choices.isEmpty { issues.append(TaskIssue(path: "choices", "is empty; list at least one choice")) }
        if style == .textScale, !Self.textScaleStops.contains(choices.count) {
            issues.append(TaskIssue(path: "choices", "has \(choices.count) choices; a text scale has 2 to 8 stops"))
        }
        if choices.filter(\.isOther).count > 1 {
            issues.append(TaskIssue(path: "choices", "has several \"other\" choices; keep one"))
        }
        var seen: Set<JSONValue> = []
        for (index, choice) in choices.enumerated() {
            switch choice.value {
            case .string, .int, .double, .bool: break
            default:
                issues.append(TaskIssue(path: "choices[\(index)].value",
                                        "must be a string, number or boolean, found \(choice.value.kindDescription)"))
            }
            if !seen.insert(choice.value).inserted {
                issues.append(TaskIssue(path: "choices[\(index)].value",
                                        "\(choice.value.jsonText) is used by an earlier choice; values must be unique"))
            }
            if choice.isExclusive && style != .multipleChoice {
                issues.append(TaskIssue(path: "choices[\(index)].exclusive", "only multiple choice has exclusive choices"))
            }
            if choice.isOther && style != .singleChoice && style != .multipleChoice {
                issues.append(TaskIssue(path: "choices[\(index)].other", "only single and multiple choice have an \"other\" choice"))
            }
        }
        return issues
    }

    /// Accepts a choice's value (single, picker, text scale) or an array of choice values
    /// (multiple); `{"other": "text"}` in place of a value is the other choice, specified.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the value that is not a choice.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard style == .multipleChoice else {
            let (index, specified) = try choiceIndex(of: value)
            guard let index else { throw ActivetaskError(.invalidAnswer, "\(value.jsonText) is not one of the choices \(valueList)") }
            return .choice(specified.map(JSONValue.string) ?? choices[index].value)
        }
        guard case .array(let values) = value else {
            throw ActivetaskError(.invalidAnswer, "expected an array of choice values, found \(value.shown)")
        }
        var indices: [Int?] = []
        var specified: String?
        for element in values {
            let (index, text) = try choiceIndex(of: element)
            indices.append(index)
            specified = text ?? specified
        }
        return try chosen(indices, written: values, other: specified, in: .english)
    }

    /// The index of the choice `value` names, and the text when it is `{"other": "text"}`.
    private func choiceIndex(of value: JSONValue) throws(ActivetaskError) -> (Int?, String?) {
        guard case .object(let members) = value else { return (choices.firstIndex { $0.value == value }, nil) }
        guard members.count == 1, members[0].key == "other", case .string(let text) = members[0].value else {
            throw ActivetaskError(.invalidAnswer, "expected a choice value or {\"other\": \"text\"}, found \(value.shown)")
        }
        guard let index = choices.firstIndex(where: \.isOther) else {
            throw ActivetaskError(.invalidAnswer, "the question has no \"other\" choice; give one of the choices \(valueList)")
        }
        return (index, try specifiedText(text, in: .english))
    }

    private func specifiedText(_ text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> String? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.contains(where: \.isNewline) else { throw BuiltInText.refusedOtherOneLine.refusal(in: language) }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Accepts choice numbers from 1: one for single choice, comma-separated for multiple; after
    /// a colon, the text the other choice is specified with (`4: cycling`).
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the number that is not a choice.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts choice numbers from 1, as `answer(fromText:)` does, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` naming the number that is not a choice, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let colon = text.firstIndex(of: ":")
        let other = try colon.flatMap { index throws(ActivetaskError) in try specifiedText(String(text[text.index(after: index)...]), in: language) }
        if other != nil, !choices.contains(where: \.isOther) {
            throw (style == .multipleChoice ? BuiltInText.refusedNoOtherChoices : .refusedNoOtherChoice).refusal(in: language)
        }
        let parts = text[..<(colon ?? text.endIndex)].split(separator: ",").map { String($0).trimmingSpaces }
        let numbers = parts.map { Int($0) }
        guard !parts.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw (style == .multipleChoice ? BuiltInText.refusedChoiceNumbers : .refusedChoiceNumber).refusal(in: language, String(choices.count))
        }
        let indices = numbers.map { number -> Int? in
            guard let number, (1...choices.count).contains(number) else { return nil }
            return number - 1
        }
        if style != .multipleChoice {
            guard indices.count == 1, let index = indices[0] else {
                throw BuiltInText.refusedOneNumber.refusal(in: language, String(choices.count))
            }
            return .choice(try value(of: index, other: other, in: language))
        }
        return try chosen(indices, written: parts.map { .string($0) }, other: other, in: language)
    }

    /// The stored value of the choice at `index`: the other text in place of the other choice's value.
    private func value(of index: Int, other: String?, in language: BuiltInLanguage) throws(ActivetaskError) -> JSONValue {
        guard let other else { return choices[index].value }
        guard choices[index].isOther else {
            throw otherNotChosen(in: language)
        }
        return .string(other)
    }

    private func otherNotChosen(in language: BuiltInLanguage) -> ActivetaskError {
        BuiltInText.refusedOnlyOtherIsTyped.refusal(in: language, choices.first(where: \.isOther)?.text ?? "")
    }

    private func chosen(_ indices: [Int?], written: [JSONValue], other: String?, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        for (index, written) in zip(indices, written) where index == nil {
            throw BuiltInText.refusedNotAChoice.refusal(in: language, written.jsonText, valueList)
        }
        let unique = Set(indices.compactMap { $0 })
        guard unique.count == indices.count else { throw BuiltInText.refusedChoiceTwice.refusal(in: language) }
        if unique.count > 1, let exclusive = unique.first(where: { choices[$0].isExclusive }) {
            throw BuiltInText.refusedExclusiveChoice.refusal(in: language, choices[exclusive].text)
        }
        if other != nil, !unique.contains(where: { choices[$0].isOther }) {
            throw otherNotChosen(in: language)
        }
        return .choices(unique.sorted().map { choices[$0].isOther ? other.map(JSONValue.string) ?? choices[$0].value : choices[$0].value })
    }

    private var valueList: String { "[" + choices.map(\.value.jsonText).joined(separator: ", ") + "]" }
}
