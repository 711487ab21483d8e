import ActiveTasks

extension FullScreenPresenter {
    /// The touch-ability grid's cells in the order of their keys 1–9: left to right, top to bottom.
    static let touchCells: [SpatialSpanRect] = (0..<9).map { TouchAbilityLayout.target(column: $0 % 3, row: $0 / 3) }
    /// The keys of swipes up, left, down and right.
    static let swipeKeys: [Character] = ["w", "a", "s", "d"]
    private static let swipeDirections: [SwipeDirection] = [.up, .left, .down, .right]

    /// The touch-ability screen: the step's title, the running trial's gesture and number, and
    /// its square where `TouchAbilityLayout` puts it (labelled with its key), or the arrow to
    /// swipe along with its key; nothing but the title during the pause between trials.
    func touchAbilityFrame(_ step: any Step, _ touch: TouchAbilityActivity) -> ScreenCanvas {
        let framed = frame(for: step)
        var canvas = framed.canvas
        guard let trial = touch.test.currentTrial else { return canvas }
        if let status = touch.status { canvas.center(status, row: framed.row + 1) }
        if let rect = trial.targetRect, let index = Self.touchCells.firstIndex(of: rect) {
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: nil, label: "[\(index + 1)]")
            footer(&canvas, builtIn(.footerTouchCellKeys, "1-9") + "   " + builtIn(.footerSaveAndStop))
        }
        if let direction = trial.targetDirection, let index = Self.swipeDirections.firstIndex(of: direction) {
            let arrow = ["\u{2191}", "\u{2190}", "\u{2193}", "\u{2192}"][index]
            canvas.center("\(arrow)  [\(Self.swipeKeys[index])]", row: Int(0.6 * Double(canvas.rows)))
            footer(&canvas, BuiltInText.footerTouchSwipeKeys.text(in: touch.language, values: Self.swipeKeys.map(String.init)) + "   " + builtIn(.footerSaveAndStop))
        }
        return canvas
    }

    /// A key standing for a finger: while a key holds a long press, any key lifts it; in a tap
    /// or long-press trial the keys 1–9 tap or put a finger down on their cell's centre; in a
    /// swipe trial `w a s d` swipe up, left, down, right.
    func touchAbilityKey(_ key: Character, in touch: TouchAbilityActivity) {
        guard let trial = touch.test.currentTrial else { return }
        let name = String(key)
        if touch.isHolding { return touch.lift(at: clock(), key: name) }
        switch trial.gesture {
        case .swipe:
            if let index = Self.swipeKeys.firstIndex(of: key) { touch.swipe(Self.swipeDirections[index], key: name, at: clock()) }
        case .tap, .longPress:
            guard let digit = key.wholeNumberValue, (1...9).contains(digit) else { return }
            let center = Self.touchCells[digit - 1].center
            if trial.gesture == .tap { touch.tap(center, at: clock(), key: name) } else { touch.press(center, at: clock(), key: name) }
        }
    }
}
