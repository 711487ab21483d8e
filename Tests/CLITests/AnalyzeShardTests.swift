import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// `analyze --shard` and `--merge` on a tree of recordings and task outputs, and what `analyze`
/// does with an empty folder, a cut-short `taskResult.json` and `--step`.
@Suite struct AnalyzeShardTests {
    /// A task output as `activetask run shortWalk` lays it out: a walking leg and a stand-still
    /// step, each listing its own accelerometer chunk (the replay fixture's walk).
    private func makeTaskOutput(at folder: URL) throws {
        let manager = FileManager.default
        let start = Date(timeIntervalSince1970: 1_800_000_000), end = start.addingTimeInterval(10)
        var steps: [StepResult] = []
        for (identifier, type) in [("walking.outbound", "walking"), ("walking.rest", "active")] {
            try manager.createDirectory(at: folder.appendingPathComponent(identifier), withIntermediateDirectories: true)
            let bytes = try Data(contentsOf: ProjectPaths.fixture("replay/accelerometer-000001.jsonl"))
            try bytes.write(to: folder.appendingPathComponent("\(identifier)/accelerometer-000001.jsonl"))
            let chunk = FileResult(identifier: identifier + ".accelerometer", relativePath: "\(identifier)/accelerometer-000001.jsonl",
                                   sequence: 1, sensorTypes: [.accelerometer], startDate: start, endDate: end, sampleCount: 1000,
                                   droppedCount: 0, byteSize: bytes.count, sha256: FileResult.sha256(of: bytes))
            steps.append(StepResult(identifier: identifier, stepType: type, startDate: start, endDate: end, results: [.file(chunk)]))
        }
        let result = TaskResult(identifier: "shortWalk", status: .completed, startDate: start, endDate: end, stepHistory: steps)
        try TaskResult.makeEncoder().encode(result).write(to: folder.appendingPathComponent("taskResult.json"))
    }

    /// Seven recordings: folders of chunks of three kinds, an older memory output, task outputs.
    private func makeTree() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory(prefix: "analyze-shards")
        let manager = FileManager.default
        for (name, source) in [("a-walk", "walk"), ("b-tapping", "tapping"), ("c-memory", "memory"), ("e-walk", "walk"),
                               ("f-tapping", "tapping")] {
            try manager.copyItem(at: ProjectPaths.fixture("analysis/\(source)"), to: tree.url.appendingPathComponent("study/\(name)"))
        }
        try makeTaskOutput(at: tree.url.appendingPathComponent("study/d-task"))
        try makeTaskOutput(at: tree.url.appendingPathComponent("study/g-task"))
        return tree
    }

    private func analyze(_ arguments: [String], environment: [String: String] = [:]) async throws -> String {
        let run = try await ActivetaskBinary.run(["analyze"] + arguments, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test(.timeLimit(.minutes(1)))
    func threeShardsMergeIntoWhatOneRunWrites() async throws {
        let tree = try makeTree()
        let root = tree.url.path
        let single = try await analyze([root])
        let report = try AnalysisReport(single)
        report.expectPossible()
        #expect(report.entries.count == 9)
        #expect(report.kinds == ["walk", "tapping", "memory", "walk", "balance", "walk", "tapping", "walk", "balance"])
        let parts = (0..<3).map { tree.url.appendingPathComponent("part-\($0).json").path }
        _ = try await analyze([root, "--shard", "0/3", "--output", parts[0], "--jobs", "2"])
        // Shard 1 as the second task of a Slurm array --array=1-3, shard 2 as an Indexed Job's.
        _ = try await analyze([root, "--shard", "slurm", "--output", parts[1]],
                        environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"])
        _ = try await analyze([root, "--shard", "kubernetes/3", "--output", parts[2]], environment: ["JOB_COMPLETION_INDEX": "2"])
        // Round robin: shard 1 holds the 2nd and 5th recordings.
        let part = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: parts[1]))) as? [String: Any])
        let entries = try #require(part["entries"] as? [[String: Any]])
        #expect(entries.compactMap { ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } } == ["b-tapping", "e-walk"])
        #expect(entries.map { $0["recording"] as? Int } == [1, 4])
        await #expect(try analyze(["--merge", parts[2], parts[0], parts[1]]) == single)
        await #expect(try analyze(["--merge"] + parts + ["--format", "csv"]) == (try analyze([root, "--format", "csv"])))
    }

    @Test(.timeLimit(.minutes(1)))
    func aMergeWithAPartMissingNamesTheShard() async throws {
        let tree = try makeTree()
        let parts = [0, 2].map { tree.url.appendingPathComponent("part-\($0).json").path }
        _ = try await analyze([tree.url.path, "--shard", "0/3", "--output", parts[0]])
        _ = try await analyze([tree.url.path, "--shard", "2/3", "--output", parts[1]])
        let merge = try await ActivetaskBinary.run(["analyze", "--merge"] + parts)
        #expect(merge.status == 1)
        #expect(merge.stderr.contains("lack 1/3"), "\(merge.stderr)")
        let bad = try await ActivetaskBinary.run(["analyze", tree.url.path, "--shard", "3/3"])
        #expect(bad.status != 0 && bad.stderr.contains("shard 3/3"), "\(bad.stderr)")
        let slurm = try await ActivetaskBinary.run(["analyze", tree.url.path, "--shard", "slurm"])
        #expect(slurm.status != 0 && slurm.stderr.contains("SLURM_ARRAY_TASK_ID is not set"), "\(slurm.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func anEmptyFolderIsAnError() async throws {
        let empty = try TemporaryDirectory(prefix: "analyze-empty")
        let run = try await ActivetaskBinary.run(["analyze", empty.url.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no recordings found under \(empty.url.path)"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func aCutShortTaskResultStillLetsTheStepFoldersBeAnalysed() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-truncated")
        try makeTaskOutput(at: folder.url)
        let file = folder.url.appendingPathComponent("taskResult.json")
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count / 2).write(to: file)
        let report = try await AnalysisReport(try analyze([folder.url.path]))
        #expect(report.steps == ["walking.outbound", "walking.rest"])
        #expect(report.kinds == ["walk", "walk"])
        report.expectPossible()
        for entry in report.entries {
            #expect((entry["warnings"] as? [String])?.first?.contains("taskResult.json is not valid JSON") == true, "\(entry)")
            #expect(entry["task"] is NSNull)
        }
        #expect((try report.summary("walking.outbound"))["stepCount"] as? Int == 18)
    }

    @Test(.timeLimit(.minutes(1)))
    func stepAndKindKeepOnlyTheNamedSteps() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-step")
        try makeTaskOutput(at: folder.url)
        let rest = try await AnalysisReport(try analyze([folder.url.path, "--step", "walking.rest"]))
        #expect(rest.steps == ["walking.rest"] && rest.kinds == ["balance"])
        let walks = try await AnalysisReport(try analyze([folder.url.path, "--kind", "walk"]))
        #expect(walks.steps == ["walking.outbound"] && walks.kinds == ["walk"])
        // Each step's own chunk only: the walk's 18 steps, not twice as many.
        #expect((try walks.summary("walking.outbound"))["stepCount"] as? Int == 18)
    }
}
