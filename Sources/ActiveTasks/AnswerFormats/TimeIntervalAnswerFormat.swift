import RecordingFormat

/// A duration in seconds, typed as seconds or `H:mm`, optionally between two bounds.
public struct TimeIntervalAnswerFormat: AnswerFormat, Equatable {
    /// The shortest duration allowed, in seconds.
    public var minimum: Double
    /// The longest duration allowed, in seconds.
    public var maximum: Double?

    /// Creates a time-interval format.
    /// - Parameters:
    ///   - minimum: The shortest duration allowed, in seconds.
    ///   - maximum: The longest duration allowed, in seconds.
    public init(minimum: Double = 0, maximum: Double? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Reads `minimum` (default 0) and `maximum`, both in seconds.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(minimum: reader.double("minimum") ?? 0, maximum: reader.double("maximum"))
    }

    /// `"timeInterval"`.
    public var type: String { "timeInterval" }
    /// `duration in seconds or H:mm`.
    public var hint: String { "duration in seconds or H:mm" }

    /// A negative minimum, maximum below minimum.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimum < 0 { issues.append(TaskIssue(path: "minimum", "\(NumberText.string(minimum)) is negative")) }
        if let maximum, maximum < minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) is below minimum \(NumberText.string(minimum))"))
        }
        return issues
    }

    /// Accepts a number of seconds within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no number or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard let seconds = value.doubleValue else { throw ActivetaskError(.invalidAnswer, "expected a number of seconds, found \(value.jsonText)") }
        return try checked(seconds)
    }

    /// Accepts typed seconds or `H:mm`.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no duration or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        if let seconds = Double(typed) { return try checked(seconds) }
        let parts = typed.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let hours = parts[0], let minutes = parts[1], hours >= 0, (0..<60).contains(minutes)
        else { throw ActivetaskError(.invalidAnswer, "type a \(hint)") }
        return try checked(Double(hours * 3600 + minutes * 60))
    }

    private func checked(_ seconds: Double) throws(ActivetaskError) -> AnswerValue {
        guard seconds.isFinite, seconds >= minimum else {
            throw ActivetaskError(.invalidAnswer, "\(NumberText.string(seconds)) s is below the minimum \(NumberText.string(minimum)) s")
        }
        if let maximum, seconds > maximum {
            throw ActivetaskError(.invalidAnswer, "\(NumberText.string(seconds)) s is above the maximum \(NumberText.string(maximum)) s")
        }
        return .timeInterval(seconds)
    }
}
