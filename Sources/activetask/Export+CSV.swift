import ArgumentParser
import Export
import Foundation

extension Export {
    /// `activetask export csv DIR --output FOLDER`: tidy CSV for R and pandas.
    struct CSV: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "csv",
            abstract: "Write a run as RFC 4180 CSV: answers.csv, steps.csv, one file per step and sensor, markers.csv.",
            discussion: "UTF-8, CRLF line ends, a header row whose column names carry their units (x_g, speed_m_s), no index column."
        )

        @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
        var folder: String

        @Option(help: ArgumentHelp("The folder to write the CSV files into (created 0700).", valueName: "FOLDER"))
        var output: String

        func run() throws {
            try Export.exporting(folder) { (run) throws(ExportError) in
                try CSVExport.write(run, to: ExportDestination(URL(fileURLWithPath: output), isFolder: true, run: run))
            }
        }
    }
}
