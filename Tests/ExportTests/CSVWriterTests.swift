@testable import Export
import Testing

/// RFC 4180: commas, quotes, CR and LF force quoting; quotes are doubled; records end in CRLF.
@Suite struct CSVWriterTests {
    @Test func fieldsAreQuotedOnlyWhenTheyMustBe() {
        #expect(CSVWriter.record(["plain", "a,b", "say \"hi\"", "two\nlines", "cr\r", "", "é"])
                == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",,é\r\n")
    }
}
