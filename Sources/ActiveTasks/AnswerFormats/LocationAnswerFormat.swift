import Markup
import RecordingFormat
import JSONValues

/// A place (ResearchKit's location answer format): the device's current fix, or a coordinate
/// typed as `latitude, longitude` in decimal degrees.
public struct LocationAnswerFormat: AnswerFormat, Equatable {
    /// Whether a presenter offers the device's current location (from gpsd) as the answer.
    public var useCurrentLocation: Bool

    /// Creates a location format.
    /// - Parameter useCurrentLocation: Whether the current fix is offered.
    public init(useCurrentLocation: Bool = true) {
        self.useCurrentLocation = useCurrentLocation
    }

    /// Reads `useCurrentLocation` (default true).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(useCurrentLocation: reader.bool("useCurrentLocation") ?? true)
    }

    /// `"location"`.
    public var type: String { "location" }

    /// A location.
    public var inputKind: AnswerInputKind { .location }

    /// What to type.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Breite, Länge in Grad (52.52, 13.405)` (the example keeps its
    /// points: the comma separates the two).
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { BuiltInText.typingLocation.text(in: language) }

    /// None: the format has no bounds of its own.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts `{"latitude", "longitude", "horizontalAccuracy"?, "address"?}` within range.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the missing or out-of-range member.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        .location(try LocationAnswer(json: value))
    }

    /// Accepts `latitude, longitude` in decimal degrees.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when the line is not two numbers in range.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts `latitude, longitude` in decimal degrees, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when the line is not two numbers in range, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0).trimmingSpaces) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else {
            throw BuiltInText.refusedType.refusal(in: language, hint(in: language))
        }
        return .location(try LocationAnswer(checkedLatitude: latitude, longitude: longitude, in: language))
    }
}
