import Crypto
import Foundation

extension SHA256.Digest {
    /// The digest as lowercase hex, as task results list it.
    package var hex: String {
        map { String(format: "%02x", $0) }.joined()
    }
}

extension FileResult {
    /// Lowercase hex SHA-256 of `data`, as a file result lists it.
    /// - Parameter data: The file's bytes.
    package static func sha256(of data: Data) -> String {
        SHA256.hash(data: data).hex
    }
}
