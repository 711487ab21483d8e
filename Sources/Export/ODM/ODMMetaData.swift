import ActiveTasks
import Foundation
import Study

/// The `Study` element of `export odm --metadata`: `GlobalVariables`, the measurement units,
/// and a `MetaDataVersion` defining the events, forms, item groups, items and code lists of the
/// runs' tasks (docs/EXPORT.md "CDISC ODM", the metadata table).
struct ODMMetaData {
    /// The clinical data the metadata describes.
    var data: ODMClinicalData
    /// The OIDs.
    var study: ODMStudy
    /// The tasks by identifier.
    var definitions: [String: ODMTaskDefinition]

    /// One `ItemDef` to write.
    private struct ItemEntry {
        var oid: String
        var name: String
        var definition: ODMItemDefinition
        var prompts: [(language: String, text: String)]
        var choiceTexts: [[(language: String, text: String)]]
        var mandatory: Bool
    }

    /// Writes the `Study` element.
    func write(to writer: inout XMLWriter) {
        let tasks = Array(Set(data.forms.map(\.task))).sorted()
        let taskGroups = tasks.map { (task: $0, groups: self.groups(of: $0)) }
        let groups = taskGroups.flatMap { $0.groups }
        let items = groups.flatMap { $0.items }
        var units: [String] = []
        for unit in items.compactMap(\.definition.unit) + data.forms.flatMap(\.groups).flatMap(\.items).compactMap(\.value.unit)
        where !units.contains(unit) {
            units.append(unit)
        }

        writer.open("Study", [("OID", study.studyOID)])
        writer.open("GlobalVariables")
        writer.element("StudyName", content: study.studyName)
        writer.element("StudyDescription", content: "Active tasks and surveys recorded with activetask: \(tasks.joined(separator: ", "))")
        writer.element("ProtocolName", content: study.studyName)
        writer.close()
        writer.open("BasicDefinitions")
        for unit in units {
            writer.open("MeasurementUnit", [("OID", ODMDocument.unitOID(unit)), ("Name", unit)])
            writer.open("Symbol")
            writer.element("TranslatedText", content: unit)
            writer.close()
            writer.close()
        }
        writer.close()
        writer.open("MetaDataVersion", [("OID", study.metaDataVersionOID), ("Name", study.studyName)])
        let events = self.events
        writer.open("Protocol")
        for event in events { writer.element("StudyEventRef", [("StudyEventOID", event.oid), ("Mandatory", "No")]) }
        writer.close()
        for event in events {
            writer.open("StudyEventDef", [("OID", event.oid), ("Name", event.name), ("Repeating", "No"),
                                          ("Type", event.visit == nil ? "Unscheduled" : "Scheduled")])
            for task in tasks { writer.element("FormRef", [("FormOID", study.formOID(task: task)), ("Mandatory", "No")]) }
            writer.close()
        }
        for (task, groups) in taskGroups {
            writer.open("FormDef", [("OID", study.formOID(task: task)), ("Name", definitions[task]?.task.title.flatMap { $0.isEmpty ? nil : $0 } ?? task), ("Repeating", "Yes")])
            for group in groups { writer.element("ItemGroupRef", [("ItemGroupOID", group.oid), ("Mandatory", "No")]) }
            writer.close()
        }
        for group in groups {
            writer.open("ItemGroupDef", [("OID", group.oid), ("Name", group.name), ("Repeating", data.repeatingGroups.contains(group.oid) ? "Yes" : "No")])
            for item in group.items {
                writer.element("ItemRef", [("ItemOID", item.oid), ("Mandatory", item.mandatory ? "Yes" : "No")])
            }
            writer.close()
        }
        for item in items { writeItemDef(item, to: &writer) }
        for item in items { writeCodeList(item, to: &writer) }
        writer.open("CodeList", [("OID", ODMValue.nullFlavorCodeList), ("Name", "Reasons a value is missing"), ("DataType", "text")])
        writer.open("CodeListItem", [("CodedValue", ODMValue.askedButUnknown)])
        writer.open("Decode")
        writer.element("TranslatedText", [("xml:lang", "en")], content: "Asked but unknown: the participant answered \"I don't know\"")
        writer.close()
        writer.close()
        writer.close()
        writer.close()
        writer.close()
    }

