import ActiveTasks

/// The spatial span memory family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys for the memory game's targets.
    package static let footerMemoryKeys = BuiltInText("footerMemoryKeys", table: .families)
    /// The memory game while it lights targets.
    package static let watchTargets = BuiltInText("watchTargets", table: .families)
    /// The memory game while the participant repeats the sequence.
    package static let tapInOrder = BuiltInText("tapInOrder", table: .families)
    /// The memory game while the participant repeats the sequence backwards.
    package static let tapInReverse = BuiltInText("tapInReverse", table: .families)
    /// The memory game after a sequence repeated right.
    package static let wellDone = BuiltInText("wellDone", table: .families)
    /// The memory game after a wrong target.
    package static let notTheNextTarget = BuiltInText("notTheNextTarget", table: .families)
    /// The memory game after its time ran out.
    package static let timeIsUp = BuiltInText("timeIsUp", table: .families)
    /// The memory game's status: score `{1}`, game `{2}` of `{3}`.
    package static let memoryStatus = BuiltInText("memoryStatus", table: .families)
    /// The memory game's key to go on to the next game.
    package static let enterToGoOn = BuiltInText("enterToGoOn", table: .families)
    /// The console as a memory step starts: up to `{1}` games.
    package static let memoryInstruction = BuiltInText("memoryInstruction", table: .families)
    /// The console as a memory step ends: score `{1}` in `{2}` games, `{3}` failed.
    package static let memorySummary = BuiltInText("memorySummary", table: .families)
    /// The accessible name of memory cell `{1}`.
    package static let cellNumber = BuiltInText("cellNumber", table: .families)
}
