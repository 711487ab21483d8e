import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import Testing

/// The memory game's rules, with expectations worked out by hand from ResearchKit's formulas
/// (points for the k-th correct tap (round(log2 k) + 1) × 5, bonus (round(log2 span) + 1) × 5)
/// and sequences from `fixtures/spatialspan/sequences.py`.
struct SpatialSpanGameTests {
    /// Plays the current game's sequence correctly, one tap a second from `start`.
    private func playCorrectly(_ game: SpatialSpanGame, from start: Double = 0) -> [SpatialSpanTapOutcome] {
        game.beginGameplay(at: start)
        let sequence = game.currentRecord!.sequence
        return sequence.enumerated().map { game.tap(targetIndex: $0.element, time: start + Double($0.offset + 1)) }
    }

    /// A target of the current game that is not the next one of its sequence.
    private func wrongTarget(_ game: SpatialSpanGame) -> Int {
        let record = game.currentRecord!
        return (0..<record.gameSize).first { $0 != record.sequence[game.repeatedCount] }!
    }

    @Test func gridSideIsCeilingOfRootOfTwiceTheSpanWithinTwoToSix() {
        let expected = [1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 8: 4, 9: 5, 12: 5, 13: 6, 15: 6, 20: 6]
        for (span, side) in expected {
            #expect(SpatialSpanBoard.gridSide(forSpan: span) == side, "span \(span)")
        }
    }

