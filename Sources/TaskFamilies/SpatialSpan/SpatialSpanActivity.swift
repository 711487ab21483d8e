import ActiveTasks
import RecordingFormat

/// A spatial span memory step: plays `SpatialSpanGame` on the presenter's clock. Each game
/// shows its sequence (one target per `playSpeed` seconds, lit for the first half), then takes
/// taps — touches from the touch recorder on the board, or key presses — until the game is won,
/// lost or times out.
///
/// Between games and after the last one the step waits for `proceed(at:)` (Enter, or a touch
/// anywhere); unattended it plays the next game `ActivityContext.unattendedPause` seconds after
/// the last one ended, and ends when the game does.
public final class SpatialSpanActivity: StepActivity {
    /// The step.
    public let step: SpatialSpanMemoryStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The game.
    public let game: SpatialSpanGame
    private let isUnattended: Bool
    private var playbackStart = 0.0
    private var endedAt = 0.0
    private var clock = ActivityClock()
    private var acknowledged = false

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - context: Whether a person is there, and the board's frame.
    ///   - seed: Seeds the games when the step does not fix a seed.
    public init(step: SpatialSpanMemoryStep, context: ActivityContext, seed: UInt64) {
        self.step = step
        self.language = context.language
        self.game = SpatialSpanGame(rules: step.rules, seed: step.seed ?? seed, frame: context.boardFrame)
        self.isUnattended = context.isUnattended
    }

    /// Begins the first game.
    public func begin(at time: Double) {
        clock.begin(at: time)
        startGame(at: time)
    }

    /// Moves the game on: playback ends, gameplay times out, and unattended the next game begins.
    public func advance(to time: Double) {
        clock.advance(to: time)
        let now = clock.now
        while true {
            switch game.phase {
            case .playback:
                let end = playbackStart + Double(game.playbackOrder.count) * step.rules.playSpeed
                guard now >= end else { return }
                game.beginGameplay(at: end)
            case .gameplay:
                guard game.checkTimeout(at: now) else { return }
                endedAt = now
            case .ready:
                guard isUnattended, now >= endedAt + ActivityContext.unattendedPause else { return }
                startGame(at: endedAt + ActivityContext.unattendedPause)
            case .finished:
                return
            }
        }
    }

    /// Takes touches: a finger coming down taps the board during gameplay, and continues when
    /// the step waits for it.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown else { return }
        if game.phase == .gameplay {
            if game.tap(at: point, time: time) != .ignored, game.phase != .gameplay {
                endedAt = time
            }
        } else if isAwaitingProceed {
            proceed(at: time)
        }
    }

    /// A key press on target `index` (−1 or out of range for a miss) during gameplay.
    /// - Parameters:
    ///   - index: The target's index.
    ///   - time: Seconds on the presenter's clock.
    public func tap(targetIndex index: Int, at time: Double) {
        guard game.phase == .gameplay, let size = game.currentRecord?.gameSize else { return }
        if game.tap(targetIndex: index < size ? index : -1, time: time) != .ignored, game.phase != .gameplay {
            endedAt = time
        }
    }

    /// The participant continues: the next game begins, or after the last one the step ends.
    /// - Parameter time: Seconds on the presenter's clock.
    public func proceed(at time: Double) {
        switch game.phase {
        case .ready: startGame(at: time)
        case .finished: acknowledged = true
        case .playback, .gameplay: break
        }
    }

    /// Whether a game ended and the step waits for `proceed(at:)`.
    public var isAwaitingProceed: Bool {
        !isUnattended && (game.phase == .ready || (game.phase == .finished && !acknowledged))
    }

    /// The target lit now during playback, if any.
    public var litTarget: Int? {
        guard game.phase == .playback else { return nil }
        let elapsed = clock.now - playbackStart
        let index = Int(elapsed / step.rules.playSpeed)
        guard index < game.playbackOrder.count, elapsed - Double(index) * step.rules.playSpeed < step.rules.playSpeed / 2 else {
            return nil
        }
        return game.playbackOrder[index]
    }

    /// Whether the last game ended (and, with a person there, they continued).
    public var isFinished: Bool {
        game.phase == .finished && (isUnattended || acknowledged)
    }

    /// The memory result.
    public var results: [ResultItem] {
        [.typed(game.result(identifier: step.identifier))]
    }

    private func startGame(at time: Double) {
        game.beginGame()
        playbackStart = time
    }

    /// Repeat the targets.
    public var instruction: String {
        BuiltInText.memoryInstruction.text(in: language, String(step.rules.maximumTests))
    }

    /// The score and games.
    public func summary(after seconds: Double) -> String? {
        let result = game.result(identifier: step.identifier)
        return BuiltInText.memorySummary.text(in: language, String(result.score), String(result.numberOfGames), String(result.numberOfFailures))
    }
}
