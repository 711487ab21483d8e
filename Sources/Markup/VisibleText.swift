/// Text from outside the program (a task file, a server's answer) made safe to show on a
/// terminal: a control character would otherwise act (`ESC ]0;…` retitles the window, `ESC [2J`
/// clears it), so each is shown as its symbol instead (U+241B ␛ for ESC, U+2400 + n for the other
/// C0 characters, U+2421 ␡ for DEL, U+FFFD for a C1 character), one column wide like any letter.
package enum VisibleText {
    /// `text` with every control character shown as its symbol; line feeds and tabs kept when
    /// `keepingLines` (a task's text of several lines), shown as symbols otherwise.
    /// - Parameters:
    ///   - text: The text.
    ///   - keepingLines: Whether line feeds and tabs stay as they are.
    package static func escaped(_ text: String, keepingLines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingLines: keepingLines) }) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar, keepingLines: keepingLines) else {
                shown.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: shown.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: shown.append("\u{2421}")
            default: shown.append("\u{FFFD}")
            }
        }
        return String(shown)
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL (line feed and tab not, when
    /// `keepingLines`).
    private static func isControl(_ scalar: Unicode.Scalar, keepingLines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return !keepingLines
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
