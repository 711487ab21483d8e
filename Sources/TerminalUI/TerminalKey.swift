import ActiveTasks

/// A key read from the terminal in raw mode.
package enum TerminalKey: Equatable {
    /// A printable character: ASCII or any Unicode scalar typed as UTF-8 (a combining mark or
    /// an emoji modifier joins the character before it when appended to a `String`).
    case character(Character)
    /// Enter (carriage return or line feed).
    case enter
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Escape, or Ctrl-C (raw mode delivers it as a key).
    case cancel
    /// An arrow key (`ESC [ A` … `ESC [ D`, or `ESC O A` … in application mode): the columns
    /// and rows it moves by, -1, 0 or 1.
    case arrow(columns: Int, rows: Int)
    /// Any other key (function keys, Home, End), ignored.
    case other
    /// The terminal closed (its window or session went away): no more keys will come.
    case hangup

    /// The keys in `bytes` as read from the terminal, UTF-8 decoded; arrow keys as `.arrow`,
    /// other escape sequences and bytes that are not UTF-8 as one `.other`.
    static func parse(_ bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 13, 10: keys.append(.enter)
            case 3: keys.append(.cancel)
            case 127, 8: keys.append(.backspace)
            case 27:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                    keys.append(.cancel)
                    continue
                }
                index += 1
                while index < bytes.count, !(64...126).contains(bytes[index]) { index += 1 }
                let final = index < bytes.count ? bytes[index] : 0
                index += 1
                switch final {
                case UInt8(ascii: "A"): keys.append(.arrow(columns: 0, rows: -1))
                case UInt8(ascii: "B"): keys.append(.arrow(columns: 0, rows: 1))
                case UInt8(ascii: "C"): keys.append(.arrow(columns: 1, rows: 0))
                case UInt8(ascii: "D"): keys.append(.arrow(columns: -1, rows: 0))
                default: keys.append(.other)
                }
            case 32...126: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC2...0xF4:
                let end = index - 1 + utf8Length(of: byte)
                var iterator = bytes[(index - 1)..<min(end, bytes.count)].makeIterator()
                var decoder = UTF8()
                guard end <= bytes.count, case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                    keys.append(.other)
                    continue
                }
                index = end
                keys.append(.character(Character(scalar)))
            default: keys.append(.other)
            }
        }
        return keys
    }

    /// How many of the last bytes of `bytes` begin a UTF-8 sequence that has not all arrived (a
    /// read cut a character in two); 0 when the bytes end on a whole character.
    static func incompleteTail(of bytes: [UInt8]) -> Int {
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                return byte >= 0xC2 && utf8Length(of: byte) > back ? back : 0
            }
        }
        return 0
    }

    /// The length of the UTF-8 sequence `lead` begins.
    private static func utf8Length(of lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
