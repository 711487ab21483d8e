/// What the full-screen presenter draws on and reads keys from: the real terminal
/// (`TerminalScreen`) or, in tests, a double that records every frame and answers with keys, so a
/// presenter's screens and key handling are tested in process, with no terminal and no tmux.
protocol PresenterTerminal: AnyObject {
    /// The size in character cells.
    var size: (columns: Int, rows: Int) { get }

    /// Draws `frame` over the whole screen, from the top-left corner.
    func show(_ frame: [String])

    /// The keys pressed within `timeout` seconds; empty when none was, `[.hangup]` once the
    /// terminal has closed.
    func keys(waiting timeout: Double) -> [TerminalKey]

    /// Gives the terminal back as it was before the presenter took it; safe to call twice.
    func close()
}
