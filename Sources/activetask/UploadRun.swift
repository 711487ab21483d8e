import ActiveTasks
import ArgumentParser
import Foundation
import Markup
import RecordingFormat
import Upload

/// `activetask upload run`: delivers the outbox's due items.
struct UploadRun: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Deliver the outbox's due items; without --once, keep going until nothing is pending.",
        discussion: """
            Each item goes through its protocol's stages; each stage the server confirmed is \
            journaled before the next, so a run killed at any moment resumes where it stopped. A \
            failed request is retried with exponential backoff and jitter, never sooner than the \
            server's Retry-After. Exits 0 when every attempt ended as the rules say (sent, \
            postponed or refused; `upload status` tells which), 1 when the outbox or destinations \
            cannot be read, 75 when another `upload run` holds the outbox.
            """
    )

    @OptionGroup var options: UploadOptions

    @Flag(help: "Make one attempt at each item due now, then exit (what the systemd timer runs).")
    var once = false

    func run() async throws {
        let outbox = try options.openOutbox()
        let destinations = try options.destinations()
        let lock = try options.report { () throws(ActivetaskError) in try OutboxLock.take(in: outbox.folder) }
        guard let lock else {
            printError("another `activetask upload run` is delivering \(outbox.folder.path); this one stops")
            throw ExitCode(75)
        }
        let uploader = Uploader(outbox: outbox, destinations: destinations, version: Activetask.configuration.version)
        do {
            if once {
                for item in try await uploader.deliverDue() { print(Self.line(item)) }
            } else {
                try await uploader.deliverAll { print(Self.line($0)) }
            }
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        withExtendedLifetime(lock) {}
    }

    /// `#3 sent to sage`, `#4 pending for sage (next attempt …): 503 …`; a server's words in the
    /// error are shown with their control characters as symbols (`VisibleText`).
    static func line(_ item: OutboxItem) -> String {
        let id = "#\(item.id ?? 0)"
        let error = VisibleText.escaped(item.lastError ?? "", keepingLines: false)
        switch item.state {
        case .sent: return "\(id) sent to \(item.destination): \(item.source)"
        case .failed: return "\(id) failed for \(item.destination): \(error)"
        case .pending:
            return "\(id) pending for \(item.destination), next attempt \(ISO8601DateFormatter().string(from: item.nextAttempt)): \(error)"
        }
    }
}
