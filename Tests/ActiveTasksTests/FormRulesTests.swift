import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The flow's form rules: visibility rules, don't-know against skip, learn-more, and the review
/// step's way back to an answer.
@Suite struct FormRulesTests {
    private func flow(_ json: String) throws -> StepFlow {
        let flow = StepFlow(runner: TaskRunner(task: try TestTasks.task(json)))
        flow.start()
        return flow
    }

    private func question(_ flow: StepFlow) -> QuestionPage? {
        if case .question(let page) = flow.screen { page } else { nil }
    }

    private static let smoking = """
        { "identifier": "t", "steps": [
          { "type": "form", "identifier": "habits", "items": [
            { "identifier": "smoker", "optional": false, "answerFormat": { "type": "boolean" } },
            { "identifier": "perDay", "optional": false, "answerFormat": { "type": "integer", "minimum": 1 },
              "visibleIf": { "resultIdentifier": "smoker", "matchingAnswer": true } },
            { "identifier": "note", "answerFormat": { "type": "text" } } ] },
          { "type": "completion", "identifier": "done" } ] }
        """

    @Test func aHiddenRequiredItemIsNeitherAskedNorRequiredAndIsRecordedAsNotShown() throws {
        let flow = try flow(Self.smoking)
        flow.handle(.answer(.boolean(false)))
        #expect(flow.handle(.next) == .accepted)
        #expect(question(flow)?.question.identifier == "note", "perDay is passed over")
        #expect(question(flow).map { "\($0.number) of \($0.shownCount)" } == "2 of 2", "and not counted")
        #expect(flow.handle(.skip) == .accepted)
        let habits = try #require(flow.runner.result.stepHistory.first)
        #expect(!habits.skipped)
        #expect(habits.answer("smoker") == .boolean(false))
        #expect(habits.answer("perDay") == .notShown)
        #expect(habits.answer("note") == nil)
    }

    @Test func aShownItemIsAskedAndRequired() throws {
        let flow = try flow(Self.smoking)
        flow.handle(.answer(.boolean(true)))
        flow.handle(.next)
        #expect(question(flow)?.question.identifier == "perDay")
        #expect(flow.handle(.next) == .refused("This question needs an answer."))
        flow.handle(.text("12"))
        flow.handle(.next)
        flow.handle(.skip)
        #expect(flow.runner.result.latestAnswer("perDay") == .integer(12))
    }

    @Test func backPassesOverHiddenItemsAndAChangedAnswerDropsTheHiddenOnesAnswer() throws {
        let flow = try flow(Self.smoking)
        flow.handle(.answer(.boolean(true)))
        flow.handle(.next)
        flow.handle(.text("12"))
        flow.handle(.next)
        #expect(flow.handle(.back) == .accepted)
        #expect(flow.handle(.back) == .accepted)
        #expect(question(flow)?.question.identifier == "smoker")
        flow.handle(.answer(.boolean(false)))
        flow.handle(.next)
        #expect(question(flow)?.question.identifier == "note")
        #expect(flow.handle(.back) == .accepted)
        #expect(question(flow)?.question.identifier == "smoker", "back from note skips the hidden perDay")
        flow.handle(.next)
        flow.handle(.skip)
        #expect(flow.runner.result.latestAnswer("perDay") == .notShown, "the 12 given while shown is dropped")
    }

    @Test func theRunnerRefusesAnAnswerToAHiddenItem() throws {
        let runner = TaskRunner(task: try TestTasks.task(Self.smoking))
        runner.start()
        #expect(throws: ActivetaskError.self) { try runner.next(answers: ["smoker": .boolean(false), "perDay": .integer(3)]) }
        #expect(throws: Never.self) { try runner.next(answers: ["smoker": .boolean(true), "perDay": .integer(3)]) }
    }

    @Test func aVisibilityRuleLooksAtAnEarlierStepsAnswer() throws {
        let flow = try flow("""
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "pain", "answerFormat": { "type": "boolean" } },
              { "type": "form", "identifier": "detail", "items": [
                { "identifier": "where", "answerFormat": { "type": "text" },
                  "visibleIf": { "resultIdentifier": "pain", "matchingAnswer": true } } ] },
              { "type": "completion", "identifier": "done" } ] }
            """)
        flow.handle(.answer(.boolean(false)))
        flow.handle(.next)
        guard case .page(let done) = flow.screen else { Issue.record("a form with nothing shown should end at once"); return }
        #expect(done.identifier == "done")
        #expect(flow.runner.result.latestAnswer("where") == .notShown)
    }

    private static let income = """
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "income", "optional": false, "showDontKnowButton": true,
            "learnMore": "Before tax.", "answerFormat": { "type": "integer" } },
          { "type": "question", "identifier": "plain", "answerFormat": { "type": "integer" } },
          { "type": "completion", "identifier": "done" } ] }
        """

