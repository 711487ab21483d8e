import ArgumentParser
import Export
import Foundation
import RecordingFormat

/// The arguments of the exports that fill a folder (`mpower`, `csv`): the run and the folder.
struct FolderExportOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
    var folder: String

    @Option(help: ArgumentHelp("The folder to write into (created 0700).", valueName: "FOLDER"))
    var output: String

    @Flag(help: "Write into a folder that already holds files, replacing those of the same names.")
    var force = false

    /// Opens the run, checks the output folder, and runs `write`, printing what it wrote.
    func export(_ write: (TaskRunFolder, ExportDestination) throws(ActivetaskError) -> [WrittenFile]) throws {
        try Export.exporting(folder) { (run) throws(ActivetaskError) in
            try write(run, ExportDestination(URL(fileURLWithPath: output), isFolder: true, run: run, replacing: force))
        }
    }
}
