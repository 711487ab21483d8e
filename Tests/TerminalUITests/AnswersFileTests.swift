import TestSupport
import RecordingFormat
import ActiveTasks
import TerminalUI
import Testing
import JSONValues

@Suite struct AnswersFileTests {
    @Test func answersAreKeyedByStepOrStepDotItem() throws {
        let task = try TestTasks.load("questionnaire.json")
        let file = try AnswersFile.make(try JSONParser.parse(#"{ "profile.pin": 1234, "tired": true, "sleep.bedtime": null }"#), for: task).get()
        let steps = task.flattenedSteps
        #expect(file.answers(for: steps[0]) == ["pin": .integer(1234)])
        #expect(file.answers(for: steps[1]).isEmpty)
        #expect(file.answers(for: steps[2]) == ["tired": .boolean(true)])
    }

    @Test func answersThatDoNotFitTheTaskAreAllReported() throws {
        let task = try TestTasks.load("questionnaire.json")
        let result = AnswersFile.make(try JSONParser.parse(#"{ "profile.pin": 123, "pin": 1234, "done": 1, "profile.email": "x" }"#), for: task)
        guard case .failure(let error) = result else { Issue.record("accepted"); return }
        #expect(error.issues.map(\.description) == [
            "profile.pin: 123 is below the minimum 1000",
            #"pin: task "sleepQuestionnaire" has no such question; use one of profile.birthday, profile.email, profile.name, profile.pin, profile.weight, sleep.bedtime, sleep.disturbances, sleep.duration, sleep.position, sleep.quality, tired"#,
            #"done: step "done" asks no question; remove this answer"#,
            #"profile.email: "x" is not an email address (name@example.org)"#,
        ])
    }
}
