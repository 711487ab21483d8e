import Foundation

/// Words written as a POSIX shell reads them back: a command line a participant's helper can
/// paste.
enum ShellWords {
    /// `words` joined by spaces, each quoted when the shell would otherwise split, expand or
    /// interpret it: in single quotes, a single quote written as `'\''`.
    /// - Parameter words: The command and its arguments.
    static func quoted(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// `word` as the shell reads it back.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
