import ActiveTasks
import RecordingFormat

/// The two-finger tapping step: the participant taps two targets alternately with one hand for
/// `duration` seconds from the first on-target tap (ResearchKit's tapping interval step).
///
/// JSON: `{ "type": "tapping", "identifier": "tapping.right", "hand": "right", "duration": 20,
/// "leftTarget": { "centerX": 0.25, "centerY": 0.8, "width": 0.3, "height": 0.2 },
/// "rightTarget": { … }, "recorders": [ … ] }`; `duration` defaults to 20 s and may not be below
/// 5 s; `hand` is `left` or `right`; each target, in normalized screen units, defaults to
/// `TappingLayout.standard`'s, must lie on the screen and may not overlap the other.
public struct TappingStep: ActivityStep {
    /// The shortest duration allowed, in seconds.
    public static let minimumDuration = 5.0

    /// The identifier, title, instructions shown while the step runs, and navigation.
    public var header: StepHeader
    /// The hand tapping, `left` or `right`, when named.
    public var hand: String?
    /// Seconds from the first on-target tap.
    public var tappingDuration: Double
    /// The targets, in normalized screen units.
    public var layout: TappingLayout
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a tapping step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - hand: `left` or `right`, when named.
    ///   - duration: Seconds from the first on-target tap.
    ///   - layout: The targets.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, hand: String? = nil, duration: Double = 20,
                layout: TappingLayout = .standard, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.hand = hand
        self.tappingDuration = duration
        self.layout = layout
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let duration = reader.double("duration") ?? 20
        if duration < Self.minimumDuration {
            reader.log.error(reader.path(of: "duration"), "\(duration) s is below the tapping minimum of 5 s; use 5 or more")
        }
        let hand = reader.string("hand")
        if let hand, hand != "left", hand != "right" {
            reader.log.error(reader.path(of: "hand"), "\"\(hand)\" is not a hand; use \"left\" or \"right\"")
        }
        let left = Self.target("leftTarget", in: reader) ?? TappingLayout.standard.left
        let right = Self.target("rightTarget", in: reader) ?? TappingLayout.standard.right
        if abs(left.centerX - right.centerX) < (left.width + right.width) / 2
            && abs(left.centerY - right.centerY) < (left.height + right.height) / 2 {
            reader.log.error(reader.path(of: "rightTarget"), "overlaps the left target; a tap must land on one target only, so move or shrink one")
        }
        let recorders = reader.recorders("recorders")
        guard let header else { return nil }
        self.init(header: header, hand: hand, duration: duration,
                  layout: TappingLayout(left: left, right: right), recorders: recorders)
    }

    /// Reads the target object `key` when present: all four members, a positive size, on the screen.
    private static func target(_ key: String, in reader: JSONObjectReader) -> TappingLayout.Target? {
        guard let object = reader.object(key) else { return nil }
        defer { object.warnAboutUnreadKeys() }
        var values: [String: Double] = [:]
        for member in ["centerX", "centerY", "width", "height"] {
            guard object.value(member) != nil else {
                object.log.error(object.path(of: member), "missing; a target needs centerX, centerY, width and height in screen units (0 to 1)")
                continue
            }
            values[member] = object.double(member)
        }
        guard let x = values["centerX"], let y = values["centerY"], let width = values["width"], let height = values["height"] else {
            return nil
        }
        guard width > 0, height > 0 else {
            object.log.error(object.path(of: width > 0 ? "height" : "width"), "is not positive; give the target a size above 0")
            return nil
        }
        guard x - width / 2 >= 0, x + width / 2 <= 1, y - height / 2 >= 0, y + height / 2 <= 1 else {
            object.log.error(reader.path(of: key), "reaches off the screen; keep centre ± half the size within 0 … 1 on both axes")
            return nil
        }
        return TappingLayout.Target(centerX: x, centerY: y, width: width, height: height)
    }

    /// `"tapping"`.
    public var type: String { "tapping" }
    /// The tapping duration.
    public var duration: Double? { tappingDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Takes taps from touches or keys.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        TappingActivity(step: self, isUnattended: context.isUnattended, language: context.language)
    }
}
