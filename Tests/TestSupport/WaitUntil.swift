import Foundation

/// Polls `condition` every 50 ms for up to `timeout` seconds.
package func waitUntil(timeout: Double, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline { usleep(50_000) }
}
