/// Reads a pattern into a `TextPatternNode`, refusing what `TextPattern` cannot check in linear
/// time and what is malformed, each with a sentence naming it and its place.
struct TextPatternParser {
    /// The most a `{n,m}` count may be.
    static let maximumCount = 1_000

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    /// A parser of `characters`.
    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The whole pattern.
    /// - Throws: `TextPattern.Refusal` naming what cannot be read.
    mutating func parse() throws(TextPattern.Refusal) -> TextPatternNode {
        let node = try alternation()
        if position < characters.count { throw refusal("an unmatched \")\"") }
        return node
    }

    private func refusal(_ what: String) -> TextPattern.Refusal {
        TextPattern.Refusal(reason: "\(what) at character \(position + 1)")
    }

    /// The refusal of `what`, a construct that needs backtracking (`backtracks`) or that the
    /// matcher does not read.
    private func unsupported(_ what: String, backtracks: Bool = true) -> TextPattern.Refusal {
        let why = backtracks ? "which needs backtracking; answers are matched in linear time" : "which the linear-time matcher does not read (docs/TASK-JSON.md lists what it does)"
        return TextPattern.Refusal(reason: "uses \(what) at character \(position + 1), \(why), so rewrite the pattern without it")
    }

    private func peek(_ offset: Int = 0) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    private mutating func alternation() throws(TextPattern.Refusal) -> TextPatternNode {
        var alternatives = [try sequence()]
        while peek() == "|" {
            position += 1
            alternatives.append(try sequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func sequence() throws(TextPattern.Refusal) -> TextPatternNode {
        var parts: [TextPatternNode] = []
        while let character = peek(), character != "|", character != ")" {
            let atom = try self.atom()
            parts.append(try quantified(atom))
        }
        return parts.isEmpty ? .empty : parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func atom() throws(TextPattern.Refusal) -> TextPatternNode {
        let character = characters[position]
        switch character {
        case "(": return try group()
        case "[":
            position += 1
            return .set(try characterClass())
        case ".":
            position += 1
            return .set(TextPatternSet(items: [.notNewline]))
        case "^":
            position += 1
            return .anchor(.start)
        case "$":
            position += 1
            return .anchor(.endOrFinalNewline)
        case "\\": return try escape()
        case "*", "+", "?": throw refusal("\"\(character)\" repeats nothing")
        default:
            position += 1
            return .set(TextPatternSet(items: [.character(character)]))
        }
    }

    private mutating func group() throws(TextPattern.Refusal) -> TextPatternNode {
        guard depth < TextPattern.maximumNesting else {
            throw refusal("groups nested deeper than \(TextPattern.maximumNesting) levels")
        }
        if peek(1) == "?" {
            switch (peek(2) ?? "\0", peek(3) ?? "\0") {
            case (":", _): position += 3
            case ("<", "="), ("<", "!"): throw unsupported("a look-behind")
            case ("<", _), ("P", "<"):
                position += peek(2) == "P" ? 4 : 3
                while let character = peek(), character != ">" { position += 1 }
                guard peek() == ">" else { throw refusal("a group name without its \">\"") }
                position += 1
            case ("=", _), ("!", _): throw unsupported("a look-ahead")
            case (">", _): throw unsupported("an atomic group")
            default: throw unsupported("a group option", backtracks: false)
            }
        } else {
            position += 1
        }
        depth += 1
        defer { depth -= 1 }
        let inner = try alternation()
        guard peek() == ")" else { throw refusal("a \"(\" that is never closed") }
        position += 1
        return inner
    }

    private mutating func quantified(_ atom: TextPatternNode) throws(TextPattern.Refusal) -> TextPatternNode {
        var node = atom
        var repeated = false
        while let character = peek() {
            let bounds: (Int, Int?)
            switch character {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let counted = try counts() else { return node }
                bounds = counted
            default: return node
            }
            if case .anchor = atom { throw refusal("a repeated anchor") }
            if repeated { throw refusal("\"\(character)\" repeats a repetition; put it in a group") }
            repeated = true
            position += character == "{" ? 0 : 1
            if peek() == "?" {
                position += 1
            } else if peek() == "+" {
                throw unsupported("a possessive quantifier")
            }
            node = .repetition(node, minimum: bounds.0, maximum: bounds.1)
        }
        return node
    }

    /// The counts of a `{n}`, `{n,}`, `{,m}` or `{n,m}` at `position`, moving past it; `nil`
    /// (and no move) when the brace is not a quantifier and stands for itself.
    private mutating func counts() throws(TextPattern.Refusal) -> (Int, Int?)? {
        var end = position + 1
        var text = ""
        while end < characters.count, characters[end] != "}" {
            text.append(characters[end])
            end += 1
        }
        guard end < characters.count, !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let low = parts[0].isEmpty ? 0 : Int(parts[0])
        let high = parts.count == 1 ? low : parts[1].isEmpty ? nil : Int(parts[1])
        guard let low, parts.count == 2 || high != nil else { return nil }
        if low > Self.maximumCount || (high ?? 0) > Self.maximumCount {
            throw refusal("a count above \(Self.maximumCount)")
        }
        if let high, high < low { throw refusal("{\(text)} counts down") }
        position = end + 1
        return (low, high)
    }

    /// The anchors written as escapes (`\A`, `\z`, `\Z`, `\b`, `\B`).
    private static let escapedAnchors: [Character: TextPatternAnchor] = [
        "A": .start, "z": .end, "Z": .endOrFinalNewline, "b": .wordBoundary, "B": .notWordBoundary,
    ]

    private mutating func escape() throws(TextPattern.Refusal) -> TextPatternNode {
        guard let character = peek(1) else { throw refusal("a \"\\\" that ends the pattern") }
        if let anchor = Self.escapedAnchors[character] {
            position += 2
            return .anchor(anchor)
        }
        return .set(TextPatternSet(items: [try escapedItem()]))
    }

    /// The class item of the escape at `position` (`\d`, `\.`, `\u00E9`), moving past it.
    private mutating func escapedItem() throws(TextPattern.Refusal) -> TextPatternSet.Item {
        guard let character = peek(1) else { throw refusal("a \"\\\" that ends the pattern") }
        position += 2
        switch character {
        case "d": return .digit
        case "D": return .not(.digit)
        case "w": return .word
        case "W": return .not(.word)
        case "s": return .space
        case "S": return .not(.space)
        case "t": return .character("\t")
        case "n": return .character("\n")
        case "r": return .character("\r")
        case "f": return .character("\u{0C}")
        case "v": return .character("\u{0B}")
        case "u": return .character(Character(try hexScalar(digits: 4)))
        case "x":
            if peek() == "{" {
                position += 1
                let scalar = try hexScalar(digits: nil)
                guard peek() == "}" else { throw refusal("a \"\\x{\" without its \"}\"") }
                position += 1
                return .character(Character(scalar))
            }
            return .character(Character(try hexScalar(digits: 2)))
        default:
            guard !(character.isLetter || character.isNumber) else {
                position -= 2
                throw character.isNumber ? unsupported("a back-reference \"\\\(character)\"") : unsupported("\"\\\(character)\"", backtracks: false)
            }
            return .character(character)
        }
    }

    /// The scalar of `digits` hexadecimal digits at `position` (any number when `nil`).
    private mutating func hexScalar(digits: Int?) throws(TextPattern.Refusal) -> Unicode.Scalar {
        var value: UInt32 = 0
        var count = 0
        while count < (digits ?? 8), let character = peek(), let digit = character.hexDigitValue {
            value = value * 16 + UInt32(digit)
            count += 1
            position += 1
        }
        guard count > 0, digits == nil || count == digits, let scalar = Unicode.Scalar(value) else {
            throw refusal("a character code that is not hexadecimal or not a character")
        }
        return scalar
    }

    /// The class whose `[` is just before `position`, moving past its `]`.
    private mutating func characterClass() throws(TextPattern.Refusal) -> TextPatternSet {
        var set = TextPatternSet(items: [])
        if peek() == "^" {
            set.negated = true
            position += 1
        }
        var first = true
        while let character = peek(), character != "]" || first {
            first = false
            if character == "[" { throw unsupported("a nested class or class operation", backtracks: false) }
            let low: Character
            if character == "\\" {
                let item = try escapedItem()
                guard case .character(let literal) = item else {
                    set.items.append(item)
                    continue
                }
                low = literal
            } else {
                low = character
                position += 1
            }
            if peek() == "-", let next = peek(1), next != "]" {
                position += 1
                let high: Character
                if next == "\\" {
                    guard case .character(let literal) = try escapedItem() else { throw refusal("a range that ends in a class") }
                    high = literal
                } else {
                    high = next
                    position += 1
                }
                guard let from = low.unicodeScalars.first, let to = high.unicodeScalars.first,
                      low.unicodeScalars.count == 1, high.unicodeScalars.count == 1, from.value <= to.value else {
                    throw refusal("the range \(low)-\(high) runs backwards or between composed characters")
                }
                set.items.append(.range(from, to))
            } else {
                set.items.append(.character(low))
            }
        }
        guard peek() == "]" else { throw refusal("a \"[\" that is never closed") }
        position += 1
        return set
    }
}
