import Foundation
import Testing
import TestSupport

/// The second half of a replayed task's end-to-end test: `activetask analyze` on the run's output
/// (every value one that can be true), then `activetask export csv`, checked by
/// fixtures/export/reference.py.
enum ReplayedRun {
    /// Analyses the run in `output`, which must hold the one step `step` of kind `kind`.
    /// - Returns: That step's summary.
    static func summary(of output: URL, step: String, kind: String) async throws -> [String: Any] {
        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(report.steps == [step] && report.kinds == [kind])
        return try report.summary(step)
    }

    /// Exports the run in `output` as CSV into `temporary`/csv and checks it with the reference script.
    /// - Returns: The rows of each file written.
    static func csvRows(of output: URL, in temporary: TemporaryDirectory) async throws -> [String: Int] {
        let folder = temporary.url.appendingPathComponent("csv")
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", folder.path])
        #expect(export.status == 0, "\(export.stderr)")
        let (status, checked) = try await ExportCommandTests.reference(["csv", output.path, folder.path], logs: temporary.url)
        #expect(status == 0, "\(checked)")
        return checked["rows"] as? [String: Int] ?? [:]
    }

    /// Analyses and exports `output`, whose one step is named after its kind, checking both: every
    /// key the fixture's generate.py computed within its tolerance, and `csv.rows` rows in the step's own CSV file.
    /// - Parameters:
    ///   - output: The run's output folder.
    ///   - kind: The only step's identifier and its analysis kind (`stroop`, `psat`).
    ///   - expected: generate.py's value of every key.
    ///   - labels: The keys that hold names (a PSAT's `presentationMode`) and their values.
    ///   - tolerances: How far each key may be from generate.py's value.
    ///   - csv: The step's own CSV file and the rows it must hold.
    ///   - temporary: Where the CSV folder and the reference script's logs go.
    static func expectAnalysedAndExported(_ output: URL, kind: String, expected: [String: Double], labels: [String: String] = [:],
                                          tolerances: [String: Double], csv: (file: String, rows: Int),
                                          in temporary: TemporaryDirectory) async throws {
        let summary = try await summary(of: output, step: kind, kind: kind)
        #expect(Set(summary.keys) == Set(expected.keys).union(labels.keys))
        for (key, wanted) in labels { #expect(summary[key] as? String == wanted, "\(key): \(String(describing: summary[key]))") }
        for (key, wanted) in expected {
            let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null")
            let tolerance = try #require(tolerances[key], "no tolerance for \(key)")
            #expect(abs(found - wanted) <= tolerance + 1e-9, "\(key): \(found), generate.py \(wanted)")
        }
        #expect(try await csvRows(of: output, in: temporary)[csv.file] == csv.rows)
    }
}
