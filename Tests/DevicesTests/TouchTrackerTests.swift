import RecordingFormat
import CEvdev
import Foundation
import Testing
@testable import Devices

/// The event-to-touch logic, fed by hand-written events (no device).
@Suite struct TouchTrackerTests {
    static func event(_ type: Int32, _ code: Int32, _ value: Int32, at time: Double) -> InputEvent {
        InputEvent(type: type, code: code, value: value, time: time)
    }

    static func frame(_ tracker: inout TouchTracker, at time: Double, _ changes: [(Int32, Int32, Int32)],
                      syncing: Bool = false) -> [TouchSample] {
        for (type, code, value) in changes {
            #expect(tracker.consume(event(type, code, value, at: time), syncing: syncing).isEmpty)
        }
        return tracker.consume(event(EV_SYN, SYN_REPORT, 0, at: time), syncing: syncing)
    }

    static func multitouch(calibration: CalibrationMatrix = .identity, threshold: Double = 0) -> TouchTracker {
        TouchTracker(xRange: AxisRange(minimum: 100, maximum: 4100), yRange: AxisRange(minimum: 50, maximum: 2450),
                     multitouch: true, slotCount: 4, calibration: calibration, movementThreshold: threshold)
    }

    @Test func singleTouchPressesBecomeSeparateTouchesNormalizedOverRangesNotStartingAtZero() {
        var tracker = TouchTracker(xRange: AxisRange(minimum: 200, maximum: 3900),
                                   yRange: AxisRange(minimum: 300, maximum: 3800), multitouch: false, slotCount: 0)
        let first = Self.frame(&tracker, at: 1.0, [(EV_KEY, BTN_TOUCH, 1), (EV_ABS, ABS_X, 200), (EV_ABS, ABS_Y, 3800)])
        let lift = Self.frame(&tracker, at: 1.09, [(EV_KEY, BTN_TOUCH, 0)])
        let second = Self.frame(&tracker, at: 1.5, [(EV_KEY, BTN_TOUCH, 1), (EV_ABS, ABS_X, 2050), (EV_ABS, ABS_Y, 2050)])
        let moved = Self.frame(&tracker, at: 1.6, [(EV_ABS, ABS_X, 3900), (EV_ABS, ABS_Y, 300)])
        let ended = Self.frame(&tracker, at: 1.75, [(EV_KEY, BTN_TOUCH, 0)])
        #expect(first.map(\.phase) == [.began] && first[0].x == 0 && first[0].y == 1 && first[0].touchId == 1)
        #expect(lift.map(\.phase) == [.ended] && lift[0].uptime == 1.09 && lift[0].touchId == 1)
        #expect(second.map(\.phase) == [.began] && second[0].x == 0.5 && second[0].y == 0.5 && second[0].touchId == 2)
        #expect(moved.map(\.phase) == [.moved] && moved[0].x == 1 && moved[0].y == 0)
        #expect(ended.map(\.phase) == [.ended] && ended[0].rawX == 3900 && ended[0].rawY == 300)
    }

