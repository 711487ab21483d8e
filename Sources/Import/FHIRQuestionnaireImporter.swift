import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// Turns a FHIR R4 Questionnaire into task JSON, as docs/IMPORT.md "FHIR" maps it: a top-level
/// question becomes a question step, a group a form step (its questions the form's items, a
/// nested group's after a section title), a display an instruction step or a form section;
/// `linkId`s become identifiers, and each question keeps its item as `fhirItem` (type, answer
/// options as given, enclosing groups), so `export fhir` answers the source Questionnaire in its
/// own types, codes and nesting. What has no counterpart becomes an `ImportNote` naming the item's
/// path and linkId.
package struct FHIRQuestionnaireImporter {
    /// What each question imported so far answers, by linkId: its item type and choice values.
    var questions: [String: FHIRItemType] = [:]
    /// Item codes and definitions by linkId, kept as annotations.
    var annotations: [JSONMember] = []
    /// What could not be mapped.
    var notes: [ImportNote] = []

    /// The extension giving a question's lowest value.
    static let minValue = "http://hl7.org/fhir/StructureDefinition/minValue"
    /// The extension giving a question's highest value.
    static let maxValue = "http://hl7.org/fhir/StructureDefinition/maxValue"
    /// The extension giving a decimal's places.
    static let maxDecimalPlaces = "http://hl7.org/fhir/StructureDefinition/maxDecimalPlaces"
    /// The extension giving a quantity's unit.
    static let unit = "http://hl7.org/fhir/StructureDefinition/questionnaire-unit"
    /// The item members the importer reads.
    static let readMembers: Set<String> = ["linkId", "text", "prefix", "type", "required", "repeats", "maxLength", "answerOption",
                                           "initial", "enableWhen", "enableBehavior", "item", "extension", "code", "definition", "id"]

    /// The task of `questionnaire`.
    /// - Parameters:
    ///   - questionnaire: The Questionnaire resource.
    ///   - source: The file's path, for messages.
    /// - Returns: The task; its identifier is the last segment of the Questionnaire's `url`
    ///   (else its `id`, else its `name`), so that `export fhir --questionnaire-base` with the
    ///   rest of the `url` names the Questionnaire again.
    /// - Throws: `ActivetaskError` (`invalidQuestionnaire`) when the JSON is no Questionnaire or an
    ///   item has no `linkId` or `type`; `nothingToImport` when no item becomes a step.
    package static func task(from questionnaire: JSONValue, source: String) throws(ActivetaskError) -> ImportedTask {
        guard questionnaire["resourceType"] == .string("Questionnaire") else {
            throw ActivetaskError(.invalidQuestionnaire, "\(source): resourceType is \(questionnaire["resourceType"]?.jsonText ?? "missing"), not \"Questionnaire\"; give a FHIR R4 Questionnaire resource")
        }
        guard let identifier = Self.identifier(of: questionnaire) else {
            throw ActivetaskError(.invalidQuestionnaire, "\(source): the Questionnaire has no url, id or name to name the task by; add an \"id\"")
        }
        var importer = FHIRQuestionnaireImporter()
        var steps: [JSONValue] = []
        for (index, item) in Self.items(of: questionnaire).enumerated() {
            if let step = try importer.step(item, path: "item[\(index)]", source: source) { steps.append(step) }
        }
        guard !steps.isEmpty else {
            throw ActivetaskError(.nothingToImport, "\(source): no item of the Questionnaire can be asked (\(importer.notes.map(\.message).joined(separator: "; ")))")
        }
        let title = questionnaire["title"].flatMap(Self.string) ?? questionnaire["name"].flatMap(Self.string)
        let json = JSONValue.object(dropping: [
            ("identifier", .string(identifier)), ("title", title.map(JSONValue.string)), ("steps", .array(steps)),
            ("annotations", importer.annotations.isEmpty ? nil : .object(importer.annotations)),
        ])
        return ImportedTask(identifier: identifier, json: json, notes: importer.notes)
    }

    /// The canonical URL `export fhir --questionnaire-base` needs for its response to name this
    /// Questionnaire: its `url` without the task's identifier; `nil` without a `url`.
    /// - Parameter questionnaire: The Questionnaire resource.
    package static func questionnaireBase(of questionnaire: JSONValue) -> String? {
        guard let url = questionnaire["url"].flatMap(string), let identifier = identifier(of: questionnaire),
              url.hasSuffix(identifier) else { return nil }
        return String(url.dropLast(identifier.count))
    }

    private static func identifier(of questionnaire: JSONValue) -> String? {
        if let url = questionnaire["url"].flatMap(string),
           let last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last, !last.isEmpty {
            return String(last)
        }
        return questionnaire["id"].flatMap(string) ?? questionnaire["name"].flatMap(string)
    }

    /// The text of `value` when it is a string.
    static func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The `item` array of a Questionnaire or group; empty when it has none.
    static func items(of value: JSONValue) -> [JSONValue] {
        if case .array(let items)? = value["item"] { return items }
        return []
    }

    /// The top-level item at `path` as a step; `nil` (with a note) when it cannot be asked.
    private mutating func step(_ item: JSONValue, path: String, source: String) throws(ActivetaskError) -> JSONValue? {
        let (linkId, type) = try Self.linkIdAndType(item, path: path, source: source)
        let location = "\(path) (linkId \(linkId))"
        keepAside(item, linkId: linkId, location: location)
        let text = Self.text(of: item)
        switch type {
        case .display:
            return .object(dropping: [("type", .string("instruction")), ("identifier", .string(linkId)), ("text", text.map(JSONValue.string)),
                                      ("skipRules", skipRules(item, location: location))])
        case .group:
            var formItems: [JSONValue] = []
            try addFormItems(of: item, path: path, groups: [], into: &formItems, source: source)
            guard formItems.contains(where: { $0["identifier"] != nil }) else {
                notes.append(ImportNote(location, "the group has no question that can be asked; it is left out"))
                return nil
            }
            if item["repeats"] == .bool(true) {
                notes.append(ImportNote(location, "a repeating group is asked once"))
            }
            return .object(dropping: [("type", .string("form")), ("identifier", .string(linkId)), ("title", text.map(JSONValue.string)),
                                      ("items", .array(formItems)), ("skipRules", skipRules(item, location: location))])
        default:
            guard let format = answerFormat(of: item, type: type, location: location) else { return nil }
            let step = JSONValue.object(dropping: [
                ("type", .string("question")), ("identifier", .string(linkId)), ("title", text.map(JSONValue.string)),
                ("optional", item["required"] == .bool(true) ? .bool(false) : nil), ("answerFormat", format),
                ("skipRules", skipRules(item, location: location)), ("fhirItem", Self.fhirItem(item, type: type, groups: [])),
            ])
            questions[linkId] = type
            return step
        }
    }

    /// The items of group `group` as form items; a nested group's items follow a section title.
    /// - Parameter groups: The linkIds of the groups between the form's group and `group`.
    private mutating func addFormItems(of group: JSONValue, path: String, groups: [String], into formItems: inout [JSONValue],
                                       source: String) throws(ActivetaskError) {
        for (index, child) in Self.items(of: group).enumerated() {
            let childPath = "\(path).item[\(index)]"
            let (linkId, type) = try Self.linkIdAndType(child, path: childPath, source: source)
            let location = "\(childPath) (linkId \(linkId))"
            keepAside(child, linkId: linkId, location: location)
            let text = Self.text(of: child)
            switch type {
            case .display, .group:
                if child["enableWhen"] != nil {
                    notes.append(ImportNote(location, "the enableWhen of a \(type.rawValue) inside a group cannot be mapped (form sections have no visibility rule); it is always shown"))
                }
                if let text { formItems.append(.object(dropping: [("title", .string(text))])) }
                else if type == .display { notes.append(ImportNote(location, "a display item without text is left out")) }
                if type == .group { try addFormItems(of: child, path: childPath, groups: groups + [linkId], into: &formItems, source: source) }
            default:
                guard let format = answerFormat(of: child, type: type, location: location) else { continue }
                formItems.append(.object(dropping: [
                    ("identifier", .string(linkId)), ("text", text.map(JSONValue.string)),
                    ("optional", child["required"] == .bool(true) ? .bool(false) : nil), ("answerFormat", format),
                    ("visibleIf", visibleIf(child, location: location)), ("fhirItem", Self.fhirItem(child, type: type, groups: groups)),
                ]))
                questions[linkId] = type
            }
        }
    }

    /// What `export fhir` needs of a question's item to answer it as the Questionnaire asks: its
    /// `type`, its `answerOption`s as given, a quantity's `unit` (the questionnaire-unit Coding),
    /// and `groups`, the linkIds of the groups between the form's group and the item (absent for
    /// a step's own question).
    private static func fhirItem(_ item: JSONValue, type: FHIRItemType, groups: [String]) -> JSONValue {
        .object(dropping: [("type", .string(type.rawValue)), ("answerOption", item["answerOption"]),
                           ("unit", type == .quantity ? extensionValue(of: item, url: unit) : nil),
                           ("groups", groups.isEmpty ? nil : .array(groups.map(JSONValue.string)))])
    }

    private static func linkIdAndType(_ item: JSONValue, path: String, source: String) throws(ActivetaskError) -> (String, FHIRItemType) {
        guard let linkId = item["linkId"].flatMap(string), !linkId.isEmpty else {
            throw ActivetaskError(.invalidQuestionnaire, "\(source): \(path): an item needs a linkId (FHIR R4 requires one)")
        }
        guard let typeName = item["type"].flatMap(string), let type = FHIRItemType(rawValue: typeName) else {
            throw ActivetaskError(.invalidQuestionnaire, "\(source): \(path) (linkId \(linkId)): type \(item["type"]?.jsonText ?? "missing") is no R4 item type; use one of \(FHIRItemType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return (linkId, type)
    }

    /// The item's text, after its prefix (`1.`).
    private static func text(of item: JSONValue) -> String? {
        let text = item["text"].flatMap(string)
        guard let prefix = item["prefix"].flatMap(string) else { return text }
        return prefix + (text.map { " " + $0 } ?? "")
    }

    /// Codes and definitions go to annotations; members the importer does not read are noted.
    private mutating func keepAside(_ item: JSONValue, linkId: String, location: String) {
        var kept: [String] = []
        if case .array(let codes)? = item["code"] {
            kept += codes.map { code in "code " + [code["system"], code["code"]].compactMap { $0.flatMap(Self.string) }.joined(separator: "|") }
        }
        if let definition = item["definition"].flatMap(Self.string) { kept.append("definition " + definition) }
        if !kept.isEmpty { annotations.append(JSONMember(key: linkId, value: .string(kept.joined(separator: "; ")))) }
        noteExtensions(of: item, location: location)
        guard case .object(let members) = item else { return }
        for member in members where !Self.readMembers.contains(member.key) {
            notes.append(ImportNote(location, "\(member.key) \(member.value.jsonText) is not mapped"))
        }
        if item["initial"] != nil {
            notes.append(ImportNote(location, "initial \(item["initial"]!.jsonText) is not kept: activetask's questions start unanswered"))
        }
    }
}
