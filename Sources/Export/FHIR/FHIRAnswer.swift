import ActiveTasks
import RecordingFormat
import Foundation

/// One answer as the `answer` entries of a FHIR R4 `QuestionnaireResponse.item`
/// (`value[x]`: http://hl7.org/fhir/R4/questionnaireresponse.html), docs/EXPORT.md "FHIR".
enum FHIRAnswer {
    /// The code system of choice values: the task's own choice values.
    static let choiceSystem = FHIRItemType.choiceSystem
    /// The answer types whose unit is a UCUM code: heights in cm, weights in kg.
    static let measured: Set<String> = ["height", "weight"]
    /// HL7's code system of reasons a value is missing.
    static let dataAbsentReason = "http://terminology.hl7.org/CodeSystem/data-absent-reason"

    /// The `answer` array for `answer`: one element, or one per chosen value.
    static func values(of answer: AnswerResult) -> [JSONValue] {
        switch answer.value {
        case .boolean(let flag): return [member(FHIRItemType.boolean.answerKey, .bool(flag))]
        case .choice(let value): return [coding(value)]
        case .choices(let values): return values.map(coding)
        case .integer(let number): return [member(FHIRItemType.integer.answerKey, .int(number))]
        case .decimal(let number):
            guard let unit = answer.unit else { return [member(FHIRItemType.decimal.answerKey, .double(number))] }
            // Heights and weights are stored in cm and kg, UCUM codes; another task's unit is free
            // text: a Quantity's unit, with no UCUM code claimed.
            if measured.contains(answer.answerType) { return [member(FHIRItemType.quantity.answerKey, FHIRBundle.quantity(.double(number), ucum: unit))] }
            return [member(FHIRItemType.quantity.answerKey, FHIRBundle.object([("value", .double(number)), ("unit", .string(unit))]))]
        case .text(let text): return [member(FHIRItemType.string.answerKey, .string(text))]
        case .date(let date):
            return answer.dateStyle == .date ? [member(FHIRItemType.date.answerKey, .string(day.string(from: date)))]
                : [member(FHIRItemType.dateTime.answerKey, .string(DateText.string(from: date)))]
        case .timeOfDay(let time): return [member(FHIRItemType.time.answerKey, .string(time.description))]
        case .timeInterval(let seconds):
            return [member(FHIRItemType.quantity.answerKey, FHIRBundle.quantity(.double(seconds), ucum: "s"))]
        case .location(let place):
            // R4 has no location answer type: the coordinates as text, as the archive writes them.
            return [member(FHIRItemType.string.answerKey, .string(place.text))]
        case .dontKnow:
            // R4 has no don't-know answer: HL7's data-absent-reason code for it, as a Coding.
            return [member(FHIRItemType.choice.answerKey, FHIRBundle.object([("system", .string(dataAbsentReason)), ("code", .string("asked-unknown")),
                                                             ("display", .string("Asked But Unknown"))]))]
        case .notShown:
            // A question its visibility rule hid is not enabled: FHIR leaves such an item out.
            return []
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
        return member(FHIRItemType.choice.answerKey, FHIRBundle.object([("system", .string(choiceSystem)), ("code", .string(code))]))
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
