import Foundation
import Testing
@_spi(Benchmarks) @testable import RecordingFormat

@Suite struct LineScannerTests {
    private func parse(_ text: String) throws -> Sample? {
        let parsed = try Array(text.utf8).withUnsafeBytes { try LineScanner.parse($0) }
        if case .sample(let sample) = parsed { return sample }
        return nil
    }

    @Test func fastPathAndStrtodAgreeWithSwiftsParser() throws {
        let texts = ["0.1", "-0.000001", "1234567.123456", "0.30000000000000004", "1e-7", "-2.5E+3", "123456789012345678"]
        for text in texts {
            let sample = try parse(#"{"sensorType":"gyroscope","timestamp":0,"uptime":0,"x":"# + text + #","y":0,"z":0}"#)
            guard case .motion(let motion) = sample else {
                Issue.record("not motion")
                continue
            }
            #expect(motion.x == Double(text)!)
        }
    }

    @Test func unknownScalarKeysAreSkipped() throws {
        let sample = try parse(#"{"sensorType":"accelerometer","extra":"new","flag":true,"none":null,"timestamp":1,"uptime":2,"x":3,"y":4,"z":5}"#)
        #expect(sample == .motion(MotionSample(sensorType: .accelerometer, timestamp: 1, uptime: 2, x: 3, y: 4, z: 5)))
    }

    @Test func missingFieldIsNamed() {
        #expect {
            _ = try parse(#"{"sensorType":"accelerometer","timestamp":1,"uptime":2,"x":3,"y":4}"#)
        } throws: { error in
            (error as? LineScanner.Failure)?.reason == #"accelerometer line lacks "z""#
        }
    }

    @Test func unknownPhaseIsRejected() {
        #expect(throws: LineScanner.Failure.self) {
            _ = try parse(#"{"sensorType":"touch","timestamp":1,"uptime":2,"phase":"hover","touchId":1,"x":0,"y":0,"rawX":0,"rawY":0}"#)
        }
    }

    @Test func linesAsTheEncoderWritesThemReadAsWhenReadKeyByKey() throws {
        let motions = [MotionSample(sensorType: .accelerometer, timestamp: 12.345678, uptime: 1012.345678, x: -0.012345, y: 0.98, z: 1e-7),
                       MotionSample(sensorType: .gyroscope, timestamp: 0, uptime: 3, x: 123456.5, y: -2, z: 0.000001)]
        for motion in motions {
            var encoder = LineEncoder()
            encoder.append(motion)
            let written = encoder.withBytes { String(decoding: $0.dropLast(), as: UTF8.self) }
            // A space after "{" is still valid but is not how the encoder writes: read key by key.
            let spaced = "{ " + written.dropFirst()
            let fast = try #require(try parse(written)), general = try #require(try parse(spaced))
            #expect(fast == general)
            guard case .motion(let read) = fast else {
                Issue.record("not motion: \(fast)")
                continue
            }
            #expect(read.sensorType == motion.sensorType && read.timestamp == motion.timestamp && read.uptime == motion.uptime)
            #expect(abs(read.x - motion.x) <= 5e-7 && abs(read.y - motion.y) <= 5e-7 && abs(read.z - motion.z) <= 5e-7)
        }
    }

    @Test func linesThatDepartFromTheWrittenShapeAreStillReadKeyByKey() throws {
        let prefix = #"{"sensorType":"accelerometer","timestamp":1,"uptime":2,"x":3,"y":4,"z":5"#
        // A repeated key: the last value counts, as in any other line.
        #expect(try parse(prefix + #","z":6}"#) == .motion(MotionSample(sensorType: .accelerometer, timestamp: 1, uptime: 2, x: 3, y: 4, z: 6)))
        #expect {
            _ = try parse(prefix + "}x")
        } throws: { error in
            (error as? LineScanner.Failure)?.reason == "unexpected bytes after the object at byte \(prefix.utf8.count + 1)"
        }
        #expect {
            _ = try parse(#"{"sensorType":"accelerometer","timestamp":1,"uptime":2,"x":3.,"y":4,"z":5}"#)
        } throws: { error in
            (error as? LineScanner.Failure)?.reason.hasPrefix("x: digits must follow '.'") == true
        }
    }

    @Test func headerLineIsRecognised() throws {
        #expect(try parse(#"{"type":"header","schema":"org.activetask.samples"}"#) == nil)
    }

    @Test func headersAsTheEncoderWritesThemReadAsJSONDecoderReadsThem() throws {
        let zero = RecordingZero(uptime: 1506423438.471, date: Date(timeIntervalSince1970: 1_764_000_000.125))
        let headers = [
            ChunkHeader(recorderIdentifier: "walk accel", sensorTypes: [.accelerometer],
                        device: DeviceDescription(name: "bmi160", identifier: "iio:device1", backend: "iio",
                                                  details: ["trigger": "trigger0", "scale": "0.000598"]),
                        sequence: 12, zero: zero),
            ChunkHeader(recorderIdentifier: "both", sensorTypes: [.touch, .location],
                        device: DeviceDescription(name: "panel", identifier: "/dev/input/event3", backend: "evdev"),
                        sequence: 1, zero: zero),
            // An escaped quote: not the written shape the fast path reads, so JSONDecoder reads it.
            ChunkHeader(recorderIdentifier: #"say "hi""#, sensorTypes: [.gyroscope],
                        device: DeviceDescription(name: "n", identifier: "i", backend: "b"), sequence: 2, zero: zero),
        ]
        for (index, header) in headers.enumerated() {
            var encoder = LineEncoder()
            encoder.append(header)
            let line = encoder.withBytes { Array($0.dropLast()) }
            let fast = line.withUnsafeBytes { LineScanner.parseWrittenHeader($0) }
            let decoded = try JSONDecoder().decode(ChunkHeader.self, from: Data(line))
            #expect(decoded == header)
            #expect(fast == (index == 2 ? nil : decoded), "header \(index)")
        }
        let spaced = Array(#"{ "type":"header","schema":"org.activetask.samples"}"#.utf8)
        #expect(spaced.withUnsafeBytes { LineScanner.parseWrittenHeader($0) } == nil)
    }
}
