import ArgumentParser
import Export
import Foundation
import RecordingFormat

/// `activetask export`: a run's results in the formats studies keep their data in.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a task run's results: a Rave payload, a Bridge archive, mPower files, CSV, a FHIR Bundle, CDISC ODM or REDCap records.",
        discussion: """
            Each subcommand reads the output folder of `activetask run` (taskResult.json and the \
            chunks it lists, each checked against its SHA-256), never changes it, and prints \
            every file it wrote. docs/EXPORT.md describes each format and every mapping rule.
            """,
        subcommands: [Rave.self, Archive.self, MPower.self, CSV.self, CSVSchema.self, FHIR.self, ODM.self, REDCap.self]
    )

    /// Opens the run in `folder`, runs `body`, and prints what it wrote; an `ActivetaskError` is
    /// printed to standard error and exits 1.
    static func exporting(_ folder: String, _ body: (TaskRunFolder) throws(ActivetaskError) -> [WrittenFile]) throws {
        do throws(ActivetaskError) {
            let run = try TaskRunFolder(url: URL(fileURLWithPath: folder))
            if run.result.status != .completed {
                printError("warning: \(folder) holds a \(run.result.status.rawValue) run, not a completed one; what is exported is "
                           + "what the run had reached (its status is in the export's metadata)")
            }
            for file in try body(run) { print(file) }
        } catch {
            printError(error.message)
            throw ExitCode.failure
        }
    }
}
