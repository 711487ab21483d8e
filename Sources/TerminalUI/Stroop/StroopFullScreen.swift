import ActiveTasks
import TaskFamilies

/// The Stroop screen: the step's title and text, the word in its ink (bold, in the terminal's
/// red, green, blue or yellow) in the middle while a trial waits for an answer, the trial's
/// number of all (`3/15`) below it, and the four buttons where `StroopLayout` puts them, each
/// with its key and its colour's initial. The keys `1` `2` `3` `4` choose red, green, blue, yellow.
struct StroopFullScreen: FullScreenActivityScreen {
    /// The keys of the Stroop buttons, in `StroopColor.allCases` order (R, G, B, Y).
    static let keys: [Character] = ["1", "2", "3", "4"]
    /// The Stroop family's steps.
    static let stepTypes = StroopFamily.steps.map(\.name)

    /// The word, the trial's number and the buttons.
    func frame(_ step: any Step, _ stroop: StroopActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let framed = presenter.frame(for: step)
        var canvas = framed.canvas
        let language = stroop.language
        if let trial = stroop.test.currentTrial {
            let word = trial.text.word(in: language)
            let wordRow = max(framed.row + 1, Int(0.45 * Double(canvas.rows)))
            canvas.center(word, row: wordRow)
            let start = max(0, (canvas.columns - TerminalWidth.of(word)) / 2)
            canvas.paint(row: wordRow, columns: start..<start + TerminalWidth.of(word), parameters: Self.sgr(trial.color))
            canvas.center("\(stroop.test.trials.count)/\(stroop.step.numberOfAttempts)", row: wordRow + 2)
        }
        for (index, (color, rect)) in zip(StroopColor.allCases, StroopLayout.buttons).enumerated() {
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: nil,
                       label: "[\(Self.keys[index])] \(color.initial(in: language))")
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerStroopKeys, Self.keys.map(String.init).joined(separator: " ")))
        return canvas
    }

    /// A key choosing a colour, when it is one of `keys`.
    func handle(_ key: TerminalKey, _ stroop: StroopActivity, in presenter: FullScreenPresenter) {
        guard case .character(let character) = key, let index = Self.keys.firstIndex(of: character) else { return }
        stroop.choose(StroopColor.allCases[index], at: presenter.clock())
    }

    /// Bold and the terminal's colour of `color` (ECMA-48 SGR 31, 32, 34, 33).
    private static func sgr(_ color: StroopColor) -> String {
        switch color {
        case .red: "1;31"
        case .green: "1;32"
        case .blue: "1;34"
        case .yellow: "1;33"
        }
    }
}
