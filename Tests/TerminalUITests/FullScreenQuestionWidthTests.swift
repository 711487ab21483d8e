import ActiveTasks
import ActiveTasksTesting
import Testing
import TestSupport
@testable import TerminalUI

/// A question's lines in the full-screen presenter are drawn whole: the widest line the wrap
/// allows (72 columns) is placed so that it ends inside the screen, never cut at its edge.
@Suite struct FullScreenQuestionWidthTests {
    @Test func aLineAsWideAsTheWrapAllowsIsDrawnWholeAtEightyColumns() throws {
        // PHQ-9's item 10, 71 characters before the wrap's next break.
        let prompt = "If you checked off any problems, how difficult have these problems made it for you to do your work?"
        let task = try TestTasks.task("""
            { "identifier": "wide", "steps": [
              { "type": "question", "identifier": "q", "text": "\(prompt)", "optional": true, "answerFormat": { "type": "boolean" } } ] }
            """)
        let clock = ScriptedClock()
        let terminal = RecordingTerminal(columns: 80, rows: 24, clock: clock, cues: [.init("for you to do your work?", [.enter])])
        _ = try FullScreenPresenter(runner: TaskRunner(task: task, clock: clock.dates), clock: clock.seconds).run(on: terminal)
        let wrapped = ScreenCanvas.wrap(prompt, width: 72)
        #expect(wrapped.first?.count == 71, "\(wrapped)")
        #expect(terminal.showed(wrapped[0]), "\(terminal.frames.last ?? [])")
    }
}
