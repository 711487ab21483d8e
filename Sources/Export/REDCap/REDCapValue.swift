import ActiveTasks
import Foundation
import Import
import JSONValues

/// Turns answers into REDCap values (docs/EXPORT.md, "REDCap"). Without the project's data
/// dictionary, one rule per answer type: REDCap's raw codes, dates as Y-M-D, date-and-time as
/// Y-M-D H:M in the study's zone, times as H:M, yes/no as 1/0, several choices as checkbox
/// columns. With it, the form the answer's field requires: its choices' codes, and its text
/// validation's form (`number_2dp` exactly two decimals, `datetime_seconds_ymd` with seconds, …),
/// as REDCap's import validates them (the REDCap Help & FAQ's "What are the possible Text
/// Validation Types?"; vubiostat/redcapAPI's `.default_cast_import`).
struct REDCapValue {
    /// What one answer writes.
    enum Written: Equatable {
        /// One field's value.
        case text(String)
        /// A checkbox field: the codes of the chosen choices, each a `field___code` column of 1.
        case checked([String])
    }

    /// Why an answer cannot fill its field: REDCap would refuse the value.
    struct Unfit: Error {
        /// What the field takes and what the answer is.
        let reason: String
    }

    private let missingCode: String
    private let day: DateFormatter
    private let zonedDay: DateFormatter
    private let moment: DateFormatter
    private let momentWithSeconds: DateFormatter

