#if canImport(Glibc)
import ActiveTasks
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RecordingFormat
import Synchronization

/// The terminal the full-screen presenter owns: raw keyboard input, the alternate screen and
/// its size. Used only on the thread that runs the presenter; `close()` restores the terminal.
final class TerminalScreen: PresenterTerminal {
    private let input: Int32
    private let output: Int32
    private var saved = termios()
    private var isOpen = false
    /// The modes and descriptors of the screen open now, for `restoreAfterInterruption()`.
    private static let open = Mutex<(input: Int32, output: Int32, modes: termios)?>(nil)

    /// Opens the terminal on `input`/`output`: raw mode, alternate screen, cursor hidden.
    /// - Throws: `ActivetaskError` when `input` is not a terminal.
    init(input: Int32 = 0, output: Int32 = 1) throws(ActivetaskError) {
        self.input = input
        self.output = output
        try Self.requireTerminal(input: input)
        guard tcgetattr(input, &saved) == 0 else { throw Self.noTerminal }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(input, TCSAFLUSH, &raw)
        isOpen = true
        Self.open.withLock { [saved] in $0 = (input, output, saved) }
        emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    private static let noTerminal = ActivetaskError(
        .presenterStopped, "the full-screen presenter needs a terminal on standard input; use `activetask run --auto` to run without one")

    /// Checks that `input` is a terminal.
    /// - Throws: `ActivetaskError` pointing to `activetask run --auto` when it is not.
    static func requireTerminal(input: Int32 = 0) throws(ActivetaskError) {
        guard isatty(input) == 1 else { throw noTerminal }
    }

    deinit {
        close()
    }

    /// Leaves the alternate screen and restores the terminal's modes; safe to call twice.
    func close() {
        guard isOpen else { return }
        isOpen = false
        Self.open.withLock { $0 = nil }
        emit("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(input, TCSAFLUSH, &saved)
    }

    /// Leaves the alternate screen and restores the modes of the screen open now, from any
    /// thread: what a signal handler calls before the process exits while a presenter runs.
    static func restoreAfterInterruption() {
        guard var screen = open.withLock({ $0 }) else { return }
        _ = Array("\u{1B}[?25h\u{1B}[?1049l".utf8).withUnsafeBytes { Syscalls.writeAll(screen.output, $0) }
        tcsetattr(screen.input, TCSANOW, &screen.modes)
    }

    /// The terminal's size in character cells; 80 × 24 when it does not say.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// The keys pressed within `timeout` seconds; empty when none was, `[.hangup]` once the
    /// terminal has closed.
    func keys(waiting timeout: Double) -> [TerminalKey] {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, timeout) * 1000)) > 0 else { return [] }
        var bytes: [UInt8] = []
        repeat {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count: Int
            do {
                count = try buffer.withUnsafeMutableBytes { try Syscalls.read(input, into: $0) }
            } catch {
                if error as? Errno == .wouldBlock { break }
                return bytes.isEmpty ? [.hangup] : TerminalKey.parse(bytes) + [.hangup]
            }
            guard count > 0 else { return bytes.isEmpty ? [.hangup] : TerminalKey.parse(bytes) + [.hangup] }
            bytes += buffer[..<count]
            // A character cut in two by the read: its other bytes follow at once.
        } while TerminalKey.incompleteTail(of: bytes) > 0 && poll(&descriptor, 1, 50) > 0
        return TerminalKey.parse(bytes)
    }

    /// Draws `frame` over the whole screen, from the top-left corner.
    func show(_ frame: [String]) {
        emit("\u{1B}[H" + frame.joined(separator: "\r\n"))
    }

    private func emit(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Syscalls.writeAll(output, $0) }
    }
}
