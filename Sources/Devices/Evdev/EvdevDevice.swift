import RecordingFormat
import CEvdev
#if canImport(Glibc)
import Glibc
#endif

/// An open evdev node read through libevdev; owns the file descriptor and the libevdev handle.
///
/// Not thread-safe: an `EvdevTouchSource` uses it on its queue only; discovery uses a short-lived
/// one on the caller's thread. Closing happens in `deinit`.
final class EvdevDevice {
    /// What one call to `next(syncing:)` gave.
    enum ReadResult {
        /// An event (in sync mode: one libevdev generated to resynchronize).
        case event(InputEvent)
        /// The kernel dropped events (`SYN_DROPPED`); read on with `syncing: true` until `.synced`.
        case dropped(InputEvent)
        /// The resynchronization after `SYN_DROPPED` is complete.
        case synced
        /// No more events for now.
        case drained
        /// Reading failed with this errno (`ENODEV`: the device was removed).
        case failed(Int32)
        /// Nothing is left to read and the node reports a hang-up (`POLLHUP`/`POLLERR`): the
        /// device is gone although `read()` gave end-of-file rather than `ENODEV`.
        case hungUp
    }

    /// The node's path, such as `/dev/input/event7`.
    let node: String
    private let fd: Int32
    private let handle: OpaquePointer
    private var grabbed = false

    /// Opens `node` read-only and non-blocking and lets libevdev read its capabilities.
    ///
    /// - Throws: `ActivetaskError` naming the node: `deviceNotFound`, `permissionDenied`, or
    ///   `unsupported` when libevdev cannot read it as an input device.
    init(node: String) throws {
        self.node = node
        let fd: CInt
        do {
            fd = try Syscalls.open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        } catch {
            switch error {
            case .noSuchFileOrDirectory, .noSuchDevice, .noSuchAddress:
                throw ActivetaskError(.deviceNotFound,
                                      "touch device \(node) does not exist; run `activetask devices` to list touch devices", errno: error)
            case .permissionDenied, .notPermitted:
                throw ActivetaskError(.permissionDenied,
                                      "cannot open touch device \(node): permission denied; add the user to the `input` group or run as root", errno: error)
            default:
                throw ActivetaskError(.deviceNotFound, "cannot open touch device \(node): \(error)", errno: error)
            }
        }
        var handle: OpaquePointer?
        let status = libevdev_new_from_fd(fd, &handle)
        guard status == 0, let handle else {
            try? Syscalls.close(fd)
            throw ActivetaskError(.unsupported,
                                  "\(node) is not an evdev input device libevdev can read (\(String(cString: strerror(-status)))); "
                                  + "choose a /dev/input/eventN listed by `activetask devices`")
        }
        self.fd = fd
        self.handle = handle
    }

    deinit {
        if grabbed { libevdev_grab(handle, LIBEVDEV_UNGRAB) }
        libevdev_free(handle)
        try? Syscalls.close(fd)
    }

    /// The file descriptor, for a Dispatch read source.
    var fileDescriptor: Int32 { fd }

    /// The device's name as its driver reports it.
    var name: String { libevdev_get_name(handle).map { String(cString: $0) } ?? "" }

    /// The touch capabilities, or `nil` when the device is not a touchscreen, touchpad or
    /// single-touch device.
    var touchInfo: TouchDeviceInfo? {
        let multitouch = has(EV_ABS, ABS_MT_SLOT) && has(EV_ABS, ABS_MT_POSITION_X)
            && has(EV_ABS, ABS_MT_POSITION_Y) && has(EV_ABS, ABS_MT_TRACKING_ID)
            && libevdev_get_num_slots(handle) > 0
        let kind: TouchDeviceKind
        if multitouch {
            kind = libevdev_has_property(handle, UInt32(INPUT_PROP_DIRECT)) != 0 ? .touchscreen : .touchpad
        } else if has(EV_ABS, ABS_X) && has(EV_ABS, ABS_Y) && has(EV_KEY, BTN_TOUCH) {
            kind = .singleTouch
        } else {
            return nil
        }
        let xCode = multitouch ? ABS_MT_POSITION_X : ABS_X
        let yCode = multitouch ? ABS_MT_POSITION_Y : ABS_Y
        return TouchDeviceInfo(name: name, node: node, kind: kind, xRange: range(xCode), yRange: range(yCode),
                               slotCount: multitouch ? Int(libevdev_get_num_slots(handle)) : 0)
    }

    /// Each slot's tracking id and position as libevdev knows them now.
    var slotStates: [(trackingId: Int32, x: Int32, y: Int32)] {
        (0..<max(Int32(0), libevdev_get_num_slots(handle))).map { slot in
            (libevdev_get_slot_value(handle, UInt32(slot), UInt32(ABS_MT_TRACKING_ID)),
             libevdev_get_slot_value(handle, UInt32(slot), UInt32(ABS_MT_POSITION_X)),
             libevdev_get_slot_value(handle, UInt32(slot), UInt32(ABS_MT_POSITION_Y)))
        }
    }

    /// The slot the next multitouch events refer to.
    var currentSlot: Int { Int(libevdev_get_current_slot(handle)) }

    /// Takes the device for this process alone (`EVIOCGRAB`) until `ungrab()` or close.
    ///
    /// - Throws: `ActivetaskError.permissionDenied` when another program holds the grab.
    func grab() throws {
        let status = libevdev_grab(handle, LIBEVDEV_GRAB)
        guard status == 0 else {
            throw ActivetaskError(.permissionDenied,
                                  "cannot grab touch device \(node) (\(name)): \(String(cString: strerror(-status))); "
                                  + "another program holds it exclusively; record without --touch-grab or stop that program")
        }
        grabbed = true
    }

    /// Releases a grab taken by `grab()`.
    func ungrab() {
        guard grabbed else { return }
        libevdev_grab(handle, LIBEVDEV_UNGRAB)
        grabbed = false
    }

    /// Reads the next event; in `syncing` mode, the next event of libevdev's resynchronization.
    ///
    /// libevdev turns a `read()` of end-of-file into `-EAGAIN`, so "no more events" is checked
    /// against `poll()`: a node that hangs up (as evdev's poll reports a removed or revoked
    /// device, and as an emulated node whose other end closed does) gives `.hungUp` instead of
    /// `.drained`, which would leave the source waiting, without error, for events that never come.
    func next(syncing: Bool) -> ReadResult {
        var event = input_event()
        let flags = syncing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
        let status = libevdev_next_event(handle, flags, &event)
        switch status {
        case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue):
            return .event(InputEvent(event))
        case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue):
            return syncing ? .event(InputEvent(event)) : .dropped(InputEvent(event))
        case -EAGAIN:
            if syncing { return .synced }
            return hasHungUp ? .hungUp : .drained
        case -EINTR:
            return next(syncing: syncing)
        default:
            return .failed(-status)
        }
    }

    /// Whether `poll()` reports a hang-up or error on the node right now (without waiting).
    private var hasHungUp: Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLHUP | POLLERR) != 0
    }

    private func has(_ type: Int32, _ code: Int32) -> Bool {
        libevdev_has_event_code(handle, UInt32(type), UInt32(code)) != 0
    }

    private func range(_ code: Int32) -> AxisRange {
        AxisRange(minimum: Int(libevdev_get_abs_minimum(handle, UInt32(code))),
                  maximum: Int(libevdev_get_abs_maximum(handle, UInt32(code))))
    }
}
