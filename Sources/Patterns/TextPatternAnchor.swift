/// A place in the text a `TextPattern` asserts without consuming a character.
enum TextPatternAnchor: Sendable, Equatable {
    /// `^` and `\A`: the start of the text.
    case start
    /// `\z`: the end of the text.
    case end
    /// `$` and `\Z`: the end, or just before a newline that ends the text.
    case endOrFinalNewline
    /// `\b`: between a word character and another character, the start or the end.
    case wordBoundary
    /// `\B`: anywhere `\b` does not hold.
    case notWordBoundary

    /// Whether the anchor holds before `characters[position]`.
    func holds(in characters: [Character], at position: Int) -> Bool {
        switch self {
        case .start: return position == 0
        case .end: return position == characters.count
        case .endOrFinalNewline:
            return position == characters.count || (position == characters.count - 1 && characters[position].isNewline)
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && TextPatternSet.isWord(characters[position - 1])
            let after = position < characters.count && TextPatternSet.isWord(characters[position])
            return (before != after) == (self == .wordBoundary)
        }
    }
}
