import ActiveTasks

/// What a hole-peg step asks for: ResearchKit's place step (`ORKHolePegTestPlaceStep`, the peg
/// into the hole) or remove step (`ORKHolePegTestRemoveStep`, the peg out of the hole and behind
/// the line).
public enum HolePegAction: String, Codable, Sendable, Equatable, CaseIterable {
    /// Put the peg in the hole.
    case place
    /// Put the peg behind the line.
    case remove
}
