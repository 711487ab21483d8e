import ActiveTasks
import JSONValues

/// Turns answers into Rave data values, one rule per answer type (docs/EXPORT.md, "Rave").
struct RaveDataValue {
    private let study: RaveStudy
    private let clock: RaveClock

    /// Creates the rules of `study`.
    init(study: RaveStudy, clock: RaveClock) {
        self.study = study
        self.clock = clock
    }

    /// The data value of `answer`; `nil` for a question that was not shown, which is left out as
    /// a skipped one is.
    /// - Throws: `RaveValueProblem` when a choice's coded value holds the choice separator, so
    ///   several choices could not be told apart.
    func text(for answer: AnswerResult) throws(RaveValueProblem) -> String? {
        switch answer.value {
        case .boolean(let flag): return code(flag)
        case .choice(let value): return code(value)
        case .choices(let values):
            let codes = values.map(code)
            if let ambiguous = codes.first(where: { $0.contains(study.choiceSeparator) }) {
                throw RaveValueProblem("the choice value \"\(ambiguous)\" contains the choice separator \"\(study.choiceSeparator)\"; set choiceSeparator to text no choice value holds")
            }
            return codes.joined(separator: study.choiceSeparator)
        case .integer(let number): return String(number)
        case .decimal(let number): return PlainDecimal.string(number)
        case .text(let text): return text
        case .date(let date): return clock.answer(date, style: answer.dateStyle)
        case .timeOfDay(let time):
            return String(time.description.prefix(5))
        case .timeInterval(let seconds): return PlainDecimal.string(seconds)
        case .location(let place): return PlainDecimal.string(place.latitude) + "," + PlainDecimal.string(place.longitude)
        case .dontKnow: return study.dontKnowCode
        case .notShown: return nil
        }
    }

    private func code(_ flag: Bool) -> String {
        flag ? study.booleanCodes.yes : study.booleanCodes.no
    }

    /// A choice's coded value: strings as they are, numbers in plain decimal, booleans coded.
    private func code(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return PlainDecimal.string(number)
        case .bool(let flag): return code(flag)
        case .null, .array, .object: return value.jsonText
        }
    }
}

/// Why one answer has no Rave data value; the payload builder names the item.
struct RaveValueProblem: Error {
    /// The reason.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
