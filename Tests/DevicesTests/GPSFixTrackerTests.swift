import RecordingFormat
import Testing
@testable import Devices

@Suite struct GPSFixTrackerTests {
    let zero = RecordingZero(uptime: 100, date: .distantPast)

    func fix3D(latitude: Double = 47.5, longitude: Double = 8.25) -> GPSFix {
        GPSFix(mode: 3, latitude: latitude, longitude: longitude, altitudeMSL: 408,
               eph: 17.1, epx: 9, epy: 12, epv: 29.9, speed: 1.4, track: 180, time: 1_777_887_000.5)
    }

    @Test func threeDimensionalFixBecomesASampleStampedOnTheRecordingZero() {
        var tracker = GPSFixTracker()
        let samples = tracker.samples(for: fix3D(), readAt: 102.25, zero: zero)
        #expect(samples == [.location(LocationSample(
            timestamp: 2.25, uptime: 102.25, latitude: 47.5, longitude: 8.25, altitude: 408,
            horizontalAccuracy: 17.1, verticalAccuracy: 29.9, speed: 1.4, course: 180,
            gpsTime: 1_777_887_000.5))])
    }

    @Test func unknownFieldsStayNil() {
        var tracker = GPSFixTracker()
        let samples = tracker.samples(for: GPSFix(mode: 2, latitude: -33.75, longitude: 151.125),
                                      readAt: 101, zero: zero)
        #expect(samples == [.location(LocationSample(timestamp: 1, uptime: 101, latitude: -33.75, longitude: 151.125))])
    }

    @Test func perAxisErrorsGiveTheHorizontalAccuracyWhenEphIsMissing() {
        var tracker = GPSFixTracker()
        let fix = GPSFix(mode: 2, latitude: 1, longitude: 2, epx: 3, epy: 4)
        guard case .location(let sample)? = tracker.samples(for: fix, readAt: 100, zero: zero).first else {
            Issue.record("no sample")
            return
        }
        #expect(sample.horizontalAccuracy == 5)
    }

    @Test func losingTheFixWritesOneMarkerAndNoPosition() {
        var tracker = GPSFixTracker()
        _ = tracker.samples(for: fix3D(), readAt: 101, zero: zero)
        let lost = tracker.samples(for: GPSFix(mode: 1), readAt: 102, zero: zero)
        let stillLost = tracker.samples(for: GPSFix(mode: 1), readAt: 103, zero: zero)
        #expect(lost.count == 1)
        #expect(lost.first.map { if case .marker(let marker) = $0 { marker.event == .fixLost && marker.timestamp == 2 } else { false } } == true)
        #expect(stillLost.isEmpty)
    }

    @Test func regainingTheFixWritesAMarkerBeforeTheSample() {
        var tracker = GPSFixTracker()
        _ = tracker.samples(for: fix3D(), readAt: 101, zero: zero)
        _ = tracker.samples(for: GPSFix(mode: 1), readAt: 102, zero: zero)
        let regained = tracker.samples(for: fix3D(latitude: 47.25), readAt: 104, zero: zero)
        #expect(regained.map(\.sensorType) == [nil, .location])
        guard case .marker(let marker) = regained[0], case .location(let sample) = regained[1] else {
            Issue.record("expected a marker then a sample, got \(regained)")
            return
        }
        #expect(marker.event == .fixRegained)
        #expect(marker.timestamp == 4)
        #expect(sample.latitude == 47.25)
    }

    @Test func noFixBeforeAnyFixWritesNothing() {
        var tracker = GPSFixTracker()
        #expect(tracker.samples(for: GPSFix(mode: 1), readAt: 101, zero: zero).isEmpty)
        #expect(tracker.samples(for: GPSFix(mode: 0), readAt: 101, zero: zero).isEmpty)
        let first = tracker.samples(for: fix3D(), readAt: 102, zero: zero)
        #expect(first.map(\.sensorType) == [nil, .location])
    }

    @Test func aFixWithoutPositionIsNotInvented() {
        var tracker = GPSFixTracker()
        #expect(tracker.samples(for: GPSFix(mode: 3, latitude: 47, altitudeMSL: 400), readAt: 101, zero: zero).isEmpty)
        #expect(tracker.samples(for: GPSFix(mode: 0, latitude: 47, longitude: 8), readAt: 101, zero: zero).isEmpty)
    }
}
