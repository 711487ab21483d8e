import Testing
@_spi(Benchmarks) @testable import RecordingFormat

/// The motion-line fast path (`LineCursor.scanWrittenMotionLine`, tried first by
/// `LineScanner.parse`) against the key-by-key reader.
@Suite struct LineCursorTests {
    /// What a reader made of a line: a sample (with a motion's values as bit patterns, so that
    /// 0 and -0 differ), a header, or the failure's reason.
    private enum Outcome: Equatable {
        case sample(Sample, bits: [UInt64])
        case header
        case failure(String)

        init(_ body: () throws(LineScanner.Failure) -> LineScanner.Line) {
            do throws(LineScanner.Failure) {
                switch try body() {
                case .header:
                    self = .header
                case .sample(let sample):
                    guard case .motion(let motion) = sample else {
                        self = .sample(sample, bits: [])
                        return
                    }
                    self = .sample(sample, bits: [motion.timestamp, motion.uptime, motion.x, motion.y, motion.z].map(\.bitPattern))
                }
            } catch {
                self = .failure(error.reason)
            }
        }
    }

    /// `line` read by `LineScanner.parse` and by `LineScanner.scanLine` alone.
    private func bothWays(_ bytes: [UInt8]) -> (parsed: Outcome, keyByKey: Outcome) {
        bytes.withUnsafeBytes { line in
            let parsed = Outcome { () throws(LineScanner.Failure) in try LineScanner.parse(line) }
            let keyByKey = Outcome { () throws(LineScanner.Failure) in
                guard let base = line.baseAddress, line.count > 0 else { throw LineScanner.Failure(reason: "empty line") }
                var scanner = LineScanner(base: base.assumingMemoryBound(to: UInt8.self), count: line.count)
                return try scanner.scanLine()
            }
            return (parsed, keyByKey)
        }
    }

    @Test func writtenMotionLinesReadAsTheKeyByKeyReaderReadsThem() {
        let motions = [MotionSample(sensorType: .accelerometer, timestamp: 12.02, uptime: 1506423438.471, x: -0.011526, y: 1.41382, z: 0),
                       MotionSample(sensorType: .gyroscope, timestamp: 0, uptime: 3, x: 123456.5, y: -2, z: 0.000001)]
        for motion in motions {
            var encoder = LineEncoder()
            encoder.append(motion)
            let read = bothWays(encoder.withBytes { Array($0.dropLast()) })
            #expect(read.parsed == read.keyByKey)
            #expect(read.parsed == .sample(.motion(motion), bits: [motion.timestamp, motion.uptime, motion.x, motion.y, motion.z].map(\.bitPattern)))
        }
    }

    @Test func writtenLinesCutShortOrWithAWrongByteReadOrFailAsTheKeyByKeyReaderDoes() {
        var encoder = LineEncoder()
        encoder.append(MotionSample(sensorType: .accelerometer, timestamp: 12.02, uptime: 1506423438.471, x: -0.011526, y: 1.41382, z: 0))
        let line = encoder.withBytes { Array($0.dropLast()) }
        for length in 1..<line.count {
            let cut = bothWays(Array(line[..<length]))
            #expect(cut.parsed == cut.keyByKey, "cut at \(length)")
            guard case .failure = cut.parsed else {
                Issue.record("cut at \(length) read as a line")
                continue
            }
        }
        for position in line.indices {
            for byte in "09.-,}\"eE x{".utf8 where byte != line[position] {
                var changed = line
                changed[position] = byte
                let read = bothWays(changed)
                #expect(read.parsed == read.keyByKey, "byte \(position) changed to \(byte)")
            }
        }
    }
}
