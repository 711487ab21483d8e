import ActiveTasks
import RecordingFormat
import Foundation

/// One answer as the `answer` entries of a FHIR R4 `QuestionnaireResponse.item`
/// (`value[x]`: http://hl7.org/fhir/R4/questionnaireresponse.html), docs/EXPORT.md "FHIR".
enum FHIRAnswer {
    /// The code system of choice values: the task's own choice values.
    static let choiceSystem = "urn:activetask:choice"

    /// The `answer` array for `answer`: one element, or one per chosen value.
    static func values(of answer: AnswerResult) -> [JSONValue] {
        switch answer.value {
        case .boolean(let flag): return [member("valueBoolean", .bool(flag))]
        case .choice(let value): return [coding(value)]
        case .choices(let values): return values.map(coding)
        case .integer(let number): return [member("valueInteger", .int(number))]
        case .decimal(let number):
            guard let unit = answer.unit else { return [member("valueDecimal", .double(number))] }
            // The task's unit is free text: a Quantity's unit, with no UCUM code claimed.
            return [member("valueQuantity", FHIRBundle.object([("value", .double(number)), ("unit", .string(unit))]))]
        case .text(let text): return [member("valueString", .string(text))]
        case .date(let date):
            return answer.dateStyle == .date ? [member("valueDate", .string(day.string(from: date)))]
                : [member("valueDateTime", .string(DateText.string(from: date)))]
        case .timeOfDay(let time): return [member("valueTime", .string(time.description))]
        case .timeInterval(let seconds):
            return [member("valueQuantity", FHIRBundle.quantity(.double(seconds), ucum: "s"))]
        case .location(let place):
            // R4 has no location answer type: the coordinates as text, as the archive writes them.
            return [member("valueString", .string(place.text))]
        }
    }

    private static func member(_ name: String, _ value: JSONValue) -> JSONValue {
        FHIRBundle.object([(name, value)])
    }

    /// A choice as a Coding: its value as the code, in the task's choice system.
    private static func coding(_ value: JSONValue) -> JSONValue {
        let code: String = switch value {
        case .string(let text): text
        default: value.jsonText
        }
        return member("valueCoding", FHIRBundle.object([("system", .string(choiceSystem)), ("code", .string(code))]))
    }

    /// Day answers are stored as midnight UTC of their day.
    private static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
