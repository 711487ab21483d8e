import ActiveTasks
import ActiveTasksTesting
import Foundation
import RecordingFormat
import TaskFamilies
@testable import TerminalUI
import TestSupport
import Testing
import JSONValues

@Suite struct ConsolePresenterTests {
    /// Runs `task` with `lines` as input; returns the result (or error) and everything written.
    private func present(_ task: OrderedTask, mode: ConsolePresenter.Mode, lines: [String]) -> (Result<TaskResult, ActivetaskError>, [String], [Double]) {
        var input = lines[...]
        var output: [String] = []
        var waits: [Double] = []
        let clock = ScriptedClock()
        let presenter = ConsolePresenter(runner: TaskRunner(task: task, clock: clock.dates), mode: mode, readLine: { input.popFirst() },
                                         write: { output.append($0) }, wait: { waits.append($0); clock.advance(by: $0) },
                                         clock: clock.seconds)
        do {
            return (.success(try presenter.run()), output, waits)
        } catch {
            return (.failure(error), output, waits)
        }
    }

    @Test func invalidInputIsRepromptedWithTheReason() throws {
        let task = try TestTasks.load("survey.json")
        let (result, output, _) = present(task, mode: .interactive, lines: [
            "", "1000", "abc", "16",
        ])
        let finished = try result.get()
        #expect(finished.latestAnswer("age") == .integer(16))
        #expect(output.contains("  not accepted: 1000 is above the maximum 999"))
        #expect(output.contains("  not accepted: type a whole number ≤ 999 years"))
    }

    @Test func aTasksTextIsWrittenWithItsControlCharactersAsSymbols() throws {
        let json = #"{ "identifier": "t", "steps": [ { "type": "instruction", "identifier": "i", "title": "Hi\u001b]0;owned\u0007", "text": "one\ntwo\u001b[2J" } ] }"#
        let task = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard).task)
        let (_, output, _) = present(task, mode: .interactive, lines: [""])
        #expect(output.contains("[1/1] Hi␛]0;owned␇") && output.contains("one\ntwo␛[2J"), "\(output)")
        #expect(!output.joined().contains("\u{1B}"))
    }

    @Test func aGermanTaskHintsRefusesAndReviewsInGerman() throws {
        let json = """
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "weight", "title": { "en": "Weight", "de": "Gewicht" }, "optional": false,
                "answerFormat": { "type": "decimal", "unit": "kg", "minimum": 20, "maximum": 300 } },
              { "type": "review", "identifier": "review" } ] }
            """
        let task = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard, language: LanguageTag("de")).task)
        let (result, output, _) = present(task, mode: .interactive, lines: ["12,5", "72,5", "2", ""])
        #expect(try result.get().latestAnswer("weight") == .decimal(72.5))
        #expect(output.contains("> Zahl 20–300 kg"), "\(output)")
        #expect(output.contains("  nicht angenommen: 12,5 liegt unter dem Minimum 20"), "\(output)")
        #expect(output.contains("  1. Gewicht: 72,5 kg"), "\(output)")
        #expect(output.contains("> Eingabetaste drücken, um fortzufahren, die Nummer einer Antwort, um sie zu ändern, b für zurück"), "\(output)")
        #expect(output.contains("  nicht angenommen: tippen Sie eine Nummer von 1 bis 1 oder drücken Sie die Eingabetaste"), "\(output)")
    }

    @Test func choicesAreNumberedAndBackAndSkipWork() throws {
        let task = try TestTasks.load("survey.json")
        let (result, output, _) = present(task, mode: .interactive, lines: [
            "", "30", "b", "31", "2", "s", "5", "s", "1", "",
        ])
        let finished = try result.get()
        #expect(finished.stepHistory.filter { !$0.isPrevious }.map(\.identifier) == ["intro", "age", "smoker", "activity", "mood", "confirm", "done"])
        #expect(finished.latestAnswer("age") == .integer(31))
        #expect(finished.stepHistory.first { $0.identifier == "activity" }?.skipped == true)
        #expect(output.contains("  1. Hardly") && output.contains("  3. Daily"))
        #expect(output.contains("  not accepted: 5 is not on the scale; values go from 0 in steps of 2"))
        #expect(finished.stepHistory.first { $0.identifier == "mood" }?.skipped == true)
    }

    @Test func inputEndingEarlyIsAnError() throws {
        let (result, _, _) = present(try TestTasks.load("survey.json"), mode: .interactive, lines: [""])
        #expect(throws: ActivetaskError(.presenterStopped, "input ended before the task finished; nothing was saved")) { try result.get() }
    }

    @Test func headlessRunsWaitForCountdownsAndActiveStepsAndSkipOptionalQuestions() throws {
        let (result, _, waits) = present(try TestTasks.load("walk.json"), mode: .headless(nil), lines: [])
        let finished = try result.get()
        #expect(Set(waits) == [ConsolePresenter.frameInterval])
        #expect(abs(waits.reduce(0, +) - 3) <= 2 * ConsolePresenter.frameInterval)
        #expect(finished.stepHistory.map(\.identifier) == ["instructions", "countdown", "walk", "pain", "done"])
        #expect(finished.stepHistory[3].skipped)
    }

    @Test func headlessRunsWithoutARequiredAnswerStop() throws {
        let (result, _, _) = present(try TestTasks.load("survey.json"), mode: .headless(nil), lines: [])
        #expect(throws: ActivetaskError(.presenterStopped, #"step "age" cannot be skipped: "age" needs an answer; give it in the answers file"#)) { try result.get() }
    }

    @Test func answersThatLoopForeverAreStopped() throws {
        let task = try TestTasks.load("survey.json")
        let answers = try AnswersFile.make(try JSONParser.parse(#"{ "age": 30, "smoker": false, "confirm": false }"#), for: task).get()
        let (result, _, _) = present(task, mode: .headless(answers), lines: [])
        #expect(throws: ActivetaskError(.presenterStopped, #"step "smoker" was visited 100 times; the answers loop forever, change them"#)) { try result.get() }
    }
}
