import ActiveTasks
import Foundation
import Import
import RecordingFormat

/// The REDCap study file of `activetask export redcap` and of a `redcap` upload destination: how
/// runs become records of one REDCap project (docs/EXPORT.md, "REDCap"). Every key is optional;
/// without a file a run goes to a classic project as `record_id` = participant, one instrument per
/// task, which does not repeat.
package struct REDCapStudy: Sendable {
    /// The project's record id field (default `record_id`).
    package var recordIDField: String
    /// Whether the project is longitudinal: every record names its event.
    package var longitudinal: Bool
    /// The arm of the events derived from visits (default 1).
    package var arm: Int
    /// The unique event name of each visit, where the study gives it.
    package var events: [String: String]
    /// Instrument names by task identifier, where the study gives them.
    package var instruments: [String: String]
    /// Field names by answer (`step.item`, the item or question step's identifier), score
    /// identifier or summary (`step.key`), where the study gives them.
    package var fieldNames: [String: String]
    /// Whether every instrument repeats (`"repeating": true`; default `false`, as a REDCap project
    /// has no repeating instrument until it is set up so): each run is an instance.
    package var repeating: Bool
    /// The instruments that repeat, where the study lists them (`"repeating": ["walk"]`).
    package var repeatingInstruments: Set<String>
    /// The project's data dictionary (REDCap's Data Dictionary export), where the study names it:
    /// each value is then written in the form its field requires, and calculated fields and names
    /// that are no field of it are left out.
    package var dictionary: REDCapDictionary?
    /// The value of an "I don't know" answer: empty (the default) or one of the project's
    /// missing data codes, such as `UNK`.
    package var missingCode: String
    /// Date-and-time answers are written in this zone (default UTC).
    package var timeZone: TimeZone
    /// The file upload field of each instrument's recordings, where the study gives it.
    package var fileFields: [String: String]
    /// Problems that do not stop the export (unknown keys).
    package var warnings: [String]

    /// The study of a file-less export.
    package init() {
        recordIDField = "record_id"
        longitudinal = false
        arm = 1
        events = [:]
        instruments = [:]
        fieldNames = [:]
        repeating = false
        repeatingInstruments = []
        dictionary = nil
        missingCode = ""
        timeZone = TimeZone(identifier: "UTC")!
        fileFields = [:]
        warnings = []
    }

    /// Reads and checks the study file at `url`.
    /// - Throws: `ActivetaskError(.invalidStudy)` listing every problem as `FILE: json.path: message`.
    package static func load(contentsOf url: URL) throws(ActivetaskError) -> REDCapStudy {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.unreadable, "\(url.path): cannot be read (\(error.localizedDescription)); give the REDCap study file with --study")
        }
        return try read(json: Array(data), fileName: url.lastPathComponent, directory: url.deletingLastPathComponent())
    }

    /// Reads and checks study JSON.
    /// - Parameters:
    ///   - json: The file's bytes.
    ///   - fileName: The file's name, for messages.
    ///   - directory: The folder a relative `dictionary` path starts from (the study file's).
    /// - Throws: `ActivetaskError(.invalidStudy)` listing every problem as `FILE: json.path: message`.
    package static func read(json: [UInt8], fileName: String, directory: URL? = nil) throws(ActivetaskError) -> REDCapStudy {
        let read = try StudyFileReader.read(json: json, fileName: fileName) { reader -> REDCapStudy? in
            var study = REDCapStudy()
            study.apply(reader, directory: directory)
            return study
        }
        var study = read.study
        study.warnings = read.warnings
        return study
    }

    /// Takes every key `reader` holds, logging each problem; a relative `dictionary` path starts
    /// at `directory`.
    private mutating func apply(_ reader: JSONObjectReader, directory: URL?) {
        if let path = reader.string("dictionary") {
            do {
                dictionary = try REDCapDictionary(contentsOf: URL(fileURLWithPath: path, relativeTo: directory), source: path)
            } catch {
                reader.log.error(reader.path(of: "dictionary"), "\(error.message); give the project's data dictionary as REDCap exports it (Project Setup → Data Dictionary)")
            }
        }
        if let field = reader.string("recordIdField") {
            recordIDField = field
            Self.check(field, at: reader.path(of: "recordIdField"), log: reader.log)
            if let first = dictionary?.fields.first?.name, first != field {
                reader.log.error(reader.path(of: "recordIdField"), "is \"\(field)\", but the dictionary's record id field (its first) is \"\(first)\"; write \"\(first)\" or leave the key out")
            }
        } else if let first = dictionary?.fields.first?.name {
            recordIDField = first
        }
        events = Self.names("events", in: reader)
        longitudinal = reader.bool("longitudinal") ?? !events.isEmpty
        if !longitudinal, !events.isEmpty {
            reader.log.error(reader.path(of: "longitudinal"), "is false, but events are given; a classic project has no events: remove one of them")
        }
        if let arm = reader.int("arm") {
            if arm < 1 { reader.log.error(reader.path(of: "arm"), "\(arm) is not an arm number; arms count from 1") }
            self.arm = arm
        }
        instruments = Self.names("instruments", in: reader)
        fieldNames = Self.names("fieldNames", in: reader)
        fileFields = Self.names("fileFields", in: reader)
        if case .array? = reader.value("repeating") {
            for element in reader.array("repeating") ?? [] {
                guard case .string(let name) = element.value else {
                    reader.log.error(element.path, "expected an instrument name, found \(element.value.kindDescription) \(element.value.shown)")
                    continue
                }
                Self.check(name, at: element.path, log: reader.log)
                repeatingInstruments.insert(name)
            }
        } else {
            repeating = reader.bool("repeating") ?? false
        }
        if let code = reader.string("missingCode") {
            // REDCap's missing data codes: "letters, numbers, dots, dashes, and underscores"
            // (Project Setup, Additional Customizations; docs/EXPORT.md cites the guides).
            if !code.isEmpty, !code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) {
                reader.log.error(reader.path(of: "missingCode"), "\"\(code)\" is not a REDCap missing data code (letters, digits, dots, dashes and underscores); use one the project defines, such as \"UNK\"")
            }
            missingCode = code
        }
        if let name = reader.string("timeZone") {
            if let zone = TimeZone(identifier: name) {
                timeZone = zone
            } else {
                reader.log.error(reader.path(of: "timeZone"), "\"\(name)\" is not an IANA time zone name; write the project's zone, such as Europe/Zurich")
            }
        }
    }

    /// A map of names to REDCap names, each checked.
    private static func names(_ key: String, in reader: JSONObjectReader) -> [String: String] {
        guard reader.value(key) != nil, let map = reader.object(key) else { return [:] }
        var names: [String: String] = [:]
        for member in map.members {
            guard let name = map.string(member.key) else { continue }
            check(name, at: map.path(of: member.key), log: map.log)
            names[member.key] = name
        }
        return names
    }

    private static func check(_ name: String, at path: String, log: IssueLog) {
        if let problem = REDCapName.violation(of: name) {
            log.error(path, "\(problem); write the name as the REDCap project has it")
        }
    }

    /// The unique event name of `visit`: the study's, else REDCap's rule for an event named after
    /// the visit in the study's arm (`week 2` → `week_2_arm_1`).
    func event(of visit: String) -> String {
        events[visit] ?? REDCapName.derived(from: visit) + "_arm_\(arm)"
    }

    /// Whether `instrument` repeats in the project: the study says every instrument does, or lists it.
    func repeats(_ instrument: String) -> Bool {
        repeating || repeatingInstruments.contains(instrument)
    }

    /// The instrument of task `identifier`: the study's, else derived from it.
    func instrument(of identifier: String) -> String {
        instruments[identifier] ?? REDCapName.derived(from: identifier)
    }

    /// The file upload field that holds an instrument's recordings: the study's, else
    /// `<instrument>_file`.
    package func fileField(of instrument: String) -> String {
        fileFields[instrument] ?? instrument + "_file"
    }

    /// The field that holds a run's `taskRunUUID`, by which an upload finds its repeat instance
    /// again: `<instrument>_run_uuid`.
    package static func runUUIDField(of instrument: String) -> String {
        instrument + "_run_uuid"
    }
}
