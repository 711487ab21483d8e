import Foundation
import Testing
import TestSupport

/// The second half of a replayed task's end-to-end test: `analyze` on the run's output gives one
/// entry of one kind whose keys are the fixture's generate.py values within their tolerances, and
/// `export csv` writes what fixtures/export/reference.py checks, with one row per item in `csv`.
enum ReplayRunCheck {
    /// Analyses and exports `output`, checking both against the fixture's expectations.
    /// - Parameters:
    ///   - output: The run's output folder.
    ///   - kind: The only step's identifier and its analysis kind (`stroop`, `psat`).
    ///   - expected: generate.py's value of every key.
    ///   - tolerances: How far each key may be from generate.py's value.
    ///   - csv: The step's own CSV file and the rows it must hold.
    ///   - temporary: Where the CSV folder and the reference script's logs go.
    static func expectAnalysedAndExported(_ output: URL, kind: String, expected: [String: Double], tolerances: [String: Double],
                                          csv: (file: String, rows: Int), in temporary: TemporaryDirectory) async throws {
        let analysis = try await detached { try ActivetaskBinary.run(["analyze", output.path]) }
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(report.steps == [kind] && report.kinds == [kind])
        let summary = try report.summary(kind)
        #expect(Set(summary.keys) == Set(expected.keys))
        for (key, wanted) in expected {
            let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null")
            let tolerance = try #require(tolerances[key], "no tolerance for \(key)")
            #expect(abs(found - wanted) <= tolerance + 1e-9, "\(key): \(found), generate.py \(wanted)")
        }

        let folder = temporary.url.appendingPathComponent("csv")
        let export = try await detached { try ActivetaskBinary.run(["export", "csv", output.path, "--output", folder.path]) }
        #expect(export.status == 0, "\(export.stderr)")
        let (status, checked) = try ExportCommandTests.reference(["csv", output.path, folder.path], logs: temporary.url)
        #expect(status == 0, "\(checked)")
        #expect((checked["rows"] as? [String: Int])?[csv.file] == csv.rows, "\(checked)")
    }
}
