import ActiveTasks
import Foundation

/// The spatial span memory game, headless: ResearchKit's rules driven by taps and by the times
/// the caller passes in, so a presenter, a replay or a test play it the same way.
///
/// A game: `beginGame()` draws the sequence (playback), `beginGameplay(at:)` starts the taps,
/// `tap(…)` and `checkTimeout(at:)` end it. A correct tap earns (round(log2 k) + 1) × 5 for its
/// k-th target, a completed sequence a bonus of (round(log2 span) + 1) × 5 and grows the next
/// span; a wrong target, or `SpatialSpanRules.activityTimeout` seconds without a correct tap,
/// shrinks it. The step ends after `maximumTests` games or `maximumConsecutiveFailures` failed
/// games in a row. Not thread-safe: use a game from one thread.
public final class SpatialSpanGame {
    /// Where the game stands.
    public enum Phase: Sendable, Equatable {
        /// Between games: call `beginGame()`.
        case ready
        /// The sequence is being shown: call `beginGameplay(at:)` when it has been.
        case playback
        /// Taps are taken.
        case gameplay
        /// No more games.
        case finished
    }

    /// The rules played by.
    public let rules: SpatialSpanRules
    /// The board's frame, in the coordinates touches are reported in.
    public let frame: SpatialSpanRect
    /// Where the game stands.
    public private(set) var phase = Phase.ready
    /// Every game begun, the current one last.
    public private(set) var records: [SpatialSpanGameRecord] = []
    /// The score over all games.
    public private(set) var score = 0
    /// The sequence length of the next game.
    public private(set) var nextSpan: Int

    private var seeds: SpatialSpanRandom
    private var gamesPlayed = 0
    private var consecutiveFailures = 0
    private var correctTaps = 0
    private var gameplayStart = 0.0
    private var lastActivity = 0.0

    /// Creates a game.
    /// - Parameters:
    ///   - rules: The rules; check `rules.problems` first.
    ///   - seed: Seeds the generator that draws each game's own seed.
    ///   - frame: The board's frame; the unit square by default.
    public init(rules: SpatialSpanRules, seed: UInt64, frame: SpatialSpanRect = SpatialSpanRect(x: 0, y: 0, width: 1, height: 1)) {
        self.rules = rules
        self.frame = frame
        self.nextSpan = rules.initialSpan
        self.seeds = SpatialSpanRandom(seed: seed)
    }

    /// The current game's record.
    public var currentRecord: SpatialSpanGameRecord? { records.last }

    /// The targets in the order playback lights them: the sequence, reversed when the rules
    /// require reversal.
    public var playbackOrder: [Int] {
        guard let record = currentRecord else { return [] }
        return rules.requireReversal ? record.sequence.reversed() : record.sequence
    }

    /// How many targets of the current sequence have been repeated.
    public var repeatedCount: Int { correctTaps }

    /// Starts the next game: draws its seed and sequence and enters playback.
    /// - Returns: The new game's record.
    @discardableResult
    public func beginGame() -> SpatialSpanGameRecord {
        precondition(phase == .ready, "beginGame() needs phase .ready, not \(phase)")
        let seed = UInt32(truncatingIfNeeded: seeds.next())
        let side = SpatialSpanBoard.gridSide(forSpan: nextSpan)
        let record = SpatialSpanGameRecord(
            seed: seed, sequence: SpatialSpanBoard.sequence(seed: seed, gameSize: side * side, span: nextSpan),
            gameSize: side * side, targetRects: SpatialSpanBoard.targetRects(side: side, in: frame),
            touchSamples: [], gameStatus: .unknown, score: 0)
        records.append(record)
        correctTaps = 0
        phase = .playback
        return record
    }

    /// Ends playback: taps are taken from `time` on.
    /// - Parameter time: Seconds on the caller's clock.
    public func beginGameplay(at time: Double) {
        precondition(phase == .playback, "beginGameplay(at:) needs phase .playback, not \(phase)")
        gameplayStart = time
        lastActivity = time
        phase = .gameplay
    }

