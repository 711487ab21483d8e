import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import TerminalUI
import Testing
import JSONValues

/// Form sections: an item with only a title starts a section; it asks nothing and has no result.
@Suite struct FormSectionTests {
    @Test func aTitleOnlyItemStartsASectionCarriedByTheNextQuestion() throws {
        let task = try TestTasks.load("pain.json")
        let form = try #require(task.steps.first { $0.identifier == "details" } as? FormStep)
        #expect(form.items.map(\.sectionTitle) == ["Right now", nil, nil, "Last week", nil, nil])
        #expect(form.questions.map(\.identifier) == ["nrs", "medication", "worstDay", "affected"])
        #expect(form.questions.map(\.sectionTitle) == ["Right now", nil, "Last week", nil])
        #expect(form.questions.map(\.formatPath) == ["items[1].answerFormat", "items[2].answerFormat", "items[4].answerFormat", "items[5].answerFormat"])
    }

    @Test func sectionsHaveNoResults() throws {
        let runner = TaskRunner(task: try TestTasks.load("pain.json"))
        let given: [String: [String: AnswerValue]] = [
            "facesPainScale": ["facesPainScale": .choice(.int(0))], "vas": ["vas": .decimal(10)],
            "details": ["nrs": .integer(3), "worstDay": .choice(.string("Mon"))],
        ]
        runner.start()
        while let step = runner.currentStep {
            if let answers = given[step.identifier] {
                try runner.next(answers: answers)
            } else if step.questions.isEmpty {
                try runner.next()
            } else {
                try runner.skip()
            }
        }
        let details = try #require(runner.result.stepHistory.first { $0.identifier == "details" })
        #expect(details.answers.map(\.identifier) == ["nrs", "worstDay"])
    }

    @Test func anIssueOnAnItemAfterASectionNamesTheItemsOwnIndex() {
        let issues = TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "form", "identifier": "f", "items": [
          { "title": "One" },
          { "identifier": "a", "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10 } },
          { "title": "Two" },
          { "identifier": "a", "answerFormat": { "type": "scale", "minimum": 5, "maximum": 1 } } ] } ] }
        """)
        #expect(issues == [
            #"steps[0].items[3].identifier: duplicate identifier "a", first used at steps[0].items[1].identifier"#,
            #"steps[0].items[3].answerFormat.maximum: 1 must be above minimum 5"#,
        ])
    }

    @Test func aSectionWithoutQuestionsIsAWarning() {
        let issues = TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "form", "identifier": "f", "items": [
          { "title": "Empty" }, { "title": "Full" },
          { "identifier": "a", "answerFormat": { "type": "boolean" } },
          { "title": "Trailing" } ] } ] }
        """)
        #expect(issues == [
            #"warning: steps[0].items[0]: section "Empty" has no questions; add items after it or remove it"#,
            #"warning: steps[0].items[3]: section "Trailing" has no questions; add items after it or remove it"#,
        ])
    }

    @Test func aFormOfSectionTitlesOnlyIsAnError() {
        let issues = TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "form", "identifier": "f", "items": [ { "title": "Alone" } ] } ] }
        """)
        #expect(issues == ["steps[0].items: holds only section titles; a form needs at least one item with an answerFormat"])
    }

    @Test func aTitleWithAnIdentifierButNoAnswerFormatIsAQuestionMissingItsFormat() {
        let issues = TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "form", "identifier": "f", "items": [
          { "identifier": "x", "title": "Half" }, { "identifier": "a", "answerFormat": { "type": "boolean" } } ] } ] }
        """)
        #expect(issues.contains("steps[0].items[0].answerFormat: missing; every question needs an answer format"))
    }

    @Test func anAnswersFileCannotAnswerASection() throws {
        let task = try TestTasks.load("pain.json")
        guard case .failure(let error) = AnswersFile.make(.object([JSONMember(key: "details.Right now", value: .int(1))]), for: task) else {
            Issue.record("a section title was answered"); return
        }
        #expect(error.issues.map(\.path) == ["details.Right now"])
    }
}
