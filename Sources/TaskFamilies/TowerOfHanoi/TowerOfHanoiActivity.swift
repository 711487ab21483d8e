import ActiveTasks
import RecordingFormat

/// A Tower of Hanoi step: runs `TowerOfHanoiPuzzle` on the presenter's clock. A finger coming down
/// on a tower (a touch from the touch recorder, at the touch event's own time) or a key press
/// touches it; the step ends when the puzzle is solved, the participant gives up, or at its time
/// limit, attended or not.
public final class TowerOfHanoiActivity: StepActivity {
    /// The step.
    public let step: TowerOfHanoiStep
    /// The language of the instruction, moves line and summary.
    public let language: BuiltInLanguage
    /// The towers, disks and moves.
    public let puzzle: TowerOfHanoiPuzzle
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the texts.
    public init(step: TowerOfHanoiStep, language: BuiltInLanguage) {
        self.step = step
        self.language = language
        self.puzzle = TowerOfHanoiPuzzle(numberOfDisks: step.numberOfDisks, timeLimit: step.timeLimit)
    }

    /// The towers appear.
    public func begin(at time: Double) {
        clock.begin(at: time)
    }

    /// Moves the puzzle's clock on.
    public func advance(to time: Double) {
        clock.advance(to: time)
        puzzle.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a tower touches it.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let tower = TowerOfHanoiLayout.tower(at: point) else { return }
        puzzle.touch(tower, at: time - clock.start)
    }

    /// A key press touching tower `index`.
    /// - Parameters:
    ///   - index: The tower, 0, 1 or 2.
    ///   - time: Seconds on the presenter's clock.
    public func touch(_ index: Int, at time: Double) {
        puzzle.touch(index, at: time - clock.start)
    }

    /// The participant gives up ("I cannot solve this puzzle").
    /// - Parameter time: Seconds on the presenter's clock.
    public func giveUp(at time: Double) {
        puzzle.giveUp(at: time - clock.start)
    }

    /// Whether the puzzle ended.
    public var isFinished: Bool { puzzle.isFinished }

    /// The Tower of Hanoi result.
    public var results: [ResultItem] {
        [.typed(TowerOfHanoiResult(identifier: step.identifier, numberOfDisks: step.numberOfDisks, puzzleWasSolved: puzzle.isSolved,
                                          gaveUp: puzzle.gaveUpTime != nil, moves: puzzle.moves, illegalMoves: puzzle.illegalMoves))]
    }

    /// Move the stack to the last tower.
    public var instruction: String {
        BuiltInText.towerOfHanoiInstruction.text(in: language, String(step.numberOfDisks))
    }

    /// The moves so far (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_PROGRESS_TEXT`).
    public var status: String? {
        BuiltInText.towerOfHanoiMoves.text(in: language, String(puzzle.moves.count))
    }

    /// Solved or not, in how many moves.
    public func summary(after seconds: Double) -> String? {
        let moves = String(puzzle.moves.count)
        return puzzle.isSolved ? BuiltInText.towerOfHanoiSolved.text(in: language, moves, String(puzzle.minimumMoves))
                               : BuiltInText.towerOfHanoiUnsolved.text(in: language, moves)
    }
}
