import Foundation

/// The SHA-256 of `url` in lowercase hex as coreutils' `sha256sum` computes it: a digest made
/// independently of the recorder's own.
/// - Throws: `TestSupportError` when `sha256sum` fails or is missing.
package func sha256sum(_ url: URL) async throws -> String {
    let logs = try TemporaryDirectory(prefix: "sha256sum")
    defer { withExtendedLifetime(logs) {} }
    let child = try ChildProcess(executable: try which("sha256sum"), arguments: [url.path], logDirectory: logs.url, name: "sha256sum")
    guard await child.exitStatus(timeout: 30) == 0, let digest = child.stdout.split(separator: " ").first, digest.count == 64 else {
        throw TestSupportError("sha256sum \(url.path) failed: \(child.stderr)")
    }
    return String(digest)
}
