import RecordingFormat
import ActiveTasks
import Foundation
import Recorders
import Testing
import TestSupport
import JSONValues

@Suite(.timeLimit(.minutes(1))) struct RunCommandTests {
    private func result(in folder: URL) throws -> JSONValue {
        try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("taskResult.json"))))
    }

    private func history(_ result: JSONValue) -> [JSONValue] {
        guard case .array(let steps)? = result["stepHistory"] else { return [] }
        return steps
    }

    private func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func anAnswersFileRunsTheSurveyDownTheSmokerBranch() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-survey")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", output.path,
                                            "--answers", ProjectPaths.fixture("tasks/answers/survey-smoker.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try result(in: output)
        #expect(result["identifier"] == .string("smokingSurvey"))
        #expect(result["status"] == .string("completed"))
        #expect(history(result).map { $0["identifier"] } == ["intro", "age", "smoker", "cigarettes", "activity", "why", "mood", "confirm", "done"].map(JSONValue.string))
        guard case .array(let answers)? = history(result)[3]["results"] else { Issue.record("no cigarettes result"); return }
        #expect(answers.first?["value"] == .int(12))
        #expect(answers.first?["unit"] == .string("cigarettes"))
        #expect(try mode(output) == 0o700)
        #expect(try mode(output.appendingPathComponent("taskResult.json")) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["taskResult.json"])
    }

    @Test func aMinorsAnswersExitAfterTheAgeQuestion() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-minor")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", temporary.url.path,
                                            "--answers", ProjectPaths.fixture("tasks/answers/survey-minor.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(history(try result(in: temporary.url)).map { $0["identifier"] } == [.string("intro"), .string("age")])
    }

    @Test func aFormQuestionnaireRecordsEveryItemAnswer() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-form")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/questionnaire.json").path, "--output", temporary.url.path,
                                            "--answers", ProjectPaths.fixture("tasks/answers/questionnaire.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        let steps = history(try result(in: temporary.url))
        #expect(steps.map { $0["identifier"] } == ["profile", "sleep", "tired", "done"].map(JSONValue.string))
        guard case .array(let sleep)? = steps[1]["results"] else { Issue.record("no sleep results"); return }
        #expect(sleep.map { $0["identifier"] } == ["bedtime", "duration", "quality", "disturbances", "position"].map(JSONValue.string))
        #expect(sleep[3]["value"] == .array([.string("Noise"), .string("Light")]))
        #expect(steps[2]["skipped"] == .bool(true))
    }

    @Test func autoRunsTheWalkInRealTime() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-walk")
        let started = Date()
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/walk.json").path, "--output", temporary.url.path, "--auto",
                                            "--replay", ProjectPaths.fixture("replay").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) >= 3)
        let steps = history(try result(in: temporary.url))
        #expect(steps.map { $0["identifier"] } == ["instructions", "countdown", "walk", "pain", "done"].map(JSONValue.string))
        guard case .string(let start)? = steps[2]["startDate"], case .string(let end)? = steps[2]["endDate"],
              let startDate = DateText.date(from: start), let endDate = DateText.date(from: end) else {
            Issue.record("walk has no dates"); return
        }
        #expect(endDate.timeIntervalSince(startDate) >= 2)
    }

    @Test func answersThatDoNotFitFailWithOneLinePerProblemAndWriteNothing() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-bad-answers")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", output.path,
                                            "--answers", "survey-bad.json"], workingDirectory: ProjectPaths.fixture("tasks/answers"))
        #expect(run.status == 1)
        #expect(run.stderr == """
            survey-bad.json: age: 1000 is above the maximum 999
            survey-bad.json: smoker: expected true or false, found "yes"
            survey-bad.json: activity: 5 is not one of the choices [0, 1, 2]
            survey-bad.json: intro: step "intro" asks no question; remove this answer
            survey-bad.json: height: task "smokingSurvey" has no such question; use one of activity, age, cigarettes, confirm, mood, smoker, why
            survey-bad.json: mood: 7 is not on the scale; values go from 0 in steps of 2

            """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aMalformedTaskFailsWithItsLinesAndWritesNothing() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-bad-task")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "truncated.json", "--output", output.path, "--auto"],
                                           workingDirectory: ProjectPaths.fixture("tasks/malformed"))
        #expect(run.status == 1)
        #expect(run.stderr == "truncated.json: malformed JSON at line 5, column 49: unexpected end of file inside an object; the JSON is truncated\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aRequiredAnswerMissingFromAutoRunsFailsAndWritesNothing() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-auto-required")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", temporary.url.path, "--auto"])
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix(#"survey.json: step "age" cannot be skipped: "age" needs an answer; give it in the answers file"# + "\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).isEmpty)
    }

    @Test func theTerminalPresenterRepromptsAndGoesBack() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-terminal")
        let input = temporary.url.appendingPathComponent("input.txt")
        try Data(["", "abc", "30", "b", "40", "1", "3", "2", "6", "1", ""].joined(separator: "\n").appending("\n").utf8).write(to: input)
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", output.path],
                                           wrapper: ["sh", "-c", "exec \"$0\" \"$@\" < \"\(input.path)\""])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  not accepted: type a whole number ≤ 999 years\n"))
        #expect(run.stdout.contains("  1. Hardly\n  2. Sometimes\n  3. Daily\n"))
        let steps = history(try result(in: output))
        #expect(steps.map { $0["identifier"] } == ["intro", "age", "age", "smoker", "cigarettes", "activity", "mood", "confirm", "done"].map(JSONValue.string))
        #expect(steps.map { $0["isPrevious"] } == [false, true, false, false, false, false, false, false, false].map(JSONValue.bool))
    }

    @Test func anOutputThatIsAFileIsRejectedBeforeRunning() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-output-file")
        let file = temporary.url.appendingPathComponent("taken")
        try Data().write(to: file)
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/walk.json").path, "--output", file.path, "--auto"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--output \(file.path) is a file; give a folder (it is created when missing)"))
    }
}
