import Foundation
import Testing
@testable import ActiveTasks

@Suite struct MemoryAnalysisTests {
    @Test func everyMemoryKeyMatchesTheReferenceScript() throws {
        let url = AnalysisFixtures.folder.appendingPathComponent("memory/taskResult.json")
        let results = try SpatialSpanTaskResultView.results(in: url)
        #expect(results.count == 1)
        let summary = MemoryAnalyzer.analyze(results).summary
        let expected = try AnalysisFixtures.expected("memory")
        #expect(Set(summary.keys) == Set(expected.keys))
        for key in summary.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(summary[key], reference), "\(key): \(String(describing: summary[key])) vs \(reference)")
        }
    }

    @Test func spatialSpanResultsRoundTripThroughJSON() throws {
        let game = SpatialSpanGameRecord(
            seed: 7, sequence: [1, 0], gameSize: 4,
            targetRects: [SpatialSpanRect(x: 0, y: 0, width: 10, height: 10), SpatialSpanRect(x: 20, y: 0, width: 10, height: 10)],
            touchSamples: [SpatialSpanTouchSample(timestamp: 0.5, targetIndex: 1, location: SpatialSpanPoint(x: 24, y: 6), correct: true)],
            gameStatus: .failure, score: 0)
        let result = SpatialSpanMemoryResult(identifier: "memory", score: 0, numberOfGames: 1, numberOfFailures: 1,
                                             gameRecords: [game])
        let decoded = try JSONDecoder().decode(SpatialSpanMemoryResult.self, from: JSONEncoder().encode(result))
        #expect(decoded == result)
        #expect(decoded.type == "spatialSpanMemory")
    }

    @Test func aResultMissingAFieldNamesItsJSONPath() throws {
        let json = #"{"steps": [{"type": "spatialSpanMemory", "identifier": "m", "score": 1, "numberOfGames": 1, "gameRecords": []}]}"#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: AnalysisError.self) { try SpatialSpanTaskResultView.results(in: url) }
        #expect(error?.description.contains("$.steps[0].numberOfFailures") == true)
    }
}
