import Foundation
import RecordingFormat

/// Delivers an outbox's due items to their destinations, journaling each stage the server
/// confirmed before going on, so that a run killed at any point resumes where it stopped.
package struct Uploader: Sendable {
    /// The outbox.
    package let outbox: Outbox
    /// The destinations.
    package let destinations: DestinationsFile
    /// When failed attempts are tried again.
    package var policy: RetryPolicy
    /// The `User-Agent` of every request: `activetask/0.1.0 (Linux)`.
    package let userAgent: String
    /// The Bridge sessions, kept in the outbox.
    private let sessions: BridgeSessionCache
    /// The upload URLs of the sessions this process opened.
    private let uploadURLs = UploadURLMemory()

    /// How many new upload sessions one attempt may open after expired ones.
    static let sessionsPerAttempt = 3

    /// Creates an uploader.
    /// - Parameters:
    ///   - outbox: The outbox.
    ///   - destinations: The destinations file.
    ///   - version: activetask's version, for the `User-Agent`.
    ///   - policy: The backoff.
    package init(outbox: Outbox, destinations: DestinationsFile, version: String, policy: RetryPolicy = RetryPolicy()) {
        self.outbox = outbox
        self.destinations = destinations
        self.policy = policy
        userAgent = "activetask/\(version) (Linux)"
        sessions = BridgeSessionCache(folder: outbox.folder)
    }

    /// Makes one attempt at every item due now.
    /// - Returns: Those items as the attempt left them.
    /// - Throws: `ActivetaskError(.outboxUnavailable)` when the journal cannot be read or written.
    package func deliverDue() async throws(ActivetaskError) -> [OutboxItem] {
        try removeDeliveredPayloads()
        var transports: [String: HTTPTransport] = [:]
        var results: [OutboxItem] = []
        var failure: ActivetaskError?
        for item in try outbox.journal.due(at: Date()) {
            do {
                let result = try await attempt(uploadURLs.restore(item), transports: &transports)
                uploadURLs.remember(result)
                results.append(result)
            } catch {
                failure = error
                break
            }
        }
        for transport in transports.values { await transport.shutdown() }
        if let failure { throw failure }
        return results
    }

    /// Makes attempts until no item is pending, sleeping until the next one is due.
    /// - Parameter report: Called with each item as an attempt left it.
    /// - Throws: `ActivetaskError(.outboxUnavailable)`.
    package func deliverAll(report: (OutboxItem) -> Void) async throws(ActivetaskError) {
        while true {
            for item in try await deliverDue() { report(item) }
            guard let due = try outbox.journal.nextDue() else { return }
            let wait = due.timeIntervalSinceNow
            if wait > 0 {
                try? await Task.sleep(for: .seconds(wait))
            }
        }
    }

    /// One attempt at `item`: stage after stage until it is completed or a request fails.
    private func attempt(_ start: OutboxItem, transports: inout [String: HTTPTransport]) async throws(ActivetaskError) -> OutboxItem {
        let journal = outbox.journal
        var item = start
        let destination: UploadDestination
        do {
            destination = try destinations.destination(item.destination)
        } catch {
            return try postpone(item, "\(error.message); add it back to deliver this item", retryAfter: nil)
        }
        guard destination.kind == item.kind else {
            item.state = .failed
            item.attempts += 1
            item.lastError = "destination \(destination.name) is now \(destination.kind.rawValue), but this item was made for \(item.kind.rawValue); enqueue the result again"
            return try journal.record(item, event: item.lastError!, at: Date())
        }
        let transport: HTTPTransport
        if let open = transports[destination.name] {
            transport = open
        } else {
            do {
                transport = try HTTPTransport(destination: destination, userAgent: userAgent)
            } catch {
                return try postpone(item, error.message, retryAfter: nil)
            }
            transports[destination.name] = transport
        }
        let delivery: any DeliveryProtocol
        do {
            delivery = try self.delivery(of: item, to: destination, transport: transport)
        } catch {
            return try postpone(item, error.message, retryAfter: nil)
        }
        var sessions = 0
        while item.stage != delivery.finalStage {
            let step: (item: OutboxItem, event: String)
            do {
                step = try await delivery.advance(item, payload: outbox.payloadURL(of: item), now: Date())
            } catch {
                switch error {
                case .retry(let message, let after):
                    return try postpone(item, message, retryAfter: after)
                case .refused(let message):
                    item.state = .failed
                    item.attempts += 1
                    item.lastError = message
                    return try journal.record(item, event: "refused for good: \(message)", at: Date())
                case .sessionExpired(let message):
                    sessions += 1
                    guard sessions <= Self.sessionsPerAttempt else {
                        return try postpone(item, "\(message); \(Self.sessionsPerAttempt) new sessions in a row expired", retryAfter: nil)
                    }
                    item.stage = .queued
                    item.sessionID = nil
                    item.uploadURL = nil
                    item.uploadExpires = nil
                    item = try journal.record(item, event: "\(message): asking for a new upload session", at: Date())
                    continue
                }
            }
            item = try record(step.item, event: step.event, final: delivery.finalStage)
        }
        return item
    }

    /// The protocol that delivers `item` to `destination`: Rave's, Bridge's consent API for a
    /// consent part, Bridge's upload otherwise, as the destination's account or the item's
    /// participant.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when the item's participant has no
    ///   password in `participants.json`, or the destination's account no longer fits the item.
    private func delivery(of item: OutboxItem, to destination: UploadDestination,
                          transport: HTTPTransport) throws(ActivetaskError) -> any DeliveryProtocol {
        let account: BridgeAccount
        switch destination.account {
        case .rave(let user, let password):
            return RaveDelivery(destination: destination, user: user, password: password, transport: transport)
        case .redcap(let token):
            return REDCapDelivery(destination: destination, token: token, transport: transport)
        case .bridge(let fixed):
            account = fixed
        case .participant(let participants):
            guard let participant = item.account else {
                throw ActivetaskError(.invalidConfiguration, "destination \(destination.name) now signs in as each run's participant, but this item was enqueued without one; enqueue the result again")
            }
            account = try participants.account(of: participant)
        }
        let api = BridgeAPI(destination: destination, account: account, transport: transport, sessions: self.sessions)
        return item.part == ConsentSubmission.part ? BridgeConsentDelivery(api: api) : BridgeDelivery(api: api, polls: BridgeDelivery.defaultPolls)
    }

    /// Journals the stage the server confirmed; an item at its protocol's final stage is marked
    /// sent and its payload leaves the outbox.
    private func record(_ next: OutboxItem, event: String, final: UploadStage) throws(ActivetaskError) -> OutboxItem {
        var item = next
        let now = Date()
        if item.stage == final {
            item.state = .sent
            item.sentAt = now
            item.attempts += 1
            item.lastError = nil
        }
        item = try outbox.journal.record(item, event: event, at: now)
        StageHook.journaled(item.stage)
        if item.state == .sent {
            try? Syscalls.unlink(outbox.payloadURL(of: item).path)
        }
        return item
    }

    /// Journals a failed attempt and when to try again.
    private func postpone(_ start: OutboxItem, _ message: String, retryAfter: TimeInterval?) throws(ActivetaskError) -> OutboxItem {
        var item = start
        let now = Date()
        item.attempts += 1
        item.lastError = message
        let wait = policy.delay(afterFailure: item.attempts, retryAfter: retryAfter)
        item.nextAttempt = now.addingTimeInterval(wait)
        let asked = retryAfter.map { " (the server asked for \(Self.seconds($0)))" } ?? ""
        return try outbox.journal.record(item, event: "\(message); next attempt in \(Self.seconds(wait))\(asked)", at: now)
    }

    /// Removes the payloads of sent items that a run killed after journaling left behind.
    private func removeDeliveredPayloads() throws(ActivetaskError) {
        for item in try outbox.items() where item.state == .sent {
            try? Syscalls.unlink(outbox.payloadURL(of: item).path)
        }
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
