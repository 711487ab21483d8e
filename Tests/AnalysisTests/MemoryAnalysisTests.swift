import ActiveTasks
@testable import Analysis
import Foundation
import RecordingFormat
import SignalProcessing
import TaskFamilies
import TestSupport
import Testing

@Suite struct MemoryAnalysisTests {
    @Test func everyMemoryKeyMatchesTheReferenceScript() throws {
        let url = AnalysisFixtures.folder.appendingPathComponent("memory/taskResult.json")
        let results = try SpatialSpanTaskResultView.results(in: url)
        #expect(results.count == 1)
        let summary = MemoryAnalyzer.analyze(results).summary
        let expected = try AnalysisFixtures.expected("memory")
        #expect(Set(summary.keys) == Set(expected.keys))
        for key in summary.keys {
            if expected[key] is NSNull {
                #expect(summary[key] == nil, "\(key): \(String(describing: summary[key])), reference.py null")
                continue
            }
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(summary[key], reference), "\(key): \(String(describing: summary[key])) vs \(reference)")
        }
    }

    @Test func backwardKeysCountOnlyTheResultPlayedInReverse() throws {
        let url = AnalysisFixtures.folder.appendingPathComponent("memory-backward/taskResult.json")
        let results = try SpatialSpanTaskResultView.results(in: url)
        #expect(results.map(\.requireReversal) == [false, true])
        let summary = MemoryAnalyzer.analyze(results).summary
        let expected = try AnalysisFixtures.expected("memoryBackward")
        #expect(!expected.isEmpty)
        for (key, value) in expected {
            let reference = try #require((value as? NSNumber)?.doubleValue, "\(key) is not a number in expected.json")
            #expect(summary[key] == reference, "\(key): \(String(describing: summary[key])) vs reference.py \(reference)")
        }
    }

    @Test func aResultWithoutRequireReversalReadsAsForwardBothWays() throws {
        let json = #"{"type": "spatialSpanMemory", "identifier": "m", "score": 0, "numberOfGames": 0, "numberOfFailures": 0, "gameRecords": []}"#
        let url = try write(Data("[\(json)]".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SpatialSpanTaskResultView.results(in: url).map(\.requireReversal) == [false])
        #expect(try JSONDecoder().decode(SpatialSpanMemoryResult.self, from: Data(json.utf8)).requireReversal == false)
        let backward = SpatialSpanMemoryResult(identifier: "m", score: 0, numberOfGames: 0, numberOfFailures: 0, gameRecords: [],
                                               requireReversal: true)
        #expect(try JSONDecoder().decode(SpatialSpanMemoryResult.self, from: JSONEncoder().encode(backward)) == backward)
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
        let url = try write(Data(json.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ActivetaskError.self) { try SpatialSpanTaskResultView.results(in: url) }
        #expect(error?.description.contains("$.steps[0].numberOfFailures") == true)
    }

    @Test func resultsWrittenByJSONEncoderReadBackEqual() throws {
        var generator = SeededGenerator(seed: 5)
        let rects = (0..<9).map { SpatialSpanRect(x: Double($0 % 3) * 41.3, y: Double($0 / 3) * 39.7, width: 30.25, height: 30.25) }
        let games = (0..<40).map { game in
            let sequence = (0..<(2 + game % 6)).map { _ in Int.random(in: 0..<9, using: &generator) }
            let touches = sequence.enumerated().map { order, target in
                SpatialSpanTouchSample(timestamp: Double(order + 1) * 0.7 + Double.random(in: 0..<1, using: &generator),
                                       targetIndex: order == 3 ? -1 : target,
                                       location: SpatialSpanPoint(x: Double.random(in: -5..<200, using: &generator),
                                                                  y: Double.random(in: 0..<1e-3, using: &generator)),
                                       correct: order != 3)
            }
            return SpatialSpanGameRecord(seed: UInt32.random(in: 0...UInt32.max, using: &generator), sequence: sequence,
                                         gameSize: 9, targetRects: rects, touchSamples: touches,
                                         gameStatus: [.success, .failure, .timeout, .unknown][game % 4], score: game)
        }
        let result = SpatialSpanMemoryResult(identifier: "memory", score: 17, numberOfGames: 40, numberOfFailures: 10,
                                             gameRecords: games)
        struct Task: Encodable { var identifier: String; var stepHistory: [SpatialSpanMemoryResult] }
        let url = try write(JSONEncoder().encode(Task(identifier: "task", stepHistory: [result])))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SpatialSpanTaskResultView.results(in: url) == [result])
    }

    @Test func resultsNestedAnywhereComeInDocumentOrder() throws {
        let result = #"{"type": "spatialSpanMemory", "score": 0, "numberOfGames": 0, "numberOfFailures": 0, "gameRecords": [], "identifier": "#
        let json = #"{"zeta": [\#(result)"first"}], "alpha": {"inner": \#(result)"second"}}}"#
        let url = try write(Data(json.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SpatialSpanTaskResultView.results(in: url).map(\.identifier) == ["first", "second"])
    }

    @Test func aResultWithUnknownNestedMembersAndTheTagLastIsStillRead() throws {
        let json = #"""
        {"history": [{"identifier": "m", "score": 5, "numberOfGames": 1, "numberOfFailures": 0, "userInfo": {"tries": [1, 2]},
          "gameRecords": [{"seed": 9, "sequence": [2], "gameSize": 3, "targetRects": [], "touchSamples": [],
            "gameStatus": "timeout", "score": 0}], "type": "spatialSpanMemory"}]}
        """#
        let url = try write(Data(json.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let game = SpatialSpanGameRecord(seed: 9, sequence: [2], gameSize: 3, targetRects: [], touchSamples: [],
                                         gameStatus: .timeout, score: 0)
        #expect(try SpatialSpanTaskResultView.results(in: url)
            == [SpatialSpanMemoryResult(identifier: "m", score: 5, numberOfGames: 1, numberOfFailures: 0, gameRecords: [game])])
    }

    @Test func aValueOfTheWrongKindNamesItsJSONPath() throws {
        let json = #"""
        {"results": [{"type": "spatialSpanMemory", "identifier": "m", "score": 1, "numberOfGames": 1, "numberOfFailures": 0,
          "gameRecords": [{"seed": 1, "sequence": [0], "gameSize": 1, "targetRects": [{"x": 0, "y": 0, "width": 1, "height": 1}],
            "touchSamples": [{"timestamp": "soon", "targetIndex": 0, "location": {"x": 0, "y": 0}, "correct": true}],
            "gameStatus": "success", "score": 1}]}]}
        """#
        let url = try write(Data(json.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ActivetaskError.self) { try SpatialSpanTaskResultView.results(in: url) }
        #expect(error?.code == .invalidResult)
        #expect(error?.description == "\(url.path): $.results[0].gameRecords[0].touchSamples[0].timestamp: expected a number, found a string \"soon\" in a spatial span result")
    }

    @Test func aTruncatedTaskResultNamesLineAndColumn() throws {
        let url = try write(Data("{\"stepHistory\": [\n{\"type\": \"spatialSpanMemory\", \"gameRecords\": [{\"seed\": 1".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ActivetaskError.self) { try SpatialSpanTaskResultView.results(in: url) }
        #expect(error?.description == "\(url.path): not valid JSON at line 2, column 57: unexpected end of file inside an object; the JSON is truncated; the task did not finish writing it")
    }

    private func write(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString).json")
        try data.write(to: url)
        return url
    }
}
