import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// `activetask present normalizedReactionTime` in a 100 × 30 tmux session, Space standing for a
/// finger on the screen: a press while the attempt waits is a false start, and a press once the
/// blue circle is drawn (the terminal's bold blue) is timed from it.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentNormalizedReactionTimeTests {
    @Test func theCircleIsDrawnInBlueAndSpaceAnswersItOrStartsTooEarly() async throws {
        let folder = try TemporaryDirectory(prefix: "present-touch-reaction")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "normalizedReactionTime", "--set", "numberOfAttempts=2", "--set", "minimumStimulusInterval=1.5",
                                       "--set", "maximumStimulusInterval=1.5", "--set", "timeout=5", "--speech", "off", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/4]")
        try await session.press("Enter", until: "[2/4]")
        try await session.press("Enter", until: "Attempt 1 of 2: wait for the blue circle")
        try await session.send("Space")
        try await session.waitFor(text: "too early: wait for the signal")
        try await session.waitFor(text: "TOUCH NOW", timeout: 10)
        let circle = try await session.screen(escapes: true)
        #expect(circle.contains { $0.contains("\u{1B}[34m####") }, "the circle is painted blue (tmux splits SGR 1;34): \(circle)")
        #expect(circle.contains { $0.contains("Space: touch") })
        try await session.send("Space")
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let result = try TaskResult.read(in: output)
        let trials = result.step("normalizedReactionTime")?.results.compactMap { item -> [NormalizedReactionTimeTrial]? in
            if let reaction = item.typed(as: NormalizedReactionTimeResult.self) { return reaction.trials } else { return nil }
        }.first ?? []
        #expect(trials.map(\.outcome) == [.falseStart, .success])
        #expect(trials.allSatisfy { $0.location == nil }, "keys have no location")
        #expect((trials.last?.reactionTime ?? 0) > 0 && (trials.last?.reactionTime ?? 9) < 5)
    }
}
