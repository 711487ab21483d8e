import ArgumentParser
import Export

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

        @OptionGroup var options: FolderExportOptions

        func run() throws {
            try options.export(MPowerExport.write)
        }
    }
}
