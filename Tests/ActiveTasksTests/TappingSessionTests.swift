import ActiveTasks
import RecordingFormat
import TaskFamilies
import Testing

/// The tapping step's bookkeeping on the standard layout: left target x 0.10…0.40, right
/// 0.60…0.90, both y 0.70…0.90 (centres (0.25, 0.80), (0.75, 0.80), 0.30 × 0.20).
struct TappingSessionTests {
    @Test func theClockStartsAtTheFirstOnTargetTapAndEarlierMissesAreNotRecorded() {
        let session = TappingSession(layout: .standard, duration: 20)
        session.touchBegan(touchId: 1, x: 0.5, y: 0.5, time: 3)
        #expect(!session.hasStarted)
        session.touchBegan(touchId: 2, x: 0.25, y: 0.8, time: 10)
        session.touchEnded(touchId: 2, time: 10.125)
        session.touchBegan(touchId: 3, x: 0.5, y: 0.8, time: 10.5)
        session.touchBegan(touchId: 4, x: 0.89, y: 0.71, time: 11)
        session.touchEnded(touchId: 4, time: 11.25)
        #expect(session.samples.map(\.timestamp) == [0, 0.5, 1])
        #expect(session.samples.map(\.buttonIdentifier) == [.left, .none, .right])
        #expect(session.samples.map(\.duration) == [0.125, 0, 0.25])
        #expect(session.samples[2].location == SpatialSpanPoint(x: 0.89, y: 0.71))
    }

    @Test func tapsAfterTheDurationAreNotRecordedAndTheStepIsFinished() {
        let session = TappingSession(layout: .standard, duration: 5)
        session.press(.left, time: 100)
        session.press(.right, time: 104.5)
        #expect(session.remaining(at: 104.5) == 0.5)
        #expect(!session.isFinished(at: 104.9))
        session.press(.left, time: 105)
        #expect(session.isFinished(at: 105))
        #expect(session.samples.map(\.buttonIdentifier) == [.left, .right])
    }

    @Test func keyPressesTapTheTargetCentres() {
        let session = TappingSession(layout: .standard, duration: 20)
        session.press(.right, time: 0)
        session.press(.none, time: 1)
        session.press(.left, time: 2)
        #expect(session.samples.map(\.location) == [SpatialSpanPoint(x: 0.75, y: 0.80), SpatialSpanPoint(x: 0.25, y: 0.80)])
        let result = session.result(identifier: "tapping.right", hand: "right")
        #expect(result.leftTarget == TappingLayout.Target(centerX: 0.25, centerY: 0.80, width: 0.30, height: 0.20))
        #expect(result.type == "tapping")
        #expect(result.stepDuration == 20)
    }
}
