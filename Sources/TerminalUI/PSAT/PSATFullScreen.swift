import ActiveTasks
import TaskFamilies

/// The PSAT screen: the step's title and text (ResearchKit's "Add this new digit to the previous
/// one." from the first addition on), the digit in bold (a dash between digits; "Listen" in
/// `auditory` mode, whose digits the run's voice speaks) and the addition's number of all
/// (`3/60`) above the keypad, whose fifteen keys sit where `PSATLayout` puts them, each labelled
/// with its sum; a `1` typed and waiting for its second digit is shown as `1_`.
struct PSATFullScreen: FullScreenActivityScreen {
    /// The PSAT family's steps.
    static let stepTypes = PSATFamily.steps.map(\.name)
    /// A `1` typed and waiting for the second digit of 10 … 17.
    private var tens = false

    /// A screen with no digit typed.
    init() {}

    /// The digit, the addition's number and the keypad.
    func frame(_ step: any Step, _ psat: PSATActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let framed = presenter.frame(for: step, text: psat.prompt)
        var canvas = framed.canvas
        let keypadTop = Int(PSATLayout.keys[0].y * Double(canvas.rows))
        let digitRow = max(framed.row + 1, Int(0.3 * Double(canvas.rows)))
        if !psat.test.isFinished, digitRow < keypadTop {
            let digit = psat.shownDigit
            canvas.center(digit, row: digitRow)
            let start = max(0, (canvas.columns - digit.count) / 2)
            canvas.paint(row: digitRow, columns: start..<start + digit.count, parameters: "1")
            let count = psat.test.currentIndex > 0 ? "\(psat.test.currentIndex)/\(psat.step.seriesLength)" : ""
            if digitRow + 2 < keypadTop { canvas.center(tens ? "\(count)   1_" : count, row: digitRow + 2) }
        }
        for (answer, rect) in zip(PSATLayout.answers, PSATLayout.keys) {
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: nil, label: String(answer))
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerPSATKeys))
        return canvas
    }

    /// A key typing a sum: 3 … 9 answer at once; 1 waits for 0 … 7 and answers 10 … 17 at the
    /// second key's time; any other character drops a waiting 1.
    mutating func handle(_ key: TerminalKey, _ psat: PSATActivity, in presenter: FullScreenPresenter) {
        guard case .character(let character) = key else { return }
        guard let value = character.wholeNumberValue, character.isASCII else {
            tens = false
            return
        }
        if tens {
            tens = false
            if value <= 7 { psat.choose(10 + value, at: presenter.clock()) }
        } else if value == 1 {
            tens = true
        } else if value >= 3 {
            psat.choose(value, at: presenter.clock())
        }
    }
}
