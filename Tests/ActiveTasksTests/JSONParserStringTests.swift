import RecordingFormat
import ActiveTasks
import Testing
import JSONValues

@Suite struct JSONParserStringTests {
    @Test func escapesMixWithMultibyteText() throws {
        #expect(try JSONParser.parse(#"["é\n€", "a\/b\\", "\u20AC\u00e9x"]"#) == .array([.string("é\n€"), .string("a/b\\"), .string("€éx")]))
    }

    @Test func invalidUTF8IsAnErrorAtItsStringNotAReplacementCharacter() {
        // Issue 41: U+FFFD in place of the bytes, even in identifiers, was taken without a word.
        let refusal = "a string holds bytes that are not UTF-8; save the file as UTF-8"
        #expect(throws: JSONSyntaxError(line: 1, column: 1, message: refusal)) { try JSONParser.parse([0x22, 0x61, 0xFF, 0x62, 0x22]) }
        #expect(throws: JSONSyntaxError(line: 1, column: 2, message: refusal)) { try JSONParser.parse([0x5B, 0x22, 0xE2, 0x5C, 0x6E, 0x22, 0x5D]) }
    }

    @Test func badEscapesAndControlCharactersNameTheirColumn() {
        #expect(throws: JSONSyntaxError(line: 1, column: 5, message: "invalid escape sequence in a string")) {
            try JSONParser.parse(#""ab\q""#)
        }
        #expect(throws: JSONSyntaxError(line: 2, column: 3, message: "control character inside a string; escape it")) {
            try JSONParser.parse("\n\"a\tb\"")
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 4, message: "\\u must be followed by four hex digits")) {
            try JSONParser.parse(#""\u00g1""#)
        }
    }

    @Test func deepNestingIsRefusedWithoutCrashing() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONSyntaxError(line: 1, column: 513, message: "nesting deeper than 512 levels")) {
            try JSONParser.parse(text)
        }
    }
}
