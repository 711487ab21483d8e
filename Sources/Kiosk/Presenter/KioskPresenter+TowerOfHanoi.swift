import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The Tower of Hanoi screen: the three towers where `TowerOfHanoiLayout` puts them, named
    /// "Tower 1" … and `selected` while their top disk waits to be moved, the last `target` (the
    /// platform ResearchKit highlights); the disks on each, bottom first; the moves so far.
    func towerOfHanoiScreen(_ screen: inout KioskScreen, _ hanoi: TowerOfHanoiActivity) {
        screen.kind = "towerOfHanoi"
        let puzzle = hanoi.puzzle
        let language = runner.task.builtInLanguage
        screen.score = puzzle.moves.count
        screen.games = puzzle.numberOfDisks
        screen.disks = puzzle.towers
        screen.targets = TowerOfHanoiLayout.towers.enumerated().map { index, rect in
            KioskTarget(name: BuiltInText.towerOfHanoiTower.text(in: language, String(index + 1)), x: rect.x, y: rect.y,
                        width: rect.width, height: rect.height,
                        state: index == puzzle.selected ? "selected" : index == TowerOfHanoiPuzzle.towerCount - 1 ? "target" : nil)
        }
    }
}
