import ActiveTasks

/// A key read from the terminal in raw mode.
enum TerminalKey: Equatable {
    /// A printable character.
    case character(Character)
    /// Enter (carriage return or line feed).
    case enter
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Escape, or Ctrl-C (raw mode delivers it as a key).
    case cancel
    /// Any other key (arrows, function keys), ignored.
    case other
    /// The terminal closed (its window or session went away): no more keys will come.
    case hangup

    /// The keys in `bytes` as read from the terminal; escape sequences count as one `.other`.
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
                index += 1
                keys.append(.other)
            case 32...126: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: keys.append(.other)
            }
        }
        return keys
    }
}
