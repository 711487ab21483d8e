import ActiveTasks
import Foundation
import RecordingFormat

/// A question as the page draws it: which input, with the format's limits, so that the page
/// offers only what the format accepts. Whatever the page sends back is read by the format's own
/// `answer(fromText:in:)`; its refusal is shown as the notice, in the task's language.
struct KioskQuestion: Encodable, Equatable {
    /// One choice: its text and, for image choices, the image's URL relative to the page.
    struct Option: Encodable, Equatable {
        /// The choice's text (and its button's accessible name).
        var text: String
        /// `image/N` for an image choice.
        var image: String?
        /// Whether choosing it unchooses the others, and choosing another unchooses it ("Nothing").
        var exclusive: Bool?
        /// "Other, please specify": choosing it offers a text field, sent after a colon (`4: text`).
        var other: Bool?
        /// A colour choice's swatch, `#RRGGBB`.
        var color: String?
    }

    /// The answer's identifier.
    var identifier: String
    /// The question's text (`Your answer` when it has none); labels its input.
    var prompt: String
    /// The form section the question is in.
    var section: String?
    /// `Question 2 of 5` within a form.
    var position: String?
    /// Whether Skip is offered.
    var isOptional: Bool
    /// The input: `choice`, `multipleChoice`, `scale`, `integer`, `decimal`, `measurement`,
    /// `pickers`, `text`, `email`, `date`, `dateAndTime`, `timeOfDay`, `timeInterval` or
    /// `location`; any other format is typed as text.
    var input: String
    /// What the format accepts, in words.
    var hint: String
    /// The choices (choice, boolean, image choice).
    var options: [Option]?
    /// Whether image choices or a scale are laid out vertically.
    var vertical: Bool?
    /// Lower bound (scales, numbers, durations in seconds).
    var minimum: Double?
    /// Upper bound.
    var maximum: Double?
    /// The step between values (scales: the format's step; continuous scales: one unit of the
    /// last fraction digit).
    var step: Double?
    /// Where a scale starts.
    var initial: Double?
    /// The scale's lower end in words.
    var minimumLabel: String?
    /// The scale's upper end in words.
    var maximumLabel: String?
    /// The number's unit.
    var unit: String?
    /// Most characters of a text answer; 0 for no limit.
    var maximumLength: Int?
    /// Whether a text answer may have several lines.
    var multipleLines: Bool?
    /// Earliest date or time: ISO 8601 for dates, `HH:mm` for times of day.
    var earliest: String?
    /// Latest date or time.
    var latest: String?
    /// The device's current location offered as the answer, in words.
    var currentLocation: String?
    /// A measurement's fields, by their units (`["ft", "in"]`), sent as `5 ft 10 in`.
    var fields: [String]?
    /// Several pickers side by side: each one's choice texts, sent joined by commas.
    var pickers: [[String]]?
    /// Whether the choices are a ladder's rungs, drawn from the top (the last) down, two to a
    /// row, `maximumLabel` above and `minimumLabel` below.
    var ladder: Bool?
    /// The don't-know button's label, when the question offers one.
    var dontKnow: String?
    /// Text the participant can open to learn more.
    var learnMore: String?
    /// The label of the control that opens it.
    var learnMoreLabel: String?

    /// Describes `question`.
    /// - Parameters:
    ///   - question: The question.
    ///   - images: The task's image files, by their index in the page's `image/N` URLs.
    ///   - currentLocation: The device's current location when the question offers it (`nil` otherwise).
    /// What a participant needs to know to answer by touch, in their words; empty when the
    /// control says it all (choices, scales, pickers). The terminal's typing hints (`whole number
    /// 0–120 years`, `date and time, ISO 8601`) never reach the page.
    /// - Parameters:
    ///   - format: The question's answer format.
    ///   - language: The run's language: the hint's words and its numbers' decimal mark.
    static func participantHint(_ format: any AnswerFormat, in language: BuiltInLanguage) -> String {
        let number = { (value: Double) in language.decimal(NumberText.string(value)) }
        switch format {
        case let numeric as NumericAnswerFormat:
            let unit = numeric.unit.map { " " + $0 } ?? ""
            switch (numeric.minimum, numeric.maximum) {
            case let (low?, high?): return BuiltInText.hintFromTo.text(in: language, number(low), number(high), unit)
            case let (low?, nil): return BuiltInText.hintAtLeast.text(in: language, number(low), unit)
            case let (nil, high?): return BuiltInText.hintUpTo.text(in: language, number(high), unit)
            case (nil, nil): return ""
            }
        case let text as TextAnswerFormat where text.maximumLength > 0:
            return BuiltInText.hintAtMostCharacters.text(in: language, String(text.maximumLength))
        case let age as AgeAnswerFormat:
            return BuiltInText.hintAgeOrYear.text(in: language, String(age.minimumAge), String(age.maximumAge))
        case let year as YearAnswerFormat:
            switch year.bounds {
            case let (low?, high?): return BuiltInText.hintYearFromTo.text(in: language, String(low), String(high))
            case let (low?, nil): return BuiltInText.hintYearAtLeast.text(in: language, String(low))
            case let (nil, high?): return BuiltInText.hintYearUpTo.text(in: language, String(high))
            case (nil, nil): return ""
            }
        default:
            return ""
        }
    }

