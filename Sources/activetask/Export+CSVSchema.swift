import ArgumentParser
import Export

extension Export {
    /// `activetask export csv-schema`: the typed columns of every trial and score table `export
    /// csv` writes, as JSON, for `scripts/export-parquet`; not listed in the help.
    struct CSVSchema: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "csv-schema",
            abstract: "Print the typed columns of every trial and score table `export csv` writes, as JSON.",
            discussion: "scripts/export-parquet reads it to give DuckDB each table's column types (docs/EXPORT.md, \"Parquet\").",
            shouldDisplay: false
        )

        func run() {
            print(CSVTableSchema.json, terminator: "")
        }
    }
}
