import Crypto
import Foundation

/// Turns identifiers from task JSON and command-line flags into file names that stay inside
/// their folder.
public enum SafeFileName {
    /// The longest name `from(_:)` returns.
    public static let maximumLength = 100

    /// `identifier` as a file name: characters other than ASCII letters, digits, `-`, `_` and `.`
    /// become `_`, leading dots become `_` (so `..` cannot climb out), never empty, at most
    /// `maximumLength` characters. A longer identifier keeps its first 91 characters and ends in
    /// `~` and 8 hex digits of its SHA-256, so that two long identifiers that share a beginning
    /// still name two files (`TaskValidator` rejects identifiers whose names would still collide).
    /// - Parameter identifier: An identifier from task JSON or a flag.
    public static func from(_ identifier: String) -> String {
        let scalars = identifier.unicodeScalars
        let long = scalars.count > maximumLength
        let kept = long ? maximumLength - 9 : maximumLength
        var name = String(scalars.prefix(kept).map { scalar -> Character in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                             || "-_.".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
        if long { name += "~" + String(SHA256.hash(data: Data(identifier.utf8)).hex.prefix(8)) }
        let dots = name.prefix { $0 == "." }.count
        return name.isEmpty ? "_" : String(repeating: "_", count: dots) + name.dropFirst(dots)
    }
}
