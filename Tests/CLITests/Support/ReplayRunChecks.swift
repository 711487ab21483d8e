import ActiveTasks
import Foundation
import Testing
import TestSupport

/// The checks a replayed task's end-to-end test shares: the run completing, the analysis keys
/// against its generate.py's values, and `export csv` read back by fixtures/export/reference.py.
enum ReplayRunChecks {
    /// Runs `activetask run ARGUMENTS --output OUTPUT` (at most 55 s), requires it to succeed and
    /// returns its result, expected completed.
    /// - Parameters:
    ///   - arguments: The task, `--auto`, `--replay` and its `--set`s.
    ///   - output: The run's folder.
    static func completedRun(_ arguments: [String], output: URL) async throws -> TaskResult {
        let run = try await detached { try ActivetaskBinary.run(["run"] + arguments + ["--output", output.path], timeout: 55) }
        try #require(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        return result
    }

    /// Expects each of `wanted`'s keys in the step's analysis summary within its tolerance.
    /// - Parameters:
    ///   - summary: The step's summary in `analyze`'s report.
    ///   - wanted: generate.py's values by key.
    ///   - tolerances: Half a unit of each key's precision (0 for counts).
    ///   - identifier: The step, for the messages.
    static func expectAnalysis(_ summary: [String: Any], _ wanted: [String: Double], tolerances: [String: Double], step identifier: String) throws {
        for (key, value) in wanted {
            let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(identifier) \(key) is null")
            let tolerance = try #require(tolerances[key], "no tolerance for \(key)")
            #expect(abs(found - value) <= tolerance + 1e-9, "\(identifier) \(key): \(found), generate.py \(value)")
        }
    }

    /// Runs `export csv` on the run in `output`, checks the files with fixtures/export/reference.py
    /// and returns the rows it counted per file.
    /// - Parameters:
    ///   - output: The run's folder.
    ///   - temporary: The test's folder: the CSV and the reference's logs go there.
    static func exportedRows(of output: URL, in temporary: URL) async throws -> [String: Int]? {
        let folder = temporary.appendingPathComponent("csv")
        let export = try await detached { try ActivetaskBinary.run(["export", "csv", output.path, "--output", folder.path]) }
        #expect(export.status == 0, "\(export.stderr)")
        let (status, checked) = try ExportCommandTests.reference(["csv", output.path, folder.path], logs: temporary)
        #expect(status == 0, "\(checked)")
        return checked["rows"] as? [String: Int]
    }
}
