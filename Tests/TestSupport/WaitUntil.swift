import Foundation

/// Polls `condition` every 50 ms for up to `timeout` seconds.
package func waitUntil(timeout: Double, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline { usleep(50_000) }
}

/// Polls `condition` every 50 ms for up to `timeout` seconds, sleeping the task in between so
/// that a waiting test leaves the test runner's few threads to the others.
package func waitUntil(timeout: Double, _ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(50)) }
}
