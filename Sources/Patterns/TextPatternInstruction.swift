/// One instruction of a compiled `TextPattern`.
enum TextPatternInstruction: Sendable {
    /// Consumes one character the set matches.
    case consume(TextPatternSet)
    /// Goes on at both targets.
    case split(Int, Int)
    /// Goes on at the target.
    case jump(Int)
    /// Goes on when the anchor holds.
    case assert(TextPatternAnchor)
    /// The whole text matched when reached at its end.
    case match

    /// Whether this consumes `character`.
    func consumes(_ character: Character) -> Bool {
        if case .consume(let set) = self { return set.contains(character) }
        return false
    }
}
