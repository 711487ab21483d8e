import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The keys of the Stroop buttons, in `StroopColor.allCases` order (R, G, B, Y).
    package static let stroopKeys: [Character] = ["1", "2", "3", "4"]

    /// The Stroop screen: the step's title and text, the word in its ink (bold, in the terminal's
    /// red, green, blue or yellow) in the middle while a trial waits for an answer, the trial's
    /// number of all (`3/15`) below it, and the four buttons where `StroopLayout` puts them, each
    /// with its key and its colour's initial.
    func stroopFrame(_ step: any Step, _ stroop: StroopActivity) -> ScreenCanvas {
        let framed = frame(for: step)
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
                       label: "[\(Self.stroopKeys[index])] \(color.initial(in: language))")
        }
        let keys = Self.stroopKeys.map(String.init).joined(separator: " ")
        footer(&canvas, builtIn(.footerStroopKeys, keys) + "   " + builtIn(.footerSaveAndStop))
        return canvas
    }

    /// A key choosing a colour, when it is one of `stroopKeys`.
    func choose(_ key: Character, in stroop: StroopActivity) {
        guard let index = Self.stroopKeys.firstIndex(of: key) else { return }
        stroop.choose(StroopColor.allCases[index], at: clock())
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
