import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// Turns a REDCap data dictionary into task JSON, one task per form (instrument), as
/// docs/IMPORT.md "REDCap" maps it: every field becomes a step (a question, or an instruction
/// for a descriptive field or a section header), its branching logic skip rules, a sum a score;
/// whatever has no counterpart becomes an `ImportNote` naming the line and field.
package struct REDCapImporter {
    /// The fields of the form being imported, in order.
    let fields: [REDCapField]
    /// The dictionary's record identifier field (its first), which is no question.
    let recordField: String
    /// What each question asked so far answers, by field name.
    var answers: [String: REDCapAnswer] = [:]
    /// The steps so far.
    var steps: [JSONValue] = []
    /// The scores (sums of calc fields).
    var scores: [JSONValue] = []
    /// Field annotations by field name.
    var annotations: [JSONMember] = []
    /// What could not be mapped.
    var notes: [ImportNote] = []

    /// The tasks of `dictionary`: one per form, or the one form `instrument`.
    /// - Parameters:
    ///   - dictionary: The data dictionary.
    ///   - instrument: A form name; `nil` for every form.
    /// - Returns: The tasks in form order.
    /// - Throws: `ActivetaskError` (`nothingToImport`) when `instrument` is no form of the
    ///   dictionary (the message lists them), or a form has no field that becomes a step.
    package static func tasks(from dictionary: REDCapDictionary, instrument: String?) throws(ActivetaskError) -> [ImportedTask] {
        let forms = dictionary.forms
        if let instrument, !forms.contains(instrument) {
            throw ActivetaskError(.nothingToImport, "the dictionary has no form \"\(instrument)\"; its forms: \(forms.joined(separator: ", "))")
        }
        var tasks: [ImportedTask] = []
        for form in instrument.map({ [$0] }) ?? forms {
            var importer = REDCapImporter(fields: dictionary.fields.filter { $0.form == form }, recordField: dictionary.fields[0].name)
            tasks.append(try importer.task(named: form))
        }
        return tasks
    }

    private mutating func task(named form: String) throws(ActivetaskError) -> ImportedTask {
        for field in fields { add(field) }
        guard !steps.isEmpty else {
            throw ActivetaskError(.nothingToImport, "form \"\(form)\" has no field that can be asked (\(notes.map(\.message).joined(separator: "; "))); import another form with --instrument")
        }
        let json = JSONValue.object(dropping: [
            ("identifier", .string(form)),
            ("title", .string(form.replacingOccurrences(of: "_", with: " ").capitalizingFirstLetter)),
            ("steps", .array(steps)),
            ("scores", scores.isEmpty ? nil : .array(scores)),
            ("annotations", annotations.isEmpty ? nil : .object(annotations)),
        ])
        return ImportedTask(identifier: form, json: json, notes: notes)
    }

    private mutating func add(_ field: REDCapField) {
        if !field.sectionHeader.isEmpty {
            let header = JSONValue.object(dropping: [("type", .string("instruction")), ("identifier", .string(field.name + "_section")),
                                                     ("title", .string(text(field.sectionHeader, of: field, column: "section header")))])
            steps.append(header)
        }
        if field.name == recordField {
            note(field, "the record identifier is not asked: a run's participant identifier (--participant) stands for it")
            return
        }
        keepAside(field)
        switch field.type {
        case "descriptive":
            let rules = skipRules(for: field)
            let step = JSONValue.object(dropping: [
                ("type", .string("instruction")), ("identifier", .string(field.name)),
                ("text", .string(text(field.label, of: field, column: "label"))),
                ("detail", field.note.isEmpty ? nil : .string(text(field.note, of: field, column: "field note"))),
                ("skipRules", rules.rules),
            ])
            steps.append(step)
        case "calc":
            addScore(field)
        case "file":
            note(field, "a file upload (\(field.validation == "signature" ? "signature" : "file")) has no answer format; the field is left out")
        default:
            guard let mapped = answerFormat(of: field) else { return }
            let rules = skipRules(for: field)
            // A required field whose logic could not be mapped is asked of everyone, so it must be skippable.
            let required = field.required.lowercased() == "y" && rules.mapped
            if field.required.lowercased() == "y", !rules.mapped {
                note(field, "required only when shown, and its branching logic could not be mapped: asked as optional")
            }
            let step = JSONValue.object(dropping: [
                ("type", .string("question")), ("identifier", .string(field.name)),
                ("title", .string(text(field.label, of: field, column: "label"))),
                ("text", field.note.isEmpty ? nil : .string(text(field.note, of: field, column: "field note"))),
                ("optional", required ? .bool(false) : nil),
                ("answerFormat", mapped.0),
                ("skipRules", rules.rules),
            ])
            steps.append(step)
            answers[field.name] = mapped.1
        }
    }

    /// Records the columns that have no place in task JSON: annotations go to `annotations`,
    /// the rest is noted.
    private mutating func keepAside(_ field: REDCapField) {
        if !field.annotation.isEmpty {
            annotations.append(JSONMember(key: field.name, value: .string(field.annotation)))
            let tags = field.annotation.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("@") }
                .map { String($0.prefix { $0 != "=" && $0 != "(" }) }
            if !tags.isEmpty {
                note(field, "action tags \(tags.joined(separator: ", ")) are kept in annotations but not applied")
            }
        }
        if field.identifier.lowercased() == "y" {
            note(field, "marked Identifier? = y (identifying data); activetask keeps no such flag: leave its answers out of de-identified exports")
        }
        for (column, value) in [("custom alignment", field.alignment), ("question number", field.questionNumber),
                                ("matrix ranking", field.matrixRanking)] where !value.isEmpty {
            note(field, "\(column) \"\(value)\" is layout only and is not kept")
        }
        if !field.matrixGroup.isEmpty, fields.first(where: { $0.matrixGroup == field.matrixGroup })?.name == field.name {
            note(field, "matrix group \"\(field.matrixGroup)\": its fields are asked one step each, not as a grid")
        }
    }

    /// `raw` without HTML tags and with REDCap's piping noted.
    private mutating func text(_ raw: String, of field: REDCapField, column: String) -> String {
        var plain = raw.replacingOccurrences(of: "<br>", with: "\n", options: .caseInsensitive)
            .replacingOccurrences(of: "<br/>", with: "\n", options: .caseInsensitive)
            .replacingOccurrences(of: "<br />", with: "\n", options: .caseInsensitive)
        plain = plain.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            plain = plain.replacingOccurrences(of: entity, with: character)
        }
        if raw.range(of: "<[^>]+>", options: .regularExpression) != nil {
            note(field, "the \(column)'s HTML tags are removed (activetask shows plain text)")
        }
        if plain.range(of: "\\[[A-Za-z0-9_]+(\\([^)]*\\))?\\]", options: .regularExpression) != nil {
            note(field, "the \(column) pipes an answer (\(plain)); piping is not supported and the brackets are shown as written")
        }
        return plain.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Lists `message` as not mapped, at `field`'s line.
    mutating func note(_ field: REDCapField, _ message: String) {
        notes.append(ImportNote(field.location, message))
    }
}

extension String {
    /// The string with its first letter upper-cased (`phq_9` → `Phq_9`).
    var capitalizingFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}
