/// Turns identifiers from task JSON and command-line flags into file names that stay inside
/// their folder.
public enum SafeFileName {
    /// `identifier` as a file name: characters other than ASCII letters, digits, `-`, `_` and `.`
    /// become `_`, leading dots become `_` (so `..` cannot climb out), at most 100 characters,
    /// never empty.
    /// - Parameter identifier: An identifier from task JSON or a flag.
    public static func from(_ identifier: String) -> String {
        let name = String(identifier.unicodeScalars.prefix(100).map { scalar -> Character in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                             || "-_.".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
        let dots = name.prefix { $0 == "." }.count
        return name.isEmpty ? "_" : String(repeating: "_", count: dots) + name.dropFirst(dots)
    }
}
