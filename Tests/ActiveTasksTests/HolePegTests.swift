import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import Testing

/// The hole-peg step's rules as ResearchKit's content views have them: two fingers pick the peg
/// up and carry it, the first lift lets it go, in the hole's central threshold square (or past
/// the line) it counts, elsewhere it is a drop; times are the touches' own; the time limit runs
/// from the first pick-up; the step's JSON rules and the task's movingDirection per step.
struct HolePegTests {
    /// Peg centres at the left and right start (0.04 + 0.075 and 0.81 + 0.075), on the row at y 0.62.
    private let left = 0.115, right = 0.885, row = 0.62

    private func test(_ action: HolePegAction = .place, from side: BodySide = .left, pegs: Int = 9, rotated: Bool = false) -> HolePegTest {
        HolePegTest(action: action, movingDirection: side, numberOfPegs: pegs, threshold: 0.2, rotated: rotated)
    }

    /// Two fingers 0.05 apart come down around `from`, move in ten steps to `to` (turning by
    /// `turn` degrees on the reference screen), and the first lifts; from `time` on, 0.05 s apart.
    private func drag(_ test: HolePegTest, from: Double, to: Double, turn: Double = 0, ids: (Int, Int) = (1, 2), at time: Double) {
        func fingers(_ x: Double, _ degrees: Double) -> (SpatialSpanPoint, SpatialSpanPoint) {
            let radians = degrees * .pi / 180, half = 20.0  // px
            let dx = cos(radians) * half / HolePegLayout.referenceWidth, dy = sin(radians) * half / HolePegLayout.referenceHeight
            return (SpatialSpanPoint(x: x - dx, y: row - dy), SpatialSpanPoint(x: x + dx, y: row + dy))
        }
        let (a0, b0) = fingers(from, 0)
        test.touch(.began, id: ids.0, at: a0, time: time)
        test.touch(.began, id: ids.1, at: b0, time: time + 0.02)
        for step in 1...10 {
            let (a, b) = fingers(from + (to - from) * Double(step) / 10, turn * Double(step) / 10)
            test.touch(.moved, id: ids.0, at: a, time: time + 0.02 + 0.05 * Double(step))
            test.touch(.moved, id: ids.1, at: b, time: time + 0.02 + 0.05 * Double(step))
        }
        let (a, b) = fingers(to, turn)
        test.touch(.ended, id: ids.0, at: a, time: time + 0.6)
        test.touch(.ended, id: ids.1, at: b, time: time + 0.63)
    }

    @Test func aPegCarriedIntoTheHoleIsPlacedAtTheLiftWithResearchKitsTimeAndDistance() throws {
        let test = test()
        drag(test, from: left, to: right, at: 1)
        drag(test, from: left, to: right + 0.01, at: 2)
        #expect(test.successes == 2 && test.failures == 0)
        let first = try #require(test.moves.first), second = test.moves[1]
        #expect(abs(first.startTime - 1.02) < 1e-9 && first.endTime == 1.6)
        // The first peg's time runs from the first pick-up, the next from the previous peg.
        #expect(abs((first.time ?? 0) - 0.58) < 1e-9 && abs((second.time ?? 0) - 1.0) < 1e-9)
        #expect(abs(first.distance - 0.77 * 800) < 1e-6 && abs(second.distance - 0.78 * 800) < 1e-6)
        #expect(abs(test.pegCenter.x - left) < 1e-9 && test.pegCenter.y == row && !test.isHeld, "the peg did not go back to its start")
    }

    @Test func aPegLetGoOutsideTheHolesCentralThresholdIsADropWithoutATime() throws {
        let test = test()
        // The hole's central square is 0.2 × 0.15 = 0.03 wide: 0.016 off its centre is outside.
        drag(test, from: left, to: right - 0.016, at: 0)
        drag(test, from: left, to: 0.5, at: 1)
        #expect(test.successes == 0 && test.failures == 2)
        #expect(test.moves.allSatisfy { $0.dropped && $0.time == nil })
        #expect(abs(test.moves[1].location.x - 0.5) < 1e-9)
    }

