import ActiveTasks

/// The Tower of Hanoi puzzle, headless: three towers, the disks on the first, driven by the
/// towers touched and the times the caller passes in, so a presenter, a replay or a test run it
/// the same way.
///
/// As ResearchKit's `ORKTowerOfHanoiStepViewController.m` (lines 145–157, 233–267): touching a tower
/// selects it, touching it again lets it go, touching another moves the selected tower's top disk
/// onto it — when that tower is empty or its top disk is larger (`ORKTowerOfHanoiTower.m` line 57).
/// A disk refused (larger on smaller) is not moved and the donor stays selected, as in ResearchKit;
/// ours also counts it. Touching an empty tower with nothing selected selects nothing (ResearchKit
/// selects it, and the move from it is refused without a word). The puzzle is solved when every
/// disk is on the last tower (line 202), which ends it at once (line 207); the participant may
/// give up (ResearchKit's skip, "I cannot solve this puzzle", line 112); ours also ends an unsolved
/// puzzle at `timeLimit` seconds. Not thread-safe: use a puzzle from one thread.
public final class TowerOfHanoiPuzzle {
    /// The number of towers (ResearchKit's `NumberOfTowers`, line 50).
    public static let towerCount = 3

    /// The number of disks.
    public let numberOfDisks: Int
    /// Seconds after the start at which an unsolved puzzle ends.
    public let timeLimit: Double
    /// The disks on each tower, bottom first, by size (1 the smallest).
    public private(set) var towers: [[Int]]
    /// The tower selected, whose top disk the next touch on another tower moves.
    public private(set) var selected: Int?
    /// The moves made, in order.
    public private(set) var moves: [TowerOfHanoiMove] = []
    /// The moves refused (a larger disk on a smaller one), in order.
    public private(set) var illegalMoves: [TowerOfHanoiMove] = []
    /// When the participant gave up, in seconds since the start; `nil` unless they did.
    public private(set) var gaveUpTime: Double?
    private var now = 0.0

    /// Creates a puzzle with every disk on the first tower.
    /// - Parameters:
    ///   - numberOfDisks: The number of disks.
    ///   - timeLimit: Seconds after the start at which an unsolved puzzle ends.
    public init(numberOfDisks: Int, timeLimit: Double) {
        self.numberOfDisks = numberOfDisks
        self.timeLimit = timeLimit
        self.towers = [Array((1...numberOfDisks).reversed()), [], []]
    }

    /// Whether every disk is on the last tower.
    public var isSolved: Bool { towers[Self.towerCount - 1].count == numberOfDisks }

    /// The fewest moves that solve the puzzle, 2ⁿ − 1.
    public var minimumMoves: Int { (1 << numberOfDisks) - 1 }

    /// Whether the puzzle ended: solved, given up, or at its time limit.
    public var isFinished: Bool { isSolved || gaveUpTime != nil || now >= timeLimit }

    /// Moves the puzzle to `time`.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        now = max(now, time)
    }

    /// Takes a touch on tower `index`; ignored once the puzzle ended.
    /// - Parameters:
    ///   - index: The tower, 0, 1 or 2.
    ///   - time: When the tower was touched or its key pressed, in seconds since the step began.
    public func touch(_ index: Int, at time: Double) {
        guard towers.indices.contains(index), !isFinished, time < timeLimit else { return }
        guard let donor = selected else {
            if !towers[index].isEmpty { selected = index }
            return
        }
        guard donor != index else {
            selected = nil
            return
        }
        let disk = towers[donor].last!
        let timestamp = moves.first.map { time - $0.time } ?? 0
        let move = TowerOfHanoiMove(timestamp: timestamp, time: time, donorTowerIndex: donor, recipientTowerIndex: index)
        if let top = towers[index].last, top < disk {
            illegalMoves.append(move)
            return
        }
        towers[donor].removeLast()
        towers[index].append(disk)
        moves.append(move)
        selected = nil
    }

    /// The participant gives up; ignored once the puzzle ended.
    /// - Parameter time: Seconds since the step began.
    public func giveUp(at time: Double) {
        guard !isFinished else { return }
        gaveUpTime = time
        selected = nil
    }
}
