import Foundation
import TestSupport

extension TmuxSession {
    /// Goes through spatialSpanMemory's two instructions to its first game's playback.
    func enterMemoryGame() async throws {
        try await waitFor(text: "[1/4]")
        try await press("Enter", until: "[2/4]")
        try await press("Enter", until: "Watch the targets light up")
    }

    /// Watches a memory game's playback, as a person would: the labels of the targets drawn
    /// filled (`#`) while "Watch the targets light up" shows, in the order they lit.
    func litMemoryTargets() async throws -> [String] {
        try await waitFor(text: "Watch the targets light up")
        let lit = try NSRegularExpression(pattern: "#+([1-9a-z0])#+")
        var sequence: [String] = []
        try await waitUntil(timeout: 30) {
            let shown = try await screen()
            for line in shown {
                if let match = lit.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                   let label = Range(match.range(at: 1), in: line), sequence.last != String(line[label]) {
                    sequence.append(String(line[label]))
                }
            }
            return !shown.contains { $0.contains("Watch the targets light up") }
        }
        return sequence
    }
}
