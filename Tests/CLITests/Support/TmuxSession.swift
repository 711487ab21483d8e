import Foundation
import TestSupport

/// The built `activetask` running in a detached tmux session of a fixed size, on a tmux server
/// of its own (private socket), driven as a person would: `send`, then read the screen with
/// `screen()`. `stop()` (or release) ends that server only. Every wait is awaited: a test
/// watching a screen sleeps between looks and leaves the test runner's threads to the others.
///
/// The server runs in the foreground (`tmux -D`) as this test's child: started by a client as a
/// daemon, it keeps that client from ever being seen to end by `Process`.
///
/// The command runs under `bash`, which writes its exit status to a file when it ends: tmux 3.3a
/// loses `#{pane_dead_status}` when it reads the pane's end of file before it reaps the process
/// (about one time in two on a loaded machine).
final class TmuxSession {
    private let socket = "activetask-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let logs: TemporaryDirectory
    /// An empty configuration of this session's own, so no user or system tmux.conf applies.
    private let configuration: String
    private let server: ChildProcess
    /// Where the command's exit status is written when it ends.
    private let statusFile: URL

    /// Starts `activetask ARGUMENTS` in a `columns` × `rows` session that stays on screen after
    /// the command exits, optionally behind a wrapper command (`umockdev-run … --`).
    init(_ arguments: [String], columns: Int = 100, rows: Int = 30, wrapper: [String] = []) async throws {
        logs = try TemporaryDirectory(prefix: "tmux-session")
        configuration = logs.url.appendingPathComponent("tmux.conf").path
        statusFile = logs.url.appendingPathComponent("exit-status")
        guard FileManager.default.createFile(atPath: configuration, contents: Data()) else {
            throw TestSupportError("cannot create \(configuration)")
        }
        // Test threads are Dispatch workers that block most signals, and a child inherits the
        // mask: a tmux server started so loses the first keys it should send to a new pane.
        // Spawn it with nothing blocked, then restore this thread's mask.
        server = try Self.unmasked { [socket, configuration, logs] in
            try ChildProcess(executable: try which("tmux"), arguments: ["-L", socket, "-f", configuration, "-D"],
                             logDirectory: logs.url, name: "tmux-server")
        }
        await waitUntil(timeout: 5) { await (try? tmux(["list-sessions"])) != nil }
        let recordingStatus = [try which("bash"), "-c", #""$@"; echo $? > "$0""#, statusFile.path]
        try await tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main"] + recordingStatus + wrapper
                 + [ActivetaskBinary.url.path] + arguments + [";", "set-option", "-t", "main", "remain-on-exit", "on"])
    }

    deinit {
        stop()
    }

    /// Runs `start` with no signal blocked on this thread, then restores the thread's mask.
    private static func unmasked<T>(_ start: () throws -> T) rethrows -> T {
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try start()
    }

    /// Sends tmux key names (`Enter`, `Escape`) or literal text, one argument per key.
    func send(_ keys: String...) async throws {
        for key in keys { try await tmux(["send-keys", "-t", "main", key]) }
    }

    /// Sends `key` until `condition` holds, at most three times, waiting 3, 6 and then 9 s: on this
    /// machine the tmux server now and then drops a key sent to a pane, and a person whose key
    /// press did nothing presses it again; the longer waits leave a loaded machine time for what a
    /// key starts that takes a while (a run ending and writing its result). Only for keys that
    /// are harmless to repeat.
    /// - Throws: `TestSupportError` with the last screen when the condition never held.
    func press(_ key: String, until what: String, _ condition: () async throws -> Bool) async throws {
        for attempt in 1...3 {
            try await send(key)
            if try await waitUntil(timeout: 3 * Double(attempt), condition) { return }
        }
        throw TestSupportError("\(what) did not happen after pressing \(key) three times; the screen was:\n"
                               + (try await screen()).joined(separator: "\n"))
    }

    /// Sends `key` until a screen showing `text` appears (see `press(_:until:_:)`).
    /// - Returns: That screen.
    @discardableResult
    func press(_ key: String, until text: String) async throws -> [String] {
        var shown: [String] = []
        try await press(key, until: "\"\(text)\"") {
            shown = try await screen()
            return shown.contains { $0.contains(text) }
        }
        return shown
    }

    /// Resizes the window, as a participant dragging its corner does.
    func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen as lines, as `capture-pane -p` prints it; with `escapes`, with the colours and
    /// attributes of the text as escape sequences (`-e`).
    func screen(escapes: Bool = false) async throws -> [String] {
        try await tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "main"]).components(separatedBy: "\n")
    }

    /// Waits up to `timeout` seconds for a screen on which `condition` holds.
    /// - Returns: That screen.
    /// - Throws: `TestSupportError` with the last screen when it never appears.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool) async throws -> [String] {
        var last: [String] = []
        if try await waitUntil(timeout: timeout, {
            last = try await screen()
            return condition(last)
        }) { return last }
        throw TestSupportError("\(what) did not appear within \(timeout) s; the screen was:\n" + last.joined(separator: "\n"))
    }

    /// Waits for a screen showing `text`.
    @discardableResult
    func waitFor(text: String, timeout: Double = 10) async throws -> [String] {
        try await waitFor("\"\(text)\"", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits up to `timeout` seconds for a screen that stays the same for `seconds`.
    /// - Returns: That screen.
    /// - Throws: `TestSupportError` with the last screen when the screen kept changing.
    @discardableResult
    func waitForStillScreen(_ seconds: Double, timeout: Double = 10) async throws -> [String] {
        var last = try await screen()
        var since = Date()
        return try await waitFor("a screen still for \(seconds) s", timeout: timeout) { shown in
            if shown != last { (last, since) = (shown, Date()) }
            return Date().timeIntervalSince(since) >= seconds
        }
    }

    /// The command's exit status once it has exited (its pane stays, dead); `nil` while it runs.
    func exitStatus() -> Int32? {
        (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The process id of the `activetask` the pane runs (below `bash` and any wrapper), for
    /// sending it a signal; `nil` once it exited.
    func pid() async throws -> Int32? {
        guard exitStatus() == nil,
              let shell = Int32(try await tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])
                  .trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        var generation = [shell]
        while !generation.isEmpty {
            if let found = generation.first(where: { ProcessTable.command(of: $0) == ActivetaskBinary.url.lastPathComponent }) { return found }
            generation = generation.flatMap(ProcessTable.children)
        }
        return nil
    }

    /// Ends this session's tmux server (SIGTERM: it kills its sessions, and with them the command
    /// it runs, then exits) without awaiting it: for a `defer` or `deinit`.
    func stop() {
        server.send(SIGTERM)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let child = try ChildProcess(executable: try which("tmux"), arguments: ["-L", socket, "-f", configuration] + arguments,
                                     logDirectory: logs.url, name: "tmux")
        guard await child.exitStatus(timeout: 10) == 0 else {
            throw TestSupportError("tmux \(arguments.joined(separator: " ")) failed: \(child.stderr)")
        }
        return child.stdout
    }
}
