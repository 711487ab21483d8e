import ActiveTasks
import ActiveTasksTesting
import RecordingFormat
import Testing
import TestSupport
@testable import TerminalUI

/// A step type of one's own, unknown to the presenters, is shown by its title and text with the
/// generic running screen its activity describes.
@Suite struct RegisteredStepTests {
    @Test func theConsoleShowsARegisteredStepByItsTitleTextAndActivity() throws {
        let task = OrderedTask(identifier: "own", steps: [
            BreatheStep(header: StepHeader(identifier: "b", title: "Breathe", text: "Breathe in and out slowly."), duration: 2),
        ])
        var output: [String] = []
        let clock = ScriptedClock()
        let presenter = ConsolePresenter(runner: TaskRunner(task: task, clock: clock.dates), mode: .headless(nil), readLine: { nil },
                                         write: { output.append($0) }, wait: { clock.advance(by: $0) }, clock: clock.seconds)
        let result = try presenter.run()
        #expect(result.status == .completed && result.stepHistory.map(\.stepType) == ["breathe"])
        #expect(output == ["", "[1/1] Breathe", "Breathe in and out slowly.", "running for 2 s"])
    }
}
