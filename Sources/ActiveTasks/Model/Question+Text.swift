import RecordingFormat

extension Question {
    /// Whether the question is a location question that offers the device's current location.
    public var offersCurrentLocation: Bool {
        (answerFormat as? LocationAnswerFormat)?.useCurrentLocation == true
    }

    /// The answer a typed line gives: the offered location for a blank line of a location
    /// question; no answer for a blank line of a scale (a slider left untouched); otherwise what
    /// the answer format reads (which refuses a blank line with its own reason, in `language`).
    /// - Parameters:
    ///   - text: The typed line.
    ///   - location: The current location the question offers, if any.
    ///   - language: The run's language, of the format's refusal.
    /// - Returns: The answer, or `nil` for no answer.
    /// - Throws: `ActivetaskError` from the answer format.
    public func answer(fromText text: String, offering location: LocationAnswer?, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue? {
        if text.allSatisfy(\.isWhitespace) {
            if let location { return .location(location) }
            if answerFormat.inputKind == .scale { return nil }
        }
        return try answerFormat.answer(fromText: text, in: language)
    }
}