    @Test func oneFingerOrFingersLandingAwayFromThePegNeverMoveIt() {
        let test = test()
        test.touch(.began, id: 1, at: SpatialSpanPoint(x: left, y: row), time: 0)
        test.touch(.moved, id: 1, at: SpatialSpanPoint(x: right, y: row), time: 0.5)
        test.touch(.ended, id: 1, at: SpatialSpanPoint(x: right, y: row), time: 0.6)
        drag(test, from: 0.5, to: right, ids: (3, 4), at: 1)
        // Fingers more than three peg widths (360 px) apart pick nothing up either: 364.8 px here.
        test.touch(.began, id: 5, at: SpatialSpanPoint(x: left, y: row - 0.38), time: 2)
        test.touch(.began, id: 6, at: SpatialSpanPoint(x: left, y: row + 0.38), time: 2.02)
        #expect(!test.isHeld && test.moves.isEmpty && test.firstPickUp == nil)
    }

    @Test func aRotatedPegFitsOnlyTurnedFortyFiveDegreesWithinTwelve() {
        let rotated = test(rotated: true)
        drag(rotated, from: left, to: right, at: 0)
        drag(rotated, from: left, to: right, turn: 30, at: 1)
        drag(rotated, from: left, to: right, turn: 50, at: 2)
        drag(rotated, from: left, to: right, turn: -130, at: 3)
        #expect(rotated.moves.map(\.dropped) == [true, true, false, false])
        #expect(abs(rotated.moves[2].rotation - 50) < 1e-6)
        let plain = test()
        drag(plain, from: left, to: right, turn: 50, at: 0)
        #expect(plain.successes == 1 && plain.moves[0].rotation == 0)
    }

    @Test func aRemovedPegCountsOnlyWithItsNearEdgePastTheLine() {
        // Starting right, the line is 0.04 + 1.2 × 0.15 = 0.22 from the left: the peg's right
        // edge (centre + 0.075) must end left of it.
        let test = test(.remove, from: .right)
        #expect(abs(test.layout.target.x - 0.22) < 1e-9)
        drag(test, from: right, to: 0.15, at: 0)
        drag(test, from: right, to: 0.14, at: 1)
        #expect(test.moves.map(\.dropped) == [true, false])
    }

