import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The shake reaction-time step: its attempts' outcomes and latencies from accelerometer samples'
/// own times, its end, its JSON, its result and its predefined task.
@Suite struct ReactionTimeTests {
    /// A step whose waits are all `wait` seconds.
    private func step(wait: Double = 2, attempts: Int = 3, timeout: Double = 1.5) -> ReactionTimeStep {
        ReactionTimeStep(header: StepHeader(identifier: "reactionTime"), maximumStimulusInterval: wait, minimumStimulusInterval: wait,
                         thresholdAcceleration: 0.5, numberOfAttempts: attempts, timeout: timeout)
    }

    /// An accelerometer reading at `time` (g).
    private func reading(_ x: Double, _ y: Double, _ z: Double) -> Sample {
        .motion(MotionSample(sensorType: .accelerometer, timestamp: 0, uptime: 0, x: x, y: y, z: z))
    }

    /// Feeds the device held still (gravity `gravity`) at 100 Hz from `from` to `to` seconds, with
    /// a 1 g jolt on x at each time in `jolts`, as a presenter does: move the clock, then give the sample.
    private func feed(_ activity: ReactionTimeActivity, from: Double, to: Double, gravity: (Double, Double, Double) = (0, 0, 1),
                      jolts: [Double] = []) {
        var k = 0
        while from + Double(k) / 100 < to, !activity.isFinished {
            let time = from + Double(k) / 100
            let jolt = jolts.contains { abs($0 - time) < 0.005 } ? 1.0 : 0
            activity.advance(to: time)
            activity.receive(reading(gravity.0 + jolt, gravity.1, gravity.2), at: time)
            k += 1
        }
    }

    private func trials(_ activity: ReactionTimeActivity) throws -> [ReactionTimeTrial] {
        guard let result = activity.results.first?.typed(as: ReactionTimeResult.self) else { throw ReactionTimeTestError.noResult }
        return result.trials
    }

    private enum ReactionTimeTestError: Error { case noResult }

    @Test func theLatencyIsTheFirstSampleOverTheThresholdLessTheStimulusTime() throws {
        let activity = ReactionTimeActivity(step: step(attempts: 1), seed: 1)
        activity.begin(at: 100)
        // The signal is due at 102; the jolt's sample is stamped 102.37.
        feed(activity, from: 100, to: 105, jolts: [102.37])
        #expect(activity.isFinished)
        let trial = try #require(try trials(activity).first)
        #expect(trial.outcome == .success)
        #expect(trial.stimulusUptime == 102)
        #expect(abs((trial.responseUptime ?? 0) - 102.37) < 1e-9)
        #expect(abs((trial.latency ?? 0) - 0.37) < 1e-9)
        #expect(abs((trial.peakAcceleration ?? 0) - 1) < 0.05)
    }

    @Test func aMovementBeforeTheSignalIsAFalseStartAndTheAttemptIsTriedAgain() throws {
        let activity = ReactionTimeActivity(step: step(attempts: 1), seed: 1)
        activity.begin(at: 0)
        // Too early at 1.5; the next attempt starts 2 s later (3.5), its signal at 5.5, answered at 5.75.
        feed(activity, from: 0, to: 10, jolts: [1.5, 5.75])
        let trials = try trials(activity)
        #expect(trials.map(\.outcome) == [.falseStart, .success])
        #expect(trials[0].stimulusUptime == nil && trials[0].latency == nil && abs((trials[0].responseUptime ?? 0) - 1.5) < 1e-9)
        #expect(abs((trials[1].stimulusUptime ?? 0) - 5.5) < 1e-9)
        #expect(abs((trials[1].latency ?? 0) - 0.25) < 1e-9)
    }

    @Test func noMovementWithinTheTimeoutIsTooLate() throws {
        let activity = ReactionTimeActivity(step: step(attempts: 2, timeout: 1.5), seed: 1)
        activity.begin(at: 0)
        // Signal at 2, nothing until 3.5: too late; the next attempt starts at 5.5, its signal at
        // 7.5 is answered at 7.9.
        feed(activity, from: 0, to: 3.49)
        #expect(activity.status == "SHAKE NOW")
        feed(activity, from: 3.49, to: 9, jolts: [7.9])
        #expect(try trials(activity).map(\.outcome) == [.timeout, .success])
        #expect(!activity.isFinished)
        #expect(activity.summary(after: 9) == "1 attempts in time, 1 too late, 0 too early")
    }

    @Test func theStepEndsAfterItsSuccessesOrAfterThreeAttemptsPerSuccessAskedFor() throws {
        let answered = ReactionTimeActivity(step: step(attempts: 2), seed: 1)
        answered.begin(at: 0)
        feed(answered, from: 0, to: 30, jolts: [2.3, 6.6, 10.9])
        #expect(answered.isFinished)
        #expect(try trials(answered).map(\.outcome) == [.success, .success], "the third jolt came after the step ended")
        let unanswered = ReactionTimeActivity(step: step(attempts: 2, timeout: 1), seed: 1)
        unanswered.begin(at: 0)
        // Each attempt: 2 s wait, 1 s timeout, 2 s pause; the sixth times out at 28 s.
        feed(unanswered, from: 0, to: 27.9)
        #expect(!unanswered.isFinished)
        feed(unanswered, from: 27.9, to: 40)
        #expect(unanswered.isFinished)
        #expect(try trials(unanswered).map(\.outcome) == Array(repeating: .timeout, count: 6))
    }

