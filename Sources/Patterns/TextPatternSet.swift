/// The characters one step of a `TextPattern` consumes: a literal, `.`, or a class.
struct TextPatternSet: Sendable, Equatable {
    /// One member of a class.
    enum Item: Sendable, Equatable {
        /// A character (compared as Swift compares characters, canonically).
        case character(Character)
        /// The single-scalar characters from the first scalar to the second (`a-z`).
        case range(Unicode.Scalar, Unicode.Scalar)
        /// `\d`: a decimal digit, in any script.
        case digit
        /// `\w`: a letter, a digit, a mark or `_`.
        case word
        /// `\s`: white space, line breaks included.
        case space
        /// Any character but a line break (`.`).
        case notNewline
        /// The item negated (`\D`, `\W`, `\S`).
        indirect case not(Item)

        /// Whether `character` is one of this item's.
        func contains(_ character: Character) -> Bool {
            switch self {
            case .character(let literal): return character == literal
            case .range(let low, let high):
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
                return low.value <= scalar.value && scalar.value <= high.value
            case .digit:
                return character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
            case .word: return TextPatternSet.isWord(character)
            case .space: return character.isWhitespace
            case .notNewline: return !character.isNewline
            case .not(let item): return !item.contains(character)
            }
        }
    }

    /// The class's members.
    var items: [Item]
    /// Whether the class is negated (`[^…]`).
    var negated = false

    /// Whether `character` is in the set.
    func contains(_ character: Character) -> Bool {
        items.contains { $0.contains(character) } != negated
    }

    /// Whether `character` is a word character (`\w`): a letter, a digit, a mark or `_`.
    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark }
    }
}
