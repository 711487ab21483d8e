import ActiveTasks
import Foundation
import RecordingFormat

/// A folder (mode 0700) of payloads waiting for delivery, with the SQLite journal that records
/// where each one stands. A payload leaves the folder only after its server confirmed it; the
/// results it was made from are never touched.
package final class Outbox: Sendable {
    /// The folder.
    package let folder: URL
    let journal: OutboxJournal

    /// The journal's file name in the folder.
    package static let journalName = "journal.sqlite"

    /// `$XDG_STATE_HOME/activetask/outbox`, `~/.local/state/activetask/outbox` when
    /// `XDG_STATE_HOME` is unset.
    /// - Parameter environment: The process environment.
    package static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGFolder.state.url(environment: environment).appendingPathComponent("activetask/outbox")
    }

    /// Opens the outbox in `folder`, creating the folder (0700) and its journal when missing; a
    /// folder found is refused unless it is the user's and no one else may write it.
    /// - Throws: `ActivetaskError(.outboxUnavailable)` naming the folder or journal.
    package init(folder: URL) throws(ActivetaskError) {
        do {
            let directory = try OutputDirectory(creating: folder)
            try directory.requirePrivate("outbox", code: .outboxUnavailable, way: "give --outbox a folder of your own")
            self.folder = directory.url
        } catch {
            throw ActivetaskError(.outboxUnavailable, error.message, underlying: error)
        }
        journal = try OutboxJournal(url: self.folder.appendingPathComponent(Self.journalName))
    }

    /// What `enqueue` did.
    package enum Enqueued: Sendable, Equatable {
        /// The result entered the outbox.
        case added(OutboxItem)
        /// The result had failed for good; its payload was made again and it is pending anew.
        case requeued(OutboxItem)
        /// The result is already pending or sent to that destination; nothing changed.
        case present(OutboxItem)
    }

    /// Puts a run's payload (or one part of it) for `destination` in the outbox, once per run,
    /// destination and part.
    /// - Parameters:
    ///   - run: The run's result folder.
    ///   - runUUID: The run's `taskRunUUID`.
    ///   - task: The task's identifier.
    ///   - destination: Where it goes.
    ///   - part: Which part of the run the payload is: empty for the whole run, `consent`, or a step.
    ///   - account: The participant id the item signs in as, for a `"participant"` account.
    ///   - fileExtension: The payload's file extension (`zip`, `json`).
    ///   - date: Now.
    ///   - write: Writes the payload, fully or not at all, to the file it is given.
    /// - Returns: What happened.
    /// - Throws: `ActivetaskError` from `write`, or `.outboxUnavailable` naming the journal.
    package func enqueue(run: URL, runUUID: UUID, task: String, to destination: UploadDestination, part: String = "",
                        account: String? = nil, fileExtension: String, at date: Date = Date(),
                        write: (URL) throws(ActivetaskError) -> Void) throws(ActivetaskError) -> Enqueued {
        let key = runUUID.uuidString
        let existing = try journal.items(destination: destination.name, runUUID: key).first { $0.part == part }
        if let existing, existing.state != .failed {
            return .present(existing)
        }
        let payload = SafeFileName.from("\(destination.name)-\(key)\(part.isEmpty ? "" : "-\(part)").\(fileExtension)")
        let file = folder.appendingPathComponent(payload)
        if existing != nil {
            // The failed payload makes way for the new one (an export never overwrites a file).
            try? Syscalls.unlink(file.path)
        }
        try write(file)
        let digest = try PayloadDigest(of: file)
        var item = OutboxItem(id: existing?.id, destination: destination.name, kind: destination.kind, runUUID: key,
                              part: part, account: account, task: task, source: run.standardizedFileURL.path, payload: payload,
                              byteCount: digest.byteCount, md5: digest.md5, state: .pending, stage: .queued,
                              attempts: 0, nextAttempt: date, enqueuedAt: date)
        item = try journal.record(item, event: "enqueued for \(destination.kind.rawValue) destination \(destination.name): \(payload), \(digest.byteCount) bytes, MD5 \(digest.md5)", at: date)
        return existing == nil ? .added(item) : .requeued(item)
    }

    /// Every item, oldest first.
    /// - Throws: `ActivetaskError(.outboxUnavailable)`.
    package func items() throws(ActivetaskError) -> [OutboxItem] {
        try journal.items()
    }

    /// An item's history, oldest first.
    /// - Throws: `ActivetaskError(.outboxUnavailable)`.
    package func events(of item: OutboxItem) throws(ActivetaskError) -> [OutboxEvent] {
        guard let id = item.id else { return [] }
        return try journal.events(of: id)
    }

    /// The payload file of `item`.
    package func payloadURL(of item: OutboxItem) -> URL {
        folder.appendingPathComponent(item.payload)
    }
}
