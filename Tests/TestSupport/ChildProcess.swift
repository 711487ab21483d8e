import Foundation
import Synchronization

/// A process a test started, with its output going to files; only this process is ever signalled.
package final class ChildProcess: @unchecked Sendable {
    // @unchecked: `Process` is not Sendable; a ChildProcess is used by the one test that made it.
    package let process = Process()
    package let stdoutURL: URL
    package let stderrURL: URL

    /// Starts `executable` with `arguments`; output goes to files in `logDirectory`, and standard
    /// input reads `input` (empty when `nil`).
    package init(executable: String, arguments: [String], logDirectory: URL, name: String,
                 environment: [String: String] = [:], workingDirectory: URL? = nil, input: String? = nil) throws {
        stdoutURL = logDirectory.appendingPathComponent("\(name).stdout")
        stderrURL = logDirectory.appendingPathComponent("\(name).stderr")
        guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil),
              FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw TestSupportError("cannot create log files in \(logDirectory.path)")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let output = try FileHandle(forWritingTo: stdoutURL)
        let error = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = output
        process.standardError = error
        if let input {
            let inputURL = logDirectory.appendingPathComponent("\(name).stdin")
            try Data(input.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        // Foundation's Process.run() lists this process's open descriptors to close them in the
        // child; two runs at once (tests run in parallel) have crashed it inside that listing.
        try Self.spawning.withLock { _ in try process.run() }
        // The child has its own copies; keeping ours open leaked two descriptors per process.
        try? output.close()
        try? error.close()
    }

    private static let spawning = Mutex(())

    /// The process id.
    package var pid: Int32 { process.processIdentifier }

    /// Waits for the process to exit, killing it (and only it) after `timeout` seconds.
    /// - Returns: The exit status, or `nil` when the process had to be killed.
    @discardableResult
    package func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// Sends `signal` to the process if it is still running.
    /// Waits like `wait(timeout:)`, sleeping the task between looks so that the test runner's
    /// threads stay free for other tests.
    /// - Returns: The exit status; `nil` when the process was killed for running too long.
    @discardableResult
    package func exitStatus(timeout: Double) async -> Int32? {
        await waitUntil(timeout: timeout) { !process.isRunning }
        return wait(timeout: 0)
    }

    package func send(_ signal: Int32) {
        if process.isRunning { kill(pid, signal) }
    }

    /// Everything the process wrote to standard output so far.
    package var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    /// Everything the process wrote to standard error so far.
    package var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
}
