import ActiveTasksTesting
@testable import TerminalUI

/// A terminal for the full-screen presenter in process: it records every frame the presenter
/// draws and, each time the presenter looks for keys, answers with the keys of the next cue once
/// the last frame shows the cue's text, as a person reading the screen would. Waiting for keys
/// moves a `ScriptedClock` instead of taking time, so a timed step takes none.
///
/// When the cues run out, or one waits 10,000 looks (over 8 minutes of the clock) for its text, the
/// terminal reads as closed (`.hangup`): the presenter saves the run and returns, and the test's
/// checks of the result and `unmetCue` say what went wrong.
final class RecordingTerminal: PresenterTerminal {
    /// Keys to press once a frame shows `text`.
    struct Cue {
        let text: String
        let keys: ([String]) -> [TerminalKey]?

        /// Keys to press once a frame shows `text`; a string's characters are typed one by one.
        init(_ text: String, _ keys: [TerminalKey]) {
            self.text = text
            self.keys = { _ in keys }
        }

        /// Keys chosen from the frame that shows `text`, as a person answers what the screen asks;
        /// `nil` while the frame does not yet show what the keys answer (the cue waits on).
        init(_ text: String, reading keys: @escaping ([String]) -> [TerminalKey]?) {
            self.text = text
            self.keys = keys
        }

        init(_ text: String, typing characters: String) {
            self.init(text, characters.map(TerminalKey.character))
        }
    }

    let size: (columns: Int, rows: Int)
    /// Every frame drawn, in order.
    private(set) var frames: [[String]] = []
    private var cues: [Cue]
    private let clock: ScriptedClock
    private var looks = 0
    private static let patience = 10_000

    /// A `columns` × `rows` terminal that answers `cues` in order, moving `clock` while it waits.
    init(columns: Int = 100, rows: Int = 30, clock: ScriptedClock, cues: [Cue]) {
        size = (columns, rows)
        self.clock = clock
        self.cues = cues
    }

    func show(_ frame: [String]) {
        frames.append(frame)
    }

    func keys(waiting timeout: Double) -> [TerminalKey] {
        guard let cue = cues.first, looks < Self.patience else { return [.hangup] }
        if let frame = frames.last, frame.contains(where: { $0.contains(cue.text) }), let keys = cue.keys(frame) {
            cues.removeFirst()
            looks = 0
            return keys
        }
        looks += 1
        clock.advance(by: timeout)
        return []
    }

    func close() {}

    /// The text of the first cue whose text never appeared, if any.
    var unmetCue: String? { cues.first?.text }

    /// Whether some frame showed `text`.
    func showed(_ text: String) -> Bool {
        frames.contains { $0.contains { $0.contains(text) } }
    }
}
