import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The range-of-motion step: ResearchKit's angles from the Madgwick filter's orientation, its
/// JSON, its result and its predefined tasks.
@Suite struct RangeOfMotionTests {
    /// Feeds 100 Hz accelerometer and gyroscope readings of a device turning about its x axis by
    /// `alpha(t)` radians from a pitch of `startPitch` radians, for `seconds`.
    private func feed(_ activity: RangeOfMotionActivity, seconds: Double, startPitch: Double, bias: Double = 0,
                      alpha: (Double) -> Double) {
        for index in 0..<Int(seconds * 100) {
            let t = Double(index) / 100
            let tilt = startPitch + alpha(t)
            let rate = (alpha(t + 0.0005) - alpha(t - 0.0005)) / 0.001
            activity.advance(to: t)
            activity.receive(.motion(MotionSample(sensorType: .accelerometer, timestamp: t, uptime: t, x: 0, y: sin(tilt), z: cos(tilt))), at: t)
            activity.receive(.motion(MotionSample(sensorType: .gyroscope, timestamp: t, uptime: t, x: rate + bias, y: 0, z: 0)), at: t)
        }
    }

    private func result(_ activity: RangeOfMotionActivity) throws -> RangeOfMotionResult {
        guard let result = activity.results.first?.typed(as: RangeOfMotionResult.self) else { throw RangeOfMotionTestError.noResult }
        return result
    }

    private enum RangeOfMotionTestError: Error { case noResult }

    /// 0 → −95° (3 s) → hold → 0 (3 s).
    private func flexion(_ t: Double) -> Double {
        let depth = 95 * Double.pi / 180
        switch t {
        case 1..<4: return -depth * 0.5 * (1 - cos(.pi * (t - 1) / 3))
        case 4..<5: return -depth
        case 5..<8: return -depth * 0.5 * (1 + cos(.pi * (t - 5) / 3))
        default: return 0
        }
    }

    @Test func aKneeBentNinetyFiveDegreesAndBackHasResearchKitsAnglesWithinTwoDegrees() throws {
        let activity = RangeOfMotionActivity(step: RangeOfMotionStep(header: StepHeader(identifier: "knee"), duration: 10))
        activity.begin(at: 0)
        feed(activity, seconds: 10, startPitch: .pi / 2, bias: 0.005, alpha: flexion)
        #expect(!activity.isFinished)
        activity.advance(to: 10)
        #expect(activity.isFinished)
        let result = try result(activity)
        // Upright: a pitch of 90°, so start 0 (the gyroscope's bias moves the settled orientation a little).
        #expect(abs(result.start) < 0.2, "\(result)")
        #expect(abs(result.maximum - 95) < 2 && abs(result.range - 95) < 2 && abs(result.finish) < 2 && abs(result.minimum) < 2, "\(result)")
        #expect(result.sampleCount == 1000)
        #expect(activity.status == "angle \(Int((result.finish).rounded()))°")
    }

    @Test func theStartIsNinetyDegreesLessTheStartingPitch() throws {
        let activity = RangeOfMotionActivity(step: RangeOfMotionStep(header: StepHeader(identifier: "shoulder"), duration: 3))
        activity.begin(at: 0)
        // Flat (pitch 0): start 90; a turn of +30° (after the half second the filter settles) gives
        // a minimum of 60.
        feed(activity, seconds: 3, startPitch: 0) { t in min(max(t - 1, 0), 1) * 30 * .pi / 180 }
        let result = try result(activity)
        #expect(abs(result.start - 90) < 0.01 && abs(result.minimum - 60) < 1 && abs(result.maximum - 90) < 0.01, "\(result)")
        #expect(abs(result.range - 30) < 1)
    }

    @Test func withoutAGyroscopeEveryAngleIsZeroAndTheStepIsWarnedAbout() throws {
        let activity = RangeOfMotionActivity(step: RangeOfMotionStep(header: StepHeader(identifier: "knee"), duration: 1))
        activity.begin(at: 0)
        activity.receive(.motion(MotionSample(sensorType: .accelerometer, timestamp: 0, uptime: 0, x: 0, y: 1, z: 0)), at: 0)
        let result = try result(activity)
        #expect(result.sampleCount == 0 && result.range == 0)
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "rangeOfMotion", "identifier": "r", "duration": 5, "recorders": [ { "identifier": "a", "type": "accelerometer" } ] } ] }"#) == [
            "warning: steps[0].recorders: no gyroscope recorder: the orientation needs both, and every angle will be 0; add them to the step",
        ])
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "rangeOfMotion", "identifier": "r", "duration": 0, "recorders": [ { "identifier": "a", "type": "accelerometer" }, { "identifier": "g", "type": "gyroscope" } ] } ] }"#) == [
            "steps[0].duration: 0 s is not positive; give the seconds it runs above 0",
        ])
    }

    @Test func aRangeOfMotionResultRoundTripsThroughTaskResultJSON() throws {
        let item = ResultItem.typed(RangeOfMotionResult(identifier: "knee.range.of.motion", start: 2, finish: 1, minimum: -3,
                                                               maximum: 94, sampleCount: 1000))
        let data = try TaskResult.makeEncoder().encode(item)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["resultType"] as? String == "rangeOfMotion" && object["range"] as? Double == 97)
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: data) == item)
    }

    @Test func theLimbOptionRewritesTheTextsInTheTasksLanguage() throws {
        let knee = try PredefinedTask.kneeRangeOfMotion.task(values: ["limbOption": .string("left"), "duration": .int(8)],
                                                             language: LanguageTag("fr"))
        let step = try #require(knee.steps.first { $0 is RangeOfMotionStep } as? RangeOfMotionStep)
        #expect(step.identifier == "knee.range.of.motion" && step.duration == 8)
        #expect(step.recorders.map(\.type) == [.accelerometer, .gyroscope])
        #expect(step.text?.hasPrefix("Placez l’appareil sur votre genou gauche.") == true)
        let shoulder = try PredefinedTask.shoulderRangeOfMotion.task()
        #expect(shoulder.steps.first?.text == "This activity measures how far you can extend your right shoulder.")
        #expect(throws: ActivetaskError.self) { try PredefinedTask.kneeRangeOfMotion.task(values: ["limbOption": .string("both")]) }
    }
}
