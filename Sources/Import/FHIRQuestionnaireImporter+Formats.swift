import ActiveTasks
import JSONValues

extension FHIRQuestionnaireImporter {
    /// The answer format of a question item; `nil` (with a note) for types activetask cannot ask.
    mutating func answerFormat(of item: JSONValue, type: FHIRItemType, location: String) -> JSONValue? {
        if item["repeats"] == .bool(true), type != .choice, type != .openChoice {
            notes.append(ImportNote(location, "repeats: the \(type.rawValue) question takes one answer"))
        }
        let bounds: [(String, JSONValue?)] = [("minimum", Self.extensionValue(of: item, url: Self.minValue)),
                                              ("maximum", Self.extensionValue(of: item, url: Self.maxValue))]
        switch type {
        case .boolean: return .object(dropping: [("type", .string("boolean"))])
        case .integer: return .object(dropping: [("type", .string("integer"))] + bounds)
        case .decimal, .quantity:
            var members: [(String, JSONValue?)] = [("type", .string("decimal"))] + bounds
            members.append(("maximumFractionDigits", Self.extensionValue(of: item, url: Self.maxDecimalPlaces)))
            if type == .quantity {
                let unit = Self.extensionValue(of: item, url: Self.unit)
                members.append(("unit", unit.flatMap { $0["code"] ?? $0["display"] }))
                if unit == nil { notes.append(ImportNote(location, "a quantity without a questionnaire-unit extension is asked as a number without unit")) }
            }
            return .object(dropping: members)
        case .date, .dateTime:
            let minimum = Self.extensionValue(of: item, url: Self.minValue)
            let maximum = Self.extensionValue(of: item, url: Self.maxValue)
            return .object(dropping: [("type", .string("date")), ("style", .string(type == .date ? "date" : "dateAndTime")),
                                      ("minimumDate", minimum), ("maximumDate", maximum)])
        case .time: return .object(dropping: [("type", .string("timeOfDay"))])
        case .string, .text, .url:
            if type == .url { notes.append(ImportNote(location, "a url question is asked as text (the address is not checked)")) }
            return .object(dropping: [("type", .string("text")), ("maximumLength", item["maxLength"]),
                                      ("multipleLines", type == .text ? .bool(true) : nil)])
        case .choice, .openChoice:
            return choiceFormat(of: item, type: type, location: location)
        case .attachment, .reference, .group, .display:
            notes.append(ImportNote(location, "an item of type \(type.rawValue) has no answer format; the item is left out"))
            return nil
        }
    }

    /// A choice's `answerOption`s as choices: a coding by its code (shown as its display), a
    /// string, integer, date or time by itself (the option itself stays in the question's
    /// `fhirItem`, which `export fhir` answers with); an option whose value an earlier one has is
    /// left out, so that each answer names one option; open-choice adds an "Other" the participant
    /// types.
    private mutating func choiceFormat(of item: JSONValue, type: FHIRItemType, location: String) -> JSONValue? {
        guard case .array(let options)? = item["answerOption"], !options.isEmpty else {
            let valueSet = item["answerValueSet"].map { " (answerValueSet \($0.jsonText) is not expanded)" } ?? ""
            notes.append(ImportNote(location, "a \(type.rawValue) question without answerOption cannot be asked\(valueSet); the item is left out"))
            return nil
        }
        var choices: [JSONValue] = []
        var values: Set<JSONValue> = []
        for (index, option) in options.enumerated() {
            let value: JSONValue, text: String
            if let coding = option[FHIRItemType.choice.answerKey], let code = coding["code"] {
                value = code
                text = coding["display"].flatMap(Self.string) ?? Self.string(code) ?? code.jsonText
            } else if let number = option[FHIRItemType.integer.answerKey] {
                value = number
                text = number.jsonText
            } else if let found = [FHIRItemType.string, .date, .time].lazy.compactMap({ option[$0.answerKey] }).first, let string = Self.string(found) {
                value = found
                text = string
            } else {
                notes.append(ImportNote(location, "answerOption[\(index)] \(option.jsonText) has no valueCoding code, valueInteger, valueString, valueDate or valueTime; it is left out"))
                continue
            }
            guard values.insert(value).inserted else {
                notes.append(ImportNote(location, "answerOption[\(index)] \(option.jsonText) has the value \(value.jsonText) of an earlier option (a code of another system?); it is left out"))
                continue
            }
            if option["initialSelected"] == .bool(true) {
                notes.append(ImportNote(location, "answerOption[\(index)] initialSelected is not kept: questions start unanswered"))
            }
            choices.append(.object(dropping: [("text", .string(text)), ("value", value)]))
        }
        if type == .openChoice {
            choices.append(.object(dropping: [("text", .string("Other")), ("value", .string("other")), ("other", .bool(true))]))
        }
        let multiple = item["repeats"] == .bool(true)
        return .object(dropping: [("type", .string(multiple ? "multipleChoice" : "singleChoice")), ("choices", .array(choices))])
    }

    /// The `value[x]` of the item's extension `url`: a number, date or string as is, a Coding as an object.
    static func extensionValue(of item: JSONValue, url: String) -> JSONValue? {
        guard case .array(let extensions)? = item["extension"],
              let found = extensions.first(where: { $0["url"] == .string(url) }), case .object(let members) = found else { return nil }
        return members.first { $0.key.hasPrefix("value") }?.value
    }

    /// Notes every extension of the item the importer does not read.
    mutating func noteExtensions(of item: JSONValue, location: String) {
        guard case .array(let extensions)? = item["extension"] else { return }
        let read: Set<String> = [Self.minValue, Self.maxValue, Self.maxDecimalPlaces, Self.unit]
        for found in extensions {
            guard let url = found["url"].flatMap(Self.string), !read.contains(url) else { continue }
            notes.append(ImportNote(location, "extension \(url) is not mapped"))
        }
    }
}
