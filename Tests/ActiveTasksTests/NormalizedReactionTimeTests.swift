import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The touch reaction-time step: its attempts' outcomes and reaction times from the touch events'
/// own times, the kiosk's paint report, its end after every attempt, its JSON and its result.
@Suite struct NormalizedReactionTimeTests {
    /// A step whose waits are all `wait` seconds.
    private func step(wait: Double = 1, attempts: Int = 1, timeout: Double = 1) -> NormalizedReactionTimeStep {
        NormalizedReactionTimeStep(header: StepHeader(identifier: "normalizedReactionTime"), maximumStimulusInterval: wait,
                                   minimumStimulusInterval: wait, numberOfAttempts: attempts, timeout: timeout)
    }

    /// A finger coming down at (`x`, `y`).
    private func touch(_ x: Double = 0.5, _ y: Double = 0.6) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: .began, touchId: 1, x: x, y: y, rawX: 0, rawY: 0))
    }

    private func trials(_ activity: NormalizedReactionTimeActivity) throws -> [NormalizedReactionTimeTrial] {
        guard let result = activity.results.first?.typed(as: NormalizedReactionTimeResult.self) else { throw TestError.noResult }
        return result.trials
    }

    private enum TestError: Error { case noResult }

    @Test func aTouchAfterTheCircleIsTimedByTheTouchEventsOwnTimeNotWhenItWasSeen() throws {
        let activity = NormalizedReactionTimeActivity(step: step(), seed: 1)
        activity.begin(at: 100)
        activity.advance(to: 100.5)
        #expect(!activity.showsStimulus && activity.status == "Attempt 1 of 1: wait for the blue circle")
        activity.advance(to: 101.2)
        #expect(activity.showsStimulus && activity.status == "TOUCH NOW")
        // The presenter reads the touch at 101.5; the kernel stamped it 101.35.
        activity.advance(to: 101.5)
        activity.receive(touch(0.4, 0.7), at: 101.35)
        let trial = try #require(try trials(activity).first)
        #expect(trial.outcome == .success && trial.timerStartUptime == 100 && trial.stimulusStartUptime == 101)
        #expect(trial.reactionUptime == 101.35 && trial.timerEndUptime == 101.35 && trial.currentInterval == 1)
        #expect(abs((trial.reactionTime ?? 0) - 0.35) < 1e-9 && abs(trial.totalDuration - 1.35) < 1e-9)
        #expect(trial.location == SpatialSpanPoint(x: 0.4, y: 0.7))
        #expect(activity.isFinished)
    }

    @Test func aTouchBeforeTheCircleIsAFalseStartAndFailedAttemptsCountTowardsTheEnd() throws {
        let activity = NormalizedReactionTimeActivity(step: step(attempts: 2, timeout: 0.5), seed: 1)
        activity.begin(at: 0)
        activity.advance(to: 0.4)
        activity.receive(touch(), at: 0.4)
        #expect(activity.status == "too early: wait for the signal" && !activity.isFinished)
        // The next attempt starts 2 s later (ResearchKit's resetAfterDelay:2); nobody touches its circle.
        activity.advance(to: 2.39)
        #expect(activity.attemptNumber == 1)
        activity.advance(to: 2.4)
        #expect(activity.attemptNumber == 2)
        activity.advance(to: 4)
        let found = try trials(activity)
        #expect(found.map(\.outcome) == [.falseStart, .timeout])
        #expect(found[0].stimulusStartUptime == nil && found[0].reactionTime == nil && found[0].reactionUptime == 0.4)
        #expect(found[1].stimulusStartUptime == 3.4 && found[1].timerEndUptime == 3.9 && found[1].reactionUptime == nil)
        #expect(activity.isFinished, "two attempts were asked for, whatever their outcomes")
        #expect(activity.summary(after: 4) == "0 attempts in time, 1 too late, 1 too early")
    }

    @Test func withAPaintReportTheCircleShowsFromThePaintAndATouchBeforeItIsAFalseStart() throws {
        let activity = NormalizedReactionTimeActivity(step: step(attempts: 2), seed: 1)
        activity.waitForShownReport()
        activity.begin(at: 0)
        activity.advance(to: 1.1)
        #expect(activity.showsStimulus, "due: the page is asked to draw it")
        // A touch stamped after the circle was due but before the page painted it: not seen yet.
        activity.receive(touch(), at: 1.05)
        activity.advance(to: 4.2)
        activity.stimulusShown(at: 4.08)
        activity.advance(to: 4.5)
        activity.receive(touch(), at: 4.38)
        let found = try trials(activity)
        #expect(found.map(\.outcome) == [.falseStart, .success])
        #expect(found[1].stimulusStartUptime == 4.08 && abs((found[1].reactionTime ?? 0) - 0.3) < 1e-9)
    }

    @Test func aTouchStampedBeforeAPaintThatArrivedFirstIsAFalseStartNotANegativeTime() throws {
        let activity = NormalizedReactionTimeActivity(step: step(), seed: 1)
        activity.waitForShownReport()
        activity.begin(at: 0)
        activity.advance(to: 1.2)
        activity.stimulusShown(at: 1.1)
        activity.receive(touch(), at: 1.09)
        #expect(try trials(activity).map(\.outcome) == [.falseStart])
    }

    @Test func aPaintNeverReportedCountsFromTheDueTimeAfterASecondSoTheStepStillEnds() throws {
        let activity = NormalizedReactionTimeActivity(step: step(attempts: 1, timeout: 3), seed: 1)
        activity.waitForShownReport()
        activity.begin(at: 0)
        // The page closed: no paint report for the circle due at 1.
        activity.advance(to: 1.99)
        #expect(activity.phase == .waiting(stimulusAt: 1) && activity.showsStimulus, "drawn, its paint not yet reported")
        activity.advance(to: 2)
        #expect(activity.phase == .stimulus(since: 1))
        activity.advance(to: 4.01)
        let trial = try #require(try trials(activity).first)
        #expect(trial.outcome == .timeout && trial.stimulusStartUptime == 1 && trial.timerEndUptime == 4)
        #expect(activity.isFinished)
    }

    @Test func aPaintReportedBeforeTheCircleWasDueCountsFromItsDueTime() throws {
        let activity = NormalizedReactionTimeActivity(step: step(), seed: 1)
        activity.waitForShownReport()
        activity.begin(at: 0)
        activity.advance(to: 1.02)
        // The page's clock, mapped onto ours, puts the paint 3 ms before the circle was due.
        activity.stimulusShown(at: 0.997)
        activity.receive(touch(), at: 1.2)
        let trial = try #require(try trials(activity).first)
        #expect(trial.outcome == .success && trial.stimulusStartUptime == 1 && abs((trial.reactionTime ?? 0) - 0.2) < 1e-9)
    }

    @Test func aKeyPressStandsForATouchWithoutALocation() throws {
        let activity = NormalizedReactionTimeActivity(step: step(), seed: 1)
        activity.begin(at: 0)
        activity.advance(to: 1.25)
        activity.press(at: 1.25)
        let trial = try #require(try trials(activity).first)
        #expect(trial.outcome == .success && trial.location == nil && abs((trial.reactionTime ?? 0) - 0.25) < 1e-9)
    }

    @Test func aTouchReactionTimeStepLoadsFromTaskJSONWithResearchKitsCatalogueValues() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "normalizedReactionTime", "identifier": "nrt", "numberOfAttempts": 5, "seed": 3,
            "recorders": [ { "identifier": "touch", "type": "touch", "optional": true } ] } ] }
        """)
        let step = try #require(task.steps.first as? NormalizedReactionTimeStep)
        #expect(step.type == "normalizedReactionTime" && step.isActive && step.duration == nil)
        #expect(step.numberOfAttempts == 5 && step.timeout == 3 && step.seed == 3)
        #expect(step.maximumStimulusInterval == 10 && step.minimumStimulusInterval == 4)
        #expect(step.makeActivity(in: ActivityContext(isUnattended: true)) is NormalizedReactionTimeActivity)
    }

    @Test func validationNamesTheSettingResearchKitWouldRefuse() {
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "normalizedReactionTime", "identifier": "r", "minimumStimulusInterval": 5, "maximumStimulusInterval": 3, "timeout": 0, "numberOfAttempts": 0 } ] }"#) == [
            "steps[0].timeout: 0 is not positive; give the seconds allowed after the stimulus above 0",
            "steps[0].numberOfAttempts: 0 is not positive; give the attempts to run above 0",
            "steps[0].maximumStimulusInterval: 3 s is below minimumStimulusInterval 5 s; give a longest wait at least as long as the shortest",
        ])
    }

    @Test func theResultRoundTripsThroughTaskResultJSONWithResearchKitsFields() throws {
        let trial = NormalizedReactionTimeTrial(outcome: .success, timerStartUptime: 10, timerEndUptime: 12.3, stimulusStartUptime: 12,
                                                reactionUptime: 12.3, currentInterval: 2, location: SpatialSpanPoint(x: 0.5, y: 0.5))
        let item = ResultItem.typed(NormalizedReactionTimeResult(identifier: "n", timeout: 3, numberOfAttempts: 1, trials: [trial]))
        let data = try JSONEncoder().encode(item)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["resultType"] as? String == "normalizedReactionTime")
        let first = try #require((json["trials"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["outcome", "timerStartUptime", "timerEndUptime", "stimulusStartUptime", "reactionUptime",
                                    "currentInterval", "reactionTime", "totalDuration", "location"])
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: data) == item)
    }

    @Test func thePredefinedTaskRewritesItsIntroductionWithTheAttempts() throws {
        let task = try PredefinedTask.normalizedReactionTime.task(values: ["numberOfAttempts": .int(5), "timeout": .double(1.5)])
        let step = try #require(task.steps.first { $0 is NormalizedReactionTimeStep } as? NormalizedReactionTimeStep)
        #expect(step.numberOfAttempts == 5 && step.timeout == 1.5 && step.recorders.map(\.type) == [.touch])
        let introduction = try #require(task.steps.first { $0.identifier == "instruction1" })
        #expect(introduction.text == "Touch the screen as soon as the blue circle appears. You will be asked to do this 5 times.")
    }
}
