import ActiveTasks
import RecordingFormat

/// ResearchKit's touch-ability steps in one step: the trials of each gesture listed, in order
/// (tap: `ORKTouchAbilityTapStep`, long press: `ORKTouchAbilityLongPressStep`, swipe:
/// `ORKTouchAbilitySwipeStep`, scroll: `ORKTouchAbilityScrollStep`, pinch: `ORKTouchAbilityPinchStep`,
/// rotation: `ORKTouchAbilityRotationStep`), played by `TouchAbilityTest`.
///
/// JSON: `{ "type": "touchAbility", "identifier": "touch", "gestures": ["tap", "longPress",
/// "swipe", "scroll", "pinch", "rotation"], "scrollDirection": "vertical", "trialsPerGesture": 9, "seed": 7, "recorders": [ … ] }`;
/// `gestures` defaults to all six, each at most once; `scrollDirection` (`vertical`, the default,
/// or `horizontal`: ResearchKit's `horizontal`, `ORKTouchAbilityScrollStep.h` line 41) is the
/// scroll list's axis; `trialsPerGesture` (1 … 9, ours: ResearchKit always runs them all)
/// keeps each gesture's first trials, by default all (nine squares, eight swipes, scrolls, pinches and rotations); `seed` fixes
/// the order of the targets, otherwise each run draws one. One step, not one
/// per gesture: ResearchKit's steps share one trial loop (`ORKTouchAbilityContentView`), and
/// `run --replay` starts a recording over at each step, so one step replays one recording. A
/// task that wants one of ResearchKit's steps lists one gesture.
public struct TouchAbilityStep: ActivityStep {
    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The gestures asked for, in order.
    public var gestures: [TouchAbilityGesture]
    /// Each gesture's trials kept from its start, when not all.
    public var trialsPerGesture: Int?
    /// The seed of the targets' order, when fixed.
    public var seed: UInt64?
    /// The scroll list's axis.
    public var scrollDirection: ScrollDirection
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a touch-ability step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - gestures: The gestures asked for, in order.
    ///   - trialsPerGesture: Each gesture's trials kept from its start; all when `nil`.
    ///   - seed: The seed of the targets' order, when fixed.
    ///   - scrollDirection: The scroll list's axis.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, gestures: [TouchAbilityGesture] = TouchAbilityGesture.allCases, trialsPerGesture: Int? = nil,
                seed: UInt64? = nil, scrollDirection: ScrollDirection = .vertical, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.gestures = gestures
        self.trialsPerGesture = trialsPerGesture
        self.seed = seed
        self.scrollDirection = scrollDirection
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; an unknown or repeated gesture, an empty list or a
    /// `trialsPerGesture` outside 1 … 9 or a `scrollDirection` but `vertical` and `horizontal` is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        var gestures: [TouchAbilityGesture] = []
        let names = TouchAbilityGesture.allCases.map(\.rawValue).joined(separator: ", ")
        if let members = reader.array("gestures") {
            if members.isEmpty { reader.log.error(reader.path(of: "gestures"), "is empty; list at least one of \(names)") }
            for (path, value) in members {
                guard case .string(let name) = value, let gesture = TouchAbilityGesture(rawValue: name) else {
                    reader.log.error(path, "\(value.jsonText) is not a gesture; use one of \(names)")
                    continue
                }
                if gestures.contains(gesture) {
                    reader.log.error(path, "\"\(name)\" is listed twice; list each gesture once")
                } else {
                    gestures.append(gesture)
                }
            }
        } else {
            gestures = TouchAbilityGesture.allCases
        }
        let trials = reader.int("trialsPerGesture")
        if let trials, !(1...9).contains(trials) {
            reader.log.error(reader.path(of: "trialsPerGesture"), "\(trials) is outside 1 … 9; use a number in that range, or leave it out for all")
        }
        let seed = reader.seed("seed")
        let axisName = reader.string("scrollDirection") ?? ScrollDirection.vertical.rawValue
        let axis = ScrollDirection(rawValue: axisName)
        if axis == nil {
            reader.log.error(reader.path(of: "scrollDirection"), "\"\(axisName)\" is not a scroll direction; use \"vertical\" or \"horizontal\"")
        }
        let recorders = reader.recorders("recorders")
        guard let header, let axis else { return nil }
        self.init(header: header, gestures: gestures, trialsPerGesture: trials, seed: seed, scrollDirection: axis, recorders: recorders)
    }

    /// `"touchAbility"`.
    public var type: String { "touchAbility" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the trials run until the last ends.
    public var duration: Double? { nil }

    /// Runs the trials; without a `seed`, the system's generator seeds them.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return TouchAbilityActivity(step: self, language: context.language, seed: seed ?? generator.next())
    }
}
