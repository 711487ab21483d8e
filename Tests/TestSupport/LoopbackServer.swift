import Foundation

/// Starts a test server that prints `listening` once it serves, on `portCount` free loopback
/// ports; ports another process took between their choice and the server's bind ("Address
/// already in use") are chosen again, three tries in all.
/// - Parameters:
///   - portCount: How many ports the server takes.
///   - logs: The folder of its output files.
///   - name: The output files' name (`NAME.stdout`); later tries add `-2`, `-3`.
///   - arguments: The command line for the chosen ports: the executable's path, then its arguments.
/// - Returns: The ports, in order, and the running server.
/// - Throws: `TestSupportError` with the server's standard error when it does not start.
package func startLoopbackServer(portCount: Int, logs: URL, name: String,
                                 _ arguments: ([Int]) throws -> [String]) async throws -> (ports: [Int], process: ChildProcess) {
    for attempt in 1...3 {
        let ports = try (0..<portCount).map { _ in try LoopbackPort.free() }
        let command = try arguments(ports)
        let process = try ChildProcess(executable: command[0], arguments: Array(command.dropFirst()), logDirectory: logs,
                                       name: attempt == 1 ? name : "\(name)-\(attempt)")
        await waitUntil(timeout: 10) { process.stdout.contains("listening") || !process.isRunning }
        if process.stdout.contains("listening") { return (ports, process) }
        process.send(SIGKILL)
        guard attempt < 3, process.stderr.contains("Address already in use") else {
            throw TestSupportError("\(name) did not start on ports \(ports.map(String.init).joined(separator: ", ")): \(process.stderr)")
        }
    }
    throw TestSupportError("\(name) found no free ports in three tries")
}
