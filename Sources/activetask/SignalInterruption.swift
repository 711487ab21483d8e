import Dispatch
import Foundation
import Synchronization

/// Signals that stop a recording cleanly instead of killing the process, while the value is kept.
///
/// Each signal gets a handler (`sigaction`) that writes its number into a pipe, and a Dispatch read
/// source on the pipe calls `handler`; `cancel()` stops calling it (the signals stay caught, and
/// do nothing). The handler is in place when `init` returns. A Dispatch signal source beside
/// `SIG_IGN` is registered later, on Dispatch's own thread, and a signal arriving meanwhile is
/// ignored: a kiosk stopped the moment its run began ran on.
struct SignalInterruption {
    private let identifier: Int

    /// Starts watching `signals`.
    /// - Parameters:
    ///   - signals: The signal numbers, e.g. `SIGINT` and `SIGTERM`.
    ///   - handler: Called on a global queue at every arrival, with the signal's number.
    init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        identifier = SignalPipe.shared.watch(Set(signals), handler)
    }

    /// Stops watching.
    func cancel() {
        SignalPipe.shared.unwatch(identifier)
    }
}

/// The write end of the pipe the signal handler writes into, read by nothing but the handler.
nonisolated(unsafe) private var signalPipeInput: Int32 = -1

/// Writes the signal's number into the pipe: `write(2)` is async-signal-safe; a full pipe drops
/// the byte (thousands of signals are already waiting to be read).
private func writeSignalNumber(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    let saved = errno
    _ = write(signalPipeInput, &byte, 1)
    errno = saved
}

/// The process's one signal pipe: its read source, and the handlers watching.
private final class SignalPipe: Sendable {
    static let shared = SignalPipe()

    private struct Watchers {
        var next = 0
        var handlers: [Int: (signals: Set<Int32>, handler: @Sendable (Int32) -> Void)] = [:]
        var caught: Set<Int32> = []
    }

    private let watchers = Mutex(Watchers())
    /// Reads the pipe; kept for the process's life, and only touched here.
    nonisolated(unsafe) private let source: any DispatchSourceRead

    private init() {
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0, "pipe for signals: errno \(errno)")
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        }
        signalPipeInput = descriptors[1]
        let output = descriptors[0]
        source = DispatchSource.makeReadSource(fileDescriptor: output, queue: .global())
        source.setEventHandler { [unowned self] in deliver(from: output) }
        source.resume()
    }

    /// Reads the signal numbers waiting in the pipe and calls the handlers watching each.
    private func deliver(from output: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(output, &bytes, bytes.count)
        guard count > 0 else { return }
        for number in bytes.prefix(count).map(Int32.init) {
            let handlers = watchers.withLock { $0.handlers.values.filter { $0.signals.contains(number) }.map(\.handler) }
            handlers.forEach { $0(number) }
        }
    }

    /// Catches `signals` (once per signal for the process) and calls `handler` for them until
    /// `unwatch` is called with the identifier returned.
    func watch(_ signals: Set<Int32>, _ handler: @escaping @Sendable (Int32) -> Void) -> Int {
        watchers.withLock { watchers in
            for number in signals.subtracting(watchers.caught) {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { writeSignalNumber($0) }
                action.sa_flags = SA_RESTART
                sigemptyset(&action.sa_mask)
                sigaction(number, &action, nil)
                watchers.caught.insert(number)
            }
            watchers.next += 1
            watchers.handlers[watchers.next] = (signals, handler)
            return watchers.next
        }
    }

    /// Stops calling the handler `watch` returned `identifier` for.
    func unwatch(_ identifier: Int) {
        _ = watchers.withLock { $0.handlers.removeValue(forKey: identifier) }
    }
}
