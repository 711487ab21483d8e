import Foundation
import TestSupport

/// The built `activetask` running in a detached tmux session of a fixed size, on a tmux server
/// of its own (private socket), driven as a person would: `send`, then read the screen with
/// `screen()`. `stop()` (or release) kills that server only.
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
    private var stopped = false

    /// Starts `activetask ARGUMENTS` in a `columns` × `rows` session that stays on screen after
    /// the command exits, optionally behind a wrapper command (`umockdev-run … --`).
    init(_ arguments: [String], columns: Int = 100, rows: Int = 30, wrapper: [String] = []) throws {
        logs = try TemporaryDirectory(prefix: "tmux-session")
        configuration = logs.url.appendingPathComponent("tmux.conf").path
        statusFile = logs.url.appendingPathComponent("exit-status")
        guard FileManager.default.createFile(atPath: configuration, contents: Data()) else {
            throw TestSupportError("cannot create \(configuration)")
        }
        // Test threads are Dispatch workers that block most signals, and a child inherits the
        // mask: a tmux server started so loses the first keys it should send to a new pane.
        // Spawn it with nothing blocked, then restore this thread's mask.
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        server = try ChildProcess(executable: try which("tmux"), arguments: ["-L", socket, "-f", configuration, "-D"],
                                  logDirectory: logs.url, name: "tmux-server")
        let deadline = Date().addingTimeInterval(5)
        while (try? tmux(["list-sessions"])) == nil, Date() < deadline { usleep(20_000) }
        let recordingStatus = [try which("bash"), "-c", #""$@"; echo $? > "$0""#, statusFile.path]
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main"] + recordingStatus + wrapper
                 + [ActivetaskBinary.url.path] + arguments + [";", "set-option", "-t", "main", "remain-on-exit", "on"])
    }

    deinit {
        stop()
    }

    /// Sends tmux key names (`Enter`, `Escape`) or literal text, one argument per key.
    func send(_ keys: String...) throws {
        for key in keys { try tmux(["send-keys", "-t", "main", key]) }
    }

    /// Sends `key` until `condition` holds, at most three times, waiting 3, 6 and then 9 s: on this
    /// machine the tmux server now and then drops a key sent to a pane, and a person whose key
    /// press did nothing presses it again; the longer waits leave a loaded machine time for what a
    /// key starts that takes a while (a run ending and writing its result). Only for keys that
    /// are harmless to repeat.
    /// - Throws: `TestSupportError` with the last screen when the condition never held.
    func press(_ key: String, until what: String, _ condition: () throws -> Bool) throws {
        for attempt in 1...3 {
            try send(key)
            let deadline = Date().addingTimeInterval(3 * Double(attempt))
            while Date() < deadline {
                if try condition() { return }
                usleep(30_000)
            }
        }
        throw TestSupportError("\(what) did not happen after pressing \(key) three times; the screen was:\n"
                               + (try screen()).joined(separator: "\n"))
    }

    /// Sends `key` until a screen showing `text` appears (see `press(_:until:_:)`).
    /// - Returns: That screen.
    @discardableResult
    func press(_ key: String, until text: String) throws -> [String] {
        var shown: [String] = []
        try press(key, until: "\"\(text)\"") {
            shown = try screen()
            return shown.contains { $0.contains(text) }
        }
        return shown
    }

    /// Resizes the window, as a participant dragging its corner does.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen as lines, as `capture-pane -p` prints it; with `escapes`, with the colours and
    /// attributes of the text as escape sequences (`-e`).
    func screen(escapes: Bool = false) throws -> [String] {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "main"]).components(separatedBy: "\n")
    }

    /// Waits up to `timeout` seconds for a screen on which `condition` holds.
    /// - Returns: That screen.
    /// - Throws: `TestSupportError` with the last screen when it never appears.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(30_000)
        }
        throw TestSupportError("\(what) did not appear within \(timeout) s; the screen was:\n" + last.joined(separator: "\n"))
    }

    /// Waits for a screen showing `text`.
    @discardableResult
    func waitFor(text: String, timeout: Double = 10) throws -> [String] {
        try waitFor("\"\(text)\"", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// The command's exit status once it has exited (its pane stays, dead); `nil` while it runs.
    func exitStatus() throws -> Int32? {
        (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The process id of the `activetask` the pane runs (below `bash` and any wrapper), for
    /// sending it a signal; `nil` once it exited.
    func pid() throws -> Int32? {
        guard try exitStatus() == nil,
              let shell = Int32(try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])
                  .trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        var generation = [shell]
        while !generation.isEmpty {
            if let found = generation.first(where: { ProcessTable.command(of: $0) == ActivetaskBinary.url.lastPathComponent }) { return found }
            generation = generation.flatMap(ProcessTable.children)
        }
        return nil
    }

    /// Kills this session's tmux server, and with it the command it runs.
    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? tmux(["kill-server"])
        if server.wait(timeout: 5) == nil { server.send(SIGKILL) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let child = try ChildProcess(executable: try which("tmux"), arguments: ["-L", socket, "-f", configuration] + arguments,
                                     logDirectory: logs.url, name: "tmux")
        guard child.wait(timeout: 10) == 0 else {
            throw TestSupportError("tmux \(arguments.joined(separator: " ")) failed: \(child.stderr)")
        }
        return child.stdout
    }
}
