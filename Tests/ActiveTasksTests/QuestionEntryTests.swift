@testable import ActiveTasks
import Testing
@testable import TerminalUI

/// `QuestionEntry`: the full-screen presenter's key-by-key answering of one question.
@Suite struct QuestionEntryTests {
    private func entry(_ format: any AnswerFormat, optional: Bool = false) -> QuestionEntry {
        QuestionEntry(question: Question(identifier: "q", prompt: "Which?", answerFormat: format, isOptional: optional),
                      canGoBack: true)
    }

    private func keys(_ text: String) -> [TerminalKey] {
        text.map { .character($0) }
    }

    /// The outcome of the last key, the keys before it having left the question open.
    private func outcome(_ entry: inout QuestionEntry, _ keys: [TerminalKey]) -> QuestionEntry.Outcome? {
        for key in keys.dropLast() {
            if let outcome = entry.handle(key) { Issue.record("\(key) decided \(outcome) too early") }
        }
        return entry.handle(keys.last!)
    }

    @Test func aSingleChoiceIsTakenAtItsNumberAndANumberBeyondTheChoicesIsIgnored() {
        var question = entry(ChoiceAnswerFormat(style: .singleChoice, choices: ["A", "B", "C"].map { TextChoice(text: $0) }))
        guard case .answered(let value)? = outcome(&question, keys("0452")) else { Issue.record("not answered"); return }
        #expect(value == .choice(.string("B")))
    }

    @Test func moreThanNineChoicesAreTypedAsANumberWithBackspace() {
        let choices = (1...12).map { TextChoice(text: "choice \($0)") }
        var question = entry(ChoiceAnswerFormat(style: .singleChoice, choices: choices))
        guard case .answered(let value)? = outcome(&question, keys("13") + [.backspace] + keys("1") + [.enter]) else {
            Issue.record("not answered")
            return
        }
        #expect(value == .choice(.string("choice 11")))
        #expect(question.lines.contains("12. choice 12"))
    }

    @Test func aRefusedLineShowsTheFormatsReasonAndKeepsTheQuestionOpen() {
        let format = ScaleAnswerFormat(minimum: 0, maximum: 10)
        var question = entry(format)
        #expect(outcome(&question, keys("11") + [.enter]) == nil)
        let reason: String
        do {
            _ = try format.answer(fromText: "11")
            reason = "accepted"
        } catch {
            reason = error.message
        }
        #expect(question.lines.last == "not accepted: \(reason)")
        #expect(question.lines.contains("> 11_"))
    }

    @Test func skipAndBackAreWholeLinesInTheEditLineAndSkipOnlyForOptionalQuestions() {
        var required = entry(TextAnswerFormat())
        guard case .answered(let typed)? = outcome(&required, keys("s") + [.enter]) else { Issue.record("not answered"); return }
        #expect(typed == .text("s"))
        var optional = entry(TextAnswerFormat(), optional: true)
        guard case .skipped? = outcome(&optional, keys("s") + [.enter]) else { Issue.record("not skipped"); return }
        var back = entry(TextAnswerFormat())
        guard case .back? = outcome(&back, keys("b") + [.enter]) else { Issue.record("did not go back"); return }
    }

    @Test func multipleChoicesToggleAndNeedAtLeastOne() {
        var question = entry(ChoiceAnswerFormat(style: .multipleChoice, choices: ["A", "B", "C"].map { TextChoice(text: $0) }))
        #expect(question.handle(.enter) == nil)
        #expect(question.notice == "choose at least one: press its number")
        guard case .answered(let value)? = outcome(&question, keys("313") + [.enter]) else { Issue.record("not answered"); return }
        #expect(value == .choices([.string("A")]))
    }
}
