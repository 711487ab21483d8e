import Foundation

/// Looks at `condition` every 50 ms until it holds or `timeout` seconds have passed, sleeping the
/// task in between so that a waiting test leaves the test runner's few threads to the others.
/// - Returns: Whether the condition held before the deadline.
@discardableResult
package func waitUntil(timeout: Double, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try await condition() { return true }
        guard Date() < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(50))
    }
}
