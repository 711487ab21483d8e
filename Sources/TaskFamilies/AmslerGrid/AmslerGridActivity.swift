import ActiveTasks
import RecordingFormat

/// An Amsler grid step: touches from the touch recorder (the kiosk's pointers, a touchscreen's
/// multitouch slots, a replay's touch ids) go into an `AmslerGridDrawing` at their own times, and
/// the terminal's keys at the time they are read; the step ends with a swipe left outside the
/// grid or Enter.
///
/// Unattended, the step ends `unattendedWait` seconds after it began or after the last finger
/// lifted, whichever is later, rather than waiting for a person who is not there.
public final class AmslerGridActivity: StepActivity {
    /// The unattended wait, in seconds.
    public static let unattendedWait = 30.0

    /// The step.
    public let step: AmslerGridStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The marks so far.
    public let drawing = AmslerGridDrawing()
    private let isUnattended: Bool
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - isUnattended: Whether the step ends by itself when nobody touches it.
    ///   - language: The language of the instruction and summary.
    public init(step: AmslerGridStep, isUnattended: Bool, language: BuiltInLanguage = .english) {
        self.step = step
        self.isUnattended = isUnattended
        self.language = language
    }

    /// Starts the step.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the step's clock on; unattended, the step ends when nobody has touched it for a while.
    public func advance(to time: Double) {
        clock.advance(to: time)
        if isUnattended, !drawing.isTouched, clock.elapsed - drawing.lastInput >= Self.unattendedWait {
            drawing.finish(at: clock.elapsed)
        }
    }

    /// Takes touches (x and y normalized over the screen), each at its own time.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .touch(let touch) = sample else { return }
        drawing.touch(touch.phase, id: touch.touchId, at: SpatialSpanPoint(x: touch.x, y: touch.y), time: time - clock.start)
    }

    /// An arrow key: moves the cursor by one cell.
    /// - Parameters:
    ///   - columns: -1 left, 1 right.
    ///   - rows: -1 up, 1 down.
    ///   - time: Seconds on the presenter's clock.
    public func moveCursor(columns: Int, rows: Int, at time: Double) {
        drawing.moveCursor(columns: columns, rows: rows, at: time - clock.start)
    }

    /// Space: marks (or unmarks) the cell under the cursor.
    /// - Parameter time: Seconds on the presenter's clock.
    public func toggleCell(at time: Double) { drawing.toggleCursorCell(at: time - clock.start) }

    /// Enter: ends the step, as the swipe does.
    /// - Parameter time: Seconds on the presenter's clock.
    public func finish(at time: Double) { drawing.finish(at: time - clock.start) }

    /// Whether the step was ended.
    public var isFinished: Bool { drawing.isDone }

    /// The Amsler grid result.
    public var results: [ResultItem] {
        [.typed(AmslerGridResult(identifier: step.identifier, eyeSide: step.eyeSide, strokes: drawing.strokes))]
    }

    /// Mark where lines look wavy or missing, then swipe left outside the grid.
    public var instruction: String { BuiltInText.amslerGridInstruction.text(in: language) }

    /// The areas marked.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.amslerGridSummary.text(in: language, String(drawing.strokes.count))
    }
}
