/// REDCap's rules for the names of fields, instruments and events, and how an identifier becomes
/// one (docs/EXPORT.md, "REDCap"): lowercase letters, digits and underscores, starting with a
/// letter, at most 100 characters.
enum REDCapName {
    /// The longest name REDCap takes.
    static let maximumLength = 100

    /// The name derived from `identifier`: an uppercase letter after a lowercase letter or digit,
    /// or after an uppercase letter and before a lowercase one, gets an underscore before it
    /// (`stepCount` → `step_count`, `swayRMSMajor` → `sway_rms_major`), every character but ASCII
    /// letters and digits becomes an underscore (`walking.outbound` → `walking_outbound`),
    /// underscores in a row become one and none is kept at either end.
    static func derived(from identifier: String) -> String {
        let characters = Array(identifier)
        var name = ""
        for (index, character) in characters.enumerated() {
            if character.isASCII, character.isUppercase, index > 0 {
                let before = characters[index - 1]
                let lowercaseNext = index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isLowercase
                if before.isASCII && (before.isLowercase || before.isNumber || before.isUppercase && lowercaseNext) {
                    name.append("_")
                }
            }
            name.append(character.isASCII && (character.isLetter || character.isNumber) ? Character(character.lowercased()) : "_")
        }
        var collapsed = ""
        for character in name where !(character == "_" && (collapsed.isEmpty || collapsed.last == "_")) {
            collapsed.append(character)
        }
        while collapsed.last == "_" { collapsed.removeLast() }
        return collapsed
    }

    /// Why `name` breaks REDCap's rules, or `nil` when it keeps them.
    static func violation(of name: String) -> String? {
        guard let first = name.first else { return "is empty" }
        guard first.isASCII, first.isLowercase else { return "\"\(name)\" does not start with a lowercase letter" }
        if let bad = name.first(where: { !($0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_")) }) {
            return "\"\(name)\" holds \"\(bad)\"; REDCap names have lowercase letters, digits and underscores only"
        }
        if name.contains("___") {
            return "\"\(name)\" holds three underscores in a row, which REDCap keeps for checkbox columns (field___code)"
        }
        if name.count > maximumLength {
            return "\"\(name)\" has \(name.count) characters; REDCap takes at most \(maximumLength)"
        }
        return nil
    }

    /// Whether `code` can name a checkbox column (`field___code`): ASCII letters, digits and
    /// underscores.
    static func isCheckboxCode(_ code: String) -> Bool {
        !code.isEmpty && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
