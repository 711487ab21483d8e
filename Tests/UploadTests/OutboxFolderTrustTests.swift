import Foundation
import RecordingFormat
import Testing
import TestSupport
@testable import Upload

/// The outbox trusts no folder or file it did not make: a folder others may write is refused with
/// the chmod that fixes it, the journal is 0600, and a link planted as the journal or the lock is
/// never followed; the destinations file must be the user's own.
@Suite struct OutboxFolderTrustTests {
    @Test func anOutboxFolderOthersMayWriteIsRefusedWithTheChmod() throws {
        let folder = try TemporaryDirectory(prefix: "outbox-trust")
        let outbox = folder.url.appendingPathComponent("outbox")
        try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: false)
        #expect(chmod(outbox.path, 0o777) == 0)
        #expect(throws: ActivetaskError(.outboxUnavailable, "outbox \(outbox.path) may be written by its group or others (mode 777), who could replace what activetask writes there; run `chmod go-w \(outbox.path)`, or give --outbox a folder of your own")) {
            _ = try Outbox(folder: outbox)
        }
        #expect(chmod(outbox.path, 0o700) == 0)
        _ = try Outbox(folder: outbox)
    }

    @Test func theJournalIsCreatedForItsOwnerAlone() throws {
        let folder = try TemporaryDirectory(prefix: "outbox-trust")
        let previous = umask(0)
        defer { umask(previous) }
        let outbox = try Outbox(folder: folder.url.appendingPathComponent("outbox"))
        for name in try FileManager.default.contentsOfDirectory(atPath: outbox.folder.path) where name.hasPrefix(Outbox.journalName) {
            let mode = try #require(FileManager.default.attributesOfItem(atPath: outbox.folder.appendingPathComponent(name).path)[.posixPermissions] as? Int)
            #expect(mode == 0o600, "\(name) is \(String(mode, radix: 8))")
        }
    }

    @Test func aLinkPlantedAsTheJournalOrTheLockIsNeverFollowed() throws {
        let folder = try TemporaryDirectory(prefix: "outbox-trust")
        let outbox = folder.url.appendingPathComponent("outbox")
        try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        let journal = outbox.appendingPathComponent(Outbox.journalName)
        try FileManager.default.createSymbolicLink(atPath: journal.path, withDestinationPath: elsewhere.path)
        #expect(throws: ActivetaskError(.outboxUnavailable, "\(journal.path): cannot open the outbox journal: it is a symbolic link, which is never followed; remove it", errno: .tooManySymbolicLinks)) {
            _ = try Outbox(folder: outbox)
        }
        try FileManager.default.removeItem(at: journal)
        try FileManager.default.createSymbolicLink(atPath: outbox.appendingPathComponent("run.lock").path, withDestinationPath: elsewhere.path)
        #expect(throws: ActivetaskError.self) { _ = try OutboxLock.take(in: outbox) }
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aDestinationsFileOfAnotherUserIsRefused() throws {
        let folder = try TemporaryDirectory(prefix: "outbox-trust")
        let file = folder.url.appendingPathComponent("destinations.json")
        try Data("{}".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        #expect(chown(file.path, 65534, 65534) == 0)
        #expect(throws: ActivetaskError(.invalidConfiguration, "\(file.path) holds passwords but belongs to uid 65534, not to you (uid 0), so its owner can change where your results go; use a file of your own")) {
            _ = try DestinationsFile(url: file)
        }
    }
}
