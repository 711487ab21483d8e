@testable import ActiveTasks
import Testing
@testable import TerminalUI

/// The full screen's don't-know and learn-more keys, on choice questions (keys) and typed ones (lines).
@Suite struct QuestionEntryAidsTests {
    private func entry(_ format: any AnswerFormat, dontKnow: String? = "Not sure", learnMore: String? = "Before tax.") -> QuestionEntry {
        QuestionEntry(question: Question(identifier: "q", prompt: "Income?", answerFormat: format, isOptional: false,
                                         dontKnowText: dontKnow, learnMore: learnMore), canGoBack: false)
    }

    private static let choice = ChoiceAnswerFormat(style: .singleChoice, choices: ["Low", "High"].map { TextChoice(text: $0) })

    @Test func theDontKnowKeyAnswersAtOnceOnAChoiceQuestion() {
        var question = entry(Self.choice)
        #expect(question.help.contains("-: Not sure"))
        #expect(question.handle(.character("-")) == .dontKnow)
    }

    @Test func theDontKnowLineAnswersATypedQuestion() {
        var question = entry(NumericAnswerFormat(style: .integer))
        #expect(question.help.contains("- Enter: Not sure"))
        #expect(question.handle(.character("-")) == nil)
        #expect(question.handle(.enter) == .dontKnow)
    }

    @Test func withoutTheButtonTheKeyIsTypedAsText() {
        var question = entry(NumericAnswerFormat(style: .integer), dontKnow: nil)
        #expect(!question.help.contains("Not sure"))
        _ = question.handle(.character("-"))
        #expect(question.handle(.enter) == nil, "\"-\" is read by the format, which refuses it")
        #expect(question.notice != nil)
    }

    @Test func theLearnMoreKeyShowsTheTextAndLeavesTheQuestionOpen() {
        var question = entry(Self.choice)
        #expect(!question.lines.contains("Learn more: Before tax."))
        #expect(question.help.contains("?: learn more"))
        #expect(question.handle(.character("?")) == nil)
        #expect(question.lines.contains("Learn more: Before tax."))
        #expect(!question.help.contains("learn more"), "once shown, the key is no longer offered")
        #expect(question.handle(.character("2")) == .answered(.choice(.string("High"))))
    }
}
