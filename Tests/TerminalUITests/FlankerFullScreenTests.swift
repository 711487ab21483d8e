import ActiveTasks
import ActiveTasksTesting
import Foundation
import PredefinedTasks
import TaskFamilies
import Testing
import TestSupport
@testable import TerminalUI

/// The flanker test in the full-screen presenter, in process at 100×30: each row of arrows is
/// drawn, ← and → answer its middle arrow, and the result holds each answer with its time on the
/// presenter's clock.
@Suite struct FlankerFullScreenTests {
    /// The middle arrow of the row of five a frame shows (each cell painted bold).
    private static func middleArrow(in frame: [String]) -> FlankerDirection? {
        for line in frame {
            let text = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            guard let match = text.firstMatch(of: /([<>]) ([<>]) ([<>]) ([<>]) ([<>])/) else { continue }
            return match.output.3 == "<" ? .left : .right
        }
        return nil
    }

    @Test func eachRowIsDrawnAndTheArrowKeysAnswerItsMiddleArrow() throws {
        let task = try PredefinedTask.flanker.task(values: ["numberOfTrials": .int(6), "seed": .int(8)])
        var pressed: [FlankerDirection] = []
        var cues: [RecordingTerminal.Cue] = [.init("[1/5]", [.enter]), .init("[2/5]", [.enter]), .init("[3/5]", [])]
        for trial in 0..<6 {
            cues.append(.init("\(trial + 1)/6", reading: { frame in
                guard let middle = Self.middleArrow(in: frame) else { return nil }  // the fixation cross still
                // Trial 2 is answered the other way.
                let answer = trial == 1 ? middle.opposite : middle
                pressed.append(answer)
                return [.arrow(columns: answer == .left ? -1 : 1, rows: 0)]
            }))
        }
        cues.append(.init("Thank you", [.enter]))
        let clock = ScriptedClock()
        let terminal = RecordingTerminal(clock: clock, cues: cues)
        let result = try FullScreenPresenter(runner: TaskRunner(task: task, clock: clock.dates), clock: clock.seconds).run(on: terminal)
        #expect(terminal.unmetCue == nil)
        #expect(terminal.showed("[←] <") && terminal.showed("[→] >"), "the two buttons with their keys")
        #expect(result.status == .completed)
        let flanker = try #require(result.stepHistory.last(where: { $0.identifier == "flanker" })?.results.first(of: FlankerResult.self))
        #expect(pressed.count == 6 && flanker.trials.map(\.response) == pressed)
        #expect(flanker.trials.map(\.isCorrect) == (0..<6).map { $0 != 1 })
        #expect(flanker.trials.allSatisfy { $0.location == nil && ($0.reactionTime ?? -1) > 0 })
    }
}
