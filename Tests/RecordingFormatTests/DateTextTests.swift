import RecordingFormat
import Foundation
import Testing

/// The dates of task JSON and results.
struct DateTextTests {
    @Test func aDateReadBackIsWrittenAsTheSameText() throws {
        // Each of these parses to a double just below its millisecond; truncating wrote .442, .000 and .999 − 1 ms.
        for text in ["2026-11-22T04:57:19.443Z", "2026-11-22T04:57:04.601Z", "1999-12-31T23:59:59.999Z", "2026-01-01T00:00:00.000Z"] {
            let date = try #require(DateText.date(from: text))
            #expect(DateText.string(from: date) == text)
        }
    }

    @Test func datesAreRoundedToTheNearestMillisecond() {
        #expect(DateText.string(from: Date(timeIntervalSince1970: 1.9996)) == "1970-01-01T00:00:02.000Z")
        #expect(DateText.string(from: Date(timeIntervalSince1970: 1.0004)) == "1970-01-01T00:00:01.000Z")
        #expect(DateText.string(from: Date(timeIntervalSince1970: 1_795_000_000.0126)) == "2026-11-18T11:06:40.013Z")
    }

    @Test func plainDaysAndWholeSecondsAreRead() {
        #expect(DateText.date(from: "2000-01-01") == Date(timeIntervalSince1970: 946_684_800))
        #expect(DateText.date(from: "2000-01-01T00:00:01Z") == Date(timeIntervalSince1970: 946_684_801))
        #expect(DateText.date(from: "01/01/2000") == nil)
    }
}
