import ActiveTasks
import Foundation
import RecordingFormat
import SignalProcessing

/// A range-of-motion step while it runs: accelerometer and gyroscope samples, at their own
/// times, go into a `MadgwickFilter`; the pitch turned since the first orientation is ResearchKit's
/// angle (`-[ORKRangeOfMotionStepViewController deviceMotionRecorderDidUpdateWithMotion:]`:
/// the pitch of the attitude relative to the first, in degrees, with (90°, 180°] moved to
/// (−270°, −180°] so that a limb can turn past 180° one way), and the step's result takes its
/// formulas (`RangeOfMotionResult`). The first orientation is the one `settleSeconds` after the
/// first reading, once the filter has settled on the limb at rest: one noisy first reading does
/// not move every angle.
public final class RangeOfMotionActivity: StepActivity {
    /// Seconds from the first reading to the orientation the angles are measured from.
    public static let settleSeconds = 0.5

    /// The step.
    public let step: RangeOfMotionStep
    /// The language of the instruction, status and summary.
    public let language: BuiltInLanguage
    private var clock = ActivityClock()
    private var filter = MadgwickFilter()
    private var reference: Quaternion?
    private var firstTime: Double?
    private var turned = 0.0
    private var smallest = 0.0
    private var largest = 0.0
    private var rotations = 0

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of its texts.
    public init(step: RangeOfMotionStep, language: BuiltInLanguage = .english) {
        self.step = step
        self.language = language
    }

    /// Starts the step's clock.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the step's clock on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Feeds the filter and follows the angle turned.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .motion(let motion) = sample else { return }
        switch motion.sensorType {
        case .accelerometer:
            filter.addAcceleration(x: motion.x, y: motion.y, z: motion.z)
        case .gyroscope:
            filter.addRotation(x: motion.x, y: motion.y, z: motion.z, at: time)
            rotations += 1
        default:
            return
        }
        guard let orientation = filter.orientation else { return }
        let first = firstTime ?? time
        firstTime = first
        guard time >= first + Self.settleSeconds else { return }
        let start = reference ?? orientation
        reference = start
        let degrees = (start.conjugate * orientation).pitch * 180 / .pi
        turned = degrees > 90 ? degrees - 360 : degrees
        smallest = min(smallest, turned)
        largest = max(largest, turned)
    }

    /// Seconds left.
    public var remaining: Double? { clock.remaining(of: step.stepDuration) }

    /// Whether the duration elapsed.
    public var isFinished: Bool { clock.elapsed >= step.stepDuration }

    /// 90° less the device's pitch at the start (ResearchKit's `start`); 0 before any orientation.
    public var start: Double { reference.map { 90 - $0.pitch * 180 / .pi } ?? 0 }

    /// The step's range of motion.
    public var results: [ResultItem] {
        [.typed(RangeOfMotionResult(identifier: step.identifier, start: start, finish: start - turned,
                                            minimum: start - largest, maximum: start - smallest, sampleCount: rotations))]
    }

    /// What to do, for how long.
    public var instruction: String {
        BuiltInText.rangeOfMotionInstruction.text(in: language, language.decimal(NumberText.string(step.stepDuration)))
    }

    /// The limb's angle now (ResearchKit's `finish` if the step ended now).
    public var status: String? {
        BuiltInText.rangeOfMotionAngle.text(in: language, String(Int((start - turned).rounded())))
    }

    /// The range measured.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.rangeOfMotionSummary.text(in: language, String(Int((largest - smallest).rounded())),
                                              String(Int((start - largest).rounded())), String(Int((start - smallest).rounded())))
    }
}