    @Test func overlappingSlotsKeepTheirOwnTouchIds() {
        var tracker = Self.multitouch()
        let a = Self.frame(&tracker, at: 2, [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, 7),
                                             (EV_ABS, ABS_MT_POSITION_X, 1100), (EV_ABS, ABS_MT_POSITION_Y, 650)])
        let b = Self.frame(&tracker, at: 2.25, [(EV_ABS, ABS_MT_SLOT, 1), (EV_ABS, ABS_MT_TRACKING_ID, 8),
                                                (EV_ABS, ABS_MT_POSITION_X, 3100), (EV_ABS, ABS_MT_POSITION_Y, 1850)])
        let liftB = Self.frame(&tracker, at: 2.6, [(EV_ABS, ABS_MT_TRACKING_ID, -1)])
        let liftA = Self.frame(&tracker, at: 4, [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, -1)])
        #expect(a.map(\.touchId) == [1] && a[0].x == 0.25 && a[0].y == 0.25)
        #expect(b.map(\.touchId) == [2] && b[0].x == 0.75 && b[0].y == 0.75)
        #expect(liftB.map(\.touchId) == [2] && liftB[0].phase == .ended)
        #expect(liftA.map(\.touchId) == [1] && liftA[0].phase == .ended && liftA[0].uptime == 4)
    }

    @Test func newTrackingIdInAnOccupiedSlotEndsTheOldTouchBeforeBeginningTheNew() {
        var tracker = Self.multitouch()
        _ = Self.frame(&tracker, at: 1, [(EV_ABS, ABS_MT_TRACKING_ID, 5), (EV_ABS, ABS_MT_POSITION_X, 100),
                                         (EV_ABS, ABS_MT_POSITION_Y, 50)])
        let swap = Self.frame(&tracker, at: 1.2, [(EV_ABS, ABS_MT_TRACKING_ID, 6), (EV_ABS, ABS_MT_POSITION_X, 4100),
                                                  (EV_ABS, ABS_MT_POSITION_Y, 2450)])
        #expect(swap.map(\.phase) == [.ended, .began])
        #expect(swap[0].touchId == 1 && swap[0].x == 0 && swap[0].y == 0)
        #expect(swap[1].touchId == 2 && swap[1].x == 1 && swap[1].y == 1)
    }

    @Test func touchesEndedWhileResynchronizingAreCancelled() {
        var tracker = Self.multitouch()
        _ = Self.frame(&tracker, at: 5, [(EV_ABS, ABS_MT_TRACKING_ID, 105), (EV_ABS, ABS_MT_POSITION_X, 600),
                                         (EV_ABS, ABS_MT_POSITION_Y, 350)])
        let synced = Self.frame(&tracker, at: 5.1, [(EV_ABS, ABS_MT_TRACKING_ID, -1)], syncing: true)
        #expect(synced.map(\.phase) == [.cancelled] && synced[0].uptime == 5.1 && synced[0].x == 0.125)
    }

    @Test func movesBelowTheThresholdAreDroppedButTheLiftKeepsTheLastPosition() {
        var tracker = Self.multitouch(threshold: 0.08)
        _ = Self.frame(&tracker, at: 1, [(EV_ABS, ABS_MT_TRACKING_ID, 1), (EV_ABS, ABS_MT_POSITION_X, 2100),
                                         (EV_ABS, ABS_MT_POSITION_Y, 1250)])
        let small = Self.frame(&tracker, at: 1.1, [(EV_ABS, ABS_MT_POSITION_X, 2300)])
        let large = Self.frame(&tracker, at: 1.2, [(EV_ABS, ABS_MT_POSITION_X, 2500)])
        let smallAgain = Self.frame(&tracker, at: 1.3, [(EV_ABS, ABS_MT_POSITION_X, 2600)])
        let lift = Self.frame(&tracker, at: 1.4, [(EV_ABS, ABS_MT_TRACKING_ID, -1)])
        #expect(small.isEmpty)
        #expect(large.map(\.phase) == [.moved] && large[0].x == 0.6)
        #expect(smallAgain.isEmpty)
        #expect(lift.map(\.phase) == [.ended] && lift[0].x == 0.625 && lift[0].rawX == 2600)
    }

    @Test func calibrationRotatesNormalizedPositionsAndKeepsRawOnes() throws {
        var tracker = Self.multitouch(calibration: try CalibrationMatrix([0, 1, 0, -1, 0, 1]))
        let began = Self.frame(&tracker, at: 1, [(EV_ABS, ABS_MT_TRACKING_ID, 1), (EV_ABS, ABS_MT_POSITION_X, 1100),
                                                 (EV_ABS, ABS_MT_POSITION_Y, 1250)])
        #expect(began[0].x == 0.5 && began[0].y == 0.75)
        #expect(began[0].rawX == 1100 && began[0].rawY == 1250)
    }

    @Test func cancelAllEndsEveryTouchStillDownOnce() {
        var tracker = Self.multitouch()
        tracker.timeOffset = -100
        _ = Self.frame(&tracker, at: 101, [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, 1),
                                           (EV_ABS, ABS_MT_SLOT, 2), (EV_ABS, ABS_MT_TRACKING_ID, 2)])
        let cancelled = tracker.cancelAll(at: 103)
        #expect(cancelled.map(\.phase) == [.cancelled, .cancelled] && cancelled.map(\.touchId) == [1, 2])
        #expect(cancelled.allSatisfy { $0.uptime == 103 && $0.timestamp == 3 })
        #expect(tracker.cancelAll(at: 104).isEmpty)
    }

    @Test func cancellingAtATimeBeforeTheLastFrameEndsTheTouchAtThatFrame() {
        var tracker = Self.multitouch()
        tracker.timeOffset = -100
        _ = Self.frame(&tracker, at: 101, [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, 1),
                                           (EV_ABS, ABS_MT_POSITION_X, 100)])
        let moved = Self.frame(&tracker, at: 101.5, [(EV_ABS, ABS_MT_POSITION_X, 2100)])
        let cancelled = tracker.cancelAll(at: 101.4997)
        #expect(moved.map(\.phase) == [.moved])
        #expect(cancelled.map(\.phase) == [.cancelled] && cancelled[0].uptime == 101.5 && cancelled[0].timestamp == 1.5)
    }

    @Test func calibrationMatrixNeedsSixFiniteNumbers() {
        #expect(throws: ActivetaskError.self) { try CalibrationMatrix([1, 0, 0, 0, 1]) }
        #expect(throws: ActivetaskError.self) { try CalibrationMatrix([1, 0, .nan, 0, 1, 0]) }
    }

    @Test func touchOptionsNameTheRecorderWithAnInvalidField() {
        let configuration = RecorderConfiguration(identifier: "taps", type: .touch, calibrationMatrix: [1, 2])
        #expect { try TouchOptions(configurations: [configuration]) } throws: { error in
            (error as? ActivetaskError)?.code == .invalidConfiguration
                && (error as? ActivetaskError)?.message.hasPrefix("recorder taps: calibrationMatrix") == true
        }
        let negative = RecorderConfiguration(identifier: "taps", type: .touch, movementThreshold: -1)
        #expect(throws: ActivetaskError.self) { try TouchOptions(configurations: [negative]) }
    }

    @Test func touchFieldsDecodeFromTaskJSONAndDefaultToAbsent() throws {
        let json = #"{"identifier":"taps","type":"touch","calibrationMatrix":[0,1,0,-1,0,1],"grab":true,"movementThreshold":0.02}"#
        let configuration = try JSONDecoder().decode(RecorderConfiguration.self, from: Data(json.utf8))
        #expect(configuration.calibrationMatrix == [0, 1, 0, -1, 0, 1])
        #expect(configuration.grab == true && configuration.movementThreshold == 0.02)
        let plain = try JSONDecoder().decode(RecorderConfiguration.self,
                                             from: Data(#"{"identifier":"taps","type":"touch"}"#.utf8))
        #expect(plain.calibrationMatrix == nil && plain.grab == nil && plain.movementThreshold == nil)
        let options = try TouchOptions(configurations: [configuration])
        #expect(options.grab && options.movementThreshold == 0.02 && options.calibration.values == [0, 1, 0, -1, 0, 1])
    }
}
