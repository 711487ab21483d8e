import ActiveTasks
import Foundation

/// Turns answers into REDCap values, one rule per answer type (docs/EXPORT.md, "REDCap"): REDCap's
/// raw codes, dates as Y-M-D, date-and-time as Y-M-D H:M in the study's zone, times as H:M, yes/no
/// as 1/0, several choices as checkbox columns.
struct REDCapValue {
    /// What one answer writes.
    enum Written: Equatable {
        /// One field's value.
        case text(String)
        /// A checkbox field: the codes of the chosen choices, each a `field___code` column of 1.
        case checked([String])
    }

    private let missingCode: String
    private let day: DateFormatter
    private let moment: DateFormatter

    /// Creates the rules of `study`.
    init(study: REDCapStudy) {
        missingCode = study.missingCode
        day = RaveClock.formatter("yyyy-MM-dd", in: TimeZone(identifier: "UTC")!)
        moment = RaveClock.formatter("yyyy-MM-dd HH:mm", in: study.timeZone)
    }

    /// What `answer` writes; `nil` for a question that was not shown, which is left out as a
    /// skipped one is.
    func value(of answer: AnswerResult) -> Written? {
        switch answer.value {
        case .boolean(let flag): return .text(flag ? "1" : "0")
        case .choice(let value): return .text(code(value))
        case .choices(let values):
            // A multiple value picker is one text field of every picker's value, not choices.
            guard answer.answerType != "multipleValuePicker" else { return .text(values.map(code).joined(separator: ",")) }
            return .checked(values.map(code))
        case .integer(let number): return .text(String(number))
        case .decimal(let number): return .text(PlainDecimal.string(number))
        case .text(let text): return .text(text)
        case .date(let date): return .text(answer.dateStyle == .date ? day.string(from: date) : moment.string(from: date))
        case .timeOfDay(let time): return .text(String(time.description.prefix(5)))
        case .timeInterval(let seconds): return .text(PlainDecimal.string(seconds))
        case .location(let place): return .text(PlainDecimal.string(place.latitude) + "," + PlainDecimal.string(place.longitude))
        case .dontKnow: return .text(missingCode)
        case .notShown: return nil
        }
    }

    /// A choice's raw code: strings as they are, numbers in plain decimal, booleans 1 and 0.
    private func code(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return PlainDecimal.string(number)
        case .bool(let flag): return flag ? "1" : "0"
        case .null, .array, .object: return value.jsonText
        }
    }
}
