import ActiveTasks
import RecordingFormat

/// One eye's Amsler grid (ResearchKit's `ORKAmslerGridStep`): the participant, one eye closed,
/// stares at the dot in the grid's centre and marks with a finger where lines look wavy,
/// blurred or missing, then swipes left outside the grid; played by `AmslerGridDrawing`.
///
/// JSON: `{ "type": "amslerGrid", "identifier": "amsler.grid.left", "eyeSide": "left",
/// "recorders": [ … ] }`. `eyeSide` (`left`, `right` or `notSpecified`, the eye closed) defaults to
/// `notSpecified`, as `ORKAmslerGridStep.m` line 44 has it. The step has no time limit
/// (ResearchKit's `stepDuration` is `NSIntegerMax`, line 43) and no way back (line 76).
public struct AmslerGridStep: ActivityStep {
    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The eye closed.
    public var eyeSide: AmslerEyeSide
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates an Amsler grid step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - eyeSide: The eye closed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, eyeSide: AmslerEyeSide = .notSpecified, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.eyeSide = eyeSide
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let sideName = reader.string("eyeSide") ?? AmslerEyeSide.notSpecified.rawValue
        let side = AmslerEyeSide(rawValue: sideName)
        if side == nil {
            reader.log.error(reader.path(of: "eyeSide"), "\"\(sideName)\" is not an eye; use \"left\", \"right\" or \"notSpecified\" (the eye the participant closes)")
        }
        let recorders = reader.recorders("recorders")
        guard let header, let side else { return nil }
        self.init(header: header, eyeSide: side, recorders: recorders)
    }

    /// `"amslerGrid"`.
    public var type: String { "amslerGrid" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// No time limit.
    public var duration: Double? { nil }

    /// Plays the step from touches and keys.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        AmslerGridActivity(step: self, isUnattended: context.isUnattended, language: context.language)
    }
}
