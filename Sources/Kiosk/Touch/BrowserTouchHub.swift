import ActiveTasks
import RecordingFormat
import Synchronization

/// Where the kiosk page's pointer events go: to the browser touch source while a touch recorder
/// records from it (the recorder writes them to its chunks and hands them on to the presenter),
/// otherwise straight to the presenter's inbox, so that tapping and memory steps work on any
/// machine with a browser.
///
/// When another device is the touch record of truth (`--touch DEV`, a device profile or a
/// replay holding touches), the page's pointer events are dropped: that device's touches,
/// stamped by the kernel, drive the steps.
package final class BrowserTouchHub: Sendable {
    /// Whether the page's pointer events are the run's touches.
    package let isTouchSource: Bool
    private let route = Mutex<(source: ObjectIdentifier, zero: RecordingZero, emit: @Sendable (Sample) -> Void)?>(nil)

    /// Creates a hub.
    /// - Parameter isTouchSource: Whether the page's pointer events are the run's touches;
    ///   `false` when a touch device is.
    package init(isTouchSource: Bool) {
        self.isTouchSource = isTouchSource
    }

    /// Hands one pointer event on.
    /// - Parameters:
    ///   - pointer: The page's event.
    ///   - receivedAt: `MonotonicClock` seconds when the server read it.
    ///   - inbox: The presenter's inbox, used while no browser source records.
    func deliver(_ pointer: PagePointer, receivedAt: Double, to inbox: SampleInbox) {
        guard isTouchSource else { return }
        let recording = route.withLock { $0 }
        if let recording {
            recording.emit(.touch(pointer.sample(receivedAt: receivedAt, zero: recording.zero)))
        } else {
            let sample = pointer.sample(receivedAt: receivedAt, zero: RecordingZero(uptime: 0, date: .now))
            inbox.post(.touch(sample), at: sample.uptime)
        }
    }

    /// `source` starts recording: pointer events go to `emit` from now on.
    func attach(_ source: BrowserTouchSource, zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void) {
        route.withLock { $0 = (ObjectIdentifier(source), zero, emit) }
    }

    /// `source` stopped: pointer events go to the inbox again, unless another source took over.
    func detach(_ source: BrowserTouchSource) {
        route.withLock { if $0?.source == ObjectIdentifier(source) { $0 = nil } }
    }
}
