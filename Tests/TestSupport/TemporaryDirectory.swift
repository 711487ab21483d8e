import Foundation

/// A fresh directory under the system's temporary folder, removed when the value is released.
package final class TemporaryDirectory: Sendable {
    package let url: URL

    /// Creates a new, empty directory whose name starts with `prefix`.
    package init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