    /// Creates the rules of `study`.
    init(study: REDCapStudy) {
        missingCode = study.missingCode
        day = RaveClock.formatter("yyyy-MM-dd", in: TimeZone(identifier: "UTC")!)
        zonedDay = RaveClock.formatter("yyyy-MM-dd", in: study.timeZone)
        moment = RaveClock.formatter("yyyy-MM-dd HH:mm", in: study.timeZone)
        momentWithSeconds = RaveClock.formatter("yyyy-MM-dd HH:mm:ss", in: study.timeZone)
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

    /// What `answer` writes into `field` of the project's dictionary; `nil` for a question that
    /// was not shown. "I don't know" is the study's missing data code, which REDCap takes in any
    /// field.
    /// - Throws: `Unfit` when the answer cannot take the form the field requires (a choice that
    ///   is not one of the field's, a day without a time for a date-and-time field, …).
    func value(of answer: AnswerResult, in field: REDCapField) throws(Unfit) -> Written? {
        switch answer.value {
        case .notShown: return nil
        case .dontKnow: return .text(missingCode)
        default: break
        }
        switch field.type {
        case "checkbox":
            let codes: [String]
            switch answer.value {
            case .choices(let values): codes = values.map(code)
            case .choice(let value): codes = [code(value)]
            default: throw Unfit(reason: "checkbox field \(field.name) takes choices; a \(answer.answerType) answer cannot fill it")
            }
            for chosen in codes { try check(chosen, isChoiceOf: field) }
            return .checked(codes)
        case "radio", "dropdown":
            guard let chosen = singleCode(of: answer) else {
                throw Unfit(reason: "\(field.type) field \(field.name) takes one choice; a \(answer.answerType) answer cannot fill it")
            }
            try check(chosen, isChoiceOf: field)
            return .text(chosen)
        case "yesno", "truefalse":
            guard let chosen = singleCode(of: answer), chosen == "1" || chosen == "0" else {
                throw Unfit(reason: "\(field.type) field \(field.name) takes 1 or 0; a \(answer.answerType) answer cannot fill it")
            }
            return .text(chosen)
        case "text":
            return .text(try text(of: answer, validatedAs: field.validation, in: field.name))
        default:
            return value(of: answer)
        }
    }

    /// The value of a text field with validation `validation` (`""` for none).
    private func text(of answer: AnswerResult, validatedAs validation: String, in name: String) throws(Unfit) -> String {
        let unfit = { (form: String) in
            Unfit(reason: "field \(name) (\(validation)) takes \(form); a \(answer.answerType) answer cannot fill it")
        }
        if let places = Self.decimalPlaces(of: validation) {
            guard let number = number(of: answer) else { throw unfit("a number with \(places) decimals") }
            let text = PlainDecimal.string(number, places: places)
            return validation.hasSuffix("_comma_decimal") ? text.replacingOccurrences(of: ".", with: ",") : text
        }
        switch validation {
        case "integer":
            guard let number = number(of: answer), number == number.rounded(), abs(number) < 1e15 else { throw unfit("a whole number") }
            return String(Int(number))
        case "number", "number_comma_decimal":
            guard let number = number(of: answer) else { throw unfit("a number") }
            let text = PlainDecimal.string(number)
            return validation == "number" ? text : text.replacingOccurrences(of: ".", with: ",")
        case "date_ymd", "date_mdy", "date_dmy":
            // The API imports dates as Y-M-D whatever the field shows (dateFormat=YMD, the default).
            guard case .date(let date) = answer.value else { throw unfit("a date, Y-M-D") }
            return (answer.dateStyle == .date ? day : zonedDay).string(from: date)
        case "datetime_ymd", "datetime_mdy", "datetime_dmy":
            guard case .date(let date) = answer.value, answer.dateStyle != .date else { throw unfit("a date and time, Y-M-D H:M") }
            return moment.string(from: date)
        case "datetime_seconds_ymd", "datetime_seconds_mdy", "datetime_seconds_dmy":
            guard case .date(let date) = answer.value, answer.dateStyle != .date else { throw unfit("a date and time with seconds, Y-M-D H:M:S") }
            return momentWithSeconds.string(from: date)
        case "time":
            guard case .timeOfDay(let time) = answer.value else { throw unfit("a time of day, H:M") }
            return String(time.description.prefix(5))
        case "time_hh_mm_ss":
            guard case .timeOfDay(let time) = answer.value else { throw unfit("a time of day with seconds, H:M:S") }
            return time.description
        case "time_mm_ss":
            guard case .timeInterval(let seconds) = answer.value, (0..<3600).contains(seconds.rounded()) else {
                throw unfit("minutes and seconds under an hour, M:S")
            }
            let whole = Int(seconds.rounded())
            return String(format: "%02d:%02d", whole / 60, whole % 60)
        default:
            // Free text, or a validation REDCap checks by pattern (email, phone, zipcode, …).
            guard case .text(let text)? = value(of: answer) else { throw unfit("text") }
            return text
        }
    }

    /// N of `number_Ndp` and `number_Ndp_comma_decimal`: the number of decimals the value must
    /// have, exactly.
    static func decimalPlaces(of validation: String) -> Int? {
        guard validation.hasPrefix("number_"), validation.dropFirst("number_".count).dropFirst().hasPrefix("dp"),
              let places = validation.dropFirst("number_".count).first?.wholeNumberValue, (1...4).contains(places) else { return nil }
        return places
    }

    /// The answer as a number, where it is one.
    private func number(of answer: AnswerResult) -> Double? {
        switch answer.value {
        case .integer(let number): return Double(number)
        case .decimal(let number), .timeInterval(let number): return number
        case .choice(let value): return value.doubleValue
        default: return nil
        }
    }

    /// The one code an answer gives a radio, dropdown, yes/no or true/false field.
    private func singleCode(of answer: AnswerResult) -> String? {
        switch answer.value {
        case .choice(let value): return code(value)
        case .boolean(let flag): return flag ? "1" : "0"
        case .integer(let number): return String(number)
        case .text(let text): return text
        default: return nil
        }
    }

    /// Throws unless `chosen` is one of `field`'s codes, as REDCap stores them.
    private func check(_ chosen: String, isChoiceOf field: REDCapField) throws(Unfit) {
        let codes = field.choiceCodes
        guard codes.contains(chosen) else {
            throw Unfit(reason: "\"\(chosen)\" is no choice of \(field.type) field \(field.name) (its codes: \(codes.joined(separator: ", ")))")
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
