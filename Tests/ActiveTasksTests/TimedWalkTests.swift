import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The timed-walk trial: its distance from location fixes, its end, its JSON and its result.
@Suite struct TimedWalkTests {
    /// Metres per degree of latitude, as `LocationDistance` documents it.
    private static let metresPerDegree = 111_320.0

    /// A fix `metres` north of 47.3769° N, 8.5417° E.
    private func fix(northOf metres: Double, accuracy: Double? = 5) -> Sample {
        .location(LocationSample(timestamp: 0, uptime: 0, latitude: 47.3769 + metres / Self.metresPerDegree,
                                 longitude: 8.5417, horizontalAccuracy: accuracy))
    }

    /// Feeds one fix per second from `start` (fix k at start + k, `position(k)` metres north) until
    /// the trial ends or `count` fixes were given; returns the fixes given.
    @discardableResult
    private func walk(_ activity: TimedWalkActivity, from start: Double, count: Int, accuracy: Double? = 5,
                      position: (Int) -> Double) -> Int {
        for k in 0..<count {
            activity.advance(to: start + Double(k))
            if activity.isFinished { return k }
            activity.receive(fix(northOf: position(k), accuracy: accuracy), at: start + Double(k))
            if activity.isFinished { return k + 1 }
        }
        return count
    }

    @Test func reachingTheDistanceEndsTheTrialEarlyWithTheTimeItTook() throws {
        let activity = TimedWalkActivity(step: TimedWalkStep(header: StepHeader(identifier: "trial"), distanceInMeters: 10, timeLimit: 60))
        activity.begin(at: 100)
        // 1.4 m/s north. LocationDistance averages 5 fixes (the mean of fixes k-4…k lies at
        // 1.4 (k − 2) m) and counts a move only beyond 8 m: the anchor is set at k = 4 (2.8 m),
        // 8.4 m accrue at k = 10 (anchor 11.2 m); at k = 12 they and the 2.8 m moved since reach 10 m.
        let given = walk(activity, from: 100, count: 60) { 1.4 * Double($0) }
        #expect(given == 13)
        #expect(activity.isFinished)
        #expect(activity.duration == 12)
        #expect(abs(activity.distanceWalked - 11.2) < 1e-6)
        #expect(activity.remaining == 0)
        activity.advance(to: 200)
        guard let result = activity.results.first?.typed(as: TimedWalkResult.self) else {
            Issue.record("no timedWalk result: \(activity.results)")
            return
        }
        #expect(result.identifier == "trial" && result.distanceInMeters == 10 && result.timeLimit == 60)
        #expect(result.duration == 12, "the time taken stays the time the distance was reached")
        #expect(result.locationFixCount == 13)
    }

    @Test func withoutAFixTheTrialEndsAtItsTimeLimit() {
        let activity = TimedWalkActivity(step: TimedWalkStep(header: StepHeader(identifier: "trial"), distanceInMeters: 10, timeLimit: 30))
        activity.begin(at: 5)
        activity.receive(.motion(MotionSample(sensorType: .accelerometer, timestamp: 1, uptime: 6, x: 0, y: 0, z: 1)), at: 6)
        activity.advance(to: 34.9)
        #expect(!activity.isFinished)
        #expect(abs((activity.remaining ?? 0) - 0.1) < 1e-9)
        activity.advance(to: 35)
        #expect(activity.isFinished)
        #expect(activity.duration == 30)
        #expect(activity.distanceWalked == 0 && activity.fixCount == 0)
    }

    @Test func fixesTooInaccurateToUseDoNotCountTowardsTheDistance() {
        let activity = TimedWalkActivity(step: TimedWalkStep(header: StepHeader(identifier: "trial"), distanceInMeters: 10, timeLimit: 30))
        activity.begin(at: 0)
        // 60 m accuracy is worse than LocationDistance's 50 m limit: 3 m/s for 30 s is ignored.
        walk(activity, from: 0, count: 30, accuracy: 60) { 3 * Double($0) }
        activity.advance(to: 30)
        #expect(activity.isFinished && activity.duration == 30)
        #expect(activity.fixCount == 0 && activity.distanceWalked == 0)
    }

