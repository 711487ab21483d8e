import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The flanker step: its JSON rules, its balanced rows, its timing and its result.
@Suite struct FlankerTests {
    private func load(_ step: String) -> TaskLoader.Outcome {
        TaskLoader.load(json: Array(#"{"identifier": "t", "steps": [\#(step)]}"#.utf8), registry: .standard)
    }

    @Test func aFlankerStepReadsItsSettingsAndRefusesEachOutOfRange() throws {
        let loaded = try #require(load(#"{"type": "flanker", "identifier": "f", "numberOfTrials": 8, "interTrialInterval": 0.5, "trialTimeout": 4, "seed": 3}"#).task)
        let step = try #require(loaded.steps.first as? FlankerStep)
        #expect(step.numberOfTrials == 8 && step.interTrialInterval == 0.5 && step.trialTimeout == 4 && step.seed == 3)
        let refused = load(#"{"type": "flanker", "identifier": "f", "numberOfTrials": 3, "interTrialInterval": 9, "trialTimeout": 0.5}"#)
        #expect(refused.task == nil)
        let paths = refused.issues.filter { $0.severity == .error }.map(\.path)
        #expect(paths == ["steps[0].numberOfTrials", "steps[0].interTrialInterval", "steps[0].trialTimeout"])
    }

    @Test(arguments: [4, 5, 12, 21])
    func theRowsAreHalfIncongruentAndEachGroupAlternatesItsDirection(count: Int) {
        let test = FlankerTest(numberOfTrials: count, interTrialInterval: 1, trialTimeout: 10, seed: 99)
        test.begin(at: 0)
        var time = 0.0
        while !test.isFinished {
            time += 1.5
            test.advance(to: time)
            if let trial = test.currentTrial { test.answer(trial.direction, at: time) }
        }
        #expect(test.trials.count == count)
        let incongruent = test.trials.filter { !$0.isCongruent }
        #expect(incongruent.count == count / 2)
        for group in [incongruent, test.trials.filter(\.isCongruent)] {
            let lefts = group.filter { $0.direction == .left }.count
            #expect(lefts == (group.count + 1) / 2, "a group's directions alternate from left")
        }
        #expect(test.trials.filter(\.isCorrect).count == count)
    }

    @Test func aRowAppearsAfterItsFixationAndTimesOutUnanswered() {
        let test = FlankerTest(numberOfTrials: 4, interTrialInterval: 1, trialTimeout: 2, seed: 1)
        test.begin(at: 0)
        #expect(test.currentTrial == nil, "the fixation cross comes first")
        test.advance(to: 1)
        #expect(test.currentTrial?.startTime == 1)
        test.answer(.left, at: 1.4, location: SpatialSpanPoint(x: 0.2, y: 0.7))
        #expect(test.trials[0].reactionTime.map { abs($0 - 0.4) < 1e-9 } == true)
        test.advance(to: 2.3)
        #expect(test.currentTrial == nil, "the next fixation lasts until 2.4")
        test.advance(to: 4.4)
        #expect(test.trials.count == 2 && test.trials[1].response == nil && test.trials[1].endTime == nil)
        #expect(test.trials.last.map { $0.startTime } == 2.4)
    }

    @Test func theSameSeedGivesTheSameRowsAndTheArrowsShowTheFlankers() {
        let first = FlankerTest(numberOfTrials: 10, interTrialInterval: 1, trialTimeout: 1, seed: 5)
        let second = FlankerTest(numberOfTrials: 10, interTrialInterval: 1, trialTimeout: 1, seed: 5)
        for test in [first, second] {
            test.begin(at: 0)
            test.advance(to: 100)
        }
        #expect(first.trials == second.trials)
        let incongruentLeft = FlankerTrial(direction: .left, isCongruent: false, startTime: 0)
        #expect(incongruentLeft.arrows == ">><>>")
        #expect(FlankerTrial(direction: .right, isCongruent: true, startTime: 0).arrows == ">>>>>")
    }

    @Test func aTouchOnAButtonAnswersAndTheResultRoundTripsThroughTaskResultJSON() throws {
        let step = FlankerStep(header: StepHeader(identifier: "flanker"), numberOfTrials: 4, seed: 2)
        let activity = FlankerActivity(step: step, language: .english, seed: 2)
        activity.begin(at: 10)
        activity.advance(to: 11)
        let right = FlankerLayout.buttons[1]
        activity.receive(.touch(TouchSample(timestamp: 0, uptime: 11.5, phase: .began, touchId: 1,
                                            x: right.x + right.width / 2, y: right.y + right.height / 2, rawX: 0, rawY: 0)), at: 11.5)
        let result = try #require(activity.results.first(of: FlankerResult.self))
        #expect(result.trials.first?.response == .right && result.trials.first?.location != nil)
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }
}
