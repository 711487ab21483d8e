import Foundation
import Testing
@testable import RecordingFormat

@Suite struct DecimalNumberTests {
    /// A seeded SplitMix64, so that a failing input can be found again.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The number as `LineScanner` reads it from a motion line (fast paths and fallback alike).
    private func scanned(_ text: String) throws -> Double {
        let line = #"{"sensorType":"accelerometer","timestamp":0,"uptime":0,"x":"# + text + #","y":0,"z":0}"#
        let parsed = try Array(line.utf8).withUnsafeBytes { try LineScanner.parse($0) }
        guard case .sample(.motion(let motion)) = parsed else { throw LineScanner.Failure(reason: "not a motion line") }
        return motion.x
    }

    private func expectSameBits(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try #require(Double(text), sourceLocation: sourceLocation)
        let read = try scanned(text)
        #expect(read.bitPattern == expected.bitPattern, "\(text): read \(read), Double(String) \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test func edgeCasesReadAsSwiftReadsThem() throws {
        let texts = [
            // zeros and signs
            "0", "-0", "0.0", "-0.000000", "0e0", "-0e-5", "0.000000000000000000000000000000",
            // subnormals and the smallest normal
            "4.9406564584124654e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.2250738585072009e-308", "2.2250738585072011e-308", "2.2250738585072014e-308", "1e-320", "1e-400",
            // around 2^53: halfway cases tie to even
            "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
            "9007199254740993.0000000001", "900719925474099.25", "900719925474099.3", "18014398509481985",
            // 19 and 20 digits
            "9999999999999999999", "1000000000000000000", "1234567890123456789", "12345678901234567890",
            "18446744073709551615", "18446744073709551616", "0.1234567890123456789", "0.12345678901234567891",
            "1.000000000000000000", "99999999999999999999e-20",
            // exponents and the largest finite
            "1e22", "1e23", "8.5e22", "1e-22", "1e-23", "1.7976931348623157e308", "1.7976931348623158e308",
            "1E+10", "-2.5e-3", "123.456e2",
            // halfway between two doubles, decided only by a late digit
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203126",
            "1.00000000000000011102230246251565404236316680908203124",
            "7.038531e-26", "2.2250738585072012e-308", "0.30000000000000004", "0.1", "0.2", "0.3",
            // as the recorders write them: 6 decimals, epoch-sized uptimes
            "1764000000.123456", "-1764000123.999999", "1234567.123456", "0.000001", "-9.806650",
        ]
        for text in texts { try expectSameBits(text) }
    }

    @Test func randomDecimalsOfUpTo19DigitsReadAsSwiftReadsThem() throws {
        var random = SeededGenerator(state: 30)
        for _ in 0..<50_000 {
            let digits = Int.random(in: 1...19, using: &random)
            var significand = String(UInt64.random(in: 1...9, using: &random))
            for _ in 1..<digits { significand += String(UInt64.random(in: 0...9, using: &random)) }
            let exponent = Int.random(in: -345...310, using: &random)
            let negative = Bool.random(using: &random) ? "-" : ""
            try expectSameBits("\(negative)\(significand)e\(exponent)")
            let point = Int.random(in: 0...significand.count, using: &random)
            let head = String(significand.prefix(point)), tail = String(significand.dropFirst(point))
            try expectSameBits(negative + (head.isEmpty ? "0" : head) + "." + tail + "0")
        }
    }

    @Test func randomDoublesPrintedEveryWayReadBackExactly() throws {
        var random = SeededGenerator(state: 23)
        for _ in 0..<30_000 {
            let value = Double(bitPattern: UInt64.random(in: 0..<0x7FF0_0000_0000_0000, using: &random))
            for text in [value.description, String(format: "%.17g", value), String(format: "%.19e", value),
                         String(format: "%.6f", value.truncatingRemainder(dividingBy: 1e12))] {
                try expectSameBits(text)
            }
        }
    }

    @Test func fastPathsDeclineOnlyRarely() {
        var random = SeededGenerator(state: 7)
        var declined = 0
        let trials = 100_000
        for _ in 0..<trials {
            let significand = UInt64.random(in: 1...9_999_999_999_999_999_999, using: &random)
            let exponent = Int.random(in: -300...280, using: &random)  // 19 digits × 10^290 would overflow
            guard let value = DecimalNumber.double(significand: significand, exponent: exponent, negative: false) else {
                declined += 1
                continue
            }
            #expect(value == Double("\(significand)e\(exponent)"))
        }
        #expect(declined < trials / 1000)
    }
}
