/// Reads REDCap branching logic (`[q] = '1' and ([age] >= 18 or [consent(2)] = '1')`) into a
/// `REDCapLogic`: field references (`[field]`, a checkbox option `[field(code)]`), numbers,
/// single- or double-quoted strings, `=`, `<>`, `!=`, `>`, `<`, `>=`, `<=`, `and`, `or` (any
/// case) and parentheses. Functions, smart variables, event prefixes and arithmetic are refused
/// with a message naming what was found and where.
package struct REDCapLogicParser {
    /// Why a logic text could not be read: a sentence naming the place and what was found.
    package struct Failure: Error, Sendable, Equatable {
        /// The sentence.
        package var message: String
    }

    private enum Token: Equatable {
        case field(String, String?)
        case literal(String)
        case comparator(String)
        case and, or, open, close
    }

    /// The deepest parentheses may nest: deeper logic is refused, not parsed by recursion that
    /// would overflow the stack, and is well past any a form needs.
    package static let maximumDepth = 64

    private let tokens: [(token: Token, offset: Int)]
    private var position = 0
    /// The parentheses open at `position`.
    private var depth = 0

    /// Parses `text`.
    /// - Parameter text: The Branching Logic column of one field.
    /// - Returns: The logic tree.
    /// - Throws: `Failure` naming the character offset and what could not be read.
    package static func parse(_ text: String) throws(Failure) -> REDCapLogic {
        var parser = REDCapLogicParser(tokens: try tokenize(Array(text)))
        let logic = try parser.disjunction()
        if parser.position < parser.tokens.count {
            throw Failure(message: "unexpected \(parser.describe(parser.tokens[parser.position].token)) at character \(parser.tokens[parser.position].offset + 1)")
        }
        return logic
    }

    private init(tokens: [(token: Token, offset: Int)]) {
        self.tokens = tokens
    }

    private mutating func disjunction() throws(Failure) -> REDCapLogic {
        var parts = [try conjunction()]
        while take(.or) { parts.append(try conjunction()) }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func conjunction() throws(Failure) -> REDCapLogic {
        var parts = [try primary()]
        while take(.and) { parts.append(try primary()) }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func primary() throws(Failure) -> REDCapLogic {
        if take(.open) {
            guard depth < Self.maximumDepth else {
                throw Failure(message: "parentheses nest deeper than \(Self.maximumDepth) levels at character \(tokens[position - 1].offset + 1); write the logic with fewer levels")
            }
            depth += 1
            defer { depth -= 1 }
            let inner = try disjunction()
            guard take(.close) else { throw Failure(message: "a \"(\" is never closed; add the \")\"") }
            return inner
        }
        let left = try operand()
        guard position < tokens.count, case .comparator(let comparator) = tokens[position].token else {
            throw Failure(message: "\(describe(left)) is not compared with anything; write it as [field] = 'value'")
        }
        position += 1
        let right = try operand()
        switch (left, right) {
        case (.field(let field, let code), .literal(let value)):
            return .comparison(REDCapComparison(field: field, checkboxCode: code, comparator: comparator, value: value))
        case (.literal(let value), .field(let field, let code)):
            return .comparison(REDCapComparison(field: field, checkboxCode: code, comparator: Self.mirrored(comparator), value: value))
        default:
            throw Failure(message: "\(describe(left)) \(comparator) \(describe(right)) compares two \(Self.kind(left))s; only a field with a value can be mapped")
        }
    }

    private mutating func operand() throws(Failure) -> Token {
        guard position < tokens.count else { throw Failure(message: "the logic ends where a field or value was expected") }
        let (token, offset) = tokens[position]
        switch token {
        case .field, .literal:
            position += 1
            return token
        default:
            throw Failure(message: "expected a field or value at character \(offset + 1), found \(describe(token))")
        }
    }

    private mutating func take(_ token: Token) -> Bool {
        guard position < tokens.count, tokens[position].token == token else { return false }
        position += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .field(let name, let code): "[\(name)\(code.map { "(\($0))" } ?? "")]"
        case .literal(let value): "'\(value)'"
        case .comparator(let text): "\"\(text)\""
        case .and: "\"and\""
        case .or: "\"or\""
        case .open: "\"(\""
        case .close: "\")\""
        }
    }

    private static func kind(_ token: Token) -> String {
        if case .field = token { return "field" }
        return "value"
    }

    /// The comparator that holds with its sides swapped (`'5' < [q]` is `[q] > '5'`).
    private static func mirrored(_ comparator: String) -> String {
        switch comparator {
        case ">": "<"
        case "<": ">"
        case ">=": "<="
        case "<=": ">="
        default: comparator
        }
    }

    private static func tokenize(_ characters: [Character]) throws(Failure) -> [(token: Token, offset: Int)] {
        var tokens: [(token: Token, offset: Int)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace {
                index += 1
                continue
            }
            switch character {
            case "(", ")":
                tokens.append((character == "(" ? .open : .close, start))
                index += 1
            case "[":
                guard let close = characters[index...].firstIndex(of: "]") else {
                    throw Failure(message: "the \"[\" at character \(start + 1) is never closed; add the \"]\"")
                }
                let inside = String(characters[(index + 1)..<close])
                index = close + 1
                if index < characters.count, characters[index] == "[" {
                    throw Failure(message: "[\(inside)][…] at character \(start + 1) names an event; activetask tasks have no events, remove the event prefix")
                }
                tokens.append((try field(inside, at: start), start))
            case "'", "\"":
                guard let close = characters[(index + 1)...].firstIndex(of: character) else {
                    throw Failure(message: "the quote at character \(start + 1) is never closed")
                }
                tokens.append((.literal(String(characters[(index + 1)..<close])), start))
                index = close + 1
            case "=", "<", ">", "!":
                var text = String(character)
                if index + 1 < characters.count, ["=", ">"].contains(characters[index + 1]), character != "=" {
                    text.append(characters[index + 1])
                }
                index += text.count
                guard ["=", "<>", "!=", ">", "<", ">=", "<="].contains(text) else {
                    throw Failure(message: "\"\(text)\" at character \(start + 1) is no comparison; use =, <>, >, <, >= or <=")
                }
                tokens.append((.comparator(text == "!=" ? "<>" : text), start))
            default:
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber
                        || characters[index] == "." || characters[index] == "_" || characters[index] == "-" {
                    word.append(characters[index])
                    index += 1
                }
                guard !word.isEmpty else {
                    throw Failure(message: "\"\(character)\" at character \(start + 1) cannot be mapped (arithmetic and functions are not supported)")
                }
                if index < characters.count, characters[index] == "(" {
                    throw Failure(message: "the function \(word)() at character \(start + 1) cannot be mapped; only comparisons joined by and/or can")
                }
                switch word.lowercased() {
                case "and": tokens.append((.and, start))
                case "or": tokens.append((.or, start))
                default:
                    guard Double(word) != nil else {
                        throw Failure(message: "\"\(word)\" at character \(start + 1) is neither a number nor and/or; quote text values")
                    }
                    tokens.append((.literal(word), start))
                }
            }
        }
        return tokens
    }

    private static func field(_ inside: String, at offset: Int) throws(Failure) -> Token {
        guard let open = inside.firstIndex(of: "(") else {
            guard isFieldName(inside) else {
                throw Failure(message: "[\(inside)] at character \(offset + 1) is a smart variable or no field name; only fields can be mapped")
            }
            return .field(inside, nil)
        }
        guard inside.hasSuffix(")") else {
            throw Failure(message: "[\(inside)] at character \(offset + 1): a checkbox option is written [field(code)]")
        }
        let code = String(inside[inside.index(after: open)..<inside.index(before: inside.endIndex)])
        let name = String(inside[..<open])
        guard isFieldName(name) else {
            throw Failure(message: "[\(inside)] at character \(offset + 1) is a smart variable or no field name; only fields can be mapped")
        }
        return .field(name, code)
    }

    /// REDCap's variable names: letters, digits and underscores.
    private static func isFieldName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