    @Test func gravityIsTakenOutHoweverTheDeviceIsHeld() throws {
        let activity = ReactionTimeActivity(step: step(attempts: 1), seed: 1)
        activity.begin(at: 0)
        // Held on its side (1 g on y, more than the 0.5 g threshold): nothing is a movement.
        feed(activity, from: 0, to: 3.6, gravity: (0, 1, 0))
        #expect(try trials(activity).map(\.outcome) == [.timeout])
    }

    @Test func theWaitsLieBetweenTheShortestAndLongestAndFollowTheSeed() {
        let step = ReactionTimeStep(header: StepHeader(identifier: "r"), maximumStimulusInterval: 10, minimumStimulusInterval: 4)
        func firstWait(_ seed: UInt64) -> Double? {
            let activity = ReactionTimeActivity(step: step, seed: seed)
            activity.begin(at: 0)
            guard case .waiting(let due) = activity.phase else { return nil }
            return due
        }
        let waits = (0..<50).compactMap { firstWait(UInt64($0)) }
        #expect(waits.count == 50 && waits.allSatisfy { (4...10).contains($0) })
        #expect(Set(waits).count > 40, "the waits vary with the seed")
        #expect(firstWait(7) == firstWait(7))
    }

    @Test func aReactionTimeStepLoadsFromTaskJSONWithResearchKitsDefaults() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "reactionTime", "identifier": "rt", "numberOfAttempts": 5, "timeout": 2.5,
            "recorders": [ { "identifier": "acc", "type": "accelerometer", "frequency": 100 } ] } ] }
        """)
        let step = try #require(task.steps.first as? ReactionTimeStep)
        #expect(step.type == "reactionTime" && step.isActive && step.duration == nil)
        #expect(step.numberOfAttempts == 5 && step.timeout == 2.5)
        #expect(step.maximumStimulusInterval == 10 && step.minimumStimulusInterval == 4 && step.thresholdAcceleration == 0.5)
        #expect(step.makeActivity(in: ActivityContext(isUnattended: true)) is ReactionTimeActivity)
    }

    @Test func validationNamesTheSettingResearchKitWouldRefuse() {
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "reactionTime", "identifier": "r", "minimumStimulusInterval": 5, "maximumStimulusInterval": 3, "thresholdAcceleration": 0, "numberOfAttempts": 0, "recorders": [ { "identifier": "a", "type": "accelerometer" } ] } ] }"#) == [
            "steps[0].thresholdAcceleration: 0 is not positive; give the acceleration in g above 0",
            "steps[0].numberOfAttempts: 0 is not positive; give the successful attempts asked for above 0",
            "steps[0].maximumStimulusInterval: 3 s is below minimumStimulusInterval 5 s; give a longest wait at least as long as the shortest",
        ])
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "reactionTime", "identifier": "r" } ] }"#) == [
            #"warning: steps[0].recorders: no accelerometer recorder: no attempt can succeed, and the step ends after 9 attempts; add a recorder of type "accelerometer""#,
        ])
    }

    @Test func aReactionTimeResultRoundTripsThroughTaskResultJSON() throws {
        let item = ResultItem.typed(ReactionTimeResult(identifier: "reactionTime", thresholdAcceleration: 0.5, timeout: 3, numberOfAttempts: 1, trials: [
            ReactionTimeTrial(outcome: .falseStart, stimulusUptime: nil, responseUptime: 1001.5, peakAcceleration: 0.8),
            ReactionTimeTrial(outcome: .success, stimulusUptime: 1005, responseUptime: 1005.25, peakAcceleration: 1.2),
        ]))
        let data = try TaskResult.makeEncoder().encode(item)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["resultType"] as? String == "reactionTime" && object["thresholdAcceleration"] as? Double == 0.5)
        let trials = try #require(object["trials"] as? [[String: Any]])
        #expect(trials.map { $0["outcome"] as? String } == ["falseStart", "success"])
        #expect(trials[0]["stimulusUptime"] == nil && trials[1]["latency"] as? Double == 0.25)
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: data) == item)
    }

    @Test func theParametersSetTheStepAndTheIntroductionInTheTasksLanguage() throws {
        let task = try PredefinedTask.reactionTime.task(values: ["numberOfAttempts": .int(5), "thresholdAcceleration": .double(0.8)],
                                                        language: LanguageTag("de"))
        let step = try #require(task.steps.first { $0 is ReactionTimeStep } as? ReactionTimeStep)
        #expect(step.numberOfAttempts == 5 && step.thresholdAcceleration == 0.8 && step.timeout == 3)
        #expect(step.recorders.map(\.type) == [.accelerometer] && step.recorders.map(\.frequency) == [100])
        #expect(task.steps.first { $0.identifier == "instruction1" }?.text
                == "Schütteln Sie das Gerät in eine beliebige Richtung, sobald das Signal auf dem Bildschirm erscheint. Sie werden 5-mal dazu aufgefordert.")
        #expect(throws: ActivetaskError.self) { try PredefinedTask.reactionTime.task(values: ["timeout": .int(0)]) }
    }
}
