import RecordingFormat

/// What kind of touch device an evdev node is, in the order `autodetect(.touch)` prefers them.
public enum TouchDeviceKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// A multitouch screen (`INPUT_PROP_DIRECT` with protocol B slots).
    case touchscreen
    /// A multitouch touchpad (protocol B slots, not direct).
    case touchpad
    /// A single-touch device: `ABS_X`, `ABS_Y` and `BTN_TOUCH` without slots.
    case singleTouch = "single-touch"

    /// Orders kinds by preference: touchscreens, then touchpads, then single-touch devices.
    public static func < (lhs: TouchDeviceKind, rhs: TouchDeviceKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
