import RecordingFormat
import ActiveTasks
import Foundation
import Testing
import TestSupport
import JSONValues

/// Questions and forms answered full-screen in `activetask present` (100 × 30 tmux session).
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentQuestionTests {
    /// Every answer's value in the result, by question identifier.
    private func answers(in folder: URL) throws -> [String: JSONValue] {
        try TaskResultJSON.answers(in: folder).compactMapValues { $0["value"] }
    }

    private func written(_ output: URL) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
    }

    @Test func theAssistiveDeviceFormIsAnsweredOneItemAtATimeWithKeys() async throws {
        let folder = try TemporaryDirectory(prefix: "present-form")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "timedWalk", "--set", "timeLimit=1", "--set", "turnAroundTimeLimit=1",
                                       "--replay", ProjectPaths.fixture("replay").path, "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/")
        try await session.press("Enter", until: "Question 1 of 2")
        try await session.waitFor(text: "Do you wear an ankle-foot orthosis?")
        // The form's items are optional: s skips one, b comes back to it.
        try await session.press("s", until: "Question 2 of 2")
        try await session.waitFor(text: "6. Walker/rollator")
        try await session.press("b", until: "Question 1 of 2")
        try await session.press("n", until: "Question 2 of 2")
        try await session.press("4", until: "[3/")
        try await session.press("Enter", until: "[4/")
        try await session.waitFor(text: "Thank you", timeout: 30)
        try await session.press("Enter", until: "taskResult.json is written") { written(output) }
        let answers = try answers(in: output)
        #expect(answers["afo"] == .bool(false))
        #expect(answers["assistance"] == .string("Bilateral cane"))
    }

    @Test func typedAnswersAreCheckedByTheirFormatAndOptionalOnesCanBeSkipped() async throws {
        let folder = try TemporaryDirectory(prefix: "present-questions")
        let task = folder.url.appendingPathComponent("questions.json")
        try #"""
        {"identifier": "questions", "steps": [
          {"type": "question", "identifier": "pain", "title": "Pain", "optional": false,
           "answerFormat": {"type": "scale", "minimum": 0, "maximum": 10, "step": 1}},
          {"type": "form", "identifier": "today", "title": "Today", "items": [
            {"identifier": "symptoms", "text": "Which symptoms do you have?",
             "answerFormat": {"type": "multipleChoice", "choices": ["Cough", "Fever", "Headache"]}},
            {"identifier": "note", "text": "Anything else?", "answerFormat": {"type": "text"}},
            {"identifier": "name", "text": "Your initials", "answerFormat": {"type": "text"}}]}
        ]}
        """#.write(to: task, atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", task.path, "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "whole number 0–10")
        try await session.send("1", "2")
        try await session.waitFor(text: "> 12_")
        try await session.press("Enter", until: "not accepted:")
        try await session.send("BSpace", "BSpace", "7")
        try await session.waitFor(text: "> 7_")
        try await session.press("Enter", until: "Question 1 of 3")
        try await session.send("1", "3", "1", "2")
        try await session.waitFor(text: "[x] 2. Fever")
        #expect(try await session.screen().contains { $0.contains("[ ] 1. Cough") })
        try await session.press("Enter", until: "Question 2 of 3")
        try await session.send("s")
        try await session.press("Enter", until: "Question 3 of 3")
        // Any language's letters, as the participant sees them: combining accents, CJK, an emoji with a skin tone.
        try await session.send("Zoë Łódź 日本 👍🏽x", "BSpace")
        try await session.waitFor(text: "Łódź 日本")
        try await session.press("Enter", until: "taskResult.json is written") { written(output) }
        let answers = try answers(in: output)
        #expect(answers["pain"] == .int(7))
        #expect(answers["symptoms"] == .array([.string("Fever"), .string("Headache")]))
        #expect(answers["note"] == nil)
        #expect(answers["name"] == .string("Zoë Łódź 日本 👍🏽"))
    }

    /// Every answer format on the documented smallest screen, 40 × 15: each question's screen
    /// keeps its words whole (nothing reaches the last column, where a cut word would end)
    /// and shows where the answer goes; a window resized below 40 × 15 says so until it grows
    /// back. The captures are kept under `$TMPDIR/activetask-tmux-captures/`.
    @Test func everyAnswerFormatFitsTheSmallestScreen() async throws {
        let folder = try TemporaryDirectory(prefix: "present-small")
        let captures = FileManager.default.temporaryDirectory.appendingPathComponent("activetask-tmux-captures")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        let session = try await TmuxSession(["present", ProjectPaths.fixture("tasks/allAnswers.json").path,
                                       "--output", folder.url.appendingPathComponent("out").path], columns: 40, rows: 15)
        defer { session.stop() }
        try await session.waitFor(text: "One question of every")
        try await session.send("Enter")
        // The question's first words, and what the participant types to answer it.
        let questions: [(String, [String])] = [
            ("Do you smoke?", ["1"]), ("How active are you?", ["2"]), ("Which symptoms", ["1", "Enter"]),
            ("Which hand", ["2"]), ("How old are you?", ["42", "Enter"]), ("How much do you", ["70.5", "Enter"]),
            ("How do you feel?", ["4", "Enter"]), ("How much pain", ["3.5", "Enter"]), ("Your initials?", ["AB", "Enter"]),
            ("Your email?", ["a@example.org", "Enter"]), ("Date of birth?", ["23.11.1990", "Enter"]),
            ("When did you last", ["2026-11-20 08:00", "Enter"]), ("When did you wake", ["7:30", "Enter"]),
            ("How long did you", ["7:30", "Enter"]), ("How much does it", ["1"]), ("Where are you?", ["47.37, 8.54", "Enter"]),
            ("Anything else?", []),
        ]
        for (index, (prompt, keys)) in questions.enumerated() {
            let screen = try await session.waitFor(text: prompt)
            try screen.joined(separator: "\n").write(to: captures.appendingPathComponent(String(format: "%02d.txt", index)),
                                                     atomically: true, encoding: .utf8)
            Self.expectWholeWords(screen, on: prompt)
            #expect(screen.contains { $0.contains("> ") && $0.hasSuffix("_") || $0.contains("_ ") || $0.contains("press a number") || $0.contains("numbers: choose") },
                    "\(prompt): no edit line\n\(screen.joined(separator: "\n"))")
            for key in keys { try await session.send(key) }
        }
        try await session.resize(columns: 30, rows: 10)
        try await session.waitFor(text: "40 × 15")
        try await session.resize(columns: 40, rows: 15)
        try await session.waitFor(text: "Anything else?")
    }
    /// The consent's sections and review at 40 × 15: every screen keeps its words whole, a long
    /// section continuing on further screens ("more: Enter").
    @Test func theConsentFitsTheSmallestScreen() async throws {
        let folder = try TemporaryDirectory(prefix: "present-small-consent")
        let session = try await TmuxSession(["present", "consent", "--output", folder.url.appendingPathComponent("out").path], columns: 40, rows: 15)
        defer { session.stop() }
        var screen = try await session.waitFor(text: "(1 of 9)")
        var continued = 0
        for _ in 0..<40 where !screen.contains(where: { $0.contains("Sharing Options") }) {
            Self.expectWholeWords(screen, on: screen.first { $0.contains(" of 9)") } ?? "a consent section")
            continued += screen.contains { $0.contains("more: Enter") } ? 1 : 0
            let before = screen
            try await session.send("Enter")
            screen = try await session.waitFor("the next screen", timeout: 5) { $0 != before }
        }
        #expect(screen.contains { $0.contains("Sharing Options") }, "\(screen.joined(separator: "\n"))")
        #expect(continued > 0, "no section needed a second screen at 40 × 15")
    }

    /// The activities at 40 × 15: the tapping targets with their instruction, the memory board
    /// with its score and keys, a countdown, each with its words whole.
    @Test(arguments: [(["twoFingerTapping", "--set", "handOptions=right"], "TAP [f]"),
                      (["spatialSpanMemory"], "Watch the targets"), (["shortWalk"], "Get ready")])
    func activitiesFitTheSmallestScreen(_ arguments: [String], _ shown: String) async throws {
        let folder = try TemporaryDirectory(prefix: "present-small-activity")
        let session = try await TmuxSession(["present"] + arguments + ["--output", folder.url.appendingPathComponent("out").path,
                                                                 "--replay", ProjectPaths.fixture("replay").path], columns: 40, rows: 15)
        defer { session.stop() }
        var screen = try await session.waitFor(text: "[1/")
        for _ in 0..<6 where !screen.contains(where: { $0.contains(shown) }) {
            Self.expectWholeWords(screen, on: arguments[0])
            try await session.send("Enter")
            screen = try await session.waitFor("the next screen", timeout: 5) { $0 != screen }
        }
        screen = try await session.waitFor(text: shown)
        Self.expectWholeWords(screen, on: shown)
    }

    /// Expects no row of `screen` to reach the last of 40 columns, where a cut word would end.
    private static func expectWholeWords(_ screen: [String], on what: String) {
        for (row, line) in screen.prefix(15).enumerated() {
            #expect(line.count <= 40 && !line.dropFirst(39).contains { !$0.isWhitespace }, "\(what): row \(row) reaches the edge: \(line)")
        }
    }
}


