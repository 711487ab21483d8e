/// Unit names made from participant and session identifiers, escaped as systemd escapes strings
/// for unit names (systemd.unit(5), "String Escaping for Inclusion in Unit Names"; the
/// `systemd-escape` tool).
///
/// ASCII letters and digits, `:`, `_` and `.` stay (a leading `.` is escaped); every other byte
/// of the UTF-8 text becomes `\xNN`. Unlike `systemd-escape`, `/` is escaped too (as `\x2f`, not
/// `-`), so the `-` between the participant and the session in
/// `activetask-schedule-PARTICIPANT-SESSION.timer` always separates them.
package enum UnitName {
    /// What every schedule unit's name starts with.
    package static let prefix = "activetask-schedule-"
    /// The longest unit name systemd takes (its `UNIT_NAME_MAX` is 256 bytes with the final NUL).
    package static let maximumLength = 255

    /// `text` escaped for a unit name.
    /// - Parameter text: Any text.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for (index, byte) in text.utf8.enumerated() {
            let character = Character(Unicode.Scalar(byte))
            let kept = byte < 0x80 && (character.isLetter || character.isNumber || character == ":" || character == "_"
                                       || (character == "." && index > 0))
            escaped += kept ? String(character) : "\\x" + String(byte, radix: 16).leftPadded(to: 2)
        }
        return escaped
    }

    /// The name shared by a participant's session's timer and service, without the suffix:
    /// `activetask-schedule-P001-morning`.
    /// - Parameters:
    ///   - participant: The participant's identifier.
    ///   - session: The session's identifier.
    package static func stem(participant: String, session: String) -> String {
        participantPrefix(participant) + escape(session)
    }

    /// What the names of every unit of a participant start with: `activetask-schedule-P001-`.
    /// - Parameter participant: The participant's identifier.
    package static func participantPrefix(_ participant: String) -> String {
        prefix + escape(participant) + "-"
    }
}

extension String {
    /// The text with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
