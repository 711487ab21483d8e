import ActiveTasks
import Foundation
import RecordingFormat

/// STUDY.json for `activetask export rave`: the keys of the Patient Cloud Gateway envelope that
/// the study fixes (the same names as in the payload), the site's time zone, and how answers
/// become Rave data values. docs/rave-study-schema.json is its JSON Schema.
package struct RaveStudy: Sendable {
    /// How a boolean answer is coded.
    package struct BooleanCodes: Sendable, Equatable {
        /// The code of `true` (default `"1"`).
        package var yes: String
        /// The code of `false` (default `"0"`).
        package var no: String

        /// Creates boolean codes.
        package init(yes: String = "1", no: String = "0") {
            self.yes = yes
            self.no = no
        }
    }

    /// The envelope's string keys, in the order of the MORK README's payload.
    package static let envelopeStringKeys = ["subject_name", "study_uuid", "folder_oid", "form_oid", "site_oid", "version",
                                            "device_id", "signature_oid", "rave_url", "study_name", "record_oid",
                                            "subject_uuid"]

    /// The envelope's keys that name the subject: optional, for runs without a participant
    /// (`RaveSubject`).
    package static let subjectKeys: Set<String> = ["subject_name", "subject_uuid"]

    /// The envelope's string members by key (`site_oid`, …; `subject_name` and `subject_uuid`
    /// when given).
    package var envelope: [String: String]
    /// `study_uuid`: the namespace of the subject UUIDs derived from participant ids.
    package var studyUUID: UUID
    /// Rave's subject UUID of each participant id, where the study lists it.
    package var subjectUUIDs: [String: String]
    /// `log_line`: the log line of the form's record.
    package var logLine: Int
    /// The site's time zone: `date_time_entered` and date-and-time answers are written in it.
    package var timeZone: TimeZone
    /// Item OIDs by answer identifier (a question step's, a form item's, or `step.item`).
    package var itemOIDs: [String: String]
    /// How boolean answers (and boolean choice values) are coded.
    package var booleanCodes: BooleanCodes
    /// What joins the coded values of several choices (default `","`).
    package var choiceSeparator: String
    /// The data value of a don't-know answer (default `UNK`, CDISC's code for unknown).
    package var dontKnowCode: String
    /// The Rave date format of date answers (default `yyyy-MM-dd'T'HH:mm:ss`), as a
    /// `DateFormatter` pattern.
    package var dateFormat: String
    /// Problems that do not stop the export (unknown keys).
    package var warnings: [String]

    /// The default `dontKnowCode`: CDISC's "unknown".
    package static let defaultDontKnowCode = "UNK"

    /// The default `dateFormat`: 24-hour clock, no zone.
    package static let defaultDateFormat = "yyyy-MM-dd'T'HH:mm:ss"

    /// Reads and validates the study file at `url`.
    /// - Parameter url: STUDY.json.
    /// - Throws: `ActivetaskError` listing every problem as `FILE: json.path: message`, one per line.
    package static func load(contentsOf url: URL) throws(ActivetaskError) -> RaveStudy {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.unreadable, "\(url.path): cannot be read (\(error.localizedDescription)); give the study file with --study")
        }
        return try read(json: Array(data), fileName: name)
    }

    /// Reads and validates study JSON.
    /// - Parameters:
    ///   - json: The file's bytes.
    ///   - fileName: The file's name, for messages.
    /// - Throws: `ActivetaskError` listing every problem as `FILE: json.path: message`.
    package static func read(json: [UInt8], fileName: String) throws(ActivetaskError) -> RaveStudy {
        let read = try StudyFileReader.read(json: json, fileName: fileName, RaveStudy.init(reader:))
        var study = read.study
        study.warnings = read.warnings
        return study
    }

    private init?(reader: JSONObjectReader) {
        var envelope: [String: String] = [:]
        for key in RaveStudy.envelopeStringKeys where !RaveStudy.subjectKeys.contains(key) || reader.value(key) != nil {
            envelope[key] = RaveStudy.nonEmpty(key, in: reader)
        }
        if (reader.value("subject_name") == nil) != (reader.value("subject_uuid") == nil) {
            reader.log.error(reader.path, "give subject_name and subject_uuid together (for runs without a participant), or neither")
        }
        for key in ["study_uuid", "subject_uuid"] {
            if let text = envelope[key], UUID(uuidString: text) == nil {
                reader.log.error(reader.path(of: key), "\"\(text)\" is not a UUID (8-4-4-4-12 hexadecimal digits)")
            }
        }
        if let text = envelope["rave_url"] {
            let url = URL(string: text)
            if url?.host == nil || !["http", "https"].contains(url?.scheme ?? "") {
                reader.log.error(reader.path(of: "rave_url"), "\"\(text)\" is not an http(s) URL; write the Rave site's address, https://…")
            }
        }
        let logLine = reader.int("log_line")
        if reader.value("log_line") == nil {
            reader.log.error(reader.path(of: "log_line"), "missing; add \"log_line\": 1")
        } else if let logLine, logLine < 1 {
            reader.log.error(reader.path(of: "log_line"), "\(logLine) is not a log line; log lines count from 1")
        }
        let timeZone = RaveStudy.timeZone(in: reader)
        let itemOIDs = RaveStudy.itemOIDs(in: reader)
        let subjectUUIDs = RaveStudy.subjectUUIDs(in: reader)
        let booleanCodes = RaveStudy.booleanCodes(in: reader)
        let choiceSeparator = reader.string("choiceSeparator") ?? ","
        if choiceSeparator.isEmpty {
            reader.log.error(reader.path(of: "choiceSeparator"), "is empty; several choices need a separator, such as \",\"")
        }
        let dontKnowCode = reader.string("dontKnowCode") ?? RaveStudy.defaultDontKnowCode
        if dontKnowCode.allSatisfy(\.isWhitespace) {
            reader.log.error(reader.path(of: "dontKnowCode"), "is blank; give the code the field's data dictionary has for unknown, such as \"\(RaveStudy.defaultDontKnowCode)\"")
        }
        let dateFormat = reader.string("dateFormat") ?? RaveStudy.defaultDateFormat
        if !["y", "M", "d"].allSatisfy({ dateFormat.contains($0) }) {
            reader.log.error(reader.path(of: "dateFormat"), "\"\(dateFormat)\" lacks a year (y), month (M) or day (d) field; write a pattern such as \(RaveStudy.defaultDateFormat)")
        }
        let required = RaveStudy.envelopeStringKeys.filter { !RaveStudy.subjectKeys.contains($0) }
        guard required.allSatisfy({ envelope[$0] != nil }), let studyUUID = envelope["study_uuid"].flatMap(UUID.init(uuidString:)),
              let logLine, let timeZone, let itemOIDs, let subjectUUIDs, let booleanCodes
        else { return nil }
        self.envelope = envelope
        self.studyUUID = studyUUID
        self.subjectUUIDs = subjectUUIDs
        self.logLine = logLine
        self.timeZone = timeZone
        self.itemOIDs = itemOIDs
        self.booleanCodes = booleanCodes
        self.choiceSeparator = choiceSeparator
        self.dontKnowCode = dontKnowCode
        self.dateFormat = dateFormat
        self.warnings = []
    }

    /// A required, non-empty string member.
    private static func nonEmpty(_ key: String, in reader: JSONObjectReader) -> String? {
        guard let text = reader.requiredString(key) else { return nil }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            reader.log.error(reader.path(of: key), "is empty; write the value Rave's study set-up gives")
            return nil
        }
        return text
    }

    private static func timeZone(in reader: JSONObjectReader) -> TimeZone? {
        guard let name = reader.requiredString("timeZone") else { return nil }
        guard let zone = TimeZone(identifier: name) else {
            reader.log.error(reader.path(of: "timeZone"), "\"\(name)\" is not an IANA time zone name; write the site's zone, such as Europe/Zurich")
            return nil
        }
        return zone
    }

    private static func itemOIDs(in reader: JSONObjectReader) -> [String: String]? {
        guard reader.value("itemOIDs") != nil else { return [:] }
        guard let map = reader.object("itemOIDs") else { return nil }
        var oids: [String: String] = [:]
        for member in map.members {
            oids[member.key] = nonEmpty(member.key, in: map)
        }
        return oids.count == map.members.count ? oids : nil
    }

    /// `subjectUUIDs`: Rave's subject UUID by participant id.
    private static func subjectUUIDs(in reader: JSONObjectReader) -> [String: String]? {
        guard reader.value("subjectUUIDs") != nil else { return [:] }
        guard let map = reader.object("subjectUUIDs") else { return nil }
        var uuids: [String: String] = [:]
        for member in map.members {
            guard let text = map.string(member.key) else { continue }
            guard UUID(uuidString: text) != nil else {
                map.log.error(map.path(of: member.key), "\"\(text)\" is not a UUID (8-4-4-4-12 hexadecimal digits); give Rave's subject UUID of participant \(member.key)")
                continue
            }
            uuids[member.key] = text
        }
        return uuids.count == map.members.count ? uuids : nil
    }

    private static func booleanCodes(in reader: JSONObjectReader) -> BooleanCodes? {
        guard reader.value("booleanCodes") != nil else { return BooleanCodes() }
        guard let codes = reader.object("booleanCodes") else { return nil }
        let yes = codes.requiredString("true"), no = codes.requiredString("false")
        codes.warnAboutUnreadKeys()
        guard let yes, let no else { return nil }
        if yes == no {
            codes.log.error(codes.path, "true and false have the same code \"\(yes)\"; give them different codes")
            return nil
        }
        return BooleanCodes(yes: yes, no: no)
    }
}
