import ActiveTasks

/// Which way an arrow points, and which button answers it.
public enum FlankerDirection: String, Codable, Sendable, CaseIterable {
    /// Pointing left: `<`.
    case left
    /// Pointing right: `>`.
    case right

    /// The other direction.
    public var opposite: FlankerDirection { self == .left ? .right : .left }

    /// The arrow drawn for the direction in a row of text (`<` or `>`).
    public var arrow: Character { self == .left ? "<" : ">" }
}
