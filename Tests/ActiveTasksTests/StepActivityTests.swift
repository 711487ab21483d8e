import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The activities presenters run active steps through, driven on made-up times.
struct StepActivityTests {
    private static func touch(_ phase: TouchPhase, id: Int = 1, x: Double, y: Double) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: id, x: x, y: y, rawX: 0, rawY: 0))
    }

    private static func tap(_ activity: some StepActivity, at point: SpatialSpanPoint, time: Double) {
        activity.advance(to: time)
        activity.receive(touch(.began, x: point.x, y: point.y), at: time)
        activity.receive(touch(.ended, x: point.x, y: point.y), at: time + 0.05)
    }

    private static let memoryStep = SpatialSpanMemoryStep(
        header: StepHeader(identifier: "memory"), rules: SpatialSpanRules(initialSpan: 3, playSpeed: 0.5, maximumTests: 2), seed: 7)

    @Test func anUnattendedMemoryGamePlaysBackTakesTapsPausesAndTimesOut() throws {
        let activity = SpatialSpanActivity(step: Self.memoryStep, context: ActivityContext(isUnattended: true), seed: 0)
        activity.begin(at: 100)
        let first = try #require(activity.game.currentRecord)
        activity.advance(to: 100.1)
        #expect(activity.litTarget == first.sequence[0])
        activity.advance(to: 100.3)
        #expect(activity.litTarget == nil, "each target is lit for the first half of its 0.5 s")
        Self.tap(activity, at: first.targetRects[first.sequence[0]].center, time: 101.0)
        #expect(activity.game.phase == .playback, "three targets at 0.5 s play back until 101.5")
        activity.advance(to: 101.5)
        #expect(activity.game.phase == .gameplay)
        for (offset, target) in first.sequence.enumerated() {
            Self.tap(activity, at: first.targetRects[target].center, time: 101.6 + 0.1 * Double(offset))
        }
        #expect(activity.game.phase == .ready)
        activity.advance(to: 102.75)
        #expect(activity.game.records.count == 1, "the next game waits 1 s after the deciding tap at 101.8")
        activity.advance(to: 102.85)
        #expect(activity.game.records.count == 2)
        #expect(activity.game.currentRecord?.sequence.count == 4)
        activity.advance(to: 104.79)
        #expect(activity.game.phase == .playback, "four targets from 102.8 play back until 104.8")
        activity.advance(to: 124.7)
        #expect(!activity.isFinished)
        activity.advance(to: 124.8)
        #expect(activity.isFinished, "20 s without a correct tap ends the second and last game")
        guard let result = try #require(activity.results.first).typed(as: SpatialSpanMemoryResult.self) else {
            Issue.record("not a memory result: \(activity.results)")
            return
        }
        #expect(result.gameRecords.map(\.gameStatus) == [.success, .timeout])
        // Taps 1, 2 and 3 earn 5, 10 and 15 points ((round(log2 k) + 1) × 5); a span of 3 earns a 15-point bonus.
        #expect(result.score == 45)
        #expect(result.gameRecords[0].touchSamples.map(\.timestamp).map { ($0 * 1000).rounded() } == [100, 200, 300],
                "the tap during playback is not recorded; taps count from gameplay at 101.5")
    }

    @Test func withAPersonThereTheGameWaitsForATouchAnywhereOrEnter() throws {
        let activity = SpatialSpanActivity(step: Self.memoryStep, context: ActivityContext(isUnattended: false), seed: 0)
        activity.begin(at: 0)
        activity.advance(to: 1.5)
        activity.tap(targetIndex: 99, at: 1.6)
        #expect(activity.game.phase == .gameplay, "a key beyond the board is a miss, which is ignored")
        let first = try #require(activity.game.currentRecord)
        activity.tap(targetIndex: first.sequence[0] == 0 ? 1 : 0, at: 1.7)
        #expect(activity.game.currentRecord?.gameStatus == .failure, "a wrong target ends the game")
        activity.advance(to: 30)
        #expect(activity.isAwaitingProceed)
        #expect(activity.game.records.count == 1)
        activity.receive(Self.touch(.began, x: 0.01, y: 0.99), at: 30)
        #expect(activity.game.records.count == 2)
        #expect(activity.game.currentRecord?.sequence.count == 2, "a failure shrinks the span from 3 to 2")
        activity.advance(to: 51)
        #expect(activity.game.phase == .finished)
        #expect(!activity.isFinished && activity.isAwaitingProceed)
        activity.proceed(at: 52)
        #expect(activity.isFinished)
    }

    @Test func aTappingStepRunsItsDurationFromTheFirstTapOnATarget() throws {
        let step = TappingStep(header: StepHeader(identifier: "tapping"), hand: "left", duration: 5)
        let activity = TappingActivity(step: step, isUnattended: false)
        activity.begin(at: 10)
        Self.tap(activity, at: SpatialSpanPoint(x: 0.5, y: 0.2), time: 12)
        activity.advance(to: 40)
        #expect(!activity.isFinished, "a miss does not start the clock, and a person may take their time")
        Self.tap(activity, at: SpatialSpanPoint(x: 0.25, y: 0.8), time: 41)
        activity.press(.right, at: 42)
        activity.advance(to: 45.9)
        #expect(!activity.isFinished)
        activity.advance(to: 46)
        #expect(activity.isFinished)
        activity.press(.left, at: 46.5)
        guard let result = try #require(activity.results.first).typed(as: TappingResult.self) else {
            Issue.record("not a tapping result: \(activity.results)")
            return
        }
        #expect(result.samples.map(\.buttonIdentifier) == [.left, .right])
        #expect(result.samples.map(\.timestamp) == [0, 1])
        #expect(abs(result.samples[0].duration - 0.05) < 1e-9)
        #expect(result.hand == "left")
    }

    @Test func anUnattendedTappingStepNobodyTapsEndsAfterItsDuration() {
        let activity = TappingActivity(step: TappingStep(header: StepHeader(identifier: "tapping"), duration: 5), isUnattended: true)
        activity.begin(at: 0)
        activity.advance(to: 4.99)
        #expect(!activity.isFinished)
        activity.advance(to: 5)
        #expect(activity.isFinished)
    }

    @Test func aWalkingLegEndsAtItsCountedStepsOrAtItsFallback() throws {
        let text = try String(contentsOf: AnalysisFixtures.folder.appendingPathComponent("walk/accelerometer-000001.jsonl"), encoding: .utf8)
        let samples = try text.split(separator: "\n").compactMap { line -> MotionSample? in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["type"] == nil, let t = object["timestamp"] as? Double, let x = object["x"] as? Double,
                  let y = object["y"] as? Double, let z = object["z"] as? Double else { return nil }
            return MotionSample(sensorType: .accelerometer, timestamp: t, uptime: t, x: x, y: y, z: z)
        }
        let walking = WalkingActivity(step: WalkingStep(header: StepHeader(identifier: "leg"), numberOfSteps: 20))
        walking.begin(at: 0)
        let end = samples.first { sample in
            walking.advance(to: sample.timestamp)
            walking.receive(.motion(sample), at: sample.timestamp)
            return walking.isFinished
        }
        // The fixture walks 80 steps in 58 s: 20 steps come well before the 30 s fallback.
        #expect(walking.counter.count == 20)
        #expect(try #require(end).timestamp < 25)

        let standing = WalkingActivity(step: WalkingStep(header: StepHeader(identifier: "leg"), numberOfSteps: 20))
        standing.begin(at: 0)
        standing.advance(to: 29.9)
        #expect(!standing.isFinished && standing.remaining.map { abs($0 - 0.1) < 1e-9 } == true)
        standing.advance(to: 30)
        #expect(standing.isFinished)
    }

    @Test func catchingUpSkipsSamplesFromBeforeTheStepAndTakesEachAtItsOwnTime() throws {
        let activity = TappingActivity(step: TappingStep(header: StepHeader(identifier: "tapping"), duration: 5), isUnattended: true)
        activity.begin(at: 10)
        let inbox = SampleInbox()
        inbox.post(Self.touch(.began, id: 1, x: 0.75, y: 0.8), at: 9.9)
        inbox.post(Self.touch(.began, id: 2, x: 0.25, y: 0.8), at: 12)
        inbox.post(Self.touch(.ended, id: 2, x: 0.25, y: 0.8), at: 12.25)
        activity.catchUp(on: inbox, since: 10, now: 13)
        guard let result = try #require(activity.results.first).typed(as: TappingResult.self) else {
            Issue.record("not a tapping result: \(activity.results)")
            return
        }
        #expect(result.samples.map(\.buttonIdentifier) == [.left], "the right tap came before the step")
        #expect(result.samples.first?.duration == 0.25, "taken at the times the device stamped, not when drained")
        #expect(activity.remaining == 4, "5 s from the tap at 12, at the clock's 13")
    }

    @Test func theInboxKeepsTheNewestSamplesInTimeOrderAndCountsWhatItDrops() {
        let inbox = SampleInbox(capacity: 3)
        for time in [5.0, 1.0, 4.0, 2.0, 3.0] {
            inbox.post(Self.touch(.began, id: Int(time), x: 0, y: 0), at: time)
        }
        #expect(inbox.drain().map(\.time) == [2, 3, 4])
        #expect(inbox.droppedCount == 2)
        #expect(inbox.drain().isEmpty)
    }
}