    init(_ question: Question, images: [URL], currentLocation: LocationAnswer?, language: BuiltInLanguage) {
        identifier = question.identifier
        prompt = question.prompt ?? "Your answer"  // never the identifier, the study's own name for it
        isOptional = question.isOptional
        dontKnow = question.dontKnowText
        learnMore = question.learnMore
        learnMoreLabel = question.learnMore == nil ? nil : BuiltInText.learnMore.text(in: language)
        let format = question.answerFormat
        hint = Self.participantHint(format, in: language)
        input = switch format.inputKind {
        case .boolean, .ladder: "choice"
        case .choice: format.allowsMultipleAnswers ? "multipleChoice" : "choice"
        case .scale, .integer, .decimal, .measurement, .text, .email, .date, .dateAndTime, .timeOfDay, .timeInterval, .location, .pickers:
            format.inputKind.rawValue
        }
        self.currentLocation = format.inputKind == .location ? currentLocation?.text : nil
        // What the page draws beyond the input: the options, the limits, the units.
        switch format {
        case let boolean as BooleanAnswerFormat:
            options = [Option(text: boolean.yes), Option(text: boolean.no)]
        case let choice as ChoiceAnswerFormat:
            options = choice.choices.map { Option(text: $0.text, exclusive: $0.isExclusive ? true : nil, other: $0.isOther ? true : nil) }
        case let color as ColorChoiceAnswerFormat:
            options = color.colorChoices.map { Option(text: $0.text, color: $0.color) }
        case let ladder as SESAnswerFormat:
            // Rungs by their numbers, the top and bottom described above and below the ladder.
            self.ladder = true
            options = SESAnswerFormat.rungs.map { Option(text: String($0)) }
            (minimumLabel, maximumLabel) = (ladder.bottomRungText, ladder.topRungText)
        case let pickers as MultipleValuePickerAnswerFormat:
            self.pickers = pickers.valuePickers.map { $0.choices.map(\.text) }
        case let height as HeightAnswerFormat:
            minimum = 0
            fields = height.measurementSystem == .metric ? ["cm"] : ["ft", "in"]
        case let weight as WeightAnswerFormat:
            minimum = 0
            switch (weight.measurementSystem, weight.numericPrecision) {
            case (.metric, _): fields = ["kg"]
            case (.USC, .high): fields = ["lb", "oz"]
            case (.USC, _): fields = ["lb"]
            }
        case let age as AgeAnswerFormat:
            minimum = Double(age.minimumAge)
        case let year as YearAnswerFormat:
            (minimum, maximum) = (Double(year.bounds.low ?? 0), year.bounds.high.map(Double.init))
        case let image as ImageChoiceAnswerFormat:
            vertical = image.isVertical
            options = image.choices.map { choice in
                Option(text: choice.text, image: choice.imageURL.flatMap { images.firstIndex(of: $0) }.map { "image/\($0)" })
            }
        case let scale as ScaleAnswerFormat:
            (minimum, maximum, step) = (Double(scale.minimum), Double(scale.maximum), Double(scale.step))
            initial = Double(scale.defaultValue ?? scale.minimum + (scale.maximum - scale.minimum) / scale.step / 2 * scale.step)
            describe(scale.appearance)
        case let scale as ContinuousScaleAnswerFormat:
            (minimum, maximum) = (scale.minimum, scale.maximum)
            step = pow(10, -Double(scale.maximumFractionDigits))
            initial = (scale.minimum + scale.maximum) / 2
            describe(scale.appearance)
        case let number as NumericAnswerFormat:
            (minimum, maximum, unit) = (number.minimum, number.maximum, number.unit)
            step = number.style == .integer ? 1 : number.maximumFractionDigits.map { pow(10, -Double($0)) }
        case let text as TextAnswerFormat:
            (maximumLength, multipleLines) = (text.maximumLength, text.multipleLines)
        case let date as DateAnswerFormat:
            (earliest, latest) = (date.minimumDate.map(DateText.string), date.maximumDate.map(DateText.string))
        case let time as TimeOfDayAnswerFormat:
            (earliest, latest) = (time.minimum.map(\.description), time.maximum.map(\.description))
        case let interval as TimeIntervalAnswerFormat:
            (minimum, maximum) = (interval.minimum, interval.maximum)
        default:
            break
        }
    }

    private mutating func describe(_ appearance: ScaleAppearance) {
        vertical = appearance.isVertical
        minimumLabel = appearance.minimumValueDescription
        maximumLabel = appearance.maximumValueDescription
    }
}
