/// A score computed at the end of a run from its answers (`ScoreDefinition`), stored in
/// `taskResult.json` under `scores` and exported beside the answers.
public struct ScoreResult: Sendable, Equatable, Codable {
    /// The score's identifier (`phq9_total`).
    public var identifier: String
    /// The score; absent when too few of its items were answered.
    public var value: Double?
    /// The band the value falls in (`moderate`); absent without a value or a band for it.
    public var band: String?
    /// How many of its items were answered.
    public var answered: Int
    /// How many items it has.
    public var items: Int
    /// Why there is no value, or that a sum was prorated; absent when every item counted.
    public var note: String?

    /// Creates a score result.
    public init(identifier: String, value: Double?, band: String? = nil, answered: Int, items: Int, note: String? = nil) {
        self.identifier = identifier
        self.value = value
        self.band = band
        self.answered = answered
        self.items = items
        self.note = note
    }
}
