import RecordingFormat

/// Single choice, multiple choice or a value picker over a list of text choices.
public struct ChoiceAnswerFormat: AnswerFormat, Equatable {
    /// How many choices may be taken and how they are shown.
    public enum Style: String, Sendable, CaseIterable {
        /// Exactly one choice, shown as a list.
        case singleChoice
        /// Any number of choices.
        case multipleChoice
        /// Exactly one choice, shown as a picker wheel.
        case valuePicker
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

    /// Reads `choices` (strings, or objects with `text`, `value`, `exclusive`) from task JSON.
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
                                          isExclusive: choice.bool("exclusive") ?? false))
                choice.warnAboutUnreadKeys()
            default:
                reader.log.error(element.path, "expected a string or an object with \"text\", found \(element.value.kindDescription)")
            }
        }
        self.init(style: style, choices: choices)
    }

    /// The style's name.
    public var type: String { style.rawValue }

    /// `one number` or `numbers separated by commas`.
    public var hint: String {
        style == .multipleChoice ? "choose numbers separated by commas" : "choose one number"
    }

    /// The choices' texts.
    public var options: [String] { choices.map(\.text) }

    /// No choices, duplicate values, values that are not strings, numbers or booleans.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if choices.isEmpty { issues.append(TaskIssue(path: "choices", "is empty; list at least one choice")) }
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
        }
        return issues
    }

    /// Accepts a choice's value (single, picker) or an array of choice values (multiple).
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the value that is not a choice.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard style == .multipleChoice else {
            guard choices.contains(where: { $0.value == value }) else {
                throw ActivetaskError(.invalidAnswer, "\(value.jsonText) is not one of the choices \(valueList)")
            }
            return .choice(value)
        }
        guard case .array(let values) = value else {
            throw ActivetaskError(.invalidAnswer, "expected an array of choice values, found \(value.jsonText)")
        }
        return try chosen(values.map { choiceValue -> Int? in choices.firstIndex { $0.value == choiceValue } },
                          written: values)
    }

    /// Accepts choice numbers from 1: one for single choice, comma-separated for multiple.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the number that is not a choice.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        let parts = text.split(separator: ",").map { String($0).trimmingSpaces }
        let numbers = parts.map { Int($0) }
        guard !parts.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw ActivetaskError(.invalidAnswer, "type \(style == .multipleChoice ? "choice numbers separated by commas" : "a choice number"), 1 to \(choices.count)")
        }
        let indices = numbers.map { number -> Int? in
            guard let number, (1...choices.count).contains(number) else { return nil }
            return number - 1
        }
        if style != .multipleChoice {
            guard indices.count == 1, let index = indices[0] else {
                throw ActivetaskError(.invalidAnswer, "type one number from 1 to \(choices.count)")
            }
            return .choice(choices[index].value)
        }
        return try chosen(indices, written: parts.map { .string($0) })
    }

    private func chosen(_ indices: [Int?], written: [JSONValue]) throws(ActivetaskError) -> AnswerValue {
        for (index, written) in zip(indices, written) where index == nil {
            throw ActivetaskError(.invalidAnswer, "\(written.jsonText) is not one of the choices \(valueList)")
        }
        let unique = Set(indices.compactMap { $0 })
        guard unique.count == indices.count else { throw ActivetaskError(.invalidAnswer, "a choice is given twice") }
        if unique.count > 1, let exclusive = unique.first(where: { choices[$0].isExclusive }) {
            throw ActivetaskError(.invalidAnswer, "\"\(choices[exclusive].text)\" excludes every other choice")
        }
        return .choices(unique.sorted().map { choices[$0].value })
    }

    private var valueList: String { "[" + choices.map(\.value.jsonText).joined(separator: ", ") + "]" }
}
