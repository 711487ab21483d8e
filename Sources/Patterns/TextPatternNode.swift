/// A parsed `TextPattern`, before it is compiled.
indirect enum TextPatternNode: Sendable, Equatable {
    /// Matches the empty text.
    case empty
    /// One character of a set.
    case set(TextPatternSet)
    /// An anchor.
    case anchor(TextPatternAnchor)
    /// The parts one after the other.
    case sequence([TextPatternNode])
    /// One of the alternatives.
    case alternation([TextPatternNode])
    /// The node repeated at least `minimum` and at most `maximum` times (`nil`: no limit).
    case repetition(TextPatternNode, minimum: Int, maximum: Int?)
}
