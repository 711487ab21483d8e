import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The key that stands for a finger on the screen in a touch reaction-time step.
    package static let reactionTouchKey: Character = " "

    /// The touch reaction-time screen: the step's title and text, the attempt's state (wait, touch
    /// now, or how the last attempt ended), and while the stimulus shows, ResearchKit's blue
    /// circle as a filled blue block in the middle of the screen.
    func normalizedReactionTimeFrame(_ step: any Step, _ reaction: NormalizedReactionTimeActivity) -> ScreenCanvas {
        var (canvas, row) = frame(for: step)
        if let status = reaction.status { canvas.center(status, row: row + 1) }
        if reaction.showsStimulus {
            let area = canvas.cells(x: 0.4, y: 0.45, width: 0.2, height: 0.3)
            canvas.box(x: 0.4, y: 0.45, width: 0.2, height: 0.3, fill: "#", label: "")
            for line in area.rows { canvas.paint(row: line, columns: area.columns, parameters: "1;34") }
        }
        footer(&canvas, builtIn(.footerNormalizedReactionTimeKeys, "Space") + "   " + builtIn(.footerSaveAndStop))
        return canvas
    }
}
