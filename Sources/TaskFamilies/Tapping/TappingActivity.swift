import ActiveTasks
import RecordingFormat

/// A two-finger tapping step: touches from the touch recorder (or key presses) go into a
/// `TappingSession`; the step ends its duration after the first tap on a target.
///
/// Unattended, a step in which no target was tapped for its whole duration ends with no taps
/// rather than waiting for a person who is not there.
public final class TappingActivity: StepActivity {
    /// The step.
    public let step: TappingStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The taps so far.
    public let session: TappingSession
    private let isUnattended: Bool
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - isUnattended: Whether the step ends untapped after its duration.
    ///   - language: The language of the instruction and summary.
    public init(step: TappingStep, isUnattended: Bool, language: BuiltInLanguage = .english) {
        self.step = step
        self.language = language
        self.session = TappingSession(layout: step.layout, duration: step.tappingDuration)
        self.isUnattended = isUnattended
    }

    /// Starts the step.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the step's clock on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Takes touches (x and y normalized over the screen): a finger down is a tap, its lift ends it.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .touch(let touch) = sample, !isFinished else { return }
        switch touch.phase {
        case .began: session.touchBegan(touchId: touch.touchId, x: touch.x, y: touch.y, time: time)
        case .ended, .cancelled: session.touchEnded(touchId: touch.touchId, time: time)
        case .moved: break
        }
    }

    /// A key press standing for a tap on `side`'s target.
    /// - Parameters:
    ///   - side: The target.
    ///   - key: The key pressed, recorded with the tap; `nil` for a button on a page.
    ///   - time: Seconds on the presenter's clock.
    public func press(_ side: TapSide, key: String? = nil, at time: Double) {
        guard !isFinished else { return }
        session.press(side, key: key, time: time)
    }

    /// Seconds left: the whole duration until the first tap on a target.
    public var remaining: Double? { session.remaining(at: clock.now) }

    /// Whether the duration ran out since the first tap (or, unattended, since the step began
    /// without a tap).
    public var isFinished: Bool {
        session.isFinished(at: clock.now) || (isUnattended && !session.hasStarted && clock.elapsed >= step.tappingDuration)
    }

    /// The tapping result.
    public var results: [ResultItem] {
        [.typed(session.result(identifier: step.identifier, hand: step.hand))]
    }

    /// Tap the targets for the step's duration.
    public var instruction: String {
        BuiltInText.tappingInstruction.text(in: language, language.decimal(NumberText.string(step.tappingDuration)))
    }

    /// The taps made.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.tappingSummary.text(in: language, String(session.samples.count))
    }
}
