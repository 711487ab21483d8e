import ArgumentParser
import Export
import Foundation
import RecordingFormat

extension Export {
    /// `activetask export rave DIR --study STUDY.json`: the Patient Cloud Gateway payload.
    struct Rave: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rave",
            abstract: "Write a completed run's answers as a Rave Patient Cloud Gateway form_data payload.",
            discussion: """
                STUDY.json holds the envelope's keys (subject_name, log_line, study_uuid, folder_oid, \
                form_oid, site_oid, version, device_id, signature_oid, rave_url, study_name, \
                record_oid, subject_uuid), the site's timeZone and optional itemOIDs, booleanCodes, \
                choiceSeparator and dateFormat (docs/rave-study-schema.json). Without --output the \
                payload goes to standard output.
                """
        )

        @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
        var folder: String

        @Option(help: ArgumentHelp("The study file: envelope keys, time zone and value rules.", valueName: "STUDY.json"))
        var study: String

        @Option(help: ArgumentHelp("Write the payload to this file instead of standard output.", valueName: "FILE"))
        var output: String?

        @Flag(help: "Replace the output file when it exists.")
        var force = false

        func run() throws {
            try Export.exporting(folder) { (run) throws(ActivetaskError) in
                let study = try RaveStudy.load(contentsOf: URL(fileURLWithPath: self.study))
                for warning in study.warnings { printError(warning) }
                let payload = try RavePayload(run: run, study: study)
                guard let output else {
                    print(payload.json.jsonText)
                    return []
                }
                let destination = try ExportDestination(URL(fileURLWithPath: output), isFolder: false, run: run, replacing: force)
                let file = try destination.file()
                try file.write(payload.json.jsonText + "\n")
                try file.commit()
                return [WrittenFile(url: file.url, byteCount: file.byteCount, contents: NumberText.counted(payload.fieldCount, "field_data entry", "field_data entries"))]
            }
        }
    }
}
