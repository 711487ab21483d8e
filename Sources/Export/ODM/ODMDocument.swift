import ActiveTasks
import Analysis
import Foundation
import RecordingFormat

/// Runs as one CDISC ODM 1.3.2 document (ODM1-3-2.xsd): their `ClinicalData` and, when asked,
/// the `MetaDataVersion` of their tasks; the same runs always give the same bytes.
/// docs/EXPORT.md "CDISC ODM" describes every element written.
package struct ODMDocument: Sendable {
    /// ODM's namespace.
    static let namespace = "http://www.cdisc.org/ns/odm/v1.3"

    /// The document.
    package let xml: String
    /// How many `FormData` (runs) it holds.
    package let formCount: Int
    /// How many `ItemData` it holds.
    package let itemCount: Int

    /// Builds the document of `runs`.
    /// - Parameters:
    ///   - runs: Each run with `analyze`'s entries for it.
    ///   - study: The OIDs.
    ///   - definitions: The tasks of the runs by identifier, for the metadata; `nil` for clinical data alone.
    /// - Throws: `ActivetaskError` naming every run without a participant, every OID two things
    ///   would share, and every multiple-choice value with a comma.
    package init(runs: [(run: TaskRunFolder, analysis: [AnalysisEntry])], study: ODMStudy,
                 definitions: [String: ODMTaskDefinition]?) throws(ActivetaskError) {
        let data = try ODMClinicalData(runs: runs, study: study)
        let uuids = data.forms.map(\.runUUID.uuidString).sorted().joined(separator: ",")
        let created = data.forms.map(\.endDate).max() ?? Date(timeIntervalSince1970: 0)
        var writer = XMLWriter()
        writer.open("ODM", [("xmlns", Self.namespace), ("ODMVersion", "1.3.2"), ("FileType", "Snapshot"),
                            ("FileOID", "activetask." + String(FileResult.sha256(of: Data(uuids.utf8)).prefix(16))),
                            ("CreationDateTime", DateText.string(from: created)), ("SourceSystem", "activetask")])
        if let definitions {
            ODMMetaData(data: data, study: study, definitions: definitions).write(to: &writer)
        }
        Self.writeAdminData(data, study: study, to: &writer)
        writer.open("ClinicalData", [("StudyOID", study.studyOID), ("MetaDataVersionOID", study.metaDataVersionOID)])
        var itemCount = 0
        var index = 0
        while index < data.forms.count {
            let subject = data.forms[index].subject
            writer.open("SubjectData", [("SubjectKey", subject)])
            while index < data.forms.count, data.forms[index].subject == subject {
                let event = data.forms[index].eventOID
                writer.open("StudyEventData", [("StudyEventOID", event)])
                while index < data.forms.count, data.forms[index].subject == subject, data.forms[index].eventOID == event {
                    itemCount += Self.write(data.forms[index], to: &writer)
                    index += 1
                }
                writer.close()
            }
            writer.close()
        }
        writer.close()
        writer.close()
        xml = writer.document
        formCount = data.forms.count
        self.itemCount = itemCount
    }

    /// The user of a participant's forms: the participant, who entered the answers.
    static func userOID(_ participant: String) -> String {
        ODMOID.derived("USR", participant)
    }

    /// The location of a site's forms; runs without a site share `LOC.UNSPECIFIED`.
    static func locationOID(_ site: String?) -> String {
        site.map { ODMOID.derived("LOC", $0) } ?? "LOC.UNSPECIFIED"
    }

    /// The OID of a measurement unit.
    static func unitOID(_ unit: String) -> String {
        ODMOID.derived("MU", unit)
    }

    private static func writeAdminData(_ data: ODMClinicalData, study: ODMStudy, to writer: inout XMLWriter) {
        writer.open("AdminData", [("StudyOID", study.studyOID)])
        for participant in Set(data.forms.map(\.subject)).sorted() {
            writer.element("User", [("OID", userOID(participant)), ("UserType", "Other")])
        }
        let effective = String(DateText.string(from: data.forms.map(\.startDate).min() ?? Date(timeIntervalSince1970: 0)).prefix(10))
        var sites: [String?] = []
        for form in data.forms where !sites.contains(form.site) { sites.append(form.site) }
        for site in sites.sorted(by: { ($0 ?? "") < ($1 ?? "") }) {
            writer.open("Location", [("OID", locationOID(site)), ("Name", site ?? "site not recorded"), ("LocationType", "Site")])
            writer.element("MetaDataVersionRef", [("StudyOID", study.studyOID), ("MetaDataVersionOID", study.metaDataVersionOID),
                                                  ("EffectiveDate", effective)])
            writer.close()
        }
        writer.close()
    }

    /// Writes one `FormData` and returns how many `ItemData` it holds.
    private static func write(_ form: ODMClinicalData.Form, to writer: inout XMLWriter) -> Int {
        writer.open("FormData", [("FormOID", form.formOID), ("FormRepeatKey", String(form.repeatKey))])
        writeAudit(form, date: form.endDate, source: form.runUUID.uuidString, to: &writer)
        var count = 0
        for group in form.groups {
            writer.open("ItemGroupData", [("ItemGroupOID", group.oid), ("ItemGroupRepeatKey", group.repeatKey.map { String($0) })])
            writeAudit(form, date: group.date, source: nil, to: &writer)
            for item in group.items {
                count += 1
                guard let value = item.value.value else {
                    // Don't know: a null value flagged ASKU (asked but unknown), never a made-up value.
                    writer.open("ItemData", [("ItemOID", item.oid), ("IsNull", "Yes")])
                    writer.open("Annotation", [("SeqNum", "1")])
                    writer.open("Flag")
                    writer.element("FlagValue", [("CodeListOID", ODMValue.nullFlavorCodeList)], content: ODMValue.askedButUnknown)
                    writer.close()
                    writer.close()
                    writer.close()
                    continue
                }
                guard let unit = item.value.unit else {
                    writer.element("ItemData", [("ItemOID", item.oid), ("Value", value)])
                    continue
                }
                writer.open("ItemData", [("ItemOID", item.oid), ("Value", value)])
                writer.element("MeasurementUnitRef", [("MeasurementUnitOID", unitOID(unit))])
                writer.close()
            }
            writer.close()
        }
        writer.close()
        return count
    }

    /// An `AuditRecord`: the participant entered the data at the run's site, at `date`.
    private static func writeAudit(_ form: ODMClinicalData.Form, date: Date, source: String?, to writer: inout XMLWriter) {
        writer.open("AuditRecord")
        writer.element("UserRef", [("UserOID", userOID(form.subject))])
        writer.element("LocationRef", [("LocationOID", locationOID(form.site))])
        writer.element("DateTimeStamp", content: DateText.string(from: date))
        if let source { writer.element("SourceID", content: source) }
        writer.close()
    }
}
