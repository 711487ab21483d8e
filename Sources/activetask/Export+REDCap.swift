import ArgumentParser
import Export
import Foundation
import RecordingFormat

extension Export {
    /// `activetask export redcap DIR... --output records.csv`: REDCap's flat import CSV.
    struct REDCap: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "redcap",
            abstract: "Write runs as REDCap's flat import CSV: one row per run, a repeat instance where the instrument repeats.",
            discussion: """
                The record is the run's participant, the event comes from its visit (longitudinal \
                projects), the instrument from its task. Each answer, score and analysis summary is \
                a field (checkbox answers as field___code columns of 1), with <instrument>_run_uuid \
                and <instrument>_complete (2 complete, 0 incomplete). STUDY.json (optional) gives \
                dictionary (the project's data dictionary: each value then takes the form its \
                field requires, and calculated fields and names that are no field of it are left \
                out), recordIdField, longitudinal, events, arm, instruments, fieldNames, repeating \
                (true, or the repeating instruments; none without it), missingCode, timeZone and \
                fileFields (docs/EXPORT.md, "REDCap").
                """
        )

        @Argument(help: ArgumentHelp("Output folders of `activetask run`.", valueName: "DIR"))
        var folders: [String]

        @Option(help: ArgumentHelp("The REDCap study file: record id field, events, names and codes.", valueName: "STUDY.json"))
        var study: String?

        @Option(help: ArgumentHelp("The CSV file to write.", valueName: "FILE"))
        var output: String

        @Flag(help: "Replace the output file when it exists.")
        var force = false

        func run() throws {
            do throws(ActivetaskError) {
                var redcap = REDCapStudy()
                if let study { redcap = try REDCapStudy.load(contentsOf: URL(fileURLWithPath: study)) }
                for warning in redcap.warnings { printError(warning) }
                var runs: [TaskRunFolder] = []
                for folder in folders {
                    let run = try TaskRunFolder(url: URL(fileURLWithPath: folder))
                    if run.result.status != .completed {
                        printError("warning: \(folder) holds a \(run.result.status.rawValue) run, not a completed one; its row is "
                                   + "marked incomplete (\(run.result.identifier)_complete 0)")
                    }
                    runs.append(run)
                }
                print(try REDCapExport.write(runs, study: redcap, to: URL(fileURLWithPath: output), replacing: force, warn: printError))
            } catch {
                printError(error.message)
                throw ExitCode.failure
            }
        }
    }
}