    /// The events: the study's visits in order, then any other visit of the runs, then the
    /// unscheduled event when a run has no visit.
    private var events: [(oid: String, name: String, visit: String?)] {
        var visits: [String?] = study.visits
        for form in data.forms where !visits.contains(form.visit) && form.visit != nil { visits.append(form.visit) }
        if data.forms.contains(where: { $0.visit == nil }) { visits.append(nil) }
        return visits.map { visit in (study.eventOID(visit: visit), visit ?? "Unscheduled", visit) }
    }

    /// The item groups of `task`: each question step and form with its questions, in step
    /// order, then the groups seen only in the data (analysis values, scores) with their items.
    private func groups(of task: String) -> [(oid: String, name: String, items: [ItemEntry])] {
        var groups: [(oid: String, name: String, items: [ItemEntry])] = []
        var defined: Set<String> = []
        for step in definitions[task]?.task.flattenedSteps ?? [] where !step.questions.isEmpty {
            let oid = study.itemGroupOID(task: task, step: step.identifier)
            let items = step.questions.map { question in
                let itemOID = study.itemOID(task: task, step: step.identifier, item: question.identifier)
                defined.insert(itemOID)
                return ItemEntry(oid: itemOID, name: question.identifier, definition: ODMItemDefinition(format: question.answerFormat),
                                 prompts: definitions[task]?.prompts(step: step.identifier, question: question.identifier) ?? [],
                                 choiceTexts: definitions[task]?.choiceTexts(step: step.identifier, question: question.identifier) ?? [],
                                 mandatory: !question.isOptional && question.visibleIf == nil)
            }
            groups.append((oid, step.identifier, items))
        }
        for group in data.groupOrder where group.task == task {
            let extra = data.observed.filter { $0.item.task == task && $0.item.group == group.oid && !defined.contains($0.oid) }.map { seen in
                ItemEntry(oid: seen.oid, name: seen.item.name, definition: seen.item.definition, prompts: [], choiceTexts: [], mandatory: false)
            }
            guard !extra.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.oid == group.oid }) {
                groups[index].items += extra
            } else {
                groups.append((group.oid, group.name, extra))
            }
        }
        return groups
    }

    private func writeItemDef(_ item: ItemEntry, to writer: inout XMLWriter) {
        let definition = item.definition
        writer.open("ItemDef", [("OID", item.oid), ("Name", item.name), ("DataType", definition.dataType.rawValue),
                                ("Length", definition.length.map { String($0) }),
                                ("SignificantDigits", definition.dataType == .float ? definition.significantDigits.map { String($0) } : nil)])
        if !item.prompts.isEmpty {
            writer.open("Question")
            for prompt in item.prompts { writer.element("TranslatedText", [("xml:lang", prompt.language)], content: prompt.text) }
            writer.close()
        }
        if let unit = definition.unit { writer.element("MeasurementUnitRef", [("MeasurementUnitOID", ODMDocument.unitOID(unit))]) }
        for (comparator, bound) in [("GE", definition.minimum), ("LE", definition.maximum)] {
            guard let bound, definition.dataType == .integer || definition.dataType == .float else { continue }
            writer.open("RangeCheck", [("Comparator", comparator), ("SoftHard", "Hard")])
            writer.element("CheckValue", content: PlainDecimal.string(bound))
            writer.close()
        }
        if definition.choices != nil { writer.element("CodeListRef", [("CodeListOID", Self.codeListOID(item.oid))]) }
        writer.close()
    }

    private func writeCodeList(_ item: ItemEntry, to writer: inout XMLWriter) {
        guard let choices = item.definition.choices else { return }
        writer.open("CodeList", [("OID", Self.codeListOID(item.oid)), ("Name", item.name), ("DataType", item.definition.dataType.rawValue)])
        for (index, choice) in choices.enumerated() {
            writer.open("CodeListItem", [("CodedValue", ODMValue.choice(choice.value).value ?? "")])
            writer.open("Decode")
            let texts: [(language: String, text: String)] = index < item.choiceTexts.count ? item.choiceTexts[index] : [("", choice.text)]
            for text in texts { writer.element("TranslatedText", [("xml:lang", text.language.isEmpty ? nil : text.language)], content: text.text) }
            writer.close()
            writer.close()
        }
        writer.close()
    }

    /// A code list's OID: its item's, with `CL` in place of `IT`.
    private static func codeListOID(_ itemOID: String) -> String {
        "CL." + (itemOID.hasPrefix("IT.") ? String(itemOID.dropFirst(3)) : itemOID)
    }
}
