import Foundation

/// A fresh directory under the system's temporary folder, removed when the value is released.
///
/// Swift may release a value right after its last use, not at the end of its scope: where only
/// `url` is handed on (a child process's log folder), keep the value with
/// `defer { withExtendedLifetime(directory) {} }`.
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
