import ArgumentParser
import Foundation
import Import
import RecordingFormat

extension Import {
    /// `activetask import redcap DICTIONARY.csv`: one task per REDCap form.
    struct REDCap: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "redcap",
            abstract: "Write task JSON from a REDCap data dictionary (the 18-column CSV), one task per form.",
            discussion: """
                Field types and validations become answer formats, choices `1, Yes | 2, No` choices (whole-number \
                codes as numbers), required fields required questions, section headers instruction steps, field \
                notes the question's text, annotations the task's "annotations"; branching logic joined by "and" \
                becomes skip rules, and a calc field that sums fields a score.
                """
        )

        @Argument(help: ArgumentHelp("The data dictionary exported by REDCap.", valueName: "DICTIONARY.csv"))
        var dictionary: String

        @Option(help: ArgumentHelp("Import only this form (its Form Name).", valueName: "NAME"))
        var instrument: String?

        @OptionGroup var options: ImportOptions

        func run() throws {
            do {
                let read = try REDCapDictionary(contentsOf: URL(fileURLWithPath: dictionary), source: dictionary)
                try options.write(try REDCapImporter.tasks(from: read, instrument: instrument), from: dictionary)
            } catch let error as ActivetaskError {
                printError(error.message)
                throw ExitCode.failure
            }
        }
    }
}
