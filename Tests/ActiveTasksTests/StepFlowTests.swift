import ActiveTasks
import Foundation
import RecordingFormat
import TerminalUI
import Testing
import TestSupport

/// `StepFlow` alone, with no terminal or browser: the rules of asking every presenter shares.
@Suite struct StepFlowTests {
    static let fix = LocationAnswer(latitude: 52.5, longitude: 13.4, horizontalAccuracy: 4)

    /// A flow over inline task JSON, started, with `fix` as the current location.
    private func flow(_ json: String) throws -> StepFlow {
        let flow = StepFlow(runner: TaskRunner(task: try TestTasks.task(json)), currentLocation: { Self.fix })
        flow.start()
        return flow
    }

    private func question(_ flow: StepFlow) -> QuestionPage? {
        if case .question(let page) = flow.screen { page } else { nil }
    }

    private static func sliderTask(optional: Bool) -> String {
        """
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "mood", "optional": \(optional),
            "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10 } },
          { "type": "completion", "identifier": "done" } ] }
        """
    }

    @Test func anUntouchedRequiredSliderIsRefusedAndRecordsNothing() throws {
        let flow = try flow(Self.sliderTask(optional: false))
        #expect(flow.handle(.next) == .refused("Choose a value on the scale."))
        #expect(question(flow)?.notice == "Choose a value on the scale.")
        #expect(flow.runner.result.stepHistory.isEmpty)
        #expect(flow.handle(.text("")) == .accepted, "a blank line on a scale is no answer, not an error")
        #expect(flow.handle(.next) == .refused("Choose a value on the scale."))
        #expect(flow.handle(.skip) == .refused("Choose a value on the scale."))
        #expect(flow.handle(.answer(.integer(7))) == .accepted)
        #expect(flow.handle(.next) == .accepted)
        #expect(flow.runner.result.latestAnswer("mood") == .integer(7))
        guard case .page(let done) = flow.screen else { Issue.record("not on the completion page"); return }
        #expect(done.identifier == "done")
    }

    @Test func anUntouchedOptionalSliderRecordsASkip() throws {
        let flow = try flow(Self.sliderTask(optional: true))
        #expect(flow.handle(.next) == .accepted)
        let mood = try #require(flow.runner.result.stepHistory.first)
        #expect(mood.identifier == "mood" && mood.skipped && mood.answer("mood") == nil)
    }

    @Test func aClearedAnswerIsNoAnswer() throws {
        let flow = try flow(Self.sliderTask(optional: false))
        flow.handle(.answer(.integer(3)))
        #expect(question(flow)?.pending == .integer(3))
        flow.handle(.clear)
        #expect(flow.handle(.next) == .refused("Choose a value on the scale."))
    }

