import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// `activetask present reactionTime` in a 100 × 30 tmux session on fixtures/replay-reactiontime:
/// the full screen shows each attempt's wait and its signal under the title, and the recorded
/// shakes answer the signals.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentReactionTimeTests {
    @Test func theSignalIsDrawnAndTheReplayedShakesAnswerIt() async throws {
        let folder = try TemporaryDirectory(prefix: "present-reactiontime")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "reactionTime", "--replay", ProjectPaths.fixture("replay-reactiontime").path,
                                       "--set", "minimumStimulusInterval=2", "--set", "maximumStimulusInterval=2", "--set", "timeout=1.5",
                                       "--speech", "off", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "Reaction time")
        try await session.press("Enter", until: "You will be asked to do this 3 times.")
        try await session.press("Enter", until: "attempt 1 of 3: hold the device still and wait for the signal")
        try await session.waitFor(text: "SHAKE NOW", timeout: 15)
        try await session.waitFor(text: "Thank you", timeout: 30)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let result = try TaskResult.read(in: output)
        let trials = result.step("reactionTime")?.results.compactMap { item -> [ReactionTimeTrial]? in
            if let reaction = item.typed(as: ReactionTimeResult.self) { return reaction.trials } else { return nil }
        }.first ?? []
        #expect(trials.map(\.outcome) == [.falseStart, .success, .timeout, .success, .success])
    }
}
