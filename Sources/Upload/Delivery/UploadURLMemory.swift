import Synchronization

/// The upload URLs of the Bridge sessions this process opened, by outbox item: kept in memory
/// only, since a presigned URL's signature is a credential the journal never holds
/// (`OutboxJournal.record`). A retry within one `upload run` goes on with its session's URL; a
/// later run asks for a new session.
final class UploadURLMemory: Sendable {
    private let urls = Mutex<[Int64: String]>([:])

    /// Keeps `item`'s upload URL (or forgets it, when it has none).
    func remember(_ item: OutboxItem) {
        guard let id = item.id else { return }
        urls.withLock { $0[id] = item.uploadURL }
    }

    /// `item` with the upload URL this process keeps for it, when the journal gave none.
    func restore(_ item: OutboxItem) -> OutboxItem {
        guard item.uploadURL == nil, let id = item.id else { return item }
        var restored = item
        restored.uploadURL = urls.withLock { $0[id] }
        return restored
    }
}
