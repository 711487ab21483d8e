import RecordingFormat
import CEvdev

/// Turns a stream of evdev events into touch samples: `began`, `moved`, `ended`, `cancelled`.
///
/// Reads multitouch protocol B (slots and tracking ids) or, without slots, a single-touch
/// device's `BTN_TOUCH` with `ABS_X`/`ABS_Y`. Changes are collected until `SYN_REPORT` and turned
/// into samples then, with the report's kernel time. Frames replayed by libevdev after a
/// `SYN_DROPPED` (`syncing`) end touches as `cancelled`: their lift was lost.
struct TouchTracker: Sendable {
    /// The state of one slot as the kernel reports it.
    private struct Slot: Sendable {
        var trackingId: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
    }

    /// A touch the tracker has reported as begun and not yet ended.
    private struct ActiveTouch: Sendable {
        var touchId: Int
        var trackingId: Int32
        var rawX: Int32
        var rawY: Int32
        var emittedX: Double
        var emittedY: Double
    }

    /// The horizontal axis range of the positions read.
    let xRange: AxisRange
    /// The vertical axis range of the positions read.
    let yRange: AxisRange
    /// `true` for protocol B devices, `false` for single-touch devices.
    let multitouch: Bool
    /// Applied to normalized positions.
    let calibration: CalibrationMatrix
    /// The smallest distance, in calibrated normalized units, that gives a `moved` sample.
    let movementThreshold: Double
    /// Added to kernel times to give sample timestamps (seconds since the recording's zero).
    var timeOffset: Double = 0

    private var slots: [Slot]
    private var touches: [ActiveTouch?]
    private var currentSlot = 0
    private var nextTouchId = 1
    private var singleTouchDown = false
    private var nextSingleTouchId: Int32 = 0
    /// The device time of the last `SYN_REPORT`; no sample is ever stamped before it.
    private var lastFrameTime = -Double.infinity

    /// Creates a tracker for a device with `slotCount` slots (1 for a single-touch device).
    ///
    /// - Parameters:
    ///   - initialSlots: The tracking id and position of each slot when reading starts, as
    ///     libevdev knows them; a touch already down is reported as begun at the first report.
    init(xRange: AxisRange, yRange: AxisRange, multitouch: Bool, slotCount: Int,
         calibration: CalibrationMatrix = .identity, movementThreshold: Double = 0,
         initialSlots: [(trackingId: Int32, x: Int32, y: Int32)] = [], currentSlot: Int = 0) {
        self.xRange = xRange
        self.yRange = yRange
        self.multitouch = multitouch
        self.calibration = calibration
        self.movementThreshold = movementThreshold
        let count = max(slotCount, 1)
        slots = (0..<count).map { index in
            guard index < initialSlots.count else { return Slot() }
            let initial = initialSlots[index]
            return Slot(trackingId: initial.trackingId, x: initial.x, y: initial.y)
        }
        touches = Array(repeating: nil, count: count)
        self.currentSlot = min(max(currentSlot, 0), count - 1)
    }

    /// Applies one event; returns the samples of the frame it completes (empty until `SYN_REPORT`).
    ///
    /// - Parameter syncing: `true` for events libevdev generates to resynchronize after
    ///   `SYN_DROPPED`; touches they end are `cancelled`.
    mutating func consume(_ event: InputEvent, syncing: Bool = false) -> [TouchSample] {
        switch (Int32(event.type), Int32(event.code)) {
        case (EV_SYN, SYN_REPORT):
            return report(at: event.time, syncing: syncing)
        case (EV_ABS, ABS_MT_SLOT) where multitouch:
            currentSlot = Int(event.value)
        case (EV_ABS, ABS_MT_TRACKING_ID) where multitouch:
            updateSlot { $0.trackingId = event.value }
        case (EV_ABS, ABS_MT_POSITION_X) where multitouch, (EV_ABS, ABS_X) where !multitouch:
            updateSlot { $0.x = event.value }
        case (EV_ABS, ABS_MT_POSITION_Y) where multitouch, (EV_ABS, ABS_Y) where !multitouch:
            updateSlot { $0.y = event.value }
        case (EV_KEY, BTN_TOUCH) where !multitouch:
            let down = event.value != 0
            if down && !singleTouchDown { nextSingleTouchId &+= 1 }
            singleTouchDown = down
            let trackingId = down ? nextSingleTouchId : -1
            updateSlot { $0.trackingId = trackingId }
        default:
            break
        }
        return []
    }

    /// Ends every touch still down as `cancelled` at `time` (device clock), for a stop or a lost device.
    ///
    /// A `time` before the last frame (a clock estimate from a fixed offset can lag the device's
    /// event times) is raised to that frame's time, so no touch ends before its last sample.
    mutating func cancelAll(at time: Double) -> [TouchSample] {
        let time = max(time, lastFrameTime)
        var samples: [TouchSample] = []
        for index in touches.indices {
            guard let touch = touches[index] else { continue }
            samples.append(sample(touch, phase: .cancelled, time: time))
            touches[index] = nil
        }
        return samples
    }

    private mutating func updateSlot(_ change: (inout Slot) -> Void) {
        let index = multitouch ? currentSlot : 0
        guard slots.indices.contains(index) else { return }
        change(&slots[index])
    }

    private mutating func report(at time: Double, syncing: Bool) -> [TouchSample] {
        lastFrameTime = max(lastFrameTime, time)
        var ended: [TouchSample] = []
        var changed: [TouchSample] = []
        for index in slots.indices {
            let slot = slots[index]
            if let touch = touches[index], slot.trackingId != touch.trackingId {
                ended.append(sample(touch, phase: syncing ? .cancelled : .ended, time: time))
                touches[index] = nil
            }
            guard slot.trackingId >= 0 else { continue }
            if var touch = touches[index] {
                guard slot.x != touch.rawX || slot.y != touch.rawY else { continue }
                touch.rawX = slot.x
                touch.rawY = slot.y
                let position = normalized(x: slot.x, y: slot.y)
                let distance = ((position.x - touch.emittedX) * (position.x - touch.emittedX)
                    + (position.y - touch.emittedY) * (position.y - touch.emittedY)).squareRoot()
                if distance > 0 && distance >= movementThreshold {
                    touch.emittedX = position.x
                    touch.emittedY = position.y
                    changed.append(sample(touch, phase: .moved, time: time))
                }
                touches[index] = touch
            } else {
                let position = normalized(x: slot.x, y: slot.y)
                let touch = ActiveTouch(touchId: nextTouchId, trackingId: slot.trackingId, rawX: slot.x,
                                        rawY: slot.y, emittedX: position.x, emittedY: position.y)
                nextTouchId += 1
                touches[index] = touch
                changed.append(sample(touch, phase: .began, time: time))
            }
        }
        return ended + changed
    }

    private func normalized(x: Int32, y: Int32) -> (x: Double, y: Double) {
        calibration.apply(x: xRange.normalize(Int(x)), y: yRange.normalize(Int(y)))
    }

    private func sample(_ touch: ActiveTouch, phase: TouchPhase, time: Double) -> TouchSample {
        let position = normalized(x: touch.rawX, y: touch.rawY)
        return TouchSample(timestamp: time + timeOffset, uptime: time, phase: phase, touchId: touch.touchId,
                           x: position.x, y: position.y, rawX: Int(touch.rawX), rawY: Int(touch.rawY))
    }
}
