import Foundation

/// One line of an item's history: a stage confirmed, a failure, a wait, a new session.
package struct OutboxEvent: Sendable, Codable, Equatable, JournalStorable {
    /// The journal's table.
    static let tableName = "event"

    /// The journal's number for the event.
    package var id: Int64?
    /// The item it belongs to.
    package var item: Int64
    /// When it happened.
    package var at: Date
    /// What happened, in a sentence.
    package var text: String

    /// Creates an event.
    /// - Parameters:
    ///   - item: The item's id.
    ///   - at: When it happened.
    ///   - text: What happened.
    package init(item: Int64, at: Date, text: String) {
        self.item = item
        self.at = at
        self.text = text
    }
}
