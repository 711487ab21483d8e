import ActiveTasks
import Import
import RecordingFormat
import Foundation
import JSONValues

/// One answer as the `answer` entries of a FHIR R4 `QuestionnaireResponse.item`
/// (`value[x]`: http://hl7.org/fhir/R4/questionnaireresponse.html), docs/EXPORT.md "FHIR": a
/// question imported from a Questionnaire (`fhirItem`) is answered in that item's own terms (the
/// chosen `answerOption` as given, `valueUri` for a `url`), as the HL7 validator checks it.
enum FHIRAnswer {
    /// The code system of choice values: the task's own choice values.
    static let choiceSystem = FHIRItemType.choiceSystem
    /// The answer types whose unit is a UCUM code: heights in cm, weights in kg.
    static let measured: Set<String> = ["height", "weight"]
    /// HL7's code system of reasons a value is missing.
    static let dataAbsentReason = "http://terminology.hl7.org/CodeSystem/data-absent-reason"

    /// The `answer` array for `answer`: one element, or one per chosen value.
    static func values(of answer: AnswerResult) -> [JSONValue] {
        let options = answer.fhirItem.map(Self.options) ?? []
        let choice = { (value: JSONValue) in answer.fhirItem == nil ? coding(value) : option(value, among: options) }
        switch answer.value {
        case .boolean(let flag): return [member(FHIRItemType.boolean.answerKey, .bool(flag))]
        case .choice(let value): return [choice(value)]
        case .choices(let values): return values.map(choice)
        case .integer(let number): return [member(FHIRItemType.integer.answerKey, .int(number))]
        case .decimal(let number):
            if answer.fhirItem?["type"] == .string(FHIRItemType.quantity.rawValue) {
                // An imported quantity: a Quantity in its Questionnaire's unit Coding, when it has one.
                let coding = answer.fhirItem?["unit"]
                return [member(FHIRItemType.quantity.answerKey, FHIRBundle.object([
                    ("value", .double(number)), ("unit", coding?["display"] ?? coding?["code"] ?? answer.unit.map(JSONValue.string)),
                    ("system", coding?["system"]), ("code", coding?["code"])]))]
            }
            guard let unit = answer.unit else { return [member(FHIRItemType.decimal.answerKey, .double(number))] }
            // Heights and weights are stored in cm and kg, UCUM codes; another task's unit is free
            // text: a Quantity's unit, with no UCUM code claimed.
            if measured.contains(answer.answerType) { return [member(FHIRItemType.quantity.answerKey, FHIRBundle.quantity(.double(number), ucum: unit))] }
            return [member(FHIRItemType.quantity.answerKey, FHIRBundle.object([("value", .double(number)), ("unit", .string(unit))]))]
        case .text(let text):
            let type = answer.fhirItem?["type"] == .string(FHIRItemType.url.rawValue) ? FHIRItemType.url : .string
            return [member(type.answerKey, .string(text))]
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

    /// The `answerOption`s of an imported question's item.
    private static func options(of item: JSONValue) -> [JSONValue] {
        if case .array(let options)? = item["answerOption"] { return options }
        return []
    }

    /// A choice of an imported question: the `answerOption` whose value the task's choice took (a
    /// Coding by its code, else the value itself), as the Questionnaire gives it; a value no option
    /// has (open-choice's typed other) is a string.
    private static func option(_ value: JSONValue, among options: [JSONValue]) -> JSONValue {
        let keys = [FHIRItemType.integer, .string, .date, .time].map(\.answerKey)
        for option in options {
            if let coding = option[FHIRItemType.choice.answerKey], coding["code"] == value {
                return member(FHIRItemType.choice.answerKey, coding)
            }
            if let key = keys.first(where: { option[$0] == value }) {
                return member(key, value)
            }
        }
        let text: String = if case .string(let text) = value { text } else { value.jsonText }
        return member(FHIRItemType.string.answerKey, .string(text))
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