    @Test func theStepEndsAtItsLastPegOrItsTimeLimitCountedFromTheFirstPickUp() throws {
        let step = HolePegStep(header: StepHeader(identifier: "peg"), action: .place, dominantHand: .right, dominantHandTested: false,
                               numberOfPegs: 2, timeLimit: 5)
        let activity = HolePegActivity(step: step, isUnattended: false)
        activity.begin(at: 100)
        activity.advance(to: 110)
        #expect(activity.remaining == 5 && !activity.isFinished, "the limit ran before the peg was touched")
        func touch(_ phase: TouchPhase, _ id: Int, _ x: Double, _ time: Double) {
            activity.advance(to: time)
            activity.receive(.touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: id, x: x, y: row, rawX: 0, rawY: 0)), at: time)
        }
        touch(.began, 1, left - 0.02, 111)
        touch(.began, 2, left + 0.02, 111.5)
        touch(.moved, 1, right - 0.02, 112)
        touch(.moved, 2, right + 0.02, 112)
        touch(.ended, 1, right - 0.02, 113)
        activity.advance(to: 115)
        #expect(activity.remaining == 1.5 && !activity.isFinished)
        activity.advance(to: 116.5)
        #expect(activity.isFinished)
        guard let result = activity.results.first?.typed(as: HolePegResult.self) else { Issue.record("no hole-peg result"); return }
        #expect(result.totalSuccesses == 1 && result.totalTime == 5 && result.hand == .left && result.movingDirection == .left)
        #expect(result.moves.first?.startTime == 11.5 && result.moves.first?.endTime == 13)
        #expect(activity.summary(after: 16.5) == "1 of 2 pegs, 0 dropped")
    }

    @Test func unattendedAStepNeverTouchedEndsAtItsTimeLimit() {
        let step = HolePegStep(header: StepHeader(identifier: "peg"), action: .remove, timeLimit: 3)
        let activity = HolePegActivity(step: step, isUnattended: true)
        activity.begin(at: 0)
        activity.advance(to: 2.9)
        #expect(!activity.isFinished)
        activity.advance(to: 3)
        #expect(activity.isFinished)
    }

    @Test func movingDirectionFollowsResearchKitsTaskForEachHandAndAction() {
        func direction(_ action: HolePegAction, dominant: Bool, hand: BodySide) -> BodySide {
            HolePegStep(header: StepHeader(identifier: "s"), action: action, dominantHand: hand, dominantHandTested: dominant).movingDirection
        }
        #expect(direction(.place, dominant: true, hand: .right) == .right)
        #expect(direction(.remove, dominant: true, hand: .right) == .left)
        #expect(direction(.place, dominant: false, hand: .right) == .left)
        #expect(direction(.remove, dominant: false, hand: .right) == .right)
        #expect(direction(.place, dominant: true, hand: .left) == .left)
        #expect(abs(HolePegLayout(action: .place, movingDirection: .right, threshold: 0.2).peg.x - 0.81) < 1e-9)
    }

    @Test func brokenMembersAreRefusedAtTheirPathsWithTheWayOut() {
        let json = #"{"identifier": "t", "steps": [{"type": "holePeg", "identifier": "p", "action": "push", "dominantHand": "both", "numberOfPegs": 0, "threshold": 1.5, "timeLimit": 0.5}, {"type": "holePeg", "identifier": "q"}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        for (path, words) in [("steps[0].action", "\"push\" is not a hole-peg action; use \"place\" or \"remove\""),
                              ("steps[0].dominantHand", "\"both\" is not a hand"), ("steps[0].numberOfPegs", "0 is below ResearchKit's minimum of 1"),
                              ("steps[0].threshold", "1.5 is outside 0 … 1"), ("steps[0].timeLimit", "0.5 s is below ResearchKit's minimum of 1 s"),
                              ("steps[1].action", "missing; say \"place\"")] {
            #expect(messages.contains { $0.contains(path) && $0.contains(words) }, "\(path): \(messages)")
        }
    }

    @Test func thePredefinedTaskHasResearchKitsStepsAndItsDominantHandSwapsTheSides() throws {
        let task = try PredefinedTask.holePeg.task(values: ["dominantHand": .string("left"), "numberOfPegs": .int(4), "rotated": .bool(true)])
        let steps = task.steps.compactMap { $0 as? HolePegStep }
        #expect(steps.map(\.identifier) == ["hole.peg.test.dominant.place", "hole.peg.test.dominant.remove",
                                            "hole.peg.test.non.dominant.place", "hole.peg.test.non.dominant.remove"])
        #expect(steps.map(\.hand) == [.left, .left, .right, .right])
        #expect(steps.map(\.movingDirection) == [.left, .right, .right, .left])
        #expect(steps.map(\.rotated) == [true, false, true, false] && steps.allSatisfy { $0.numberOfPegs == 4 && $0.threshold == 0.2 })
        #expect(steps.allSatisfy { $0.timeLimit == 300 && $0.recorders.map(\.type) == [.touch] })
        #expect(steps[2].text == "Put the peg in the hole using your right hand.\nPick up the peg using two fingers.")
        #expect(task.steps[1].text?.contains("once done 4 times, remove it again 4 times") == true)
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        let test = test()
        drag(test, from: left, to: right, at: 0)
        drag(test, from: left, to: 0.4, at: 1)
        let result = HolePegResult(identifier: "p", action: .place, hand: .right, movingDirection: .left, dominantHandTested: false,
                                   numberOfPegs: 9, threshold: 0.2, rotated: false, totalTime: 1.6, layout: test.layout, moves: test.moves)
        #expect(result.totalSuccesses == 1 && result.totalFailures == 1 && abs(result.totalDistance - 616) < 1e-6)
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }
}
