import ActiveTasks
import Foundation
import Markup
import RecordingFormat

/// What `upload status` shows: every item with its state, stage, attempts, last error and next
/// attempt, as text or JSON (with each item's history).
package struct OutboxReport: Sendable {
    /// One item and its history.
    package struct Entry: Sendable, Encodable {
        /// The item.
        package let item: OutboxItem
        /// Its history, oldest first.
        package let history: [OutboxEvent]
    }

    /// The entries, oldest first.
    package let entries: [Entry]

    /// Reads every item of `outbox` with its history.
    /// - Throws: `ActivetaskError(.outboxUnavailable)`.
    package init(outbox: Outbox) throws(ActivetaskError) {
        var entries: [Entry] = []
        for item in try outbox.items() {
            entries.append(Entry(item: item, history: try outbox.events(of: item)))
        }
        self.entries = entries
    }

    /// How many items are in `state`.
    package func count(_ state: DeliveryState) -> Int {
        entries.count { $0.item.state == state }
    }

    /// `{"items": [{"item": {…}, "history": [...]}], "pending": n, "sent": n, "failed": n}`,
    /// dates in ISO 8601.
    package func json() -> Data {
        struct Document: Encodable {
            let items: [Entry]
            let pending: Int
            let sent: Int
            let failed: Int
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let document = Document(items: entries, pending: count(.pending), sent: count(.sent), failed: count(.failed))
        return (try? encoder.encode(document)) ?? Data()
    }

    /// One paragraph per item, then the totals; a server's words in an error are shown with
    /// their control characters as symbols (`VisibleText`).
    package func text() -> String {
        let time = ISO8601DateFormatter()
        var lines: [String] = []
        for entry in entries {
            let item = entry.item
            let part = item.part.isEmpty ? "" : ", part \(item.part)"
            let subject = item.part == AdherenceSnapshot.part ? "adherence report \(item.runUUID)" : "\(item.task) run \(item.runUUID)\(part)"
            lines.append("#\(item.id ?? 0) \(item.state.rawValue) to \(item.destination) (\(item.kind.rawValue)): \(subject)")
            lines.append("    result \(item.source), payload \(item.payload), \(item.byteCount) bytes, MD5 \(item.md5)")
            var progress = "    stage \(item.stage.rawValue), \(item.attempts) attempt\(item.attempts == 1 ? "" : "s")"
            switch item.state {
            case .sent: progress += ", sent \(item.sentAt.map(time.string) ?? "")"
            case .pending: progress += ", next attempt \(time.string(from: item.nextAttempt))"
            case .failed: progress += ", failed for good: enqueue it again to retry"
            }
            lines.append(progress)
            if let error = item.lastError {
                lines.append("    last error: \(VisibleText.escaped(error, keepingLines: false))")
            }
        }
        lines.append("\(count(.pending)) pending, \(count(.sent)) sent, \(count(.failed)) failed")
        return lines.joined(separator: "\n") + "\n"
    }
}
