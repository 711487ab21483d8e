import ArgumentParser
import Export

extension Export {
    /// `activetask export csv DIR --output FOLDER`: tidy CSV for R and pandas.
    struct CSV: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "csv",
            abstract: "Write a run as RFC 4180 CSV: answers.csv, steps.csv, one file per step and sensor, markers.csv.",
            discussion: "UTF-8, CRLF line ends, a header row whose column names carry their units (x_g, speed_m_s), no index column."
        )

        @OptionGroup var options: FolderExportOptions

        func run() throws {
            try options.export(CSVExport.write)
        }
    }
}
