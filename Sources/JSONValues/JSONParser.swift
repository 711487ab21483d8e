import RecordingFormat

/// Parses JSON text into a `JSONValue`, reporting the line and column of the first syntax error.
///
/// It works on the UTF-8 bytes in place: strings without escapes become a `String` in one step,
/// and numbers are read digit by digit and converted by `DecimalNumber` (exactly, without the C
/// library, for up to 19 significant digits; longer numbers through `strtod`). Line and column
/// are counted only when an error is thrown. Inside the module the same grammar also reads
/// models straight from the bytes without building `JSONValue`s (`JSONParser+Reading.swift`).
public struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The position of the next byte to read.
    private var index = 0
    /// How many objects and arrays enclose the position.
    private var depth = 0
    /// Members of the objects being parsed, innermost last; each object takes its own off the top.
    private var memberStack: [JSONMember] = []
    /// Elements of the arrays being parsed, innermost last; each array takes its own off the top.
    private var elementStack: [JSONValue] = []

    /// Parses `text` as one JSON value.
    /// - Parameter text: The JSON text.
    /// - Returns: The parsed value.
    /// - Throws: `JSONSyntaxError` naming the line and column where the text stops being JSON.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { parse(buffer: $0) }.get()
    }

    /// Parses UTF-8 `bytes` as one JSON value.
    /// - Parameter bytes: The JSON text as UTF-8.
    /// - Returns: The parsed value.
    /// - Throws: `JSONSyntaxError` naming the line and column where the text stops being JSON.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { parse(buffer: $0) }.get()
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(bytes: buffer)
        return Result { () throws(JSONSyntaxError) -> JSONValue in
            parser.skipWhitespace()
            let value = try parser.parseValue()
            try parser.expectEnd()
            return value
        }
    }

    /// Creates a parser positioned at the start of `bytes`, which must outlive it, past a UTF-8
    /// byte order mark (a file saved by Notepad begins with one).
    /// - Parameter bytes: The JSON text as UTF-8.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Checks that only whitespace follows the position.
    /// - Throws: `JSONSyntaxError` at the first other byte.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
    }

    /// The byte at the position, after whitespace; `nil` at the end.
    package mutating func nextByte() -> UInt8? {
        skipWhitespace()
        return peek
    }

    /// The position of the next byte to read, for `move(to:)`.
    package var position: Int { index }

    /// Moves back to a position read earlier, to read the same text again.
    /// - Parameter position: A value of `position`.
    package mutating func move(to position: Int) {
        index = position
    }

    /// Reads the value at the position.
    /// - Throws: `JSONSyntaxError` where the text stops being JSON.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file; the JSON is truncated") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let start = memberStack.count
            try forEachMember(syntaxError: { $0 }) { (parser, key) throws(JSONSyntaxError) in
                parser.memberStack.append(JSONMember(key: key.text, value: try parser.parseValue()))
            }
            let members = Array(memberStack[start...])
            memberStack.removeSubrange(start...)
            return .object(members)
        case UInt8(ascii: "["):
            let start = elementStack.count
            try forEachElement(syntaxError: { $0 }) { (parser, _) throws(JSONSyntaxError) in
                parser.elementStack.append(try parser.parseValue())
            }
            let values = Array(elementStack[start...])
            elementStack.removeSubrange(start...)
            return .array(values)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value (object, array, string, number, true, false or null)")
        }
    }

    /// Walks the object whose `{` is at the position, calling `body` with each key while the
    /// position is at the member's value; `body` must read or skip that value.
    /// - Parameters:
    ///   - syntaxError: Turns a syntax error into the caller's error type.
    ///   - body: Reads one member's value.
    /// - Throws: What `body` throws, or a converted `JSONSyntaxError`.
    mutating func forEachMember<Failure: Error>(syntaxError: (JSONSyntaxError) -> Failure,
                                                _ body: (inout JSONParser, JSONKey) throws(Failure) -> Void) throws(Failure) {
        guard depth < 512 else { throw syntaxError(error("nesting deeper than 512 levels")) }
        depth += 1
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw syntaxError(error("expected a quoted key")) }
            let key: JSONKey
            do { key = try parseKey() } catch { throw syntaxError(error) }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw syntaxError(error("expected ':' after key \"\(JSONValue.excerpt(key.text))\"")) }
            index += 1
            skipWhitespace()
            try body(&self, key)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            case nil: throw syntaxError(error("unexpected end of file inside an object; the JSON is truncated"))
            default: throw syntaxError(error("expected ',' or '}' after the value of \"\(JSONValue.excerpt(key.text))\""))
            }
        }
    }

    /// Walks the array whose `[` is at the position, calling `body` with each element's offset
    /// while the position is at the element; `body` must read or skip it.
    /// - Parameters:
    ///   - syntaxError: Turns a syntax error into the caller's error type.
    ///   - body: Reads one element.
    /// - Throws: What `body` throws, or a converted `JSONSyntaxError`.
    mutating func forEachElement<Failure: Error>(syntaxError: (JSONSyntaxError) -> Failure,
                                                 _ body: (inout JSONParser, Int) throws(Failure) -> Void) throws(Failure) {
        guard depth < 512 else { throw syntaxError(error("nesting deeper than 512 levels")) }
        depth += 1
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return }
        var offset = 0
        while true {
            skipWhitespace()
            try body(&self, offset)
            offset += 1
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            case nil: throw syntaxError(error("unexpected end of file inside an array; the JSON is truncated"))
            default: throw syntaxError(error("expected ',' or ']' after an array element"))
            }
        }
    }

    /// Reads the key whose opening quote is at the position; a key without escapes stays in the input.
    /// - Throws: `JSONSyntaxError` for a bad escape, a control character or a missing closing quote.
    private mutating func parseKey() throws(JSONSyntaxError) -> JSONKey {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return JSONKey(raw: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        return JSONKey(decoded: try parseString())
    }

    /// Reads the string whose opening quote is at the position; a string without escapes is
    /// decoded straight from the input bytes.
    /// - Throws: `JSONSyntaxError` for a bad escape, a control character or a missing closing quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<index]), from: start)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        return try parseEscapedString(from: start)
    }

    /// Finishes a string that holds escapes (or is broken), its text starting at `start`.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text = try validated(utf8, from: start)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: UTF8.encode(try parseUnicodeEscape())!)
                default: index -= 1; throw error("invalid escape sequence in a string")
                }
            case 0..<0x20:
                throw error("control character inside a string; escape it")
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string; the JSON is truncated")
    }

    /// `utf8`, the text of the string starting at `start`, as a `String`; invalid UTF-8 is an error
    /// at the string, never turned into U+FFFD without a word (in an identifier it would match
    /// nothing the author wrote).
    private mutating func validated(_ utf8: some Sequence<UInt8>, from start: Int) throws(JSONSyntaxError) -> String {
        if let text = String(validating: utf8, as: UTF8.self) { return text }
        index = start - 1
        throw error("a string holds bytes that are not UTF-8; save the file as UTF-8")
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u must be followed by four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("\\u must be followed by four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// Reads a number: an integer that fits in `Int` becomes `.int`, anything else `.double`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = peek, isDigit(first) else { throw error("expected a digit") }
        var mantissa = Significand()
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, isDigit(next) { throw error("numbers must not have leading zeros") }
        } else {
            while let byte = peek, isDigit(byte) { mantissa.append(byte); index += 1 }
        }
        var isInteger = true
        var exponent = 0
        if peek == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard let next = peek, isDigit(next) else { throw error("expected a digit after '.'") }
            while let byte = peek, isDigit(byte) {
                mantissa.append(byte)
                exponent -= 1
                index += 1
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            let negativeExponent = peek == UInt8(ascii: "-")
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let next = peek, isDigit(next) else { throw error("expected a digit in the exponent") }
            var written = 0
            while let byte = peek, isDigit(byte) {
                if written < 100_000 { written = written * 10 + Int(byte - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += negativeExponent ? -written : written
        }
        if mantissa.isExact {
            if isInteger, let value = mantissa.integer(negative: negative) { return .int(value) }
            if let value = DecimalNumber.double(significand: mantissa.value, exponent: exponent, negative: negative) {
                return .double(value)
            }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let value = DecimalNumber.double(text: text)
        guard value.isFinite else { throw error("number \(JSONValue.excerpt(String(decoding: text, as: UTF8.self))) is out of range") }
        return .double(value)
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[index..<index + count])
                  .elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw error("expected a value (object, array, string, number, true, false or null)") }
        index += count
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// A syntax error at the position, with its line and column.
    /// - Parameter message: What is wrong there.
    func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// The decimal digits of a number read as one integer, while at most 19 of them are significant.
    private struct Significand {
        /// The digits appended so far, as one integer.
        private(set) var value: UInt64 = 0
        private var significantDigits = 0
        /// Whether every digit appended is held in the integer.
        private(set) var isExact = true

        /// Appends one ASCII digit.
        mutating func append(_ digit: UInt8) {
            guard significantDigits < 19 else { isExact = false; return }
            value = value &* 10 &+ UInt64(digit &- UInt8(ascii: "0"))
            if value != 0 { significantDigits += 1 }
        }

        /// The integer with its sign, when it fits in `Int`.
        func integer(negative: Bool) -> Int? {
            if negative { return value <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- value) : nil }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
    }
}
