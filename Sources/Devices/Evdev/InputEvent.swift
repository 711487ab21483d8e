import RecordingFormat
import CEvdev

/// One evdev event copied out of the kernel's `struct input_event`.
struct InputEvent: Sendable, Equatable {
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`).
    var type: UInt16
    /// The event code within its type (`ABS_MT_SLOT`, `BTN_TOUCH`, `SYN_REPORT`).
    var code: UInt16
    /// The value: a coordinate, a tracking id, 1/0 for a key.
    var value: Int32
    /// The kernel's timestamp of the event in seconds on the device's clock.
    var time: Double

    /// Creates an event from its parts (for tests and replay).
    init(type: Int32, code: Int32, value: Int32, time: Double) {
        self.type = UInt16(type)
        self.code = UInt16(code)
        self.value = value
        self.time = time
    }

    /// Copies a kernel event; the time is `tv_sec + tv_usec / 10⁶`.
    init(_ event: input_event) {
        type = event.type
        code = event.code
        value = event.value
        time = Double(event.time.tv_sec) + Double(event.time.tv_usec) / 1_000_000
    }
}
