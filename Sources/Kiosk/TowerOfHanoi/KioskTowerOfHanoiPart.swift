import ActiveTasks
import TaskFamilies

/// The Tower of Hanoi on the kiosk: the three towers where `TowerOfHanoiLayout` puts them, named
/// "Tower 1" … and `selected` while their top disk waits to be moved, the last `target` (the
/// platform ResearchKit highlights); the disks on each, bottom first; the moves so far. A tower
/// activated without a pointer is touched; Skip ("I cannot solve this puzzle") gives up.
package enum KioskTowerOfHanoiPart: KioskFamilyPart {
    /// The family.
    package typealias Family = TowerOfHanoiFamily

    /// The page's view: `towerOfHanoi`.
    package static let kind: String? = "towerOfHanoi"

    /// The view's texts: the give-up button.
    package static let labels: [BuiltInText] = [.towerOfHanoiGiveUp]

    /// The moves, the disks and the towers.
    package static func screen(of hanoi: TowerOfHanoiActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskTowerOfHanoiScreen? {
        let puzzle = hanoi.puzzle
        return KioskTowerOfHanoiScreen(
            score: puzzle.moves.count, games: puzzle.numberOfDisks, disks: puzzle.towers,
            targets: TowerOfHanoiLayout.towers.enumerated().map { index, rect in
                KioskTarget(name: BuiltInText.towerOfHanoiTower.text(in: language, String(index + 1)), x: rect.x, y: rect.y,
                            width: rect.width, height: rect.height,
                            state: index == puzzle.selected ? "selected" : index == TowerOfHanoiPuzzle.towerCount - 1 ? "target" : nil)
            })
    }

    /// A tower activated without a pointer (`cell`, by its index) is touched; Skip gives up.
    package static func handle(_ command: KioskCommand, in hanoi: TowerOfHanoiActivity, at time: Double) {
        switch command {
        case .cell(let index): hanoi.touch(index, at: time)
        case .skip: hanoi.giveUp(at: time)
        default: break
        }
    }
}
