import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The tapping step's targets in task JSON.
struct TappingStepTests {
    private static func task(_ members: String) -> String {
        #"{ "identifier": "t", "steps": [ { "type": "tapping", "identifier": "tap", "duration": 5\#(members) } ] }"#
    }

    @Test func targetsDefaultToTheStandardLayoutAndCanBeMoved() throws {
        let standard = try #require(try TestTasks.task(Self.task("")).steps.first as? TappingStep)
        #expect(standard.layout == .standard)
        let moved = try #require(try TestTasks.task(Self.task(#"""
            , "leftTarget": { "centerX": 0.2, "centerY": 0.5, "width": 0.2, "height": 0.4 },
              "rightTarget": { "centerX": 0.8, "centerY": 0.5, "width": 0.2, "height": 0.4 }
            """#)).steps.first as? TappingStep)
        #expect(moved.layout.left == TappingLayout.Target(centerX: 0.2, centerY: 0.5, width: 0.2, height: 0.4))
        #expect(moved.layout.right == TappingLayout.Target(centerX: 0.8, centerY: 0.5, width: 0.2, height: 0.4))
        // A tap at (0.2, 0.35) is on the moved left target and on no standard one; its result carries the moved targets.
        let activity = try #require(moved.makeActivity(in: ActivityContext(isUnattended: true)) as? TappingActivity)
        activity.begin(at: 0)
        activity.receive(.touch(.init(timestamp: 0, uptime: 0, phase: .began, touchId: 1, x: 0.2, y: 0.35, rawX: 0, rawY: 0)), at: 1)
        guard let result = try #require(activity.results.first).typed(as: TappingResult.self) else {
            Issue.record("not a tapping result: \(activity.results)")
            return
        }
        #expect(result.samples.map(\.buttonIdentifier) == [.left])
        #expect(result.leftTarget == moved.layout.left && result.rightTarget == moved.layout.right)
    }

    @Test func targetsOffTheScreenIncompleteEmptyOrOverlappingAreNamed() {
        #expect(TestTasks.issues(Self.task(#", "leftTarget": { "centerX": 0.1, "centerY": 0.5, "width": 0.3, "height": 0.2 }"#)) == [
            "steps[0].leftTarget: reaches off the screen; keep centre ± half the size within 0 … 1 on both axes",
        ])
        #expect(TestTasks.issues(Self.task(#", "rightTarget": { "centerX": 0.7, "centerY": 0.5, "width": 0.2 }"#)) == [
            "steps[0].rightTarget.height: missing; a target needs centerX, centerY, width and height in screen units (0 to 1)",
        ])
        #expect(TestTasks.issues(Self.task(#", "rightTarget": { "centerX": 0.7, "centerY": 0.5, "width": 0, "height": 0.2 }"#)) == [
            "steps[0].rightTarget.width: is not positive; give the target a size above 0",
        ])
        #expect(TestTasks.issues(Self.task(#", "rightTarget": { "centerX": 0.35, "centerY": 0.8, "width": 0.3, "height": 0.2 }"#)) == [
            "steps[0].rightTarget: overlaps the left target; a tap must land on one target only, so move or shrink one",
        ])
    }
}
