import Dispatch
import Recorders
import Synchronization

/// Carries the end of a source (an error, or exhaustion) to the command waiting for it.
final class TouchMonitorFailure: Sendable {
    private let ended = DispatchSemaphore(value: 0)
    private let error = Mutex<RecorderError?>(nil)

    /// Records how the source ended and wakes the waiter.
    func end(_ error: RecorderError?) {
        self.error.withLock { $0 = error }
        ended.signal()
    }

    /// Waits until the source ends or `seconds` pass; returns the source's error, if any.
    func wait(seconds: Double) -> RecorderError? {
        _ = ended.wait(timeout: .now() + seconds)
        return error.withLock { $0 }
    }
}
