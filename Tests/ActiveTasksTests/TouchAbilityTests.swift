import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The touch-ability step's rules: the targets in the order fixtures/replay-touchability/generate.py
/// draws them (independently of the Swift code), trials judged from the fingers' tracks at the
/// touch events' own times, the pause and the timeout, keys standing for fingers, and the JSON rules.
struct TouchAbilityTests {
    /// fixtures/replay-touchability/expected.json's trials.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let gesture: TouchAbilityGesture
            let targetRect: SpatialSpanRect?
            let targetDirection: SwipeDirection?
            let initialItem: Int?
            let targetItem: Int?
        }
        let seed: UInt64
        let trials: [Trial]
    }

    private func touch(_ phase: TouchPhase, _ id: Int, _ point: SpatialSpanPoint) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: id, x: point.x, y: point.y, rawX: 0, rawY: 0))
    }

    private func activity(_ gestures: [TouchAbilityGesture], seed: UInt64 = 27) -> TouchAbilityActivity {
        TouchAbilityActivity(step: TouchAbilityStep(header: StepHeader(identifier: "touch"), gestures: gestures), language: .english, seed: seed)
    }

    /// `point` moved by `dx`, `dy` pixels of the 800 × 480 page.
    private func moved(_ point: SpatialSpanPoint, _ dx: Double, _ dy: Double) -> SpatialSpanPoint {
        SpatialSpanPoint(x: point.x + dx / TouchAbilityLayout.pixelWidth, y: point.y + dy / TouchAbilityLayout.pixelHeight)
    }

    @Test func targetsComeInTheOrderGeneratePyDrewForTheSeed() throws {
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: ProjectPaths.fixture("replay-touchability/expected.json")))
        let plan = TouchAbilityTest(gestures: TouchAbilityGesture.allCases, seed: expected.seed).plan
        #expect(plan.map(\.gesture) == expected.trials.map(\.gesture))
        #expect(plan.map(\.targetDirection) == expected.trials.map(\.targetDirection))
        #expect(plan.map(\.initialItem) == expected.trials.map(\.initialItem) && plan.map(\.targetItem) == expected.trials.map(\.targetItem))
        for (trial, reference) in zip(plan, expected.trials) {
            guard let rect = trial.targetRect, let other = reference.targetRect else {
                #expect(trial.targetRect == nil && reference.targetRect == nil)
                continue
            }
            #expect(abs(rect.x - other.x) < 1e-9 && abs(rect.y - other.y) < 1e-9 && abs(rect.width - other.width) < 1e-9)
        }
        // ResearchKit's 3 × 3 grid: every cell once per gesture, each direction twice.
        #expect(Set(plan.filter { $0.gesture == .tap }.map { "\($0.targetRect!.x),\($0.targetRect!.y)" }).count == 9)
        #expect(plan.filter { $0.gesture == .swipe }.count == 8)
    }

    @Test func aTapSucceedsWhereTheFingerLiftsAndTheNextSquareComesASecondLater() {
        let tap = activity([.tap])
        tap.begin(at: 100)
        let first = tap.test.currentTrial!.targetRect!
        tap.receive(touch(.began, 1, moved(first.center, 50, 0)), at: 100.4)
        tap.receive(touch(.ended, 1, moved(first.center, 20, 10)), at: 100.5)
        #expect(tap.test.currentTrial == nil)
        tap.advance(to: 101.49)
        #expect(tap.test.currentTrial == nil)
        tap.receive(touch(.began, 2, first.center), at: 101.45)
        tap.advance(to: 101.5)
        let second = tap.test.currentTrial!.targetRect!
        tap.receive(touch(.ended, 2, first.center), at: 101.6)
        #expect(tap.test.trials[1].tracks.isEmpty, "a finger down in the pause belongs to no trial")
        tap.receive(touch(.began, 3, second.center), at: 101.7)
        tap.receive(touch(.ended, 3, moved(second.center, 0, 45)), at: 101.8)
        let trials = tap.test.trials
        #expect(trials[0].success && trials[0].startTime == 0 && abs(trials[0].endTime! - 0.5) < 1e-9)
        #expect(abs(trials[0].duration! - 0.1) < 1e-9 && trials[0].location == moved(first.center, 20, 10))
        #expect(abs(trials[1].startTime - 1.5) < 1e-9 && !trials[1].success, "lifted 45 px below a 76 px square's centre")
    }

    @Test func aLongPressMustStartOnTheSquareHoldHalfASecondAndStayWithinTenPixels() {
        let press = activity([.longPress])
        press.begin(at: 0)
        var outcomes: [Bool] = []
        for (hold, drift) in [(0.6, 4.0), (0.45, 0.0), (0.8, 14.0)] {
            let center = press.test.currentTrial!.targetRect!.center
            let down = press.test.currentTrial!.startTime + 0.3
            press.receive(touch(.began, 1, center), at: down)
            press.receive(touch(.moved, 1, moved(center, drift, 0)), at: down + 0.2)
            press.receive(touch(.ended, 1, moved(center, drift, 0)), at: down + hold)
            outcomes.append(press.test.trials.last!.success)
            press.advance(to: down + hold + TouchAbilityTest.pause)
        }
        #expect(outcomes == [true, false, false])
        #expect(abs(press.test.trials[0].duration! - 0.6) < 1e-9)
    }

    @Test func aSwipeTakesTheDirectionOfItsLargerMovementOnceItCoversFiftyPixels() {
        #expect(SwipeDirection.of(dx: 120, dy: -60) == .right && SwipeDirection.of(dx: -10, dy: -90) == .up)
        #expect(SwipeDirection.of(dx: 30, dy: 30) == nil)
        let swipe = activity([.swipe])
        swipe.begin(at: 0)
        let goal = swipe.test.currentTrial!.targetDirection!
        let start = TouchAbilityLayout.swipeOrigin, (dx, dy) = goal.unit
        swipe.receive(touch(.began, 4, start), at: 0.5)
        swipe.receive(touch(.moved, 4, moved(start, 80 * dx + 10, 80 * dy + 10)), at: 0.6)
        swipe.receive(touch(.ended, 4, moved(start, 160 * dx, 160 * dy)), at: 0.7)
        let trial = swipe.test.trials[0]
        #expect(trial.success && trial.resultDirection == goal && trial.tracks[0].count == 3)
    }

    @Test func aTrialWithTwoFingersEndsWhenTheLastLiftsAndKeepsBothTracks() {
        let tap = activity([.tap])
        tap.begin(at: 0)
        let center = tap.test.currentTrial!.targetRect!.center
        tap.receive(touch(.began, 1, center), at: 0.2)
        tap.receive(touch(.began, 2, moved(center, 100, 0)), at: 0.25)
        tap.receive(touch(.ended, 1, center), at: 0.3)
        #expect(tap.test.currentTrial != nil)
        tap.receive(touch(.ended, 2, moved(center, 100, 0)), at: 0.4)
        let trial = tap.test.trials[0]
        #expect(trial.tracks.count == 2 && trial.endTime == 0.4 && trial.success, "the first finger lifted on the square")
    }

    @Test func untouchedTrialsTimeOutSoAnUnattendedStepEnds() {
        let swipe = activity([.swipe])
        swipe.begin(at: 0)
        swipe.advance(to: 200)
        #expect(swipe.isFinished)
        let trials = swipe.test.trials
        #expect(trials.count == 8 && trials.allSatisfy { !$0.success && $0.tracks.isEmpty })
        #expect(trials.map(\.startTime) == (0..<8).map { Double($0) * (TouchAbilityTest.trialTimeout + TouchAbilityTest.pause) })
        #expect(swipe.summary(after: 200) == "0 of 8 trials done as asked")
    }

    @Test func aFingerThatNeverLiftsEndsItsTrialTenSecondsAfterItsLastEventJudgedOnItsTrack() {
        let press = activity([.longPress])
        press.begin(at: 0)
        let center = press.test.currentTrial!.targetRect!.center
        press.receive(touch(.began, 1, center), at: 1)
        press.receive(touch(.moved, 1, moved(center, 1, 0)), at: 4)
        press.advance(to: 13.9)
        #expect(press.test.currentTrial != nil, "a finger moved 9.9 s ago keeps the trial running")
        press.advance(to: 14)
        let trial = press.test.trials[0]
        #expect(trial.endTime == 14 && trial.success && trial.duration == 3, "held on the square 3 s by its last sample")
        #expect(press.test.trials.count == 1)
        press.advance(to: 15)
        #expect(press.test.trials.count == 2 && press.test.currentTrial?.startTime == 15)
    }

    @Test func aKeyPressThatTimedOutLetsGoSoTheNextTrialsKeysWork() {
        let press = activity([.longPress])
        press.begin(at: 0)
        press.press(press.test.currentTrial!.targetRect!.center, at: 1, key: "5")
        press.advance(to: 11)
        #expect(press.test.trials[0].endTime == 11 && !press.isHolding)
        press.advance(to: 12)
        press.press(press.test.currentTrial!.targetRect!.center, at: 12.5, key: "3")
        #expect(press.isHolding)
        press.lift(at: 13.2, key: "x")
        #expect(press.test.trials[1].success && abs(press.test.trials[1].duration! - 0.7) < 1e-9)
    }

    @Test func keysStandForFingersATapAPressHeldUntilTheNextKeyAndASwipe() {
        let keys = activity([.tap, .longPress, .swipe])
        keys.begin(at: 0)
        keys.tap(keys.test.currentTrial!.targetRect!.center, at: 1, key: "5")
        for trial in 1..<18 {
            keys.advance(to: Double(trial) * 3)
            guard let current = keys.test.currentTrial else { Issue.record("trial \(trial) did not begin"); return }
            if current.gesture == .tap {
                keys.tap(current.targetRect!.center, at: Double(trial) * 3 + 0.5, key: "1")
            } else {
                keys.press(current.targetRect!.center, at: Double(trial) * 3 + 0.2, key: "1")
                #expect(keys.isHolding)
                keys.lift(at: Double(trial) * 3 + 0.9, key: "x")
            }
        }
        keys.advance(to: 60)
        keys.swipe(keys.test.currentTrial!.targetDirection!, key: "w", at: 60.5)
        let trials = keys.test.trials
        #expect(trials.count == 19 && trials.allSatisfy(\.success))
        #expect(trials[9].gesture == .longPress && abs(trials[9].duration! - 0.7) < 1e-9 && trials[9].key == "x")
        #expect(trials[18].key == "w" && trials[0].key == "5")
    }

    @Test func theStepsJSONRefusesUnknownRepeatedOrNoGesturesAtTheirMember() {
        let json = #"{"identifier": "t", "steps": [{"type": "touchAbility", "identifier": "a", "gestures": ["tap", "twist", "tap"]},"#
            + #"{"type": "touchAbility", "identifier": "b", "gestures": []}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        #expect(messages.contains { $0.contains("steps[0].gestures[1]") && $0.contains("\"twist\" is not a gesture; use one of tap, longPress, swipe, scroll, pinch, rotation") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[0].gestures[2]") && $0.contains("listed twice") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[1].gestures") && $0.contains("is empty") }, "\(messages)")
        let defaults = TaskLoader.load(json: Array(#"{"identifier": "t", "steps": [{"type": "touchAbility", "identifier": "a", "seed": 3}]}"#.utf8), registry: .standard)
        #expect((defaults.task?.steps.first as? TouchAbilityStep)?.gestures == [.tap, .longPress, .swipe, .scroll, .pinch, .rotation])
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        var trial = TouchAbilityTrial(gesture: .swipe, targetDirection: .left, startTime: 0)
        trial.tracks = [[TouchAbilityTouch(time: 0.5, phase: "began", x: 0.5, y: 0.6), TouchAbilityTouch(time: 0.7, phase: "ended", x: 0.2, y: 0.6)]]
        trial.endTime = 0.7
        let result = TouchAbilityResult(identifier: "touch", trials: [trial, TouchAbilityTrial(gesture: .tap, targetRect: TouchAbilityLayout.target(column: 0, row: 0), startTime: 1.7)])
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }
}
