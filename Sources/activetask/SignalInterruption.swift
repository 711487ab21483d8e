import Dispatch
import Foundation

/// Signals that stop a recording cleanly instead of killing the process, while the value is kept.
///
/// Each signal is ignored by the process and watched by a Dispatch signal source that calls
/// `handler`; `cancel()` stops watching (the signals stay ignored).
struct SignalInterruption {
    private let sources: [any DispatchSourceSignal]

    /// Starts watching `signals`.
    /// - Parameters:
    ///   - signals: The signal numbers, e.g. `SIGINT` and `SIGTERM`.
    ///   - handler: Called on a global queue at every arrival, with the signal's number.
    init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { @Sendable in handler(number) }
            source.resume()
            return source
        }
    }

    /// Stops watching.
    func cancel() {
        sources.forEach { $0.cancel() }
    }
}
