import Foundation
import RecordingFormat
import Synchronization

/// The Bridge sessions of an outbox, by destination and account, kept in its
/// `bridge-sessions.json` (mode 0600, written atomically) so that each `upload run` signs in at
/// most once per account and a later run goes on with the same session until Bridge answers 401.
/// Tokens are never printed or journaled.
final class BridgeSessionCache: Sendable {
    private let file: URL
    private let sessions: Mutex<[String: BridgeSession]?> = Mutex(nil)

    /// The cache's file name in the outbox folder.
    static let fileName = "bridge-sessions.json"

    /// The cache of the outbox in `folder`.
    init(folder: URL) {
        file = folder.appendingPathComponent(Self.fileName)
    }

    /// The session kept for `key`, if any.
    func session(for key: String) -> BridgeSession? {
        sessions.withLock { cached in
            let all = cached ?? load()
            cached = all
            return all[key]
        }
    }

    /// Keeps `session` for `key` and writes the file.
    /// - Throws: `ActivetaskError` naming the file when it cannot be written.
    func store(_ session: BridgeSession, for key: String) throws(ActivetaskError) {
        let data = sessions.withLock { cached -> Data in
            var all = cached ?? load()
            all[key] = session
            cached = all
            return (try? JSONEncoder().encode(all)) ?? Data("{}".utf8)
        }
        try PrivateFile.writeAtomically(data, to: file)
    }

    private func load() -> [String: BridgeSession] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: BridgeSession].self, from: data)) ?? [:]
    }
}
