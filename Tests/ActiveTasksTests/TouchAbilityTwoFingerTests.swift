import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import Testing

/// The touch-ability pinch and rotation trials: ResearchKit's targets, the scale and the
/// unwrapped angle two fingers' tracks make between the second coming down and the first lifting,
/// success within the tolerance, and keys skipping the trials they cannot make.
struct TouchAbilityTwoFingerTests {
    private func touch(_ phase: TouchPhase, _ id: Int, _ x: Double, _ y: Double) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: id, x: x / 800, y: y / 480, rawX: 0, rawY: 0))
    }

    private func activity(_ gesture: TouchAbilityGesture) -> TouchAbilityActivity {
        TouchAbilityActivity(step: TouchAbilityStep(header: StepHeader(identifier: "touch"), gestures: [gesture]), language: .english, seed: 27)
    }

    @Test func theTargetsAreResearchKitsFourScalesAndFourAnglesEachTwice() {
        let plan = TouchAbilityTest(gestures: [.pinch, .rotation], seed: 5).plan
        let scales: [Double] = [0.5, 0.5, 2.0 / 3.0, 2.0 / 3.0, 1.5, 1.5, 2, 2], angles: [Double] = [-60, -60, -30, -30, 30, 30, 60, 60]
        #expect(plan.prefix(8).compactMap(\.targetScale).sorted() == scales)
        #expect(plan.suffix(8).compactMap(\.targetRotation).sorted() == angles)
        #expect(plan.allSatisfy { $0.targetRect == nil && $0.targetDirection == nil })
    }

    @Test func aPinchIsTheFingersDistanceWhenTheFirstLiftsOverItWhenTheSecondCameDown() throws {
        let pinch = activity(.pinch)
        pinch.begin(at: 10)
        let target = try #require(pinch.test.currentTrial?.targetScale)
        // Finger 1 wanders before finger 2 comes down: only the span with both down counts.
        pinch.receive(touch(.began, 1, 300, 288), at: 10.5)
        pinch.receive(touch(.moved, 1, 320, 288), at: 10.55)
        pinch.receive(touch(.began, 2, 480, 288), at: 10.6)  // 160 px apart
        pinch.receive(touch(.moved, 1, 400 - 80 * target, 288), at: 10.8)
        pinch.receive(touch(.moved, 2, 400 + 80 * target, 288), at: 10.8)
        pinch.receive(touch(.ended, 1, 400 - 80 * target, 288), at: 10.9)
        pinch.receive(touch(.moved, 2, 700, 288), at: 10.95)  // after the first lifted: not counted
        pinch.receive(touch(.ended, 2, 700, 288), at: 11.0)
        let trial = try #require(pinch.test.trials.first)
        #expect(abs(try #require(trial.resultScale) - target) < 1e-9 && trial.success)
        #expect(abs(try #require(trial.duration) - 0.5) < 1e-9 && trial.tracks.count == 2 && trial.endTime == 1.0)
        #expect(pinch.test.currentTrial == nil, "the next trial comes a second later")
        pinch.advance(to: 12.0)
        #expect(pinch.test.currentTrial != nil)
    }

    @Test func aRotationIsUnwrappedPast180DegreesAndJudgedWithin15() throws {
        let rotation = activity(.rotation)
        rotation.begin(at: 0)
        // Two fingers on a 160 px line about (400, 288) turned 90° per step, four steps: 360° clockwise.
        for (step, phase) in [TouchPhase.began, .moved, .moved, .moved, .ended].enumerated() {
            let angle = Double(step) * .pi / 2
            let dx = 80 * cos(angle), dy = 80 * sin(angle), time = 0.5 + 0.1 * Double(step)
            rotation.receive(touch(phase, 1, 400 - dx, 288 - dy), at: time)
            rotation.receive(touch(phase, 2, 400 + dx, 288 + dy), at: time)
        }
        let trial = try #require(rotation.test.trials.first)
        #expect(abs(try #require(trial.resultRotation) - 360) < 1e-6, "\(String(describing: trial.resultRotation))")
        #expect(!trial.success, "a full turn is no rotation of at most 60°")
        // A turn of target + 14° succeeds, one finger alone measures nothing.
        let target = try #require(trial.targetRotation)
        var judged = TouchAbilityTrial(.rotation, target: target, startTime: 0)
        let turn = (target + 14) * .pi / 180
        judged.tracks = [[TouchAbilityTouch(time: 0, phase: "began", x: 0.4, y: 0.6),
                          TouchAbilityTouch(time: 1, phase: "ended", x: 0.5 - 80 * cos(turn) / 800, y: 0.6 - 80 * sin(turn) / 480)],
                         [TouchAbilityTouch(time: 0, phase: "began", x: 0.6, y: 0.6),
                          TouchAbilityTouch(time: 1, phase: "ended", x: 0.5 + 80 * cos(turn) / 800, y: 0.6 + 80 * sin(turn) / 480)]]
        #expect(abs(try #require(TouchAbilityTwoFingers.rotation(of: judged.tracks)) - (target + 14)) < 1e-9)
        #expect(TouchAbilityTwoFingers.rotation(of: [judged.tracks[0]]) == nil && TouchAbilityTwoFingers.scale(of: [judged.tracks[0]]) == nil)
    }

    @Test func keysSkipAnUntouchedTwoFingerTrialAndNothingElse() throws {
        let pinch = activity(.pinch)
        pinch.begin(at: 0)
        pinch.skipTwoFingerTrial(at: 2)
        let skipped = try #require(pinch.test.trials.first)
        #expect(skipped.skipped == true && !skipped.success && skipped.tracks.isEmpty && skipped.endTime == 2)
        pinch.advance(to: 3)
        pinch.receive(touch(.began, 1, 300, 288), at: 3.5)
        pinch.skipTwoFingerTrial(at: 4)
        #expect(pinch.test.trials.count == 2 && pinch.test.currentTrial != nil, "a touched trial is not skipped")
        let tap = activity(.tap)
        tap.begin(at: 0)
        tap.skipTwoFingerTrial(at: 1)
        #expect(tap.test.currentTrial != nil && tap.test.trials.first?.skipped == nil, "a one-finger trial is not skipped")
    }
}
