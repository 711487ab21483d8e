import Foundation

/// A one-line progress bar on standard error, redrawn in place; used only when stderr is a TTY.
struct ProgressBar: Sendable {
    /// Draws `done` of `total`.
    func show(_ done: Int, of total: Int) {
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\ranalysed \(done)/\(total) [\(bar)]".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
