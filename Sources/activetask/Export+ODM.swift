import Analysis
import ArgumentParser
import Export
import Foundation
import RecordingFormat

extension Export {
    /// `activetask export odm DIR... --output FILE.xml`: the runs as one CDISC ODM 1.3.2 document.
    struct ODM: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "odm",
            abstract: "Write runs as one CDISC ODM 1.3.2 document: their ClinicalData and, with --metadata, their tasks' MetaDataVersion.",
            discussion: """
                Each run is a FormData under its participant (SubjectData) and visit \
                (StudyEventData); each step's answers and analysis values are an ItemGroupData, \
                the scores another. OIDs come from the study file's odm section, else from the \
                identifiers (docs/EXPORT.md). The same runs always give the same bytes.
                """
        )

        @Argument(help: ArgumentHelp("Output folders of `activetask run`, each recorded with --participant.", valueName: "DIR"))
        var folders: [String]

        @Option(help: ArgumentHelp("Write the document to this file.", valueName: "FILE.xml"))
        var output: String

        @Option(help: ArgumentHelp("The study file whose odm section gives the OIDs (docs/STUDY.md).", valueName: "STUDY.json"))
        var study: String?

        @Flag(help: "Add the MetaDataVersion of the runs' tasks (each loaded as the run's provenance names it).")
        var metadata = false

        @Flag(help: "Replace the output file when it exists.")
        var force = false

        func validate() throws {
            guard !folders.isEmpty else { throw ValidationError("give at least one output folder of `activetask run`") }
        }

        func run() throws {
            do throws(ActivetaskError) {
                var oids = ODMStudy()
                if let study {
                    let loaded = try ODMStudy.load(contentsOf: URL(fileURLWithPath: study))
                    for warning in loaded.warnings { printError("warning: \(warning)") }
                    oids = loaded.study
                }
                var runs: [(run: TaskRunFolder, analysis: [AnalysisEntry])] = []
                var definitions: [String: ODMTaskDefinition] = [:]
                for folder in folders {
                    let run = try TaskRunFolder(url: URL(fileURLWithPath: folder))
                    if run.result.status != .completed {
                        printError("warning: \(folder) holds a \(run.result.status.rawValue) run, not a completed one; its form holds what the run had reached")
                    }
                    let analysis = try Export.analysis(of: folder, consequence: "its form has no analysis values")
                    if metadata, definitions[run.result.identifier] == nil {
                        definitions[run.result.identifier] = try ODMTaskDefinition(run: run)
                    }
                    runs.append((run, analysis))
                }
                let document = try ODMDocument(runs: runs, study: oids, definitions: metadata ? definitions : nil)
                var destination: ExportDestination?
                for (run, _) in runs {
                    destination = try ExportDestination(URL(fileURLWithPath: output), isFolder: false, run: run, replacing: force)
                }
                guard let file = try destination?.file() else { return }
                try file.write(document.xml)
                try file.commit()
                print(WrittenFile(url: file.url, byteCount: file.byteCount, contents: NumberText.counted(document.formCount, "form", "forms") + ", " + NumberText.counted(document.itemCount, "item", "items")))
            } catch {
                printError(error.message)
                throw ExitCode.failure
            }
        }
    }
}
