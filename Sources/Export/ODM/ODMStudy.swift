import ActiveTasks
import Foundation
import RecordingFormat
import Study
import JSONValues

/// The OIDs of an ODM export: the study file's `odm` section where it gives them
/// (docs/STUDY.md "The odm section"), otherwise derived from the identifiers (`ODMOID`).
package struct ODMStudy: Sendable {
    /// `Study/@OID` and `ClinicalData/@StudyOID`.
    package var studyOID: String
    /// `GlobalVariables/StudyName`: the study's identifier.
    package var studyName: String
    /// `MetaDataVersion/@OID` and `ClinicalData/@MetaDataVersionOID`.
    package var metaDataVersionOID: String
    /// The study's visits in order (`visit.names`): events are written in this order.
    package var visits: [String]
    /// The event of runs without a visit.
    package var unscheduledEventOID: String
    private var eventOIDs: [String: String]
    private var formOIDs: [String: String]
    private var itemGroupOIDs: [String: String]
    private var itemOIDs: [String: String]

    /// The OIDs of an export without a study file: all derived, the study named `activetask`.
    package init() {
        self.init(identifier: "activetask", visits: [])
    }

    private init(identifier: String, visits: [String]) {
        studyOID = ODMOID.derived("ST", identifier)
        studyName = identifier
        metaDataVersionOID = "MDV.1"
        self.visits = visits
        unscheduledEventOID = "SE.UNSCHEDULED"
        eventOIDs = [:]
        formOIDs = [:]
        itemGroupOIDs = [:]
        itemOIDs = [:]
    }

    /// The event OID of a visit: `odm.eventOIDs[visit]`, else `SE.` and the visit; a run without
    /// a visit belongs to `unscheduledEventOID`.
    package func eventOID(visit: String?) -> String {
        guard let visit else { return unscheduledEventOID }
        return eventOIDs[visit] ?? ODMOID.derived("SE", visit)
    }

    /// The form OID of a task: `odm.formOIDs[task]`, else `F.` and the task's identifier.
    package func formOID(task: String) -> String {
        formOIDs[task] ?? ODMOID.derived("F", task)
    }

    /// The item group OID of a step: `odm.itemGroupOIDs[step]`, else `IG.task.step`.
    package func itemGroupOID(task: String, step: String) -> String {
        itemGroupOIDs[step] ?? ODMOID.derived("IG", task, step)
    }

    /// The item group OID of a step's list of objects (a walking step's `walkingBouts`), one
    /// repeat per object: `odm.itemGroupOIDs["step.list"]`, else `IG.task.step.list`.
    package func itemGroupOID(task: String, step: String, list: String) -> String {
        itemGroupOIDs[step + "." + list] ?? ODMOID.derived("IG", task, step, list)
    }

    /// The item OID of a key of a step's list of objects: `odm.itemOIDs["step.list.item"]`, else
    /// `IT.task.step.list.item`.
    package func itemOID(task: String, step: String, list: String, item: String) -> String {
        itemOIDs[step + "." + list + "." + item] ?? ODMOID.derived("IT", task, step, list, item)
    }

    /// The item OID of an answer: `odm.itemOIDs["step.item"]`, then `odm.itemOIDs[item]`, else
    /// `IT.task.step.item` (`IT.task.step` for a question step, whose answer has the step's
    /// identifier).
    package func itemOID(task: String, step: String, item: String) -> String {
        if let oid = itemOIDs[step + "." + item] ?? itemOIDs[item] { return oid }
        return step == item ? ODMOID.derived("IT", task, step) : ODMOID.derived("IT", task, step, item)
    }

    /// Reads the study file at `url`: the study's rules as `Study` reads them, and its `odm` section.
    /// - Parameter url: The study file (`--study`).
    /// - Returns: The OIDs and the warnings to print (unknown keys), each `FILE: path: message`.
    /// - Throws: `ActivetaskError` listing every error as `FILE: json.path: message`.
    package static func load(contentsOf url: URL) throws(ActivetaskError) -> (study: ODMStudy, warnings: [String]) {
        let name = url.lastPathComponent
        let outcome = Study.load(contentsOf: url)
        var issues = outcome.issues
        var study: ODMStudy?
        if let rules = outcome.study, let data = FileManager.default.contents(atPath: url.path),
           case .object(let members)? = try? JSONParser.parse(Array(data)) {
            study = ODMStudy(identifier: rules.identifier, visits: rules.visit.names)
            if let section = members.last(where: { $0.key == "odm" }) {
                let log = IssueLog()
                if let reader = JSONObjectReader.make(section.value, path: "odm", log: log, registry: .core) {
                    study?.read(reader)
                }
                issues += log.issues
            }
        }
        let errors = issues.filter { $0.severity == .error }
        guard errors.isEmpty, let study else {
            throw ActivetaskError(.invalidStudy, errors.map { $0.line(in: name) }.joined(separator: "\n"))
        }
        return (study, issues.map { $0.line(in: name) })
    }

    private mutating func read(_ reader: JSONObjectReader) {
        defer { reader.warnAboutUnreadKeys() }
        studyOID = oid(reader, "studyOID") ?? studyOID
        metaDataVersionOID = oid(reader, "metaDataVersionOID") ?? metaDataVersionOID
        unscheduledEventOID = oid(reader, "unscheduledEventOID") ?? unscheduledEventOID
        eventOIDs = oids(reader, "eventOIDs")
        for visit in eventOIDs.keys.sorted() where !visits.isEmpty && !visits.contains(visit) {
            reader.log.error(reader.path(of: "eventOIDs") + "." + visit,
                             "\(visit) is not one of the study's visits (\(visits.joined(separator: ", "))); add it to visit.names or remove it")
        }
        formOIDs = oids(reader, "formOIDs")
        itemGroupOIDs = oids(reader, "itemGroupOIDs")
        itemOIDs = oids(reader, "itemOIDs")
    }

    private func oid(_ reader: JSONObjectReader, _ key: String) -> String? {
        guard let text = reader.string(key) else { return nil }
        return checked(text, at: reader.path(of: key), log: reader.log)
    }

    /// The string-to-OID object `key`; OIDs must be valid and distinct.
    private func oids(_ reader: JSONObjectReader, _ key: String) -> [String: String] {
        guard let object = reader.object(key) else { return [:] }
        var oids: [String: String] = [:]
        var owners: [String: String] = [:]
        for member in object.members {
            let path = object.path(of: member.key)
            guard case .string(let text) = member.value else {
                reader.log.error(path, "expected an OID (a string), found \(member.value.kindDescription) \(member.value.shown)")
                continue
            }
            guard let oid = checked(text, at: path, log: reader.log) else { continue }
            if let owner = owners[oid] {
                reader.log.error(path, "\(oid) is also the OID of \(owner); every \(key.dropLast(4)) needs its own OID")
            }
            owners[oid] = member.key
            oids[member.key] = oid
        }
        return oids
    }

    private func checked(_ text: String, at path: String, log: IssueLog) -> String? {
        guard ODMOID.isValid(text) else {
            log.error(path, "\"\(text)\" is not an OID here; use ASCII letters, digits, \".\", \"_\" and \"-\" (e.g. IT.HEIGHT)")
            return nil
        }
        return text
    }
}
