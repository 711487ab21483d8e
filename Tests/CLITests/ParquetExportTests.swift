import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `scripts/export-parquet` on the project's own runs: DuckDB writes the Parquet files, pyarrow
/// (fixtures/export/parquet_check.py) reads them back and compares every sample with the chunks
/// and every summary with `analyze`, value by value. Both come from the pinned environment
/// `scripts/standards-venv` makes (PyPI's duckdb and pyarrow).
@Suite(.serialized, .timeLimit(.minutes(1))) struct ParquetExportTests {
    /// Runs the short walk (participant P-0042-7, visit week2) and the tapping task (no participant) into `folder`.
    private static func runs(in folder: URL) async throws -> [URL] {
        let walk = folder.appendingPathComponent("walk"), taps = folder.appendingPathComponent("taps")
        for (arguments, output) in [
            (["shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--set", "numberOfStepsPerLeg=6",
              "--set", "restDuration=1", "--participant", "P-0042-7", "--visit", "week2"], walk),
            (["twoFingerTapping", "--auto", "--replay", ProjectPaths.fixture("replay-tapping").path, "--set", "duration=5",
              "--set", "handOptions=right"], taps),
        ] {
            let run = try await ActivetaskBinary.run(["run"] + arguments + ["--output", output.path], timeout: 25)
            try #require(run.status == 0, "\(run.stderr)")
        }
        return [walk, taps]
    }

    private static func export(_ runs: [URL], to output: URL, extra: [String] = []) async throws -> RunOutput {
        try await StandardsPython.run([ProjectPaths.root.appendingPathComponent("scripts/export-parquet").path] + runs.map(\.path)
            + ["--output", output.path, "--binary", ActivetaskBinary.url.path] + extra, timeout: 40)
    }

    private static func check(_ parquet: URL, runs: [URL], in folder: URL) async throws -> [String: Any] {
        let analysis = folder.appendingPathComponent("analysis.json")
        let analyze = try await ActivetaskBinary.run(["analyze"] + runs.map(\.path) + ["--format", "json", "--output", analysis.path])
        try #require(analyze.status == 0, "\(analyze.stderr)")
        let (status, report) = try await StandardsPython.report("export/parquet_check.py", [parquet.path, analysis.path] + runs.map(\.path))
        #expect(status == 0, "\(report["error"] ?? "")")
        return report
    }

    @Test
    func parquetHoldsEverySampleAndSummaryOfTheRuns() async throws {
        let temporary = try TemporaryDirectory(prefix: "parquet")
        let runs = try await Self.runs(in: temporary.url)
        let output = temporary.url.appendingPathComponent("parquet")
        let export = try await Self.export(runs, to: output)
        #expect(export.status == 0, "\(export.stderr)")
        let report = try await Self.check(output, runs: runs, in: temporary.url)
        let rows = try #require(report["rows"] as? [String: Int])
        // Each sensor's rows are the samples the task results list (each chunk's own sensor, one per chunk).
        var listed: [String: Int] = [:]
        for run in runs {
            for file in try TaskResult.read(in: run).listedFiles { listed[file.sensorTypes[0].rawValue, default: 0] += file.sampleCount }
        }
        for sensor in ["accelerometer", "gyroscope", "touch"] {
            #expect(rows[sensor] == listed[sensor] && (listed[sensor] ?? 0) > 0, "\(sensor): \(rows) against \(listed)")
        }
        #expect((rows["summaries"] ?? 0) > 10 && (rows["taps"] ?? 0) > 0, "\(rows)")
        #expect(report["partitions"] as? [String] == ["."], "one file per table without --partition")
    }

    @Test
    func partitionedParquetIsSplitByParticipantTaskAndDate() async throws {
        let temporary = try TemporaryDirectory(prefix: "parquet-parts")
        let runs = try await Self.runs(in: temporary.url)
        let output = temporary.url.appendingPathComponent("parquet")
        let export = try await Self.export(runs, to: output, extra: ["--partition"])
        #expect(export.status == 0, "\(export.stderr)")
        let report = try await Self.check(output, runs: runs, in: temporary.url)
        let partitions = try #require(report["partitions"] as? [String])
        let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: runs[0].appendingPathComponent("taskResult.json")))
            as? [String: Any])
        let day = try #require((result["startDate"] as? String)?.prefix(10), "the run's UTC start day")
        #expect(partitions.contains("accelerometer/participant=P-0042-7/task=shortWalk/date=\(day)"), "\(partitions)")
        #expect(partitions.contains("touch/participant=__HIVE_DEFAULT_PARTITION__/task=twoFingerTapping/date=\(day)"), "\(partitions)")
    }

    @Test
    func aFolderWithoutATaskResultIsRefusedByName() async throws {
        let temporary = try TemporaryDirectory(prefix: "parquet-bad")
        let empty = temporary.url.appendingPathComponent("notARun")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let output = temporary.url.appendingPathComponent("parquet")
        let export = try await Self.export([empty], to: output)
        #expect(export.status == 1)
        #expect(export.stderr.contains("\(empty.path) has no taskResult.json"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }
}
