import Testing
@testable import RecordingFormat

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

    @Test func headerLineIsRecognised() throws {
        #expect(try parse(#"{"type":"header","schema":"org.activetask.samples"}"#) == nil)
    }
}
