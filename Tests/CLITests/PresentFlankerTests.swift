import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The flanker test in the full-screen terminal, in tmux at 100×30: the fixation cross, each row
/// of arrows, the two buttons, and the keys ← and → answering.
@Suite struct PresentFlankerTests {
    @Test(.timeLimit(.minutes(1))) func eachRowIsDrawnAndTheArrowKeysAnswerItsMiddleArrow() async throws {
        let folder = try TemporaryDirectory(prefix: "present-flanker")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "flanker", "--set", "numberOfTrials=6", "--set", "seed=8", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/5]")
        try await session.press("Enter", until: "[2/5]")
        try await session.press("Enter", until: "[3/5]")
        let buttons = try await session.waitFor(text: "[←] <", timeout: 10)
        #expect(buttons.contains { $0.contains("[←] <") && $0.contains("[→] >") }, "\(buttons)")
        let row = try NSRegularExpression(pattern: "([<>]) ([<>]) ([<>]) ([<>]) ([<>])")
        var pressed: [FlankerDirection] = []
        for trial in 0..<6 {
            let screen = try await session.waitFor(text: "\(trial + 1)/6", timeout: 15)
            let middle = try #require(screen.lazy.compactMap { line -> String? in
                guard let match = row.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                      let range = Range(match.range(at: 3), in: line) else { return nil }
                return String(line[range])
            }.first, "no row of arrows for trial \(trial + 1): \(screen)")
            let right: FlankerDirection = middle == "<" ? .left : .right
            // Trial 2 is answered the other way.
            let answer = trial == 1 ? right.opposite : right
            try await session.send(answer == .left ? "Left" : "Right")
            pressed.append(answer)
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let result = try TaskResult.read(in: output)
        let flanker = try #require(result.step("flanker")?.results.first(of: FlankerResult.self))
        #expect(flanker.trials.map(\.response) == pressed)
        #expect(flanker.trials.map(\.isCorrect) == (0..<6).map { $0 != 1 })
        #expect(flanker.trials.allSatisfy { $0.location == nil && ($0.reactionTime ?? -1) > 0 })
    }
}
