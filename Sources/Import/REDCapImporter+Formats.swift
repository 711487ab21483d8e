import ActiveTasks
import Foundation
import JSONValues

extension REDCapImporter {
    /// The answer format of a question field and what it answers; `nil` (with a note) when the
    /// field type has no counterpart or its choices cannot be read.
    mutating func answerFormat(of field: REDCapField) -> (JSONValue, REDCapAnswer)? {
        switch field.type {
        case "text": return textFormat(of: field)
        case "notes": return (.object(dropping: [("type", .string("text")), ("multipleLines", .bool(true))]), .text)
        case "radio", "dropdown", "checkbox":
            guard let options = choices(of: field) else { return nil }
            let type = field.type == "checkbox" ? "multipleChoice" : field.type == "dropdown" ? "valuePicker" : "singleChoice"
            return (.object(dropping: [("type", .string(type)), ("choices", .array(options.0))]),
                    field.type == "checkbox" ? .checkbox(options.1) : .choice(options.1))
        case "yesno", "truefalse":
            let (yes, no) = field.type == "yesno" ? ("Yes", "No") : ("True", "False")
            return (.object(dropping: [("type", .string("boolean")), ("yes", .string(yes)), ("no", .string(no))]), .boolean)
        case "slider": return sliderFormat(of: field)
        default:
            note(field, "field type \"\(field.type)\" has no answer format; the field is left out")
            return nil
        }
    }

    /// `1, Yes | 2, No` as choices (whole-number codes as numbers, unless the number would read
    /// differently: `01` and `+1` stay strings, so an answer writes the code as REDCap has it) and
    /// REDCap's codes to their values.
    private mutating func choices(of field: REDCapField) -> ([JSONValue], [String: JSONValue])? {
        var choices: [JSONValue] = [], values: [String: JSONValue] = [:]
        for option in field.choices.split(separator: "|") {
            guard let comma = option.firstIndex(of: ",") else {
                note(field, "choice \"\(option.trimmingCharacters(in: .whitespaces))\" has no code (write it \"code, label\"); it is left out")
                continue
            }
            let code = option[..<comma].trimmingCharacters(in: .whitespaces)
            let label = option[option.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            let value: JSONValue = Int(code).flatMap { String($0) == code ? JSONValue.int($0) : nil } ?? .string(code)
            values[code] = value
            choices.append(.object(dropping: [("text", .string(label)), ("value", value)]))
        }
        guard !choices.isEmpty else {
            note(field, "a \(field.type) field without choices cannot be asked; the field is left out")
            return nil
        }
        return (choices, values)
    }

    /// A text field by its validation: numbers, dates, times and e-mail addresses get their own formats.
    private mutating func textFormat(of field: REDCapField) -> (JSONValue, REDCapAnswer) {
        let validation = field.validation
        var members: [(String, JSONValue?)]
        let answer: REDCapAnswer
        switch validation {
        case "":
            return (.object(dropping: [("type", .string("text"))]), .text)
        case "integer":
            members = [("type", .string("integer")), ("minimum", number(field.minimum, of: field, whole: true)),
                       ("maximum", number(field.maximum, of: field, whole: true))]
            answer = .number
        case "number", "number_1dp", "number_2dp", "number_3dp", "number_4dp":
            let digits = validation == "number" ? nil : Int(String(validation.dropFirst("number_".count).prefix(1)))
            members = [("type", .string("decimal")), ("minimum", number(field.minimum, of: field, whole: false)),
                       ("maximum", number(field.maximum, of: field, whole: false)), ("maximumFractionDigits", digits.map(JSONValue.int))]
            answer = .number
        case "date_ymd", "date_mdy", "date_dmy":
            members = [("type", .string("date")), ("style", .string("date")),
                       ("minimumDate", bound(field.minimum, of: field, pattern: "^\\d{4}-\\d{2}-\\d{2}$")),
                       ("maximumDate", bound(field.maximum, of: field, pattern: "^\\d{4}-\\d{2}-\\d{2}$"))]
            answer = .text
        case "datetime_ymd", "datetime_mdy", "datetime_dmy", "datetime_seconds_ymd", "datetime_seconds_mdy", "datetime_seconds_dmy":
            members = [("type", .string("date")), ("style", .string("dateAndTime"))]
            if !field.minimum.isEmpty || !field.maximum.isEmpty {
                note(field, "the date-and-time bounds \(field.minimum)…\(field.maximum) are not kept (they have no time zone)")
            }
            answer = .text
        case "time":
            members = [("type", .string("timeOfDay")), ("minimum", bound(field.minimum, of: field, pattern: "^\\d{2}:\\d{2}$")),
                       ("maximum", bound(field.maximum, of: field, pattern: "^\\d{2}:\\d{2}$"))]
            answer = .text
        case "email":
            members = [("type", .string("email"))]
            answer = .text
        default:
            note(field, "text validation \"\(validation)\" has no counterpart; the answer is free text")
            return (.object(dropping: [("type", .string("text"))]), .text)
        }
        return (.object(dropping: members), answer)
    }

    /// A slider as a continuous scale over its validation bounds (REDCap's default 0–100), its
    /// left and right labels the ends' descriptions.
    private mutating func sliderFormat(of field: REDCapField) -> (JSONValue, REDCapAnswer) {
        let labels = field.choices.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if labels.count == 3, !labels[1].isEmpty {
            note(field, "the slider's middle label \"\(labels[1])\" has no place on a scale and is not shown")
        }
        let minimum = number(field.minimum, of: field, whole: true) ?? .int(0)
        let maximum = number(field.maximum, of: field, whole: true) ?? .int(100)
        return (.object(dropping: [
            ("type", .string("continuousScale")), ("minimum", minimum), ("maximum", maximum),
            ("minimumValueDescription", labels.first.flatMap { $0.isEmpty ? nil : .string($0) }),
            ("maximumValueDescription", labels.count > 1 ? (labels.last!.isEmpty ? nil : .string(labels.last!)) : nil),
        ]), .number)
    }

    private mutating func number(_ text: String, of field: REDCapField, whole: Bool) -> JSONValue? {
        guard !text.isEmpty else { return nil }
        if let value = Int(text) { return .int(value) }
        if !whole, let value = Double(text) { return .double(value) }
        note(field, "the bound \"\(text)\" is not a \(whole ? "whole " : "")number and is not kept")
        return nil
    }

    private mutating func bound(_ text: String, of field: REDCapField, pattern: String) -> JSONValue? {
        guard !text.isEmpty else { return nil }
        guard text.range(of: pattern, options: .regularExpression) != nil else {
            note(field, "the bound \"\(text)\" is not kept (only fixed bounds such as 2020-01-31 or 08:30 are; \"today\" and piping are not)")
            return nil
        }
        return .string(text)
    }
}
