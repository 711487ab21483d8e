import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The keys of the towers, left to right.
    package static let towerOfHanoiKeys: [Character] = ["1", "2", "3"]
    /// The key that gives up ("I cannot solve this puzzle").
    package static let towerOfHanoiGiveUpKey: Character = "g"

    /// The Tower of Hanoi screen: the step's title, the moves so far, and the three towers where
    /// `TowerOfHanoiLayout` puts them, each boxed with its key (`[1]`, the last marked as the
    /// target `[3] *`), its disks drawn bottom up as bars as wide as their size (`=3=`), the selected
    /// tower's box filled with `.`.
    func towerOfHanoiFrame(_ step: any Step, _ hanoi: TowerOfHanoiActivity) -> ScreenCanvas {
        var (canvas, _) = frame(for: step)
        let puzzle = hanoi.puzzle
        if let status = hanoi.status { canvas.center(status, row: 2) }
        for (index, rect) in TowerOfHanoiLayout.towers.enumerated() {
            let last = index == TowerOfHanoiPuzzle.towerCount - 1
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: index == puzzle.selected ? "." : nil,
                       label: "")
            let top = Int(rect.y * Double(canvas.rows)), bottom = Int((rect.y + rect.height) * Double(canvas.rows)) - 1
            let centre = Int((rect.x + rect.width / 2) * Double(canvas.columns))
            canvas.write("[\(Self.towerOfHanoiKeys[index])]\(last ? " *" : "")", row: top, column: centre - 2)
            for (level, disk) in puzzle.towers[index].enumerated() {
                let bar = String(repeating: "=", count: disk) + String(disk) + String(repeating: "=", count: disk)
                canvas.write(bar, row: bottom - 1 - level, column: centre - disk)
            }
        }
        footer(&canvas, builtIn(.footerTowerOfHanoiKeys, "1-3", String(Self.towerOfHanoiGiveUpKey)) + "   " + builtIn(.footerSaveAndStop))
        return canvas
    }

    /// A key touching a tower, or giving up.
    func press(_ key: Character, in hanoi: TowerOfHanoiActivity) {
        if key == Self.towerOfHanoiGiveUpKey {
            hanoi.giveUp(at: clock())
        } else if let index = Self.towerOfHanoiKeys.firstIndex(of: key) {
            hanoi.touch(index, at: clock())
        }
    }
}
