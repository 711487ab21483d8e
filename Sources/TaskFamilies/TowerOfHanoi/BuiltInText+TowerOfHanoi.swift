import ActiveTasks

/// The Tower of Hanoi family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys of a Tower of Hanoi step: `{1}` the towers' keys, `{2}` the give-up key.
    package static let footerTowerOfHanoiKeys = BuiltInText("footerTowerOfHanoiKeys", table: .families)
    /// The console as a Tower of Hanoi step starts: `{1}` disks.
    package static let towerOfHanoiInstruction = BuiltInText("towerOfHanoiInstruction", table: .families)
    /// A Tower of Hanoi step's moves so far (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_PROGRESS_TEXT`): `{1}`.
    package static let towerOfHanoiMoves = BuiltInText("towerOfHanoiMoves", table: .families)
    /// The console as a solved Tower of Hanoi step ends: in `{1}` moves, the fewest `{2}`.
    package static let towerOfHanoiSolved = BuiltInText("towerOfHanoiSolved", table: .families)
    /// The console as an unsolved Tower of Hanoi step ends: after `{1}` moves.
    package static let towerOfHanoiUnsolved = BuiltInText("towerOfHanoiUnsolved", table: .families)
    /// A tower's accessible name (ResearchKit's `AX_TOWER_OF_HANOI_TOWER`): `{1}` its number.
    package static let towerOfHanoiTower = BuiltInText("towerOfHanoiTower", table: .families)
    /// The kiosk's give-up button (ResearchKit's `TOWER_OF_HANOI_TASK_ACTIVE_STEP_SKIP_BUTTON_TITLE`).
    package static let towerOfHanoiGiveUp = BuiltInText("towerOfHanoiGiveUp", table: .families)
}
