import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import Testing

/// The touch-ability scroll trials: ResearchKit's list and trial data, the offset following the
/// first finger at the touch events' own times, success between the target offset's bounds, arrow
/// keys standing for the finger, and the step's `scrollDirection`.
struct TouchAbilityScrollTests {
    private func touch(_ phase: TouchPhase, _ point: SpatialSpanPoint) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: 3, x: point.x, y: point.y, rawX: 0, rawY: 0))
    }

    private func activity(_ direction: ScrollDirection = .vertical, seed: UInt64 = 27) -> TouchAbilityActivity {
        TouchAbilityActivity(step: TouchAbilityStep(header: StepHeader(identifier: "touch"), gestures: [.scroll], scrollDirection: direction),
                             language: .english, seed: seed)
    }

    @Test func theTrialsAreResearchKitsFourPairsTwiceOnA19ItemListSixInView() {
        let plan = TouchAbilityTest(gestures: [.scroll], seed: 5).plan
        #expect(plan.count == 8)
        let pairs = plan.map { "\($0.initialItem!)>\($0.targetItem!)" }
        #expect(pairs.sorted() == ["11>7", "11>7", "7>11", "7>11", "9>11", "9>11", "9>7", "9>7"])
        // Vertical: 336 px of list below the title, 56 px items; offset 56 × (19 / 2 − 2.5) = 364.
        let trial = TouchAbilityTrial(scroll: .vertical, initial: 7, target: 11, startTime: 0)
        #expect(abs(trial.initialOffset! - 364) < 1e-9 && abs(trial.targetOffsetLowerBound! - 140) < 1e-9)
        #expect(abs(trial.targetOffsetUpperBound! - 196) < 1e-9)
        // The box is where item 11 lies at the start: 11 × 56 − 364 = 252 px into the list.
        let box = TouchAbilityScrollList.box(target: 11, .vertical)
        #expect(abs(box.y - (0.3 + 252 / 480)) < 1e-12 && abs(box.height - 56.0 / 480) < 1e-12)
        let wide = TouchAbilityTrial(scroll: .horizontal, initial: 11, target: 7, startTime: 0)
        #expect(abs(wide.initialOffset! - 800 / 6 * 6.5) < 1e-9 && abs(wide.targetOffsetLowerBound! - 800 / 6 * 10.5) < 1e-9)
    }

    @Test func theListFollowsTheFingerAndSucceedsWhenItStopsBetweenTheBounds() {
        let scroll = activity()
        scroll.begin(at: 50)
        let trial = scroll.test.currentTrial!
        let items = Double(trial.targetItem! - trial.initialItem!)
        let start = SpatialSpanPoint(x: 0.5, y: 0.6)
        // The coloured item moves with the finger: down by (target − initial) items, 20 px past the box's start.
        let end = SpatialSpanPoint(x: 0.52, y: 0.6 + (items * 56 + 20) / 480)
        scroll.receive(touch(.began, start), at: 50.5)
        scroll.receive(touch(.moved, SpatialSpanPoint(x: 0.51, y: 0.6 + items * 30 / 480)), at: 50.7)
        #expect(abs(scroll.test.currentTrial!.scrollOffset! - (364 - items * 30)) < 1e-9)
        scroll.receive(touch(.ended, end), at: 51.1)
        let done = scroll.test.trials[0]
        #expect(abs(done.endOffset! - (done.targetOffsetLowerBound! - 20)) < 1e-9)
        #expect(!done.success, "20 px before the lower bound")
        #expect(abs(done.duration! - 0.6) < 1e-9 && abs(done.endTime! - 1.1) < 1e-9 && done.tracks[0].count == 3)
        scroll.advance(to: 52.1)
        let next = scroll.test.currentTrial!
        let along = Double(next.targetItem! - next.initialItem!) * 56 - 10
        scroll.receive(touch(.began, start), at: 52.5)
        scroll.receive(touch(.ended, SpatialSpanPoint(x: 0.5, y: 0.6 + along / 480)), at: 53)
        #expect(scroll.test.trials[1].success, "10 px past the lower bound, within one item")
    }

    @Test func theListSpringsBackIntoItsRangeWhenTheFingerOvershoots() {
        let scroll = activity()
        scroll.begin(at: 0)
        scroll.receive(touch(.began, SpatialSpanPoint(x: 0.5, y: 0.9)), at: 0.2)
        scroll.receive(touch(.ended, SpatialSpanPoint(x: 0.5, y: -1)), at: 0.6)
        #expect(abs(scroll.test.trials[0].endOffset! - (19 * 56 - 336)) < 1e-9, "the list's end at the view's end")
        scroll.advance(to: 1.6)
        scroll.receive(touch(.began, SpatialSpanPoint(x: 0.5, y: 0.3)), at: 2)
        scroll.receive(touch(.ended, SpatialSpanPoint(x: 0.5, y: 2)), at: 2.4)
        #expect(scroll.test.trials[1].endOffset == 0)
    }

    @Test func arrowKeysDragTheListOneItemAtATimeUntilAKeyLetsGo() {
        let scroll = activity(.horizontal)
        scroll.begin(at: 0)
        let trial = scroll.test.currentTrial!
        let steps = trial.initialItem! - trial.targetItem!
        for press in 0..<abs(steps) { scroll.scroll(by: steps.signum(), key: steps > 0 ? "right" : "left", at: 1 + Double(press) * 0.2) }
        #expect(scroll.isHolding && scroll.test.currentTrial != nil)
        scroll.lift(at: 3, key: "enter")
        let done = scroll.test.trials[0]
        #expect(done.success && abs(done.endOffset! - done.targetOffsetLowerBound!) < 1e-9)
        #expect(done.tracks[0].count == abs(steps) + 2 && done.key == "enter" && done.tracks[0].last!.time == 3)
    }

    @Test func theStepsJSONReadsScrollDirectionAndRefusesOtherValuesAtTheMember() {
        let json = #"{"identifier": "t", "steps": [{"type": "touchAbility", "identifier": "a", "scrollDirection": "diagonal"}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        #expect(outcome.issues.map(\.description).contains {
            $0.contains("steps[0].scrollDirection") && $0.contains("\"diagonal\" is not a scroll direction; use \"vertical\" or \"horizontal\"")
        })
        let wide = TaskLoader.load(json: Array(#"{"identifier": "t", "steps": [{"type": "touchAbility", "identifier": "a", "scrollDirection": "horizontal"}]}"#.utf8), registry: .standard)
        #expect((wide.task?.steps.first as? TouchAbilityStep)?.scrollDirection == .horizontal)
    }
}
