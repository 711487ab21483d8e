import ActiveTasks
import TaskFamilies

/// The tapping screen: the step's title and text, the time left, the taps so far (or that the
/// time starts at the first tap), and the two targets where the session's layout puts them,
/// each labelled with its key. `f` taps the left target, `j` the right.
struct TappingFullScreen: FullScreenActivityScreen {
    /// The key for the left tapping target.
    static let leftKey: Character = "f"
    /// The key for the right tapping target.
    static let rightKey: Character = "j"
    /// The tapping family's steps.
    static let stepTypes = TappingFamily.steps.map(\.name)

    /// The time left, the taps and the targets.
    func frame(_ step: any Step, _ tapping: TappingActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var (canvas, row) = presenter.frame(for: step)
        let session = tapping.session
        let targetsTop = Int(min(session.layout.left.centerY - session.layout.left.height / 2,
                                 session.layout.right.centerY - session.layout.right.height / 2) * Double(canvas.rows))
        row = presenter.timer(&canvas, FullScreenPresenter.clockText(Int((tapping.remaining ?? 0).rounded(.up))), below: row, before: targetsTop)
        canvas.paragraph(session.hasStarted ? presenter.builtIn(.tapsSoFar, String(session.samples.count)) : presenter.builtIn(.timeStartsAtFirstTap),
                         row: row, width: min(canvas.columns - 4, 72))
        for (target, key) in [(session.layout.left, Self.leftKey), (session.layout.right, Self.rightKey)] {
            canvas.box(x: target.centerX - target.width / 2, y: target.centerY - target.height / 2,
                       width: target.width, height: target.height, fill: nil, label: "TAP [\(key)]")
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerTappingKeys, String(Self.leftKey), String(Self.rightKey)))
        return canvas
    }

    /// `leftKey` and `rightKey` tap their targets.
    func handle(_ key: TerminalKey, _ tapping: TappingActivity, in presenter: FullScreenPresenter) {
        switch key {
        case .character(Self.leftKey): tapping.press(.left, key: String(Self.leftKey), at: presenter.clock())
        case .character(Self.rightKey): tapping.press(.right, key: String(Self.rightKey), at: presenter.clock())
        default: break
        }
    }
}
