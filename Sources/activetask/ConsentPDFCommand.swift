import ActiveTasks
import Analysis
import ArgumentParser
import ConsentPDF
import Foundation
import RecordingFormat
import TaskFamilies

/// `activetask consent-pdf TASK.json RESULT_DIR`: prints the signed consent PDF again from a saved
/// result.
struct ConsentPDFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "consent-pdf",
        abstract: "Make the signed consent PDF again from a task and a saved result folder.",
        discussion: """
            Reads RESULT_DIR/taskResult.json, takes the latest consentSignature result of each signature the \
            task's consentDocument asks for, and prints the document with them (signatures not collected, or \
            declined, print as empty blocks to sign on paper) in the language the run recorded (or --language). Writes --output (default RESULT_DIR/consent.pdf, \
            mode 0600, atomically); the copy filed with the review step is left as it is.
            """
    )

    @Argument(help: ArgumentHelp("A predefined task or a task-JSON file with a consentDocument.", valueName: "NAME|TASK.json"))
    var task: String

    @Argument(help: ArgumentHelp("A run's output folder holding taskResult.json.", valueName: "RESULT_DIR"))
    var resultDirectory: String

    @Option(name: .long, help: ArgumentHelp("The PDF file to write.", valueName: "FILE"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The language of the document, its labels and dates (a BCP 47 tag); default: the language the run recorded.",
                                            valueName: "TAG"))
    var language: String?

    func validate() throws {
        try TaskOptions.validateLanguage(language)
    }

    func run() throws {
        let resultURL = URL(fileURLWithPath: resultDirectory).appendingPathComponent("taskResult.json")
        let result: TaskResult
        do {
            result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: resultURL))
        } catch {
            printError("\(resultURL.path): not a readable task result (\(DecodingErrorText.describe(error))); give the folder a run wrote")
            throw ExitCode.failure
        }
        let loaded = try TaskOptions.load(task, language: (language ?? result.language).flatMap(LanguageTag.init))
        guard let document = loaded.consentDocument else {
            printError("\(task): the task has no consentDocument; give the task the run used")
            throw ExitCode.failure
        }
        let signatures = result.consentSignatures.filter(\.consented)
        guard let participant = signatures.first else {
            printError("\(resultURL.path): no consent review ended with an agreement; there is nothing signed to print")
            throw ExitCode.failure
        }
        let target = URL(fileURLWithPath: output ?? URL(fileURLWithPath: resultDirectory).appendingPathComponent("consent.pdf").path)
        do {
            let pdf = try ConsentPDFRenderer(document: document).render(signatures: signatures, author: participant.printedName,
                                                                       createdAt: Date())
            try PrivateFile.writeAtomically(pdf.data, to: target)
            pdf.warnings.forEach(printError)
            print(pdf.fontsText)
            print("wrote \(target.path) (\(NumberText.counted(pdf.pageCount, "page", "pages")), sha256 \(FileResult.sha256(of: pdf.data)))")
        } catch {
            // A drawing failure does not name the file; a write failure already does.
            printError(error.code == .consentPDF ? "\(target.path): \(error.message)" : error.message)
            throw ExitCode.failure
        }
    }
}
