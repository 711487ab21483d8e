import Foundation
import RecordingFormat

/// An exclusive `flock` on the outbox's `run.lock`, so two uploaders (a timer's run and one
/// started by hand) never send the same item at once. The kernel releases it when the process
/// ends, however it ends.
package final class OutboxLock: Sendable {
    private let descriptor: CInt

    /// Takes the lock of the outbox in `folder` without waiting.
    /// - Returns: `nil` when another process holds it.
    /// - Throws: `ActivetaskError(.outboxUnavailable)` when the lock file cannot be opened.
    package static func take(in folder: URL) throws(ActivetaskError) -> OutboxLock? {
        let path = folder.appendingPathComponent("run.lock").path
        let descriptor: CInt
        do {
            // O_NOFOLLOW: a link planted as run.lock would lock (and create) a file elsewhere.
            descriptor = try Syscalls.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
        } catch {
            throw ActivetaskError(.outboxUnavailable, "cannot open \(path): \(error)", errno: error)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            try? Syscalls.close(descriptor)
            return nil
        }
        return OutboxLock(descriptor: descriptor)
    }

    private init(descriptor: CInt) {
        self.descriptor = descriptor
    }

    deinit {
        try? Syscalls.close(descriptor)
    }
}