    @Test func standingStillWithJitterWalksNothing() {
        let activity = TimedWalkActivity(step: TimedWalkStep(header: StepHeader(identifier: "trial"), distanceInMeters: 10, timeLimit: 20))
        activity.begin(at: 0)
        // ±4 m of alternating jitter around one point: 5-fix means alternate between +0.8 m and
        // −0.8 m, so the uncounted movement from the first mean is 0 or 1.6 m and nothing is counted.
        walk(activity, from: 0, count: 20) { $0 % 2 == 0 ? 4 : -4 }
        activity.advance(to: 20)
        #expect(activity.isFinished && activity.duration == 20)
        #expect(activity.fixCount == 20 && activity.distanceWalked <= 1.6 + 1e-9)
    }

    @Test func aTimedWalkStepLoadsFromTaskJSON() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "timedWalk", "identifier": "trial", "title": "Trial", "distanceInMeters": 25.5, "timeLimit": 90,
            "shouldStartAutomatically": true,
            "recorders": [ { "identifier": "acc", "type": "accelerometer", "frequency": 100 } ] } ] }
        """)
        let step = try #require(task.steps.first as? TimedWalkStep)
        #expect(step.type == "timedWalk" && step.isActive && step.title == "Trial")
        #expect(step.distanceInMeters == 25.5 && step.timeLimit == 90 && step.duration == 90)
        #expect(step.shouldStartAutomatically && !step.shouldContinueOnFinish)
        #expect(step.recorders.map(\.identifier) == ["acc"])
        #expect(step.makeActivity(in: ActivityContext(isUnattended: true)) is TimedWalkActivity)
    }

    @Test func validationNamesTheDistanceOrTimeLimitThatIsMissingOrNotPositive() {
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "timedWalk", "identifier": "w", "distanceInMeters": 0, "timeLimit": -5 } ] }"#) == [
            "steps[0].distanceInMeters: 0 m is not positive; give the metres to walk above 0",
            "steps[0].timeLimit: -5 s is not positive; give the seconds allowed for the trial above 0",
        ])
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "timedWalk", "identifier": "w", "timeLimit": 60 } ] }"#) == [
            "steps[0].distanceInMeters: missing; a timed walk needs the metres to walk",
        ])
    }

    @Test func aTimedWalkWithoutAnyLocationRecorderIsWarnedAbout() {
        let trial = #"{ "type": "timedWalk", "identifier": "w", "distanceInMeters": 10, "timeLimit": 60 }"#
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [\#(trial)] }"#) == [
            "warning: steps[0]: no location recorder records during this timedWalk step, so it ends only at its timeLimit; add a location recorder to the step or to the task",
        ])
        let withLocation = #"{ "identifier": "t", "recorders": [ { "identifier": "gps", "type": "location" } ], "steps": [\#(trial)] }"#
        #expect(TestTasks.issues(withLocation).isEmpty)
    }

    @Test func aTimedWalkResultRoundTripsThroughTaskResultJSON() throws {
        let item = ResultItem.typed(TimedWalkResult(identifier: "timed.walk.trial1", distanceInMeters: 100, timeLimit: 180,
                                                        duration: 71.5, distanceWalked: 101.25, locationFixCount: 72))
        let data = try TaskResult.makeEncoder().encode(item)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["resultType"] as? String == "timedWalk" && object["type"] as? String == "timedWalk")
        #expect(object["distanceInMeters"] as? Double == 100 && object["timeLimit"] as? Double == 180)
        #expect(object["duration"] as? Double == 71.5 && object["distanceWalked"] as? Double == 101.25)
        #expect(object["locationFixCount"] as? Int == 72)
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: data) == item)
    }

    @Test func theTimedWalkParametersSetBothTrials() throws {
        let task = try PredefinedTask.timedWalk.task(values: ["distanceInMeters": .int(10), "timeLimit": .int(30)])
        let trials = task.steps.compactMap { $0 as? TimedWalkStep }
        #expect(trials.map(\.identifier) == ["timed.walk.trial1", "timed.walk.trial2"])
        #expect(trials.map(\.distanceInMeters) == [10, 10] && trials.map(\.timeLimit) == [30, 30])
        #expect(trials.allSatisfy { $0.shouldStartAutomatically })
        #expect(trials.first?.text == "Walk up to 10 m.")
        #expect(task.steps.first { $0.identifier == "timed.walk.turn.around" } is ActiveStep)
    }
}
