import ActiveTasks
import RecordingFormat

/// ResearchKit's range-of-motion step (`ORKRangeOfMotionStep`, used by its knee and shoulder
/// tasks): the device lies on the limb while the participant moves it as far as they can, and the
/// limb's angle comes from the device's orientation, estimated from the accelerometer and the
/// gyroscope by Madgwick's filter (`MadgwickFilter`). ResearchKit ends the step when the
/// participant taps the screen; ours ends after `duration` seconds (a tap on a screen strapped to
/// a knee moves the knee).
///
/// JSON: `{ "type": "rangeOfMotion", "identifier": "knee.range.of.motion", "duration": 10,
/// "recorders": [ accelerometer, gyroscope ] }`.
public struct RangeOfMotionStep: ActivityStep {
    /// The identifier, title, text and navigation.
    public var header: StepHeader
    /// Seconds the step runs.
    public var stepDuration: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a range-of-motion step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - duration: Seconds it runs.
    ///   - recorders: The recorders that record during it.
    public init(header: StepHeader, duration: Double, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.stepDuration = duration
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; `duration` is required and positive; without an
    /// accelerometer and a gyroscope recorder the step is warned about.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("duration") == nil {
            reader.log.error(reader.path(of: "duration"), "missing; a range-of-motion step needs the seconds it runs")
        }
        var duration = reader.double("duration")
        if let seconds = duration, seconds <= 0 {
            reader.log.error(reader.path(of: "duration"), "\(NumberText.string(seconds)) s is not positive; give the seconds it runs above 0")
            duration = nil
        }
        let recorders = reader.recorders("recorders")
        let missing = [SensorType.accelerometer, .gyroscope].filter { type in !recorders.contains { $0.type == type } }
        if !missing.isEmpty {
            reader.log.warning(reader.path(of: "recorders"), "no \(missing.map(\.rawValue).joined(separator: " or ")) recorder: "
                               + "the orientation needs both, and every angle will be 0; add them to the step")
        }
        guard let header, let duration else { return nil }
        self.init(header: header, duration: duration, recorders: recorders)
    }

    /// `"rangeOfMotion"`.
    public var type: String { "rangeOfMotion" }
    /// The step's duration.
    public var duration: Double? { stepDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Follows the device's orientation for the step's duration.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        RangeOfMotionActivity(step: self, language: context.language)
    }
}
