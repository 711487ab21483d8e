import ActiveTasks

/// A gesture of ResearchKit's touch-ability steps that a `touchAbility` step asks for.
public enum TouchAbilityGesture: String, Codable, Sendable, CaseIterable {
    /// Tap the square (`ORKTouchAbilityTapStep`): one trial per cell of a 3 × 3 grid.
    case tap
    /// Touch and hold the square (`ORKTouchAbilityLongPressStep`): one trial per cell of a 3 × 3 grid.
    case longPress
    /// Swipe in the direction of the arrow (`ORKTouchAbilitySwipeStep`): each direction twice.
    case swipe
    /// Scroll the coloured number into the box (`ORKTouchAbilityScrollStep`): four pairs of
    /// numbers, each twice.
    case scroll
    /// Pinch the square with two fingers to the size of its outline (`ORKTouchAbilityPinchStep`):
    /// four scales, each twice.
    case pinch
    /// Turn the arrow with two fingers onto its outline (`ORKTouchAbilityRotationStep`): four
    /// angles, each twice.
    case rotation

    /// The participant's task in one trial, shown while it waits: `{1}` the trial's number, `{2}` of all.
    var status: BuiltInText {
        switch self {
        case .tap: .touchTapStatus
        case .longPress: .touchLongPressStatus
        case .swipe: .touchSwipeStatus
        case .scroll: .touchScrollStatus
        case .pinch: .touchPinchStatus
        case .rotation: .touchRotationStatus
        }
    }
}

extension TouchAbilityGesture {
    /// Whether the gesture takes two fingers (pinch and rotation), which keys cannot make.
    public var takesTwoFingers: Bool { self == .pinch || self == .rotation }
}
