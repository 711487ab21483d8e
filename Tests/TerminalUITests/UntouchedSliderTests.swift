import ActiveTasks
import ActiveTasksTesting
import RecordingFormat
import Testing
import TestSupport
@testable import TerminalUI

/// An untouched slider is no answer in the terminal presenters too: Enter on an empty line is
/// refused for a required scale and skips an optional one, as `StepFlow` rules for every screen.
@Suite struct UntouchedSliderTests {
    static let task = """
        { "identifier": "sliders", "steps": [
          { "type": "question", "identifier": "required", "optional": false,
            "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10 } },
          { "type": "question", "identifier": "optional",
            "answerFormat": { "type": "continuousScale", "minimum": 0, "maximum": 100 } } ] }
        """

    @Test func theConsoleRefusesAnEmptyLineOnARequiredScaleAndSkipsAnOptionalOne() throws {
        var input = ["", "6", ""][...]
        var output: [String] = []
        let presenter = ConsolePresenter(runner: TaskRunner(task: try TestTasks.task(Self.task)), mode: .interactive,
                                         readLine: { input.popFirst() }, write: { output.append($0) }, wait: { _ in })
        let result = try presenter.run()
        #expect(output.filter { $0.hasPrefix("  not accepted:") } == ["  not accepted: Choose a value on the scale."])
        #expect(result.stepHistory.map(\.identifier) == ["required", "optional"])
        #expect(result.latestAnswer("required") == .integer(6))
        #expect(result.stepHistory.last?.skipped == true && result.latestAnswer("optional") == nil)
    }

    /// The full-screen presenter on a 100 × 30 terminal: Enter on the untouched required scale is
    /// refused with the reason, a typed 6 answers it, and Enter on the untouched optional one
    /// skips it.
    @Test func theFullScreenRefusesEnterOnAnUntouchedRequiredScaleAndSkipsAnOptionalOne() throws {
        let task = try TestTasks.task("""
            { "identifier": "sliders", "steps": [
              { "type": "question", "identifier": "required", "title": "How tired are you?", "optional": false,
                "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10 } },
              { "type": "question", "identifier": "optional", "title": "How much pain?",
                "answerFormat": { "type": "continuousScale", "minimum": 0, "maximum": 100 } } ] }
            """)
        let clock = ScriptedClock()
        let terminal = RecordingTerminal(clock: clock, cues: [
            .init("How tired are you?", [.enter]),
            .init("not accepted: Choose a value on the scale.", typing: "6"),
            .init("> 6_", [.enter]),
            .init("How much pain?", [.enter]),
        ])
        let result = try FullScreenPresenter(runner: TaskRunner(task: task, clock: clock.dates), clock: clock.seconds).run(on: terminal)
        #expect(terminal.unmetCue == nil)
        let answers = try TaskResultJSON.answers(of: result).compactMapValues { $0["value"] }
        #expect(answers["required"] == .int(6))
        #expect(answers["optional"] == nil)
        let steps = try TaskResultJSON.history(of: result)
        #expect(steps.map { $0["identifier"] } == [.string("required"), .string("optional")])
        #expect(steps.last?["skipped"] == .bool(true))
    }

    @Test func theFullScreenEntryGivesNoAnswerForAnEmptyLineOnAScale() {
        var entry = QuestionEntry(question: Question(identifier: "q", prompt: "How tired?", answerFormat: ScaleAnswerFormat(minimum: 0, maximum: 10),
                                                     isOptional: false), canGoBack: false)
        #expect(entry.handle(.enter) == .unanswered)
        for key in "4" { _ = entry.handle(.character(key)) }
        #expect(entry.handle(.enter) == .answered(.integer(4)))
    }
}
