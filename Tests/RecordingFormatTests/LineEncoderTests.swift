import Foundation
import Testing
@_spi(Benchmarks) @testable import RecordingFormat

@Suite struct LineEncoderTests {
    private func line(_ sample: Sample) -> String {
        var encoder = LineEncoder()
        encoder.append(sample)
        return encoder.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Expects each of `samples`, written as a line, to read back as itself.
    private func expectRoundTrips(_ samples: [Sample]) throws {
        for sample in samples {
            var encoder = LineEncoder()
            encoder.append(sample)
            let parsed = try encoder.withBytes { try LineScanner.parse(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
            guard case .sample(let back) = parsed else {
                Issue.record("not a sample: \(line(sample))")
                continue
            }
            #expect(back == sample, "\(line(sample))")
        }
    }

    @Test func motionLineHasFixedKeyOrderAndSixDecimals() {
        let sample = Sample.motion(MotionSample(sensorType: .accelerometer, timestamp: 1.25, uptime: 1234.5,
                                                x: -0.0000004, y: 0.9999996, z: -1.5))
        #expect(line(sample) == #"{"sensorType":"accelerometer","timestamp":1.250000,"uptime":1234.500000,"x":0.000000,"y":1.000000,"z":-1.500000}"# + "\n")
    }

    @Test func touchLineWritesIntegersAndPhase() {
        let sample = Sample.touch(TouchSample(timestamp: 0.5, uptime: 7, phase: .moved, touchId: 12,
                                              x: 0.25, y: 0.75, rawX: 1024, rawY: -3))
        #expect(line(sample) == #"{"sensorType":"touch","timestamp":0.500000,"uptime":7.000000,"phase":"moved","touchId":12,"x":0.250000,"y":0.750000,"rawX":1024,"rawY":-3}"# + "\n")
    }

    @Test func locationLineLeavesOutUnknownAndNonFiniteFields() {
        // 1795313997.123 s is 2026-11-22T02:19:57.123Z (python3 datetime, computed beside this test).
        let sample = Sample.location(LocationSample(timestamp: 2, uptime: 3, latitude: 46.4958123456, longitude: -7.55,
                                                    altitude: .nan, horizontalAccuracy: 4.56789, speed: nil,
                                                    course: 359.99995, gpsTime: 1_795_313_997.123))
        #expect(line(sample) == #"{"sensorType":"location","timestamp":2.000000,"uptime":3.000000,"latitude":46.495812346,"longitude":-7.550000000,"horizontalAccuracy":4.568,"course":360.0000,"gpsTime":"2026-11-22T02:19:57.123Z"}"# + "\n")
    }

    @Test func markerLineEscapesItsStrings() {
        let sample = Sample.marker(MarkerRecord(timestamp: 3, event: .stepStarted, stepIdentifier: "walk \"out\"",
                                                message: "a\nb"))
        #expect(line(sample) == #"{"type":"marker","timestamp":3.000000,"event":"stepStarted","stepIdentifier":"walk \"out\"","message":"a\nb"}"# + "\n")
    }

    @Test func everyEncodedLineParsesBackToTheSameSample() throws {
        let samples: [Sample] = [
            .motion(MotionSample(sensorType: .gyroscope, timestamp: 0.01, uptime: 1000.01, x: 0.123456, y: -2, z: 3.5)),
            .touch(TouchSample(timestamp: 1, uptime: 2, phase: .cancelled, touchId: 0, x: 1, y: 0, rawX: 0, rawY: 4095)),
            .location(LocationSample(timestamp: 5, uptime: 6, latitude: 1.000000001, longitude: 2, altitude: 480.5,
                                     horizontalAccuracy: 3, verticalAccuracy: 4, speed: 1.25, course: 90.5,
                                     gpsTime: 1_795_313_997.123)),
            .marker(MarkerRecord(timestamp: 7, event: .stepEnded, stepIdentifier: "rest \\ 2", message: "tab\there")),
        ]
        try expectRoundTrips(samples)
    }

    @Test func theExtremesTheWriterCanWriteReadBackThroughEverySensorType() throws {
        let extremes: [Double] = [Double(Int64.max), Double(Int64.min)]
        let integers: [Int] = [Int.max, Int.min, Int.max - 1, Int.min + 1, 1 << 53 + 1]
        var samples: [Sample] = integers.map { value -> Sample in
            .touch(TouchSample(timestamp: 0, uptime: 0, phase: .began, touchId: value, x: 0, y: 1, rawX: value, rawY: value / -2))
        }
        for sensor in [SensorType.accelerometer, .gyroscope] {
            samples += extremes.map { value -> Sample in .motion(MotionSample(sensorType: sensor, timestamp: value, uptime: value, x: value, y: -value, z: value)) }
        }
        samples += extremes.map { value -> Sample in
            .location(LocationSample(timestamp: value, uptime: value, latitude: value, longitude: -value, altitude: value, horizontalAccuracy: value,
                                     verticalAccuracy: value, speed: value, course: value, gpsTime: nil))
        }
        samples.append(.marker(MarkerRecord(timestamp: extremes[0], event: .stepStarted, stepIdentifier: nil, message: nil)))
        try expectRoundTrips(samples)
    }

    @Test func anIntegerFieldBeyondInt64IsRefusedNamingTheField() {
        for (text, field) in [(#"{"sensorType":"touch","timestamp":0,"uptime":0,"phase":"began","touchId":9223372036854775808,"x":0,"y":0,"rawX":0,"rawY":0}"#, "touchId"),
                              (#"{"sensorType":"touch","timestamp":0,"uptime":0,"phase":"began","touchId":1,"x":0,"y":0,"rawX":-9223372036854775809,"rawY":0}"#, "rawX"),
                              (#"{"sensorType":"touch","timestamp":0,"uptime":0,"phase":"began","touchId":1,"x":0,"y":0,"rawX":0,"rawY":1.5}"#, "rawY")] {
            let bytes = Array(text.utf8)
            let failure = #expect(throws: LineScanner.Failure.self) { _ = try bytes.withUnsafeBytes { try LineScanner.parse($0) } }
            #expect(failure?.reason.hasPrefix("\"\(field)\" must be a whole number from \(Int.min) to \(Int.max), found ") == true,
                    "\(String(describing: failure))")
        }
    }
}
