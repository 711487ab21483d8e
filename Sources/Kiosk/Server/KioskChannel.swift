import Foundation
import RecordingFormat
import Synchronization

/// The mailbox between the kiosk's server and its presenter: commands from any connected page
/// go to the presenter, and the presenter's latest screen goes to every connected page.
///
/// The presenter runs on its own thread and waits on `commands(waiting:)`; the server's
/// connections run on Swift concurrency and call `post(_:)`, `connect()` and `disconnect(_:)`.
package final class KioskChannel: Sendable {
    private struct State {
        var commands: [KioskCommand] = []
        var connections = 0
        var screen: String?
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextSubscriber = 0
    }

    private let state = Mutex(State())
    private let arrived = DispatchSemaphore(value: 0)

    /// Creates an empty channel.
    package init() {}

    /// Hands a command to the presenter.
    /// - Parameter command: What the page asked.
    package func post(_ command: KioskCommand) {
        state.withLock { $0.commands.append(command) }
        arrived.signal()
    }

    /// Takes every command posted so far, waiting up to `timeout` seconds for the first.
    /// - Parameter timeout: The longest wait, in seconds.
    package func commands(waiting timeout: Double) -> [KioskCommand] {
        if state.withLock({ $0.commands.isEmpty }) {
            _ = arrived.wait(timeout: .now() + timeout)
        }
        return state.withLock { state in
            defer { state.commands.removeAll() }
            return state.commands
        }
    }

    /// Shows `screen` (JSON) on every connected page and on pages that connect later.
    /// - Parameter screen: The screen, as the page reads it.
    package func publish(_ screen: String) {
        state.withLock { state in
            guard state.screen != screen else { return }
            state.screen = screen
            for subscriber in state.subscribers.values { subscriber.yield(screen) }
        }
    }

    /// Opens a connection: its screens are the current one at once, then every change, until
    /// `close()`. Call `disconnect(_:)` with the returned key when the connection ends.
    func connect() -> (key: Int, screens: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let key = state.withLock { state in
            defer { state.nextSubscriber += 1 }
            state.subscribers[state.nextSubscriber] = continuation
            state.connections += 1
            if let screen = state.screen { continuation.yield(screen) }
            return state.nextSubscriber
        }
        return (key, stream)
    }

    /// A connection ended.
    func disconnect(_ key: Int) {
        let continuation = state.withLock { state in
            state.connections -= 1
            return state.subscribers.removeValue(forKey: key)
        }
        continuation?.finish()
    }

    /// How many pages are connected.
    package var connections: Int { state.withLock { $0.connections } }

    /// Ends every connection after its last screen, waiting up to `timeout` seconds for the
    /// pages to be sent it.
    /// - Parameter timeout: The longest wait, in seconds.
    package func close(waiting timeout: Double) {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
        let deadline = MonotonicClock.now() + timeout
        while connections > 0, MonotonicClock.now() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
