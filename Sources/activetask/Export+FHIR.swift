import ActiveTasks
import Analysis
import ArgumentParser
import Export
import Foundation
import Import
import RecordingFormat

extension Export {
    /// `activetask export fhir DIR`: a FHIR R4 transaction Bundle of the run's answers and analysis.
    struct FHIR: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fhir",
            abstract: "Write a run as a FHIR R4 transaction Bundle: a QuestionnaireResponse and one Observation per summary value.",
            discussion: """
                The answers become a QuestionnaireResponse of the task's Questionnaire (an imported \
                Questionnaire's in its own answer types, codes and nesting); every value `activetask \
                analyze` gives the run becomes an Observation with its UCUM unit (a unit UCUM has not, \
                such as px, as text). Each entry is created once on a server (ifNoneExist on its \
                identifier). Without --output the Bundle goes to standard output.
                """
        )

        @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
        var folder: String

        @Option(help: ArgumentHelp("The canonical URL of the task's Questionnaire without its identifier.", valueName: "URL"))
        var questionnaireBase = FHIRItemType.defaultQuestionnaireBase

        @Option(help: ArgumentHelp("Write the Bundle to this file instead of standard output.", valueName: "FILE"))
        var output: String?

        @Flag(help: "Replace the output file when it exists.")
        var force = false

        func run() throws {
            try Export.exporting(folder) { (run) throws(ActivetaskError) in
                let analysis = try Export.analysis(of: folder, consequence: "it has no Observations")
                let bundle = FHIRBundle(run: run, analysis: analysis, questionnaireBase: questionnaireBase)
                guard let output else {
                    print(bundle.json.jsonText)
                    return []
                }
                let destination = try ExportDestination(URL(fileURLWithPath: output), isFolder: false, run: run, replacing: force)
                let file = try destination.file()
                try file.write(bundle.json.jsonText + "\n")
                try file.commit()
                return [WrittenFile(url: file.url, byteCount: file.byteCount,
                                    contents: NumberText.counted(bundle.answerCount, "answer", "answers") + ", "
                                        + NumberText.counted(bundle.observationCount, "observation", "observations"))]
            }
        }
    }
}
