import Testing
@_spi(Benchmarks) @testable import RecordingFormat

/// The motion-line fast path (`LineCursor.scanWrittenMotionLine`, tried first by
/// `LineScanner.parse`) against the key-by-key reader.
@Suite struct LineCursorTests {
    /// `line` read by `LineScanner.parse` and by `LineScanner.scanLine` alone, each as its
    /// sample's description (every double to its last bit) or its failure's reason.
    private func bothWays(_ bytes: [UInt8]) -> (parsed: String, keyByKey: String) {
        func describe(_ body: () throws(LineScanner.Failure) -> LineScanner.Line) -> String {
            do throws(LineScanner.Failure) {
                return "\(try body())"
            } catch {
                return "failure: \(error.reason)"
            }
        }
        return bytes.withUnsafeBytes { line in
            let parsed = describe { () throws(LineScanner.Failure) in try LineScanner.parse(line) }
            let keyByKey = describe { () throws(LineScanner.Failure) in
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
            #expect(read.parsed == read.keyByKey && read.parsed.hasPrefix("sample(") && read.parsed.contains("motion"), "\(read)")
        }
    }

    @Test func writtenLinesCutShortOrWithAWrongByteReadOrFailAsTheKeyByKeyReaderDoes() {
        var encoder = LineEncoder()
        encoder.append(MotionSample(sensorType: .accelerometer, timestamp: 12.02, uptime: 1506423438.471, x: -0.011526, y: 1.41382, z: 0))
        let line = encoder.withBytes { Array($0.dropLast()) }
        for length in 1..<line.count {
            let cut = bothWays(Array(line[..<length]))
            #expect(cut.parsed == cut.keyByKey && cut.parsed.hasPrefix("failure: "), "cut at \(length): \(cut)")
        }
        for position in line.indices {
            for byte in "09.-,}\"eE x{".utf8 where byte != line[position] {
                var changed = line
                changed[position] = byte
                let read = bothWays(changed)
                #expect(read.parsed == read.keyByKey, "\(String(decoding: changed, as: UTF8.self)): \(read)")
            }
        }
    }
}
