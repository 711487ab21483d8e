/// What input an answer format asks for, as a presenter or exporter needs to know it without
/// asking which type the format is: the kiosk page's input, a terminal's keys, a refusal's words,
/// an export's data type. The format's own properties (choices, bounds, units) say the rest.
public enum AnswerInputKind: String, Sendable, CaseIterable {
    /// Yes or no (`boolean`).
    case boolean
    /// One of numbered options, or several where the format allows multiple answers (text,
    /// image and colour choices, value pickers).
    case choice
    /// A rung of the socioeconomic ladder, 1 (bottom) to 10 (top).
    case ladder
    /// A slider: whole steps (`scale`) or a continuous range (`continuousScale`).
    case scale
    /// A whole number (`integer`, `age`, `year`).
    case integer
    /// A decimal number (`decimal`).
    case decimal
    /// A body measurement in its units (`height`, `weight`).
    case measurement
    /// Free text.
    case text
    /// An email address.
    case email
    /// A calendar date.
    case date
    /// A date and a time of day.
    case dateAndTime
    /// A time of day.
    case timeOfDay
    /// A duration.
    case timeInterval
    /// Coordinates, or the device's current location.
    case location
    /// One value from each of several pickers (`multipleValuePicker`).
    case pickers
}
