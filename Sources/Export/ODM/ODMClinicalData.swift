import ActiveTasks
import Analysis
import Foundation
import RecordingFormat

/// The runs of an ODM export as ODM's clinical data hierarchy, before it is written: one form
/// per run under its participant and visit, an item group per step (and one for the scores),
/// and what each item is, for the metadata. docs/EXPORT.md "CDISC ODM" has the mapping.
struct ODMClinicalData: Sendable {
    /// One `ItemData`.
    struct Item: Sendable {
        var oid: String
        var value: ODMValue
    }

    /// One `ItemGroupData`: a step's answers and analysis, the run's scores, or one object of a
    /// step's list of objects (a walking bout), numbered by its repeat key.
    struct Group: Sendable {
        var oid: String
        var date: Date
        var items: [Item]
        var repeatKey: Int?
    }

    /// One `FormData`: a run.
    struct Form: Sendable {
        var subject: String
        var visit: String?
        var eventOID: String
        var task: String
        var formOID: String
        var repeatKey = 1
        var runUUID: UUID
        var startDate: Date
        var endDate: Date
        var site: String?
        var groups: [Group]
    }

    /// What an item is, as seen in the data: for `ItemDef`s of items no question defines
    /// (analysis values, scores).
    struct ObservedItem: Sendable {
        var task: String
        var group = ""
        var name: String
        var definition: ODMItemDefinition

        init(task: String, name: String, value: ODMValue, significantDigits: Int? = nil) {
            self.task = task
            self.name = name
            definition = ODMItemDefinition(dataType: value.dataType)
            definition.unit = value.unit
            definition.significantDigits = significantDigits
        }
    }

    /// The forms, ordered by participant, visit (the study's order, runs without a visit last),
    /// task and start.
    var forms: [Form] = []
    /// Every item seen, by OID, in the order first seen.
    var observed: [(oid: String, item: ObservedItem)] = []
    /// The groups of each task in the order first seen: `(task, group OID, step or "scores")`.
    var groupOrder: [(task: String, oid: String, name: String)] = []
    /// The item groups that repeat (`Repeating="Yes"`): one repeat per object of a step's list
    /// of objects.
    var repeatingGroups: Set<String> = []
    /// Who owns each OID, by kind and OID, for the check that two things never share one.
    private var owners: [String: String] = [:]
    private var problems: [String] = []

    /// Builds the clinical data of `runs`.
    /// - Parameters:
    ///   - runs: Each run with `analyze`'s entries for it (entries with an error are left out).
    ///   - study: The OIDs.
    /// - Throws: `ActivetaskError` naming every run without a participant and every OID two
    ///   different things would share.
    init(runs: [(run: TaskRunFolder, analysis: [AnalysisEntry])], study: ODMStudy) throws(ActivetaskError) {
        for (run, analysis) in runs {
            let result = run.result
            guard let subject = result.participantIdentifier else {
                problems.append("\(run.url.path): the run records no participant, and ODM files every form under its subject; record runs with --participant ID")
                continue
            }
            let task = result.identifier
            let end = result.endDate ?? result.startDate
            var form = Form(subject: subject, visit: result.visit, eventOID: study.eventOID(visit: result.visit), task: task,
                            formOID: study.formOID(task: task), runUUID: result.taskRunUUID, startDate: result.startDate,
                            endDate: end, site: result.site, groups: [])
            claim("event", form.eventOID, result.visit.map { "visit \($0)" } ?? "runs without a visit")
            claim("form", form.formOID, "task \(task)")
            for step in run.currentSteps where !step.skipped && step.stepType != "consentReview" {
                var items: [Item] = []
                for answer in step.answers {
                    guard let value = try ODMValue(answer: answer, step: step.identifier) else { continue }
                    let oid = study.itemOID(task: task, step: step.identifier, item: answer.identifier)
                    items.append(Item(oid: oid, value: value))
                    note(oid, ObservedItem(task: task, name: answer.identifier, value: value),
                         owner: "task \(task)'s answer \(step.identifier).\(answer.identifier)")
                }
                let summary = analysis.first { $0.error == nil && $0.step == step.identifier }?.summary
                for key in summary?.keys ?? [] {
                    guard let summary, let item = Self.summaryValue(summary, key) else { continue }
                    let oid = study.itemOID(task: task, step: step.identifier, item: key)
                    items.append(Item(oid: oid, value: item.value))
                    note(oid, ObservedItem(task: task, name: "\(step.identifier).\(key)", value: item.value, significantDigits: item.digits),
                         owner: "task \(task)'s summary \(step.identifier).\(key)")
                }
                if !items.isEmpty {
                    form.groups.append(group(study.itemGroupOID(task: task, step: step.identifier), task: task, name: step.identifier,
                                             date: step.endDate, items: items))
                }
                if let summary { form.groups += listGroups(of: summary, task: task, step: step, study: study) }
            }
            var scores: [Item] = []
            for score in result.scores ?? [] {
                guard let number = score.value else { continue }
                let oid = study.itemOID(task: task, step: "scores", item: score.identifier)
                let value = ODMValue(dataType: .float, value: PlainDecimal.string(number))
                scores.append(Item(oid: oid, value: value))
                note(oid, ObservedItem(task: task, name: score.identifier, value: value), owner: "task \(task)'s score \(score.identifier)")
                guard let band = score.band else { continue }
                let bandOID = study.itemOID(task: task, step: "scores", item: score.identifier + "_band")
                let bandValue = ODMValue(dataType: .text, value: band)
                scores.append(Item(oid: bandOID, value: bandValue))
                note(bandOID, ObservedItem(task: task, name: score.identifier + "_band", value: bandValue),
                     owner: "task \(task)'s score band \(score.identifier)_band")
            }
            if !scores.isEmpty {
                form.groups.append(group(study.itemGroupOID(task: task, step: "scores"), task: task, name: "scores", date: end, items: scores))
            }
            forms.append(form)
        }
        guard problems.isEmpty else { throw ActivetaskError(.invalidDataValue, problems.joined(separator: "\n")) }
        sort(visits: study.visits)
    }

