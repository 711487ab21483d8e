import Synchronization

/// Warnings held back until the caller knows whether they are worth printing, then printed as
/// they come: the speaker's "the run goes on without sound" is news for a run that goes on
/// silent, and wrong for a run refused because its digits must be spoken.
final class HeldWarnings: Sendable {
    private let held = Mutex<[String]?>([])

    /// Holds `message`, or prints it once `release()` or `take()` has been called.
    func warn(_ message: String) {
        let printNow = held.withLock { held -> Bool in
            guard held != nil else { return true }
            held?.append(message)
            return false
        }
        if printNow { printError(message) }
    }

    /// Prints the warnings held, and every later one as it comes.
    func release() {
        take().forEach(printError)
    }

    /// The warnings held, which are not printed; later ones are printed as they come.
    func take() -> [String] {
        held.withLock { held in
            defer { held = nil }
            return held ?? []
        }
    }
}