    @Test func everyAnswerFormatIsAnsweredThroughTheFlow() throws {
        let flow = try flow("""
        { "identifier": "t", "steps": [ { "type": "form", "identifier": "all", "items": [
          { "identifier": "boolean", "answerFormat": { "type": "boolean" }, "optional": false },
          { "identifier": "single", "answerFormat": { "type": "singleChoice", "choices": [ { "text": "A", "value": 1 }, { "text": "B", "value": 2 } ] }, "optional": false },
          { "identifier": "multiple", "answerFormat": { "type": "multipleChoice", "choices": [ "Noise", "Light", { "text": "Nothing", "value": "none", "exclusive": true } ] }, "optional": false },
          { "identifier": "scale", "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10, "step": 2 }, "optional": false },
          { "identifier": "continuous", "answerFormat": { "type": "continuousScale", "minimum": 0, "maximum": 10, "maximumFractionDigits": 1 }, "optional": false },
          { "identifier": "integer", "answerFormat": { "type": "integer", "minimum": 18, "maximum": 120 }, "optional": false },
          { "identifier": "decimal", "answerFormat": { "type": "decimal" }, "optional": false },
          { "identifier": "text", "answerFormat": { "type": "text" }, "optional": false },
          { "identifier": "email", "answerFormat": { "type": "email" }, "optional": false },
          { "identifier": "date", "answerFormat": { "type": "date" }, "optional": false },
          { "identifier": "time", "answerFormat": { "type": "timeOfDay" }, "optional": false },
          { "identifier": "interval", "answerFormat": { "type": "timeInterval" }, "optional": false },
          { "identifier": "image", "answerFormat": { "type": "imageChoice", "choices": [
              { "text": "Calm", "value": 0, "image": "bundled:faces/face-0.svg" }, { "text": "Sad", "value": 5, "image": "bundled:faces/face-5.svg" } ] }, "optional": false },
          { "identifier": "here", "answerFormat": { "type": "location" }, "optional": false },
          { "identifier": "there", "answerFormat": { "type": "location", "useCurrentLocation": false }, "optional": false } ] } ] }
        """)
        let typed: [(String, StepEvent, AnswerValue?)] = [
            ("boolean", .text("y"), .boolean(true)),
            ("single", .text("2"), .choice(.int(2))),
            ("scale", .text("4"), .integer(4)),
            ("continuous", .text("2.5"), .decimal(2.5)),
            ("integer", .text("42"), .integer(42)),
            ("decimal", .text("72.5"), .decimal(72.5)),
            ("text", .text("Zu müde 😴 日本"), .text("Zu müde 😴 日本")),
            ("email", .text("a@example.org"), .text("a@example.org")),
            ("time", .text("07:30"), nil),
            ("interval", .text("1:30"), .timeInterval(5400)),
            ("image", .text("2"), .choice(.int(5))),
            ("here", .currentLocation, .location(Self.fix)),
            ("there", .text("-1, 2"), .location(LocationAnswer(latitude: -1, longitude: 2))),
        ]
        var expected: [String: AnswerValue] = [:]
        while let page = question(flow) {
            let identifier = page.question.identifier
            switch identifier {
            case "multiple":
                #expect(flow.handle(.toggle(0)) == .accepted && flow.handle(.toggle(1)) == .accepted)
                #expect(flow.handle(.toggle(2)) == .accepted)
                #expect(question(flow)?.selection == [2], "choosing the exclusive choice unchooses the others")
                #expect(flow.handle(.toggle(0)) == .accepted)
                #expect(question(flow)?.selection == [0], "choosing another unchooses the exclusive one")
                expected[identifier] = .choices([.string("Noise")])
            case "date":
                #expect(flow.handle(.text("2024-05-01")) == .accepted)
            case "integer":
                #expect(flow.handle(.text("10")) == .refused("10 is below the minimum 18"))
                #expect(flow.handle(.text("42")) == .accepted)
                expected[identifier] = .integer(42)
            default:
                let (_, event, value) = try #require(typed.first { $0.0 == identifier })
                #expect(flow.handle(event) == .accepted, "\(identifier)")
                expected[identifier] = value
            }
            #expect(flow.handle(.next) == .accepted, "\(identifier): \(flow.lastNotice ?? "")")
        }
        let result = flow.runner.result
        #expect(result.status == .completed)
        for (identifier, value) in expected { #expect(result.latestAnswer(identifier) == value, "\(identifier)") }
        #expect(result.latestAnswer("date") != nil && result.latestAnswer("time") != nil)
        #expect(result.stepHistory.first?.results.count == 15)
    }

    @Test func aFormGoesBackToItsPreviousQuestionWithItsAnswerAndFromTheFirstToTheStepBefore() throws {
        let flow = try flow("""
        { "identifier": "t", "steps": [
          { "type": "instruction", "identifier": "intro" },
          { "type": "form", "identifier": "f", "items": [
            { "title": "About you" },
            { "identifier": "a", "answerFormat": { "type": "integer" } },
            { "identifier": "b", "answerFormat": { "type": "text" } } ] } ] }
        """)
        guard case .page = flow.screen else { Issue.record("not on the instruction"); return }
        #expect(flow.handle(.back) == .refused(#"step "intro" is the first step; there is nothing to go back to"#))
        flow.handle(.next)
        #expect(question(flow)?.section == "About you" && question(flow)?.count == 2)
        flow.handle(.text("5"))
        flow.handle(.next)
        #expect(question(flow)?.question.identifier == "b" && question(flow)?.canGoBack == true)
        #expect(flow.handle(.back) == .accepted)
        #expect(question(flow)?.question.identifier == "a" && question(flow)?.pending == .integer(5))
        #expect(flow.handle(.back) == .accepted)
        guard case .page(let intro) = flow.screen else { Issue.record("not back on the instruction"); return }
        #expect(intro.identifier == "intro" && flow.runner.result.stepHistory.count == 1)
    }

    @Test func skippingEveryOptionalQuestionSkipsTheStepAndStopSavesTheRun() throws {
        let flow = try flow("""
        { "identifier": "t", "steps": [
          { "type": "form", "identifier": "f", "items": [
            { "identifier": "a", "answerFormat": { "type": "integer" } },
            { "identifier": "b", "answerFormat": { "type": "text" } } ] },
          { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" } } ] }
        """)
        #expect(flow.handle(.skip) == .accepted && flow.handle(.skip) == .accepted)
        #expect(flow.runner.result.stepHistory.first?.skipped == true)
        #expect(question(flow)?.question.identifier == "q")
        flow.handle(.stop)
        #expect(flow.runner.result.status == .saved && flow.runner.result.resumePath == ["f", "q"])
        guard case .ended(.saved) = flow.screen else { Issue.record("not ended"); return }
    }

    @Test func anAnswersFileEndsTheStepAtOnceOrSaysWhatIsMissing() throws {
        let flow = try flow(Self.sliderTask(optional: false))
        #expect(flow.handle(.answers([:])) == .refused(#"step "mood" cannot be skipped: "mood" needs an answer"#))
        #expect(flow.handle(.answers(["mood": .integer(2)])) == .accepted)
        #expect(flow.runner.result.latestAnswer("mood") == .integer(2))
    }

    @Test func aStepTypeOfOnesOwnRunsAsAGenericTimedActivity() throws {
        let flow = StepFlow(runner: TaskRunner(task: OrderedTask(identifier: "t", steps: [
            BreatheStep(header: StepHeader(identifier: "b", title: "Breathe", text: "Breathe slowly."), duration: 2),
        ])))
        flow.start()
        guard case .activity(let step) = flow.screen else { Issue.record("not an activity"); return }
        #expect(step.title == "Breathe" && step.text == "Breathe slowly.")
        var clock = 0.0
        var frames = 0
        flow.play(step, in: ActivityContext(isUnattended: true), samples: SampleInbox(), clock: { clock },
                  input: { activity in
                      if frames == 0 { #expect(activity.instruction == "running for 2 s" && activity.remaining == 2) }
                      frames += 1
                      clock += 0.5
                  }, show: { _ in })
        #expect(frames == 4 && flow.runner.result.status == .completed)
    }
}
