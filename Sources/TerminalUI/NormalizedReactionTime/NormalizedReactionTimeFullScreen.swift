import ActiveTasks
import TaskFamilies

/// The touch reaction-time screen: the step's title and text, the attempt's state (wait, touch
/// now, or how the last attempt ended), and while the stimulus shows, ResearchKit's blue
/// circle as a filled blue block in the middle of the screen. Space stands for a finger on the
/// screen.
struct NormalizedReactionTimeFullScreen: FullScreenActivityScreen {
    /// The key that stands for a finger on the screen.
    static let touchKey: Character = " "
    /// The touch reaction-time family's steps.
    static let stepTypes = NormalizedReactionTimeFamily.steps.map(\.name)

    /// The attempt's state and the stimulus.
    func frame(_ step: any Step, _ reaction: NormalizedReactionTimeActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var (canvas, row) = presenter.frame(for: step)
        if let status = reaction.status { canvas.center(status, row: row + 1) }
        if reaction.showsStimulus {
            let area = canvas.cells(x: 0.4, y: 0.45, width: 0.2, height: 0.3)
            canvas.box(x: 0.4, y: 0.45, width: 0.2, height: 0.3, fill: "#", label: "")
            for line in area.rows { canvas.paint(row: line, columns: area.columns, parameters: "1;34") }
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerNormalizedReactionTimeKeys, "Space"))
        return canvas
    }

    /// `touchKey` touches the screen.
    func handle(_ key: TerminalKey, _ reaction: NormalizedReactionTimeActivity, in presenter: FullScreenPresenter) {
        guard key == .character(Self.touchKey) else { return }
        reaction.press(at: presenter.clock())
    }
}
