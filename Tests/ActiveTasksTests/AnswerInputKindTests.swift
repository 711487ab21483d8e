import ActiveTasks
import Testing
import TestSupport

/// Every standard answer format says what input it asks for and how many answers it takes, so
/// that presenters and exporters need not ask which type it is.
@Suite struct AnswerInputKindTests {
    /// The answer formats of `fixture`'s questions, by question identifier.
    private func formats(_ fixture: String) throws -> [String: any AnswerFormat] {
        let task = try TestTasks.load(fixture)
        let questions = task.flattenedSteps.flatMap(\.questions)
        return Dictionary(questions.map { ($0.identifier, $0.answerFormat) }) { first, _ in first }
    }

    @Test func everyStandardFormatNamesItsInput() throws {
        let answers = try formats("allAnswers.json")
        let expected: [String: AnswerInputKind] = [
            "smoker": .boolean, "activity": .choice, "symptoms": .choice, "hand": .choice, "age": .integer, "weight": .decimal,
            "mood": .scale, "pain": .scale, "initials": .text, "email": .email, "birthday": .date, "lastDose": .dateAndTime,
            "wakeUp": .timeOfDay, "sleep": .timeInterval, "faces": .choice, "where": .location,
        ]
        for (identifier, kind) in expected {
            #expect(answers[identifier]?.inputKind == kind, "\(identifier)")
        }
        let demographics = try formats("demographics.json").values
        let byType = Dictionary(demographics.map { ($0.type, $0.inputKind) }) { first, _ in first }
        #expect(byType["height"] == .measurement && byType["weight"] == .measurement && byType["ses"] == .ladder)
        #expect(byType["age"] == .integer && byType["year"] == .integer && byType["colorChoice"] == .choice)
        #expect(byType["textScale"] == .choice && byType["multipleValuePicker"] == .pickers)
    }

    @Test func onlyChoicesThatAllowSeveralTakeMultipleAnswers() throws {
        let answers = try formats("allAnswers.json")
        #expect(answers.filter { $0.value.allowsMultipleAnswers }.keys.sorted() == ["kept", "symptoms"])
        #expect(answers["faces"]?.inputKind == .choice && answers["faces"]?.allowsMultipleAnswers == false, "one image")
    }
}
