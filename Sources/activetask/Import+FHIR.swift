import ActiveTasks
import ArgumentParser
import Foundation
import Import
import RecordingFormat
import JSONValues

extension Import {
    /// `activetask import fhir Questionnaire.json`: one task from a FHIR R4 Questionnaire.
    struct FHIR: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fhir",
            abstract: "Write task JSON from a FHIR R4 Questionnaire (JSON).",
            discussion: """
                Questions become question steps, groups form steps, displays instructions; linkIds become \
                identifiers, answerOption choices, enableWhen skip rules (or a form item's visibleIf), required \
                required questions, maxLength and the minValue, maxValue, maxDecimalPlaces and questionnaire-unit \
                extensions the formats' bounds. The task is named by the last segment of the Questionnaire's url: \
                `export fhir --questionnaire-base` with the rest (printed) names the Questionnaire again.
                """
        )

        @Argument(help: ArgumentHelp("The Questionnaire resource.", valueName: "Questionnaire.json"))
        var questionnaire: String

        @OptionGroup var options: ImportOptions

        func run() throws {
            do {
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: questionnaire))
                } catch {
                    throw ActivetaskError(.invalidQuestionnaire, "\(questionnaire): cannot be read (\(error.localizedDescription)); check the path")
                }
                let json: JSONValue
                do {
                    json = try JSONParser.parse(Array(data))
                } catch {
                    throw ActivetaskError(.invalidQuestionnaire, "\(questionnaire): malformed JSON at \(error)")
                }
                try options.write([try FHIRQuestionnaireImporter.task(from: json, source: questionnaire)], from: questionnaire)
                if let base = FHIRQuestionnaireImporter.questionnaireBase(of: json) {
                    print("export its runs with: activetask export fhir RUN --questionnaire-base '\(base)'")
                }
            } catch let error as ActivetaskError {
                printError(error.message)
                throw ExitCode.failure
            }
        }
    }
}
