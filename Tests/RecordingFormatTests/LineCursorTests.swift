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

    /// What a cursor made of the number at the start of `line`: the value's bits and where the
    /// cursor stopped, or the failure's reason.
    private enum NumberOutcome: Equatable {
        case number(bits: UInt64, end: Int)
        case failure(String)
    }

    private func readNumber(_ line: [UInt8], _ read: (inout LineCursor) throws(LineScanner.Failure) -> Double) -> NumberOutcome {
        line.withUnsafeBufferPointer { bytes in
            var cursor = LineCursor(base: bytes.baseAddress!, count: bytes.count)
            do throws(LineScanner.Failure) {
                let value = try read(&cursor)
                return .number(bits: value.bitPattern, end: cursor.index)
            } catch {
                return .failure(error.reason)
            }
        }
    }

    @Test func numbersReadEightBytesAtATimeGiveWhatTheGeneralReaderGives() {
        // Fractions of 0 to 13 digits, some malformed (six digits is the word-at-once path), then
        // each kind of byte a line can go on with: the number ends the line or is far from its end.
        let heads = ["0", "-0", "7", "-12", "1506423438", "99999999999999", "123456789012345", "0000012"]
        let fractions = ["", ".", ".1", ".12", ".12345", ".123456", ".000000", ".999999", ".1234567", ".123456789",
                         ".12345a", ".12:456", ".1234/6", ".123456.", ".1234567890123"]
        let tails = ["", ",", "}", "e5", "E-2", ".", "0", "/", ":", "\u{FF}", ",\"y\":0.5}", "}  "]
        var compared = 0
        for head in heads {
            for fraction in fractions {
                for tail in tails {
                    for padding in ["", "        "] {
                        let line = Array((head + fraction + tail + padding).utf8)
                        let fast = readNumber(line) { (cursor: inout LineCursor) throws(LineScanner.Failure) in try cursor.scanNumber(field: "x") }
                        let general = readNumber(line) { (cursor: inout LineCursor) throws(LineScanner.Failure) in try cursor.scanGeneralNumber(field: "x") }
                        #expect(fast == general, "\(String(decoding: line, as: UTF8.self))")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 2_000)
        // Six digits and one byte ending the line: the word is the line's last eight bytes, shifted.
        for (line, number) in [("0.123456}", "0.123456"), ("-3.654321,", "-3.654321"), ("12.000001}", "12.000001")] {
            let fast = readNumber(Array(line.utf8)) { (cursor: inout LineCursor) throws(LineScanner.Failure) in try cursor.scanNumber(field: "x") }
            #expect(fast == .number(bits: Double(number)!.bitPattern, end: number.utf8.count), "\(line)")
        }
    }
}
