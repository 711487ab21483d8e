import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// Spatial span backwards (ResearchKit's `requireReversal`) end to end: `activetask run
/// spatialSpanMemory --set requireReversal=true --auto --replay fixtures/replay-memory-backward`,
/// then `analyze` and `export csv`/`export mpower` of its output, each checked against what
/// fixtures/spatialspan/play.py (through the fixture's generate.py) and fixtures/export/reference.py
/// compute without the Swift code.
@Suite struct MemoryBackwardTests {
    private static let replay = ProjectPaths.fixture("replay-memory-backward")

    /// fixtures/replay-memory-backward/expected.json.
    private struct Expected: Decodable {
        let score: Int
        let numberOfGames: Int
        let numberOfFailures: Int
        let backwardScore: Int
        let backwardMaximumSpan: Int
        let games: [SpatialSpanGameRecord]
    }

    @Test(.timeLimit(.minutes(1)))
    func aBackwardRunIsAnalysedAndExportedAsPlayPyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "memory-backward")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "spatialSpanMemory", "--auto", "--replay", Self.replay.path, "--output", output.path,
                         "--set", "requireReversal=true", "--set", "seed=11", "--set", "playSpeed=0.5", "--set", "maximumTests=4"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 45)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let memory = try #require(result.step("cognitive.memory.spatialspan")?.results.memory.first)
        #expect(memory.requireReversal)
        #expect(memory.gameRecords.map(\.sequence) == expected.games.map(\.sequence))
        #expect(memory.gameRecords.map(\.gameStatus) == expected.games.map(\.gameStatus))
        #expect(memory.gameRecords.map(\.score) == expected.games.map(\.score))
        #expect(memory.score == expected.score && memory.numberOfFailures == expected.numberOfFailures)

        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(report.steps == ["cognitive.memory.spatialspan"] && report.kinds == ["memory"])
        let summary = try report.summary("cognitive.memory.spatialspan")
        for (key, wanted) in [("score", expected.score), ("numberOfGames", expected.numberOfGames),
                              ("backwardScore", expected.backwardScore), ("backwardMaximumSpan", expected.backwardMaximumSpan)] {
            #expect((summary[key] as? NSNumber)?.intValue == wanted, "\(key): \(String(describing: summary[key])), play.py \(wanted)")
        }

        for format in ["csv", "mpower"] {
            let folder = temporary.url.appendingPathComponent(format)
            let export = try await ActivetaskBinary.run(["export", format, output.path, "--output", folder.path])
            #expect(export.status == 0, "\(export.stderr)")
            let (status, checked) = try await ExportCommandTests.reference([format, output.path, folder.path], logs: temporary.url)
            #expect(status == 0, "\(format): \(checked)")
            if format == "csv" {
                let rows = try #require(checked["rows"] as? [String: Int])
                #expect(rows["cognitive.memory.spatialspan.memory.csv"] == expected.games.map(\.touchSamples.count).reduce(0, +),
                        "\(rows)")
            }
        }
    }
}
