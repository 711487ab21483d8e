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

/// `QuestionEntry` on the new formats: image choices, location, vertical scales.
@Suite struct QuestionEntryFormatTests {
    private func question(_ format: any AnswerFormat) -> Question {
        Question(identifier: "q", prompt: "Which?", answerFormat: format, isOptional: true)
    }

    private let faces = (0...5).map { ImageChoice(text: "Face \($0)", value: .int(2 * $0), image: "bundled:faces/face-\($0).svg", baseDirectory: nil) }

    @Test func aMultipleImageChoiceTogglesByNumberAndTakesWithEnter() {
        var entry = QuestionEntry(question: question(ImageChoiceAnswerFormat(choices: faces, allowsMultiple: true)), canGoBack: false)
        for key in "315" { #expect(entry.handle(.character(key)) == nil) }
        #expect(entry.lines.contains("[x] 1. Face 0") && entry.lines.contains("[ ] 2. Face 1"))
        guard case .answered(let value)? = entry.handle(.enter) else { Issue.record("not answered"); return }
        #expect(value == .choices([.int(0), .int(4), .int(8)]))
    }

    @Test func enterOnAnEmptyLineTakesTheOfferedLocation() {
        let fix = LocationAnswer(latitude: 1.5, longitude: 2.5, horizontalAccuracy: 3)
        var entry = QuestionEntry(question: question(LocationAnswerFormat()), canGoBack: false, currentLocation: { fix })
        #expect(entry.lines.contains("current location: 1.5, 2.5 ±3 m (Enter takes it)"))
        guard case .answered(let value)? = entry.handle(.enter) else { Issue.record("not answered"); return }
        #expect(value == .location(fix))
    }

    @Test func aLocationThatDoesNotOfferTheFixTakesOnlyTypedCoordinates() {
        let fix = LocationAnswer(latitude: 1.5, longitude: 2.5)
        var entry = QuestionEntry(question: question(LocationAnswerFormat(useCurrentLocation: false)), canGoBack: false, currentLocation: { fix })
        #expect(!entry.lines.contains { $0.hasPrefix("current location") })
        #expect(entry.handle(.enter) == nil)
        for key in "-1, 2" { _ = entry.handle(.character(key)) }
        guard case .answered(let value)? = entry.handle(.enter) else { Issue.record("not answered"); return }
        #expect(value == .location(LocationAnswer(latitude: -1, longitude: 2)))
    }

    @Test func aVerticalScaleListsItsValuesFromTheTop() {
        let scale = ScaleAnswerFormat(minimum: 0, maximum: 10, step: 5,
                                      appearance: ScaleAppearance(isVertical: true, minimumValueDescription: "none", maximumValueDescription: "worst"))
        let entry = QuestionEntry(question: question(scale), canGoBack: false)
        let top = entry.lines.firstIndex(of: "10 - worst") ?? 0
        #expect(Array(entry.lines[top...].prefix(3)) == ["10 - worst", " 5 -", " 0 - none"])
    }
}