    /// A summary value as `analyze` writes it: rounded to its key's precision (`integer` for a
    /// count, `float` with that many digits otherwise) with its UCUM unit, a band's name as
    /// text, or a flag as a `boolean`; `nil` for a value the recording cannot give.
    private static func summaryValue(_ summary: AnalysisSummary, _ key: String) -> (value: ODMValue, digits: Int?)? {
        if let flag = summary.flag(key) { return (ODMValue(dataType: .boolean, value: String(flag)), nil) }
        if let number = summary[key], let precision = summary.precision(of: key) {
            let unit = summary.unit(of: key).flatMap { $0 == "1" ? nil : $0 }
            return precision.decimals == 0 ? (ODMValue(dataType: .integer, value: precision.text(number), unit: unit), nil)
                : (ODMValue(dataType: .float, value: precision.text(number), unit: unit), precision.decimals)
        }
        return summary.label(key).map { (ODMValue(dataType: .text, value: $0), nil) }
    }

    /// One repeat of an item group per object of each list of objects `summary` holds (a walking
    /// step's `walkingBouts`, one per bout, `ItemGroupRepeatKey` 1, 2, … in order): each object's
    /// numbers and names as the step's are; its lists of numbers (a bout's initial contacts) stay in
    /// the CSV, Parquet and FHIR exports.
    private mutating func listGroups(of summary: AnalysisSummary, task: String, step: StepResult, study: ODMStudy) -> [Group] {
        var groups: [Group] = []
        for list in summary.keys {
            guard let objects = summary.items(list) else { continue }
            let oid = study.itemGroupOID(task: task, step: step.identifier, list: list)
            for (number, object) in objects.enumerated() {
                var items: [Item] = []
                for key in object.keys {
                    guard let item = Self.summaryValue(object, key) else { continue }
                    let itemOID = study.itemOID(task: task, step: step.identifier, list: list, item: key)
                    items.append(Item(oid: itemOID, value: item.value))
                    note(itemOID, ObservedItem(task: task, name: "\(step.identifier).\(list).\(key)", value: item.value, significantDigits: item.digits),
                         owner: "task \(task)'s summary \(step.identifier).\(list).\(key)")
                }
                guard !items.isEmpty else { continue }
                repeatingGroups.insert(oid)
                groups.append(group(oid, task: task, name: "\(step.identifier).\(list)", date: step.endDate, items: items, repeatKey: number + 1))
            }
        }
        return groups
    }

    private mutating func group(_ oid: String, task: String, name: String, date: Date, items: [Item], repeatKey: Int? = nil) -> Group {
        claim("item group", oid, "task \(task)'s \(name == "scores" ? "scores" : "step " + name)")
        if !groupOrder.contains(where: { $0.task == task && $0.oid == oid }) { groupOrder.append((task, oid, name)) }
        for item in items {
            if let index = observed.firstIndex(where: { $0.oid == item.oid }), observed[index].item.group.isEmpty {
                observed[index].item.group = oid
            }
        }
        return Group(oid: oid, date: date, items: items, repeatKey: repeatKey)
    }

    private mutating func note(_ oid: String, _ item: ObservedItem, owner: String) {
        claim("item", oid, owner)
        guard let index = observed.firstIndex(where: { $0.oid == oid }) else {
            observed.append((oid, item))
            return
        }
        // The same item answered differently in two runs (a choice's number, an "other" text): text holds both.
        if observed[index].item.definition.dataType != item.definition.dataType { observed[index].item.definition.dataType = .text }
    }

    /// Records that `owner` has `oid`; a second owner is a problem naming both.
    private mutating func claim(_ kind: String, _ oid: String, _ owner: String) {
        let key = kind + " " + oid
        guard let first = owners[key] else {
            owners[key] = owner
            return
        }
        if first != owner {
            problems.append("\(kind) OID \(oid) would name both \(first) and \(owner); give them different OIDs in the study file's odm section")
        }
    }

    /// Orders the forms and numbers repeated runs of a task in one visit (`FormRepeatKey` 1, 2, …).
    private mutating func sort(visits: [String]) {
        func rank(_ visit: String?) -> (Int, String) {
            guard let visit else { return (Int.max, "") }
            return (visits.firstIndex(of: visit) ?? visits.count, visit)
        }
        forms.sort { a, b in
            if a.subject != b.subject { return a.subject < b.subject }
            if rank(a.visit) != rank(b.visit) { return rank(a.visit) < rank(b.visit) }
            if a.task != b.task { return a.task < b.task }
            if a.startDate != b.startDate { return a.startDate < b.startDate }
            return a.runUUID.uuidString < b.runUUID.uuidString
        }
        for index in forms.indices.dropFirst() {
            let previous = forms[index - 1]
            if previous.subject == forms[index].subject, previous.eventOID == forms[index].eventOID, previous.formOID == forms[index].formOID {
                forms[index].repeatKey = previous.repeatKey + 1
            }
        }
    }
}
