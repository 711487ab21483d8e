import ActiveTasks
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
        #expect(output.filter { $0.hasPrefix("  not accepted:") } == ["  not accepted: Move the slider to your answer."])
        #expect(result.stepHistory.map(\.identifier) == ["required", "optional"])
        #expect(result.latestAnswer("required") == .integer(6))
        #expect(result.stepHistory.last?.skipped == true && result.latestAnswer("optional") == nil)
    }

    @Test func theFullScreenEntryGivesNoAnswerForAnEmptyLineOnAScale() {
        var entry = QuestionEntry(question: Question(identifier: "q", prompt: "How tired?", answerFormat: ScaleAnswerFormat(minimum: 0, maximum: 10),
                                                     isOptional: false), canGoBack: false)
        #expect(entry.handle(.enter) == .unanswered)
        for key in "4" { _ = entry.handle(.character(key)) }
        #expect(entry.handle(.enter) == .answered(.integer(4)))
    }
}
