import ArgumentParser
import Export
import Foundation

extension Export {
    /// `activetask export mpower DIR --output FOLDER`: the files mPower uploaded.
    struct MPower: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mpower",
            abstract: "Write a run's accelerometer, tapping and memory results as mPower's JSON files, for mhealthtools.",
            discussion: """
                accel_STEP.json ({"items": [{timestamp, x, y, z}]} in g), tapping_results.json or \
                tapping_left.json/tapping_right.json (TappingSamples), MemoryGameResults.json \
                (MemoryGameGameRecords): the names and keys mPower wrote.
                """
        )

        @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
        var folder: String

        @Option(help: ArgumentHelp("The folder to write the files into (created 0700).", valueName: "FOLDER"))
        var output: String

        func run() throws {
            try Export.exporting(folder) { (run) throws(ExportError) in
                try MPowerExport.write(run, to: ExportDestination(URL(fileURLWithPath: output), isFolder: true, run: run))
            }
        }
    }
}