    /// Takes a tap at `location`, on whichever target contains it (or none).
    /// - Parameters:
    ///   - location: Where the finger came down, in the board frame's coordinates.
    ///   - time: Seconds on the caller's clock.
    /// - Returns: What the tap did; `.ignored` outside gameplay.
    @discardableResult
    public func tap(at location: SpatialSpanPoint, time: Double) -> SpatialSpanTapOutcome {
        guard let rects = currentRecord?.targetRects else { return .ignored }
        return tap(targetIndex: SpatialSpanBoard.targetIndex(at: location, in: rects), location: location, time: time)
    }

    /// Takes a tap on target `targetIndex` (a key press), located at the target's centre.
    /// - Parameters:
    ///   - targetIndex: The target's index, or −1 for a miss.
    ///   - time: Seconds on the caller's clock.
    /// - Returns: What the tap did; `.ignored` outside gameplay.
    @discardableResult
    public func tap(targetIndex: Int, time: Double) -> SpatialSpanTapOutcome {
        guard let rects = currentRecord?.targetRects else { return .ignored }
        let location = rects.indices.contains(targetIndex) ? rects[targetIndex].center : SpatialSpanPoint(x: -1, y: -1)
        return tap(targetIndex: rects.indices.contains(targetIndex) ? targetIndex : -1, location: location, time: time)
    }

    /// Ends the game as a timeout when `activityTimeout` seconds passed without a correct tap.
    /// - Parameter time: Seconds on the caller's clock.
    /// - Returns: Whether the game timed out now.
    @discardableResult
    public func checkTimeout(at time: Double) -> Bool {
        guard phase == .gameplay, time - lastActivity >= SpatialSpanRules.activityTimeout else { return false }
        end(as: .timeout)
        return true
    }

    /// The step's result: games that ended (not one interrupted during playback or gameplay).
    /// - Parameter identifier: The step's identifier.
    public func result(identifier: String) -> SpatialSpanMemoryResult {
        let ended = records.filter { $0.gameStatus != .unknown }
        return SpatialSpanMemoryResult(identifier: identifier, score: ended.reduce(0) { $0 + $1.score },
                                       numberOfGames: ended.count,
                                       numberOfFailures: ended.filter { $0.gameStatus != .success }.count,
                                       gameRecords: ended, requireReversal: rules.requireReversal)
    }

    private func tap(targetIndex: Int, location: SpatialSpanPoint, time: Double) -> SpatialSpanTapOutcome {
        guard phase == .gameplay, var record = records.popLast() else { return .ignored }
        defer { records.append(record) }
        let expected = record.sequence[correctTaps]
        record.touchSamples.append(SpatialSpanTouchSample(timestamp: time - gameplayStart, targetIndex: targetIndex,
                                                          location: location, correct: targetIndex == expected))
        if targetIndex < 0 || record.sequence.prefix(correctTaps).contains(targetIndex) {
            return .ignored
        }
        guard targetIndex == expected else {
            record.gameStatus = .failure
            finishGame(record: &record, success: false)
            return .failure
        }
        correctTaps += 1
        lastActivity = time
        var points = Self.points(forStep: correctTaps)
        record.score += points
        score += points
        guard correctTaps == record.sequence.count else { return .correct(points: points) }
        let bonus = Self.points(forStep: record.sequence.count)
        record.score += bonus
        score += bonus
        points += bonus
        record.gameStatus = .success
        finishGame(record: &record, success: true)
        return .success(points: points)
    }

    private func end(as status: SpatialSpanGameStatus) {
        guard var record = records.popLast() else { return }
        record.gameStatus = status
        finishGame(record: &record, success: false)
        records.append(record)
    }

    private func finishGame(record: inout SpatialSpanGameRecord, success: Bool) {
        gamesPlayed += 1
        if success {
            consecutiveFailures = 0
            nextSpan = min(nextSpan + 1, rules.maximumSpan)
        } else {
            consecutiveFailures += 1
            nextSpan = max(nextSpan - 1, rules.minimumSpan)
        }
        let over = gamesPlayed >= rules.maximumTests || consecutiveFailures >= rules.maximumConsecutiveFailures
        phase = over ? .finished : .ready
    }

    /// (round(log2 k) + 1) × 5: the points for the k-th correct tap, and the bonus for a span of k.
    static func points(forStep k: Int) -> Int {
        (Int(log2(Double(k)).rounded()) + 1) * 5
    }
}
