import Foundation

/// What an answer format asks the participant for beyond its kind, as the format describes it:
/// its options, bounds, step, units and layout. Presenters draw the input from it and exporters
/// define the item from it, so a format of one's own (registered in `StepRegistry`) is drawn and
/// exported without anyone asking which type it is. What a format leaves out does not apply.
public struct AnswerInput: Sendable, Equatable {
    /// The options, in order: choices, colours, images, yes and no, a ladder's rungs.
    public var options: [AnswerOption]
    /// Each picker's option texts, for several pickers.
    public var pickers: [[String]]
    /// The lowest value the answer may take, in its unit; `nil` when unbounded.
    public var minimum: Double?
    /// The highest value the answer may take, in its unit; `nil` when unbounded.
    public var maximum: Double?
    /// The step between values: 1 for whole numbers, a slider's step; `nil` when free.
    public var step: Double?
    /// The decimals a decimal answer keeps, where the format fixes them.
    public var fractionDigits: Int?
    /// Where a slider starts.
    public var initial: Double?
    /// The unit shown beside a typed number (`kg`).
    public var unit: String?
    /// The units a measurement is typed in, one field each (`cm`; `ft` and `in`).
    public var fields: [String]
    /// The ages an age question takes (as an age, or as the birth year).
    public var ages: ClosedRange<Int>?
    /// Whether the number is a calendar year.
    public var isYear: Bool
    /// The earliest date (`2026-01-31`, or with its time) or time of day (`08:00`) taken.
    public var earliest: String?
    /// The latest date or time of day taken.
    public var latest: String?
    /// The most characters a text answer takes; `nil` when unlimited.
    public var maximumLength: Int?
    /// Whether a text answer may have several lines.
    public var multipleLines: Bool
    /// Whether a slider or a list of images runs top to bottom.
    public var isVertical: Bool
    /// What the lowest value (or a ladder's bottom rung) means.
    public var minimumLabel: String?
    /// What the highest value (or a ladder's top rung) means.
    public var maximumLabel: String?

    /// An input described by the properties of the same names; what is left out does not apply.
    public init(options: [AnswerOption] = [], pickers: [[String]] = [], minimum: Double? = nil, maximum: Double? = nil,
                step: Double? = nil, fractionDigits: Int? = nil, initial: Double? = nil, unit: String? = nil, fields: [String] = [],
                ages: ClosedRange<Int>? = nil, isYear: Bool = false, earliest: String? = nil, latest: String? = nil,
                maximumLength: Int? = nil, multipleLines: Bool = false, appearance: ScaleAppearance? = nil, isVertical: Bool = false,
                minimumLabel: String? = nil, maximumLabel: String? = nil) {
        (self.options, self.pickers, self.minimum, self.maximum, self.step) = (options, pickers, minimum, maximum, step)
        (self.fractionDigits, self.initial, self.unit, self.fields, self.ages, self.isYear) = (fractionDigits, initial, unit, fields, ages, isYear)
        (self.earliest, self.latest, self.maximumLength, self.multipleLines) = (earliest, latest, maximumLength, multipleLines)
        self.isVertical = appearance?.isVertical ?? isVertical
        self.minimumLabel = appearance?.minimumValueDescription ?? minimumLabel
        self.maximumLabel = appearance?.maximumValueDescription ?? maximumLabel
    }
}
