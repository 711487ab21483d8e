import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `scripts/export-parquet` on the project's own runs: DuckDB writes the Parquet files, pyarrow
/// (fixtures/export/parquet_check.py) reads them back and compares every sample with the chunks,
/// every summary and its unit with `analyze`, and every trial table with the CSV, value by value. Both come from the pinned environment
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

    /// Reads `parquet` back (fixtures/export/parquet_check.py) against the runs, their analysis and
    /// the CSV folders `export csv` wrote of them.
    private static func check(_ parquet: URL, runs: [URL], in folder: URL, csv: [URL] = []) async throws -> [String: Any] {
        let analysis = folder.appendingPathComponent("analysis.json")
        let analyze = try await ActivetaskBinary.run(["analyze"] + runs.map(\.path) + ["--format", "json", "--output", analysis.path])
        try #require(analyze.status == 0, "\(analyze.stderr)")
        let csvArguments = csv.isEmpty ? [] : ["--csv"] + csv.map(\.path)
        let (status, report) = try await StandardsPython.report("export/parquet_check.py",
                                                               [parquet.path, analysis.path] + runs.map(\.path) + csvArguments)
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

    /// A predefined task with trial tables, replayed, and the tables its CSV export writes.
    struct TrialTask: Sendable, CustomTestStringConvertible {
        let task: String
        let replay: String
        let settings: [String]
        let tables: [String]
        var testDescription: String { task }
    }

    static let trialTasks = [
        TrialTask(task: "stroop", replay: "replay-stroop", settings: ["seed=27", "numberOfAttempts=12"], tables: ["stroop"]),
        TrialTask(task: "spatialSpanMemory", replay: "replay-memory-backward",
                  settings: ["requireReversal=true", "seed=11", "playSpeed=0.5", "maximumTests=4"], tables: ["memory"]),
        TrialTask(task: "trailMaking", replay: "replay-trailMaking", settings: ["seed=1"], tables: ["trailmaking"]),
        TrialTask(task: "towerOfHanoi", replay: "replay-towerOfHanoi", settings: [], tables: ["towerofhanoi"]),
        TrialTask(task: "psat", replay: "replay-psat",
                  settings: ["seed=27", "seriesLength=6", "interStimulusInterval=1", "stimulusDuration=0.5"], tables: ["psat"]),
        TrialTask(task: "touchAbility", replay: "replay-touchability", settings: ["seed=27"], tables: ["touchAbility"]),
        TrialTask(task: "flanker", replay: "replay-flanker", settings: ["seed=41", "numberOfTrials=12"], tables: ["flanker"]),
    ]

    @Test(arguments: ParquetExportTests.trialTasks)
    func everyTrialTableReadsBackWithTheCSVsRows(_ trial: TrialTask) async throws {
        let temporary = try TemporaryDirectory(prefix: "parquet-\(trial.task)")
        let run = temporary.url.appendingPathComponent("run")
        let arguments = ["run", trial.task, "--auto", "--replay", ProjectPaths.fixture(trial.replay).path, "--pace", "fast",
                         "--output", run.path] + trial.settings.flatMap { ["--set", $0] }
        let ran = try await ActivetaskBinary.run(arguments, timeout: 45)
        try #require(ran.status == 0, "\(ran.stderr)")
        let csv = temporary.url.appendingPathComponent("csv")
        let exported = try await ActivetaskBinary.run(["export", "csv", run.path, "--output", csv.path])
        try #require(exported.status == 0, "\(exported.stderr)")
        let output = temporary.url.appendingPathComponent("parquet")
        let export = try await Self.export([run], to: output)
        #expect(export.status == 0, "\(export.stderr)")
        let report = try await Self.check(output, runs: [run], in: temporary.url, csv: [csv])
        let tables = try #require(report["csvTables"] as? [String: Int], "\(report)")
        for table in trial.tables {
            #expect((tables[table] ?? 0) > 0, "\(table) has no rows in Parquet: \(tables)")
        }
    }

    @Test
    func walkingBoutsAreOneRowEachInCSVAndParquetAsAnalyzeGivesThem() async throws {
        let temporary = try TemporaryDirectory(prefix: "parquet-gait")
        let run = temporary.url.appendingPathComponent("walk")
        try await GaitWalk.run(into: run)
        let csv = temporary.url.appendingPathComponent("csv")
        let exported = try await ActivetaskBinary.run(["export", "csv", run.path, "--output", csv.path])
        try #require(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("walking.outbound.gaitBouts.csv") && exported.stdout.contains("1 walking bout)"), "\(exported.stdout)")
        let header = try String(contentsOf: csv.appendingPathComponent("walking.outbound.gaitBouts.csv"), encoding: .utf8).components(separatedBy: "\r\n").first
        #expect(header == "taskRunUUID,participant,visit,site,device,step,bout,start_s,end_s,durationSeconds_s,steps,strides,cadence_per_min,"
            + "strideDuration_s,strideLength_m,walkingSpeed_m_s,turns,turnAngles_deg,turnDurations_s,initialContacts_s")
        let (status, checked) = try await ExportCommandTests.reference(["csv", run.path, csv.path], logs: temporary.url)
        #expect(status == 0, "\(checked)")
        let output = temporary.url.appendingPathComponent("parquet")
        let export = try await Self.export([run], to: output)
        #expect(export.status == 0, "\(export.stderr)")
        // parquet_check.py compares each Parquet row with analyze's bout, key by key, and with the CSV's row, cell by cell.
        let report = try await Self.check(output, runs: [run], in: temporary.url, csv: [csv])
        #expect((report["rows"] as? [String: Int])?["gaitBouts"] == 2, "one bout per leg: \(report)")
        #expect((report["csvTables"] as? [String: Int])?["gaitBouts"] == 2, "\(report)")
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
