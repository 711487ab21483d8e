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
        let analysis = try await detached { try ActivetaskBinary.run(["analyze", output.path]) }
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
        let export = try await detached { try ActivetaskBinary.run(["export", "csv", output.path, "--output", folder.path]) }
        #expect(export.status == 0, "\(export.stderr)")
        let (status, checked) = try ExportCommandTests.reference(["csv", output.path, folder.path], logs: temporary.url)
        #expect(status == 0, "\(checked)")
        return checked["rows"] as? [String: Int] ?? [:]
    }
}
