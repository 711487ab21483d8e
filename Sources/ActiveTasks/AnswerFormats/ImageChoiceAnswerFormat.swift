import RecordingFormat
import JSONValues

/// A choice among images (ResearchKit's image choice): a faces pain scale, a stool chart.
///
/// Answers are those of a text choice over the same labels and values (one value, or an array
/// with `multiple: true`); terminals show the labels as numbered options. Every image must
/// exist and be a PNG or SVG file under 2 MB.
public struct ImageChoiceAnswerFormat: AnswerFormat, Equatable {
    /// The choices, in the order shown.
    public var choices: [ImageChoice]
    /// Whether the images are stacked top to bottom (a stool chart) rather than side by side.
    public var isVertical: Bool
    /// Whether several images may be chosen.
    public var allowsMultiple: Bool

    /// Creates an image-choice format.
    /// - Parameters:
    ///   - choices: The choices.
    ///   - isVertical: Whether the images are stacked top to bottom.
    ///   - allowsMultiple: Whether several images may be chosen.
    public init(choices: [ImageChoice], isVertical: Bool = false, allowsMultiple: Bool = false) {
        self.choices = choices
        self.isVertical = isVertical
        self.allowsMultiple = allowsMultiple
    }

    /// Reads `choices` (objects with `text`, `image` and `value`), `vertical` and `multiple`.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        if reader.value("choices") == nil { reader.log.error(reader.path(of: "choices"), "missing; list at least one image choice") }
        let choices: [ImageChoice] = (reader.objects("choices") ?? []).compactMap { choice in
            defer { choice.warnAboutUnreadKeys() }
            let text = choice.requiredLocalizedText("text"), image = choice.requiredString("image")
            let value = choice.value("value")
            guard let text, let image else { return nil }
            return ImageChoice(text: text.text, value: value ?? .string(text.defaultText), image: image, baseDirectory: reader.baseDirectory)
        }
        self.init(choices: choices, isVertical: reader.bool("vertical") ?? false,
                  allowsMultiple: reader.bool("multiple") ?? false)
    }

    /// The same choice as text: labels and values, single or multiple.
    public var textChoices: ChoiceAnswerFormat {
        ChoiceAnswerFormat(style: allowsMultiple ? .multipleChoice : .singleChoice,
                           choices: choices.map { TextChoice(text: $0.text, value: $0.value) })
    }

    /// `"imageChoice"`.
    public var type: String { "imageChoice" }

    /// Numbered options.
    public var inputKind: AnswerInputKind { .choice }

    /// The images with their texts, and their layout.
    public var input: AnswerInput {
        AnswerInput(options: choices.map { AnswerOption(text: $0.text, value: $0.value, imageURL: $0.imageURL) }, isVertical: isVertical)
    }

    /// Several options when the format allows several.
    public var allowsMultipleAnswers: Bool { allowsMultiple }

    /// As a text choice's hint.
    public var hint: String { textChoices.hint }

    /// As a choice format's, in `language`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { textChoices.hint(in: language) }
    /// A text choice's rules on the labels and values, and each image's problem.
    public func definitionIssues() -> [TaskIssue] {
        textChoices.definitionIssues() + choices.enumerated().compactMap { index, choice in
            choice.imageProblem().map { TaskIssue(path: "choices[\(index)].image", $0) }
        }
    }

    /// As a text choice: one choice's value, or an array of values with `multiple`.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the value that is not a choice.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        try textChoices.answer(from: value)
    }

    /// As a text choice: the choice's number from 1 (comma-separated with `multiple`).
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the number that is not a choice.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try textChoices.answer(fromText: text)
    }

    /// As a choice format's: choice numbers from 1, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` naming the number that is not a choice, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        try textChoices.answer(fromText: text, in: language)
    }
}
