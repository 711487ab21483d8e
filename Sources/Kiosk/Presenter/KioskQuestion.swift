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
    /// Whether a typed number may be negative (the keypad offers `±`).
    var negative: Bool
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
    /// Most characters of a text answer, when limited.
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

    /// What a participant needs to know to answer by touch, in their words; empty when the
    /// control says it all (choices, scales, pickers). The terminal's typing hints (`whole number
    /// 0–120 years`, `date and time, ISO 8601`) never reach the page.
    /// - Parameters:
    ///   - format: The question's answer format.
    ///   - language: The run's language: the hint's words and its numbers' decimal mark.
    static func participantHint(_ format: any AnswerFormat, in language: BuiltInLanguage) -> String {
        let input = format.input
        if format.inputKind == .text, let length = input.maximumLength {
            return BuiltInText.hintAtMostCharacters.text(in: language, String(length))
        }
        guard format.inputKind == .integer || format.inputKind == .decimal else { return "" }
        if let ages = input.ages {
            return BuiltInText.hintAgeOrYear.text(in: language, String(ages.lowerBound), String(ages.upperBound))
        }
        let number = { (value: Double) in input.isYear ? String(Int(value)) : language.decimal(NumberText.string(value)) }
        let unit = input.unit.map { " " + $0 } ?? ""
        let (fromTo, atLeast, upTo): (BuiltInText, BuiltInText, BuiltInText) =
            input.isYear ? (.hintYearFromTo, .hintYearAtLeast, .hintYearUpTo) : (.hintFromTo, .hintAtLeast, .hintUpTo)
        switch (input.minimum, input.maximum) {
        case let (low?, high?): return fromTo.text(in: language, number(low), number(high), unit)
        case let (low?, nil): return atLeast.text(in: language, number(low), unit)
        case let (nil, high?): return upTo.text(in: language, number(high), unit)
        case (nil, nil): return ""
        }
    }

    /// Describes `question`.
    /// - Parameters:
    ///   - question: The question.
    ///   - images: The task's image files, by their index in the page's `image/N` URLs.
    ///   - currentLocation: The device's current location when the question offers it (`nil` otherwise).
    ///   - language: The run's language.
    init(_ question: Question, images: [URL], currentLocation: LocationAnswer?, language: BuiltInLanguage) {
        identifier = question.identifier
        prompt = question.prompt ?? "Your answer"  // never the identifier, the study's own name for it
        isOptional = question.isOptional
        dontKnow = question.dontKnowText
        learnMore = question.learnMore
        learnMoreLabel = question.learnMore == nil ? nil : BuiltInText.learnMore.text(in: language)
        let format = question.answerFormat, kind = format.inputKind, described = format.input
        hint = Self.participantHint(format, in: language)
        input = switch kind {
        case .boolean, .ladder: "choice"
        case .choice: format.allowsMultipleAnswers ? "multipleChoice" : "choice"
        case .scale, .integer, .decimal, .measurement, .text, .email, .date, .dateAndTime, .timeOfDay, .timeInterval, .location, .pickers:
            kind.rawValue
        }
        self.currentLocation = kind == .location ? currentLocation?.text : nil
        // What the page draws beyond the input, as the format describes it: the options, the
        // limits, the units.
        if !described.options.isEmpty {
            options = described.options.map { option in
                Option(text: option.text, image: option.imageURL.flatMap { images.firstIndex(of: $0) }.map { "image/\($0)" },
                       exclusive: option.isExclusive ? true : nil, other: option.isOther ? true : nil, color: option.color)
            }
        }
        ladder = kind == .ladder ? true : nil
        pickers = described.pickers.isEmpty ? nil : described.pickers
        fields = described.fields.isEmpty ? nil : described.fields
        (minimum, maximum, step, initial) = (described.minimum, described.maximum, described.step, described.initial)
        (minimumLabel, maximumLabel, unit) = (described.minimumLabel, described.maximumLabel, described.unit)
        (maximumLength, multipleLines) = (described.maximumLength, kind == .text ? described.multipleLines : nil)
        (earliest, latest) = (described.earliest, described.latest)
        vertical = described.isVertical ? true : nil
        // Coordinates, and a number whose lower bound is negative or missing (not an age or year).
        negative = kind == .location || (described.minimum.map { $0 < 0 } ?? ((kind == .integer || kind == .decimal) && described.ages == nil && !described.isYear))
    }
}