    @Test func correctTapsEarnPointsByPositionAndACompletedSequenceItsBonus() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 3), seed: 1)
        game.beginGame()
        let outcomes = playCorrectly(game)
        #expect(outcomes == [.correct(points: 5), .correct(points: 10), .success(points: 15 + 15)])
        #expect(game.score == 45)
        #expect(game.currentRecord?.score == 45)
        #expect(game.currentRecord?.gameStatus == .success)
    }

    @Test func longerSequencesScoreTwentyFromTheSixthTap() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 6, maximumSpan: 6), seed: 3)
        game.beginGame()
        let outcomes = playCorrectly(game)
        // k = 1…6: 5, 10, 15, 15, 15 (round(2.32) = 2), 20 (round(2.58) = 3); bonus for 6: 20.
        #expect(outcomes == [.correct(points: 5), .correct(points: 10), .correct(points: 15), .correct(points: 15),
                             .correct(points: 15), .success(points: 40)])
        #expect(game.score == 100)
    }

    @Test func successGrowsAndFailureShrinksTheSpanWithinItsLimits() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 2, minimumSpan: 2, maximumSpan: 3, maximumTests: 10,
                                                           maximumConsecutiveFailures: 5), seed: 9)
        var spans: [Int] = []
        for succeed in [true, true, false, false, true] {
            spans.append(game.beginGame().sequence.count)
            if succeed {
                _ = playCorrectly(game)
            } else {
                game.beginGameplay(at: 0)
                #expect(game.tap(targetIndex: wrongTarget(game), time: 1) == .failure)
            }
        }
        #expect(spans == [2, 3, 3, 2, 2])
        #expect(game.nextSpan == 3)
        #expect(game.currentRecord?.gameStatus == .success)
    }

    @Test func theStepEndsAfterMaximumTestsGames() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(maximumTests: 2), seed: 5)
        game.beginGame()
        _ = playCorrectly(game)
        #expect(game.phase == .ready)
        game.beginGame()
        _ = playCorrectly(game)
        #expect(game.phase == .finished)
        #expect(game.result(identifier: "memory").numberOfGames == 2)
    }

    @Test func consecutiveFailuresEndTheStepAndASuccessResetsTheirCount() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(maximumTests: 10, maximumConsecutiveFailures: 2), seed: 11)
        game.beginGame()
        game.beginGameplay(at: 0)
        game.tap(targetIndex: wrongTarget(game), time: 1)
        game.beginGame()
        _ = playCorrectly(game)
        game.beginGame()
        game.beginGameplay(at: 0)
        game.tap(targetIndex: wrongTarget(game), time: 1)
        #expect(game.phase == .ready)
        game.beginGame()
        game.beginGameplay(at: 0)
        game.tap(targetIndex: wrongTarget(game), time: 1)
        #expect(game.phase == .finished)
        let result = game.result(identifier: "memory")
        #expect(result.numberOfGames == 4)
        #expect(result.numberOfFailures == 3)
        #expect(result.gameRecords.map(\.gameStatus) == [.failure, .success, .failure, .failure])
    }

    @Test func twentySecondsWithoutACorrectTapIsATimeoutCountedAsAFailure() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 3), seed: 2)
        game.beginGame()
        game.beginGameplay(at: 100)
        #expect(!game.checkTimeout(at: 119.9))
        #expect(game.tap(targetIndex: game.currentRecord!.sequence[0], time: 115) == .correct(points: 5))
        #expect(!game.checkTimeout(at: 134.9))
        #expect(game.checkTimeout(at: 135))
        #expect(game.currentRecord?.gameStatus == .timeout)
        #expect(game.currentRecord?.score == 5)
        #expect(game.nextSpan == 2)
        #expect(game.result(identifier: "memory").numberOfFailures == 1)
    }

    @Test func aWrongTapDoesNotResetTheTimeoutButAMissIsIgnoredAndRecorded() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 3), seed: 4)
        let record = game.beginGame()
        game.beginGameplay(at: 0)
        #expect(game.tap(targetIndex: -1, time: 1) == .ignored)
        #expect(game.tap(targetIndex: record.sequence[0], time: 2) == .correct(points: 5))
        #expect(game.tap(targetIndex: record.sequence[0], time: 3) == .ignored)
        #expect(game.phase == .gameplay)
        let samples = game.currentRecord!.touchSamples
        #expect(samples.map(\.targetIndex) == [-1, record.sequence[0], record.sequence[0]])
        #expect(samples.map(\.correct) == [false, true, false])
        #expect(samples.map(\.timestamp) == [1, 2, 3])
    }

    @Test func reversalPlaysTheSequenceBackwardsAndExpectsItForwards() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 4, requireReversal: true), seed: 6)
        let record = game.beginGame()
        #expect(game.playbackOrder == Array(record.sequence.reversed()))
        let outcomes = playCorrectly(game)
        #expect(outcomes.last == .success(points: 15 + 15))

        let shown = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 4, requireReversal: true), seed: 6)
        shown.beginGame()
        shown.beginGameplay(at: 0)
        #expect(shown.tap(targetIndex: shown.playbackOrder[0], time: 1) == .failure)
    }

    @Test func aRecordsSeedReproducesItsSequenceAsTheReferenceScriptComputesIt() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/spatialspan/sequences.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let cases = try #require(root["sequences"] as? [[String: Any]])
        #expect(cases.count == 5)
        for entry in cases {
            let seed = try #require(entry["seed"] as? NSNumber).uint32Value
            let size = try #require(entry["gameSize"] as? Int)
            let span = try #require(entry["span"] as? Int)
            #expect(SpatialSpanBoard.sequence(seed: seed, gameSize: size, span: span) == entry["sequence"] as? [Int])
        }
        let master = try #require(root["masterSeed"] as? Int)
        let seeds = try #require(root["gameSeeds"] as? [NSNumber]).map(\.uint32Value)
        let game = SpatialSpanGame(rules: SpatialSpanRules(maximumTests: 3), seed: UInt64(master))
        for expected in seeds {
            let record = game.beginGame()
            #expect(record.seed == expected)
            #expect(record.sequence == SpatialSpanBoard.sequence(seed: record.seed, gameSize: record.gameSize,
                                                                 span: record.sequence.count))
            _ = playCorrectly(game)
        }
    }

    @Test func tapsByLocationHitTheTargetDrawnThereAndKeepTheLocation() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(initialSpan: 2), seed: 8,
                                   frame: SpatialSpanRect(x: 0, y: 0, width: 100, height: 100))
        let record = game.beginGame()
        // A 2 × 2 grid on 100 × 100: cells of 50, targets inset by 5 → target 3 spans 55…95.
        #expect(record.targetRects[3] == SpatialSpanRect(x: 55, y: 55, width: 40, height: 40))
        game.beginGameplay(at: 0)
        game.tap(at: SpatialSpanPoint(x: 52, y: 52), time: 1)
        game.tap(at: SpatialSpanPoint(x: 60, y: 90), time: 2)
        let samples = game.currentRecord!.touchSamples
        #expect(samples.map(\.targetIndex) == [-1, 3])
        #expect(samples[1].location == SpatialSpanPoint(x: 60, y: 90))
    }

    @Test func aGameInterruptedBeforeItEndsIsLeftOutOfTheResult() {
        let game = SpatialSpanGame(rules: SpatialSpanRules(), seed: 12)
        game.beginGame()
        _ = playCorrectly(game)
        game.beginGame()
        game.beginGameplay(at: 0)
        let result = game.result(identifier: "memory")
        #expect(result.numberOfGames == 1)
        #expect(result.score == 45)
        #expect(result.type == "spatialSpanMemory")
    }
}
