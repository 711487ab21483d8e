import RecordingFormat
import ActiveTasks
import Testing
import JSONValues

@Suite struct JSONParserTests {
    @Test func objectsKeepKeyOrderAndNumbersKeepTheirKind() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": 1.0, "c": [true, null, "x"], "d": -2e3}"#)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "c", "d"])
        #expect(value["b"] == .int(1))
        #expect(value["a"] == .double(1.0))
        #expect(value["c"] == .array([.bool(true), .null, .string("x")]))
        #expect(value["d"] == .double(-2000))
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let value = try JSONParser.parse(#""tab\tquote\" \u00e9 \ud83d\ude00""#)
        #expect(value == .string("tab\tquote\" é 😀"))
    }

    @Test func truncatedTextNamesLineAndColumn() {
        #expect(throws: JSONSyntaxError(line: 2, column: 9, message: "unexpected end of file inside an object; the JSON is truncated")) {
            try JSONParser.parse("{\n  \"a\": 1")
        }
    }

    @Test func trailingCommaIsASyntaxError() {
        #expect(throws: JSONSyntaxError(line: 1, column: 9, message: "expected a quoted key")) {
            try JSONParser.parse(#"{"a": 1,}"#)
        }
    }

    @Test func leadingZerosAndTextAfterTheValueAreRejected() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("012") }
        #expect(throws: JSONSyntaxError(line: 1, column: 4, message: "unexpected text after the JSON value")) {
            try JSONParser.parse("[] x")
        }
    }
}