    @Test func dontKnowIsAnAnswerARequiredQuestionTakesWhereSkipIsRefused() throws {
        let flow = try flow(Self.income)
        #expect(question(flow)?.question.dontKnowText == BuiltInText.dontKnow.text(in: .english))
        #expect(question(flow)?.question.learnMore == "Before tax.")
        #expect(flow.handle(.skip) == .refused("This question needs an answer."))
        #expect(flow.handle(.answer(.dontKnow)) == .accepted)
        #expect(flow.handle(.next) == .accepted)
        #expect(flow.runner.result.latestAnswer("income") == .dontKnow)
        #expect(flow.runner.result.stepHistory[0].skipped == false)
    }

    @Test func aQuestionWithoutTheButtonRefusesDontKnow() throws {
        let flow = try flow(Self.income)
        flow.handle(.answer(.dontKnow))
        flow.handle(.next)
        #expect(flow.handle(.answer(.dontKnow)) == .refused("the question offers no don't-know answer; set showDontKnowButton or answer it"))
        #expect(flow.handle(.skip) == .accepted)
        #expect(flow.runner.result.stepHistory[1].skipped)
    }

    @Test func dontKnowSurvivesTheResultsRoundTrip() throws {
        let answer = AnswerResult(identifier: "income", answerType: "integer", value: .dontKnow)
        let data = try TaskResult.makeEncoder().encode(answer)
        #expect(String(decoding: data, as: UTF8.self).contains("\"dontKnow\""))
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(AnswerResult.self, from: data).value == .dontKnow)
        let hidden = AnswerResult(identifier: "x", answerType: "integer", value: .notShown)
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(AnswerResult.self, from: TaskResult.makeEncoder().encode(hidden)).value == .notShown)
    }

    private static let reviewed = """
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "name", "text": "Your name", "answerFormat": { "type": "text" } },
          { "type": "form", "identifier": "body", "items": [
            { "identifier": "height", "text": "Height", "answerFormat": { "type": "height" } },
            { "identifier": "colour", "text": "Colour", "answerFormat": { "type": "colorChoice", "choices": [
              { "color": "#1976D2", "text": "Blue", "value": "blue" } ] } } ] },
          { "type": "review", "identifier": "review" },
          { "type": "completion", "identifier": "done" } ] }
        """

    @Test func theReviewListsTheAnswersInWords() throws {
        let flow = try flow(Self.reviewed)
        flow.handle(.text("Åsa"))
        flow.handle(.next)
        flow.handle(.text("172"))
        flow.handle(.next)
        flow.handle(.skip)
        guard case .review(_, let entries) = flow.screen else { Issue.record("not on the review"); return }
        #expect(entries.map(\.prompt) == ["Your name", "Height", "Colour"])
        #expect(entries.map(\.answer) == ["Åsa", "172 cm", BuiltInText.reviewSkipped.text(in: .english)])
        #expect(entries.map(\.stepIdentifier) == ["name", "body", "body"])
    }

    @Test func goingBackFromTheReviewReturnsToItWhenTheStepEnds() throws {
        let flow = try flow(Self.reviewed)
        flow.handle(.text("Åsa"))
        flow.handle(.next)
        flow.handle(.skip)
        flow.handle(.skip)
        #expect(flow.handle(.revisit("name")) == .accepted)
        #expect(question(flow)?.question.identifier == "name")
        flow.handle(.text("Ben"))
        flow.handle(.next)
        guard case .review(_, let entries) = flow.screen else { Issue.record("the review should show again, not the form"); return }
        #expect(entries.first?.answer == "Ben")
        #expect(flow.handle(.next) == .accepted)
        guard case .page(let done) = flow.screen else { Issue.record("not on the completion"); return }
        #expect(done.identifier == "done")
        #expect(flow.runner.result.latestAnswer("name") == .text("Ben"))
    }

    @Test func backFromARevisitedStepReturnsToTheReview() throws {
        let flow = try flow(Self.reviewed)
        flow.handle(.skip)
        flow.handle(.skip)
        flow.handle(.skip)
        #expect(flow.handle(.revisit("body")) == .accepted)
        #expect(flow.handle(.back) == .accepted)
        guard case .review = flow.screen else { Issue.record("back should return to the review"); return }
        #expect(flow.handle(.revisit("done")) == .refused("step \"done\" has no answers to review; choose one the review lists"))
    }

    @Test func aRequiredLadderOrColourAsksForAChoice() throws {
        let flow = try flow("""
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "ladder", "optional": false, "answerFormat": { "type": "ses" } },
              { "type": "question", "identifier": "colours", "optional": false, "answerFormat": { "type": "colorChoice", "multiple": true,
                "choices": [ { "color": "#D32F2F", "text": "Red" }, { "color": "#1976D2", "text": "Blue" } ] } } ] }
            """)
        #expect(flow.handle(.next) == .refused("Choose an answer."))
        flow.handle(.text("4"))
        flow.handle(.next)
        #expect(flow.handle(.next) == .refused("Choose at least one answer."))
        flow.handle(.toggle(0))
        flow.handle(.toggle(1))
        flow.handle(.next)
        #expect(flow.runner.result.latestAnswer("colours") == .choices([.string("Red"), .string("Blue")]))
    }

    @Test func revisitIsRefusedOutsideAReview() throws {
        let flow = try flow(Self.reviewed)
        #expect(flow.handle(.revisit("name")) == .refused("step \"name\" is no review step; only a review goes back to an answer"))
    }
}
