import ActiveTasks
import TaskFamilies

/// The touch-ability screen: the step's title, the running trial's gesture and number, and
/// its square where `TouchAbilityLayout` puts it (labelled with its key), or the arrow to
/// swipe along with its key, or the scroll list's items in view at the offset the keys brought
/// it to, the coloured one marked `[n]`, and the box as `>` `<` (vertical) or `v` (horizontal)
/// marks beside it, or, in a pinch or rotation trial, that keys cannot make it and any key
/// skips it; nothing but the title during the pause between trials.
struct TouchAbilityFullScreen: FullScreenActivityScreen {
    /// The touch-ability grid's cells in the order of their keys 1–9: left to right, top to bottom.
    static let cells: [SpatialSpanRect] = (0..<9).map { TouchAbilityLayout.target(column: $0 % 3, row: $0 / 3) }
    /// The keys of swipes up, left, down and right.
    static let swipeKeys: [Character] = ["w", "a", "s", "d"]
    private static let swipeDirections: [SwipeDirection] = [.up, .left, .down, .right]
    /// The touch-ability family's steps.
    static let stepTypes = TouchAbilityFamily.steps.map(\.name)

    /// The running trial's target, arrow, list or two-finger notice.
    func frame(_ step: any Step, _ touch: TouchAbilityActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let framed = presenter.frame(for: step)
        var canvas = framed.canvas
        guard let trial = touch.test.currentTrial else { return canvas }
        if let status = touch.status { canvas.center(status, row: framed.row + 1) }
        if let rect = trial.targetRect, let index = Self.cells.firstIndex(of: rect) {
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: nil, label: "[\(index + 1)]")
            presenter.footer(&canvas, keys: presenter.builtIn(.footerTouchCellKeys, "1-9"))
        }
        if let direction = trial.targetDirection, let index = Self.swipeDirections.firstIndex(of: direction) {
            let arrow = ["\u{2191}", "\u{2190}", "\u{2193}", "\u{2192}"][index]
            canvas.center("\(arrow)  [\(Self.swipeKeys[index])]", row: Int(0.6 * Double(canvas.rows)))
            presenter.footer(&canvas, keys: BuiltInText.footerTouchSwipeKeys.text(in: touch.language, values: Self.swipeKeys.map(String.init)))
        }
        if trial.gesture == .scroll { scrollList(&canvas, trial, touch.language, presenter) }
        if trial.gesture.takesTwoFingers {
            canvas.center(BuiltInText.touchTwoFingerKeys.text(in: touch.language), row: Int(0.6 * Double(canvas.rows)))
            presenter.footer(&canvas, presenter.builtIn(.footerSaveAndStop))
        }
        return canvas
    }

    /// The scroll list in view: each item whose middle is in the list's frame, drawn as a box at its
    /// place for the trial's offset; the box the coloured item goes to marked at its ends.
    private func scrollList(_ canvas: inout ScreenCanvas, _ trial: TouchAbilityTrial, _ language: BuiltInLanguage, _ presenter: FullScreenPresenter) {
        guard let direction = trial.scrollDirection, let coloured = trial.initialItem, let target = trial.targetItem,
              let offset = trial.scrollOffset else { return }
        let list = TouchAbilityScrollList.frame, length = TouchAbilityScrollList.itemLength(direction)
        let vertical = direction == .vertical
        let (unit, start) = vertical ? (length / TouchAbilityLayout.pixelHeight, list.y) : (length / TouchAbilityLayout.pixelWidth, list.x)
        let viewEnd = vertical ? list.y + list.height : list.x + list.width
        for item in 0..<TouchAbilityScrollList.numberOfItems {
            let from = start + (Double(item) * length - offset) / (vertical ? TouchAbilityLayout.pixelHeight : TouchAbilityLayout.pixelWidth)
            guard from + unit / 2 >= start, from + unit / 2 <= viewEnd else { continue }
            let label = item == coloured ? "[\(item + 1)]" : "\(item + 1)"
            if vertical {
                canvas.box(x: 0.3, y: from, width: 0.4, height: unit, fill: " ", label: label)
            } else {
                canvas.box(x: from, y: list.y + 0.2, width: unit, height: 0.4, fill: " ", label: label)
            }
        }
        // The marks on the row (or columns) of the label of the item the box held at the start.
        let box = TouchAbilityScrollList.box(target: target, direction)
        let area = canvas.cells(x: vertical ? 0.3 : box.x, y: vertical ? box.y : list.y + 0.2, width: vertical ? 0.4 : box.width,
                                height: vertical ? box.height : 0.4)
        if vertical {
            let row = (area.rows.lowerBound + area.rows.upperBound - 1) / 2
            canvas.write(">>", row: row, column: area.columns.lowerBound - 4)
            canvas.write("<<", row: row, column: area.columns.upperBound + 2)
        } else {
            let column = (area.columns.lowerBound + area.columns.upperBound) / 2 - 1
            canvas.write("vv", row: area.rows.lowerBound - 2, column: column)
            canvas.write("^^", row: area.rows.upperBound + 1, column: column)
        }
        let keys = vertical ? ["\u{2191}", "\u{2193}"] : ["\u{2190}", "\u{2192}"]
        presenter.footer(&canvas, keys: BuiltInText.footerTouchScrollKeys.text(in: language, values: keys))
    }

    /// A character stands for a finger, an arrow drags the scroll list, Enter lifts a finger.
    func handle(_ key: TerminalKey, _ touch: TouchAbilityActivity, in presenter: FullScreenPresenter) {
        switch key {
        case .character(let character): press(character, in: touch, at: presenter.clock())
        case .arrow(let columns, let rows): drag(columns: columns, rows: rows, in: touch, at: presenter.clock())
        case .enter: touch.lift(at: presenter.clock(), key: "enter")
        default: break
        }
    }

    /// An arrow key in a scroll trial drags the list by one item: down or right scrolls on (the
    /// offset grows, as a finger moving up or left does), up or left back.
    private func drag(columns: Int, rows: Int, in touch: TouchAbilityActivity, at time: Double) {
        guard let trial = touch.test.currentTrial, let direction = trial.scrollDirection else { return }
        let items = direction == .vertical ? rows : columns
        guard items != 0 else { return }
        touch.scroll(by: items, key: items > 0 ? (direction == .vertical ? "down" : "right") : (direction == .vertical ? "up" : "left"), at: time)
    }

    /// A key standing for a finger: while a key holds a long press, any key lifts it; in a tap
    /// or long-press trial the keys 1–9 tap or put a finger down on their cell's centre; in a
    /// swipe trial `w a s d` swipe up, left, down, right; in a scroll trial any key lets go of the
    /// list the arrows drag; in a pinch or rotation trial any key skips it (recorded `skipped`).
    private func press(_ key: Character, in touch: TouchAbilityActivity, at time: Double) {
        guard let trial = touch.test.currentTrial else { return }
        let name = String(key)
        if touch.isHolding { return touch.lift(at: time, key: name) }
        switch trial.gesture {
        case .swipe:
            if let index = Self.swipeKeys.firstIndex(of: key) { touch.swipe(Self.swipeDirections[index], key: name, at: time) }
        case .scroll:
            break
        case .pinch, .rotation:
            touch.skipTwoFingerTrial(at: time)
        case .tap, .longPress:
            guard let digit = key.wholeNumberValue, (1...9).contains(digit) else { return }
            let center = Self.cells[digit - 1].center
            if trial.gesture == .tap { touch.tap(center, at: time, key: name) } else { touch.press(center, at: time, key: name) }
        }
    }
}
