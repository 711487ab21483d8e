import RecordingFormat
import ActiveTasks

/// What the terminal presenters show and accept for a question beyond its format's numbered
/// options: a vertical scale drawn as a ruler from its maximum (top) to its minimum (bottom),
/// and the current location offered as the answer to a location question (an empty line takes
/// the location current at that moment).
struct QuestionDisplay {
    /// The question shown.
    let question: Question
    /// The device's current location, when a location source has a fix; read each time it is shown.
    let currentLocation: () -> LocationAnswer?

    /// The current location when the question is a location question that offers it.
    private var offeredLocation: LocationAnswer? {
        question.offersCurrentLocation ? currentLocation() : nil
    }

    /// The ruler of a vertical scale, or the location on offer; empty for other questions.
    var lines: [String] {
        if question.offersCurrentLocation {
            guard let offeredLocation else { return ["no current location (no gpsd fix); type the coordinates"] }
            return ["current location: \(offeredLocation.text) (Enter takes it)"]
        }
        // The ruler of a vertical slider, as its format describes it: every step of a whole-step
        // scale, a continuous one's ends with three marks between.
        let input = question.answerFormat.input
        guard question.answerFormat.inputKind == .scale, input.isVertical, let low = input.minimum, let high = input.maximum else { return [] }
        if input.fractionDigits == nil, let step = input.step {
            return Self.ruler(stride(from: high, through: low, by: -step).map(NumberText.string), input)
        }
        return Self.ruler([NumberText.string(high), "", "", "", NumberText.string(low)], input)
    }

    /// The answer for a typed line (`Question.answer(fromText:offering:)`): the offered location
    /// for a blank line, no answer for a blank line of a scale, otherwise what the answer format reads.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the format's refusal.
    /// - Throws: `ActivetaskError` from the answer format.
    func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue? {
        try question.answer(fromText: text, offering: offeredLocation, in: language)
    }

    /// Whether the question takes several of its numbered options.
    var isMultipleChoice: Bool {
        question.answerFormat.allowsMultipleAnswers
    }

    /// Values from the top down, the ends labelled with their descriptions, joined by a bar.
    private static func ruler(_ values: [String], _ input: AnswerInput) -> [String] {
        let width = values.map(\.count).max() ?? 0
        return values.enumerated().map { index, value in
            let label = index == 0 ? input.maximumLabel : index == values.count - 1 ? input.minimumLabel : nil
            let padded = String(repeating: " ", count: width - value.count) + value
            return value.isEmpty ? padded + " |" : padded + " -" + (label.map { " \($0)" } ?? "")
        }
    }
}
