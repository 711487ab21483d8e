import Foundation
import RecordingFormat
import Synchronization

/// The mailbox between the kiosk's server and its presenter: commands from any connected page
/// go to the presenter as an `AsyncStream`, and the presenter's latest screen goes to every
/// connected page. No thread waits: the server's connections post, the presenter awaits.
package final class KioskChannel: Sendable {
    /// What the presenter's stream carries: a page's command, or the end of a frame.
    package enum Event: Sendable {
        /// A page's command.
        case command(KioskCommand)
        /// A frame has passed: the presenter moves running activities on.
        case tick
    }

    private struct State {
        var connections = 0
        var screen: String?
        /// The latest cues for the page to speak (`--speech browser`), oldest first.
        var cues: [String] = []
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextSubscriber = 0
    }

    private let state = Mutex(State())
    /// The commands and frame ticks, for the one presenter.
    package let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    /// Creates an empty channel.
    package init() {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
    }

    /// Hands a command to the presenter.
    /// - Parameter command: What the page asked.
    package func post(_ command: KioskCommand) {
        continuation.yield(.command(command))
    }

    /// Ends a frame every `interval` until the calling task is cancelled: the presenter's clock.
    /// - Parameter interval: The frame's length.
    package func tick(every interval: Duration) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            continuation.yield(.tick)
        }
    }

    /// Shows `screen` (JSON) on every connected page and on pages that connect later.
    /// - Parameter screen: The screen, as the page reads it.
    package func publish(_ screen: String) {
        state.withLock { state in
            guard state.screen != screen else { return }
            state.screen = screen
            let message = Self.message(screen: screen, cues: state.cues)
            for subscriber in state.subscribers.values { subscriber.yield(message) }
        }
    }

    /// The most cues a message carries: the page speaks those it has not spoken yet, so a cue
    /// is lost only when more than this many arrive between two messages a page reads.
    package static let cueWindow = 8

    /// Has every connected page speak `cue` (JSON with an increasing `id`), with the current screen.
    /// - Parameter cue: The cue, as the page reads it.
    package func speak(_ cue: String) {
        state.withLock { state in
            state.cues = Array((state.cues + [cue]).suffix(Self.cueWindow))
            let message = Self.message(screen: state.screen, cues: state.cues)
            for subscriber in state.subscribers.values { subscriber.yield(message) }
        }
    }

    /// What a page is sent: the screen alone, or with cues `{"screen": …, "cues": […]}`.
    private static func message(screen: String?, cues: [String]) -> String {
        guard !cues.isEmpty else { return screen ?? "null" }
        return "{\"screen\":\(screen ?? "null"),\"cues\":[\(cues.joined(separator: ","))]}"
    }

    /// Opens a connection: its screens are the current one at once, then every change, until
    /// `close()`. Call `disconnect(_:)` with the returned key when the connection ends.
    func connect() -> (key: Int, screens: AsyncStream<String>) {
        open(alone: false)!
    }

    /// Opens the one connection that drives the run, as `connect()` does, or `nil` while another
    /// page is connected: two pages (or a page of another origin) never answer one run at once.
    func connectDriver() -> (key: Int, screens: AsyncStream<String>)? {
        open(alone: true)
    }

    /// Opens a connection, unless `alone` and another is open.
    private func open(alone: Bool) -> (key: Int, screens: AsyncStream<String>)? {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let key = state.withLock { state -> Int? in
            guard !alone || state.connections == 0 else { return nil }
            defer { state.nextSubscriber += 1 }
            state.subscribers[state.nextSubscriber] = continuation
            state.connections += 1
            if let screen = state.screen { continuation.yield(Self.message(screen: screen, cues: state.cues)) }
            return state.nextSubscriber
        }
        guard let key else { return nil }
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

    /// Ends every connection after its last screen, waiting up to `timeout` for the pages to be
    /// sent it.
    /// - Parameter timeout: The longest wait.
    package func close(waiting timeout: Duration) async {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
        let deadline = ContinuousClock.now + timeout
        while connections > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}
