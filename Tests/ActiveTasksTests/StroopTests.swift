import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The Stroop step's rules: the trials drawn as fixtures/replay-stroop/generate.py draws them
/// (independently of the Swift code), answers taken from touches on the buttons at the touch's
/// own time, the blank between trials, the timeout, and the step's JSON rules.
struct StroopTests {
    /// fixtures/replay-stroop/expected.json's trials.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let color: StroopColor
            let text: StroopColor
        }
        let seed: UInt64
        let numberOfAttempts: Int
        let trials: [Trial]
    }

    private func touch(_ color: StroopColor, _ phase: TouchPhase = .began) -> Sample {
        let center = StroopLayout.buttons[StroopColor.allCases.firstIndex(of: color)!].center
        return .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: 1, x: center.x, y: center.y, rawX: 0, rawY: 0))
    }

    private func activity(attempts: Int = 10, seed: UInt64 = 27) -> StroopActivity {
        let step = StroopStep(header: StepHeader(identifier: "stroop"), numberOfAttempts: attempts, seed: seed)
        return StroopActivity(step: step, language: .english, seed: 0)
    }

    @Test func trialsAreTheWordsAndInksGeneratePyDrewForTheSeed() throws {
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: ProjectPaths.fixture("replay-stroop/expected.json")))
        let test = StroopTest(numberOfAttempts: expected.numberOfAttempts, seed: expected.seed)
        test.begin(at: 0)
        var time = 0.0
        while let trial = test.currentTrial {
            time += 0.6
            test.answer(trial.color, at: time)
            time += StroopTest.blankInterval
            test.advance(to: time)
        }
        #expect(test.isFinished)
        #expect(test.trials.map(\.color) == expected.trials.map(\.color))
        #expect(test.trials.map(\.text) == expected.trials.map(\.text))
    }

    @Test func aTouchOnAButtonAnswersAtItsOwnTimeAndOffTheButtonsNothing() throws {
        let stroop = activity()
        stroop.begin(at: 100)
        let first = try #require(stroop.test.currentTrial)
        stroop.advance(to: 100.7)
        stroop.receive(.touch(TouchSample(timestamp: 0, uptime: 0, phase: .began, touchId: 1, x: 0.5, y: 0.3, rawX: 0, rawY: 0)), at: 100.7)
        #expect(stroop.test.currentTrial == first, "a touch above the buttons answered")
        stroop.receive(touch(first.color, .ended), at: 100.75)
        stroop.receive(touch(first.color), at: 100.8)
        let answered = try #require(stroop.test.trials.first)
        #expect(answered.colorSelected == first.color && answered.isCorrect)
        #expect(abs((answered.reactionTime ?? 0) - 0.8) < 1e-9 && answered.startTime == 0)
        #expect(answered.location == StroopLayout.buttons[StroopColor.allCases.firstIndex(of: first.color)!].center)
    }

    @Test func theWordIsBlankForHalfASecondAndTouchesThenAreIgnored() throws {
        let stroop = activity()
        stroop.begin(at: 0)
        stroop.choose(.red, at: 1)
        stroop.advance(to: 1.2)
        #expect(stroop.test.currentTrial == nil)
        stroop.choose(.blue, at: 1.2)
        #expect(stroop.test.trials.count == 1)
        stroop.advance(to: 1.5)
        let second = try #require(stroop.test.currentTrial)
        #expect(second.startTime == 1.5 && second.colorSelected == nil)
    }

    @Test func anUnansweredTrialIsRecordedAfterTenSecondsAndTheStepEndsAfterItsTrials() {
        let stroop = activity(attempts: 10)
        stroop.begin(at: 0)
        stroop.advance(to: 200)
        #expect(stroop.isFinished)
        let trials = stroop.test.trials
        #expect(trials.count == 10 && trials.allSatisfy { $0.colorSelected == nil && $0.endTime == nil })
        #expect(trials.map(\.startTime) == (0..<10).map { Double($0) * (StroopTest.trialTimeout + StroopTest.blankInterval) })
        guard let result = stroop.results.first?.typed(as: StroopResult.self) else { Issue.record("no Stroop result"); return }
        #expect(result.numberOfAttempts == 10 && result.trials == trials && result.buttonRects == StroopLayout.buttons)
        #expect(stroop.summary(after: 200) == "0 of 10 right")
    }

    @Test func aStepAskingForFewerThanResearchKitsTenTrialsIsRefusedAtItsMember() {
        let json = #"{"identifier": "t", "steps": [{"type": "stroop", "identifier": "s", "numberOfAttempts": 9, "seed": -1}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        #expect(messages.contains { $0.contains("steps[0].numberOfAttempts") && $0.contains("9 is outside 10 … 200") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[0].seed") && $0.contains("negative") }, "\(messages)")
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        let result = StroopResult(identifier: "stroop", numberOfAttempts: 10, trials: [
            StroopTrial(color: .red, text: .blue, colorSelected: .red, startTime: 0, endTime: 0.7, location: SpatialSpanPoint(x: 0.16, y: 0.77)),
            StroopTrial(color: .green, text: .green, startTime: 1.2),
        ])
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }

    @Test func everyColourHasAWordAndAnInitialInEveryLanguage() {
        for language in BuiltInLanguage.allCases {
            let words = StroopColor.allCases.map { $0.word(in: language) }
            let initials = StroopColor.allCases.map { $0.initial(in: language) }
            #expect(Set(words).count == 4 && Set(initials).count == 4, "\(language): \(words) \(initials)")
            #expect(zip(words, initials).allSatisfy { $0.hasPrefix($1.uppercased()) }, "\(language): \(words) \(initials)")
        }
    }
}
