import ActiveTasks
import TaskFamilies

/// The Tower of Hanoi screen: the step's title, the moves so far, its text where it fits above the
/// towers (never between them), and the three towers where `TowerOfHanoiLayout` puts them, each
/// boxed with its key (`[1]`, the last marked as the target `[3] *`), its disks drawn bottom up as
/// bars as wide as their size (`=3=`), the selected tower's box filled with `.`. `1` `2` `3` touch
/// a tower, `g` gives up.
struct TowerOfHanoiFullScreen: FullScreenActivityScreen {
    /// The keys of the towers, left to right.
    static let keys: [Character] = ["1", "2", "3"]
    /// The key that gives up ("I cannot solve this puzzle").
    static let giveUpKey: Character = "g"
    /// The Tower of Hanoi family's steps.
    static let stepTypes = TowerOfHanoiFamily.steps.map(\.name)

    /// The moves and the towers.
    func frame(_ step: any Step, _ hanoi: TowerOfHanoiActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let towersTop = Int(TowerOfHanoiLayout.towers[0].y * Double(presenter.size().rows))
        var (canvas, _) = presenter.frame(for: step, above: towersTop)
        let puzzle = hanoi.puzzle
        if let status = hanoi.status { canvas.center(status, row: 2) }
        for (index, rect) in TowerOfHanoiLayout.towers.enumerated() {
            let last = index == TowerOfHanoiPuzzle.towerCount - 1
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: index == puzzle.selected ? "." : nil,
                       label: "")
            let top = Int(rect.y * Double(canvas.rows)), bottom = Int((rect.y + rect.height) * Double(canvas.rows)) - 1
            let centre = Int((rect.x + rect.width / 2) * Double(canvas.columns))
            canvas.write("[\(Self.keys[index])]\(last ? " *" : "")", row: top, column: centre - 2)
            for (level, disk) in puzzle.towers[index].enumerated() {
                let bar = String(repeating: "=", count: disk) + String(disk) + String(repeating: "=", count: disk)
                canvas.write(bar, row: bottom - 1 - level, column: centre - disk)
            }
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerTowerOfHanoiKeys, "1-3", String(Self.giveUpKey)))
        return canvas
    }

    /// A key touching a tower, or giving up.
    func handle(_ key: TerminalKey, _ hanoi: TowerOfHanoiActivity, in presenter: FullScreenPresenter) {
        guard case .character(let character) = key else { return }
        if character == Self.giveUpKey {
            hanoi.giveUp(at: presenter.clock())
        } else if let index = Self.keys.firstIndex(of: character) {
            hanoi.touch(index, at: presenter.clock())
        }
    }
}
