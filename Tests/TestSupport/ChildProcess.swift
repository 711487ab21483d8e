import Foundation
import Synchronization

/// A process a test started, with its output going to files; only this process is ever signalled.
///
/// A test awaits its end (`exitStatus(timeout:)`) without holding a thread: `Process` calls the
/// termination handler when the child has exited and been reaped, and that handler resumes the
/// waiting tasks, so a test waiting a minute for a run leaves the few threads of Swift's
/// concurrency pool (one per core) to the other tests.
package final class ChildProcess: Sendable {
    package let process = Process()
    package let stdoutURL: URL
    package let stderrURL: URL
    private let termination = Termination()

    /// Starts `executable` with `arguments`; output goes to files in `logDirectory`, and standard
    /// input reads `input` (empty when `nil`). The child's environment is this process's with
    /// `environment` over it, or `environment` alone when `inheritsEnvironment` is false.
    package init(executable: String, arguments: [String], logDirectory: URL, name: String,
                 environment: [String: String] = [:], inheritsEnvironment: Bool = true,
                 workingDirectory: URL? = nil, input: String? = nil) throws {
        stdoutURL = logDirectory.appendingPathComponent("\(name).stdout")
        stderrURL = logDirectory.appendingPathComponent("\(name).stderr")
        guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil),
              FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw TestSupportError("cannot create log files in \(logDirectory.path)")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = inheritsEnvironment ? ProcessInfo.processInfo.environment.merging(environment) { $1 } : environment
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
        process.terminationHandler = { [termination] ended in termination.finish(ended.terminationStatus) }
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

    /// Whether the process has not yet been seen to end.
    package var isRunning: Bool { process.isRunning }

    /// Awaits the process's end, killing it (and only it) with SIGKILL after `timeout` seconds or
    /// when the awaiting task is cancelled (a test's time limit).
    /// - Returns: The exit status, or `nil` when the process had to be killed.
    @discardableResult
    package func exitStatus(timeout: Double) async -> Int32? {
        if let status = await firstEnd(within: timeout) { return status }
        send(SIGKILL)
        // A killed process is reaped at once; the bound only keeps a lost reap from hanging the suite.
        _ = await firstEnd(within: 10)
        return nil
    }

    /// The exit status if the process ends within `seconds`, else `nil` (and the wait is dropped).
    private func firstEnd(within seconds: Double) async -> Int32? {
        await withTaskGroup(of: Int32?.self) { group in
            group.addTask { await self.termination.status() }
            group.addTask {
                try? await Task.sleep(for: .seconds(max(0, seconds)))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// Awaits the process's end like `exitStatus(timeout:)`.
    /// - Returns: Its exit status with everything it wrote.
    package func output(timeout: Double) async -> RunOutput {
        let status = await exitStatus(timeout: timeout)
        return RunOutput(status: status, stdout: stdout, stderr: stderr)
    }

    /// Sends `signal` to the process if it is still running.
    package func send(_ signal: Int32) {
        if process.isRunning { kill(pid, signal) }
    }

    /// Everything the process wrote to standard output so far.
    package var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    /// Everything the process wrote to standard error so far.
    package var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
}

/// The end of one child process: its status once `Process` has seen it exit, and the tasks
/// awaiting it until then.
private final class Termination: Sendable {
    private let state = Mutex<(status: Int32?, waiting: [UInt64: CheckedContinuation<Int32?, Never>], next: UInt64)>((nil, [:], 0))

    /// Records the exit status and resumes every task awaiting it.
    func finish(_ status: Int32) {
        let waiting = state.withLock { state in
            state.status = status
            defer { state.waiting = [:] }
            return state.waiting.values
        }
        for continuation in waiting { continuation.resume(returning: status) }
    }

    /// The exit status once the process has ended, or `nil` when the awaiting task is cancelled first.
    func status() async -> Int32? {
        let id = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ended = state.withLock { state -> Int32?? in
                    if let status = state.status { return .some(status) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiting[id] = continuation
                    return nil
                }
                if let ended { continuation.resume(returning: ended) }
            }
        } onCancel: {
            let waiting = state.withLock { $0.waiting.removeValue(forKey: id) }
            waiting?.resume(returning: nil)
        }
    }
}
