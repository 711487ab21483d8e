import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// Don't-know, learn-more, a visibility rule and the review step full-screen in `activetask
/// present` (100 × 30 tmux session).
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentFormsTests {
    @Test func dontKnowLearnMoreAHiddenItemAndTheReviewWorkByKeys() async throws {
        let folder = try TemporaryDirectory(prefix: "present-forms")
        let task = folder.url.appendingPathComponent("forms.json")
        try #"""
        {"identifier": "forms", "steps": [
          {"type": "question", "identifier": "income", "text": "Your income", "optional": false, "showDontKnowButton": true,
           "learnMore": "Before tax, the whole household.",
           "answerFormat": {"type": "singleChoice", "choices": ["Low", "Middle", "High"]}},
          {"type": "form", "identifier": "habits", "items": [
            {"identifier": "smoker", "text": "Do you smoke?", "optional": false, "answerFormat": {"type": "boolean"}},
            {"identifier": "perDay", "text": "How many a day?", "optional": false, "answerFormat": {"type": "integer"},
             "visibleIf": {"resultIdentifier": "smoker", "matchingAnswer": true}},
            {"identifier": "note", "text": "Anything else?", "answerFormat": {"type": "text"}}]},
          {"type": "review", "identifier": "review", "title": "Your answers"}
        ]}
        """#.write(to: task, atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", task.path, "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "-: I don't know")
        await #expect(try !session.screen().contains { $0.contains("Before tax") })
        try await session.press("?", until: "Learn more: Before tax, the whole household.")
        try await session.press("-", until: "Do you smoke?")
        try await session.press("n", until: "Anything else?")
        await #expect(try !session.screen().contains { $0.contains("How many a day?") })
        try await session.send("o", "k")
        try await session.press("Enter", until: "1. Your income: I don't know")
        try await session.waitFor(text: "2. Do you smoke?: No")
        try await session.waitFor(text: "3. Anything else?: ok")
        try await session.send("1")
        try await session.press("Enter", until: "1. Low")
        try await session.press("2", until: "1. Your income: Middle")
        try await session.press("Enter", until: "taskResult.json is written") {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        let answers = try TaskResultJSON.answers(in: output)
        #expect(answers["income"]?["value"] == .string("Middle"))
        #expect(answers["smoker"]?["value"] == .bool(false))
        #expect(answers["perDay"]?["valueType"] == .string("notShown"))
        #expect(answers["note"]?["value"] == .string("ok"))
    }

    @Test func aFormStoppedWithEscPartWayResumesAtItsFirstUnansweredItem() async throws {
        let folder = try TemporaryDirectory(prefix: "present-form-resume")
        let output = folder.url.appendingPathComponent("out")
        let first = try await TmuxSession(["present", "phq9", "--speech", "off", "--output", output.path])
        defer { first.stop() }
        try await first.waitFor(text: "[1/3]")
        try await first.press("Enter", until: "Question 1 of 10")
        for number in 2...4 { try await first.press("2", until: "Question \(number) of 10") }
        try await first.press("Escape", until: "Stop the task?")
        try await first.press("y", until: "the saved run's end") {
            try await first.screen().contains { $0.contains("stopped before the end; the run was saved") } || first.exitStatus() == 75
        }
        await waitUntil(timeout: 5) { first.exitStatus() != nil }
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved && saved.resumeAnswers?.map(\.identifier) == ["q1", "q2", "q3"])

        let resumed = try await TmuxSession(["present", "phq9", "--speech", "off", "--resume", output.path])
        defer { resumed.stop() }
        try await resumed.waitFor(text: "Question 4 of 10")
        await #expect(try !resumed.screen().contains { $0.contains("Little interest or pleasure") })
    }
}
