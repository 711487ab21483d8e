import TestSupport
import RecordingFormat
import ActiveTasks
import Testing
import JSONValues

@Suite struct JSONParserNumberTests {
    @Test func randomDoublesReadBackBitForBit() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let parts = value.description.split(separator: "e", maxSplits: 1)
            var head = String(parts[0].prefix(10))
            if head.hasSuffix(".") { head.removeLast() }
            let shortened = head + (parts.count > 1 ? "e" + parts[1] : "")
            try expectSameDoubleAsTheStandardLibrary(value.description)
            try expectSameDoubleAsTheStandardLibrary(shortened)
        }
    }

    @Test func seventeenDigitDecimalsReadBackBitForBit() throws {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<50_000 {
            let value = Double.random(in: 0..<1_000, using: &generator) * (Bool.random(using: &generator) ? 1 : -1e-3)
            try expectSameDoubleAsTheStandardLibrary(value.description)
        }
    }

    @Test func shortDecimalsRoundToTheNearestDouble() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...999_999_999, using: &generator)
            let scale = Int.random(in: 0...12, using: &generator)
            let text = "\(digits)e-\(scale)"
            let reference = try #require(Double(text))
            #expect(try JSONParser.parse(text) == .double(reference), "\(text)")
        }
    }

    @Test func halfwayCasesRoundToEven() throws {
        #expect(try JSONParser.parse("9007199254740993.0") == .double(9_007_199_254_740_992))
        #expect(try JSONParser.parse("9007199254740995.0") == .double(9_007_199_254_740_996))
        #expect(try JSONParser.parse("2.0999999999999996") == .double(0.7 * 3))
        #expect(try JSONParser.parse("0.1") == .double(1.0 / 10.0))
    }

    @Test func integersAtTheEdgesOfIntStayIntegers() throws {
        #expect(try JSONParser.parse("9223372036854775807") == .int(Int.max))
        #expect(try JSONParser.parse("-9223372036854775808") == .int(Int.min))
        #expect(try JSONParser.parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try JSONParser.parse("-0") == .int(0))
        guard case .double(let negativeZero) = try JSONParser.parse("-0.0") else {
            Issue.record("-0.0 did not parse as a double")
            return
        }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
    }

    @Test func numbersBeyondDoubleAreSyntaxErrors() {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, message: "number -1e400 is out of range")) {
            try JSONParser.parse("-1e400")
        }
    }

    /// The standard library's correctly rounded `Double(String)` is the independent reference.
    private func expectSameDoubleAsTheStandardLibrary(_ text: String) throws {
        let reference = try #require(Double(text), "\(text)")
        let parsed = try #require(try JSONParser.parse(text).doubleValue, "\(text)")
        #expect(parsed.bitPattern == reference.bitPattern, "\(text)")
    }
}
