@testable import ActiveTasks
import Foundation
import RecordingFormat
import Testing

/// `TypedDate`: dates and times as people type them, in the device's time zone.
@Suite struct TypedDateTests {
    private let typed = TypedDate(zone: TimeZone(identifier: "Europe/Zurich")!,
                                  now: { Date(timeIntervalSince1970: 1_795_420_800) })  // 2026-11-23T08:00:00Z

    private func iso(_ date: Date?) -> String? {
        date.map { $0.ISO8601Format() }
    }

    @Test(arguments: [("2026-11-23 08:00", "2026-11-23T07:00:00Z"), ("23.11.2026 8:00", "2026-11-23T07:00:00Z"),
                      ("2026-11-23T08:00", "2026-11-23T07:00:00Z"), ("2026-7-5 14:30:15", "2026-07-05T12:30:15Z"),
                      ("8:00", "2026-11-23T07:00:00Z"), ("2026-11-23T08:00:00Z", "2026-11-23T08:00:00Z"),
                      ("23.11.2026", "2026-11-22T23:00:00Z")])
    func aDateAndTimeIsReadInTheDevicesZone(_ text: String, _ expected: String) {
        #expect(iso(typed.date(from: text, withTime: true)) == expected, "\(text)")
    }

    @Test(arguments: [("2026-11-23", "2026-11-23T00:00:00Z"), ("23.11.2026", "2026-11-23T00:00:00Z"), ("5.7.2026", "2026-07-05T00:00:00Z")])
    func aDayIsTheDayAnAnswersFileNames(_ text: String, _ expected: String) {
        #expect(iso(typed.date(from: text, withTime: false)) == expected, "\(text)")
    }

    @Test(arguments: ["31.02.2026", "2026-13-01", "25:00", "8:00", "2026-11-23 8", "tomorrow", "23/11/2026"])
    func whatNamesNoDayIsRefused(_ text: String) {
        #expect(typed.date(from: text, withTime: false) == nil, "\(text)")
    }

    @Test func aTypedDateAnswerSaysWhatToType() throws {
        let format = DateAnswerFormat(style: .dateAndTime)
        #expect(format.hint == "date and time, e.g. 2026-11-23 08:00 or 8:00 (today)")
        #expect(throws: ActivetaskError.self) { try format.answer(fromText: "31.02.2026 10:00") }
        // An answers file is written by a program: ISO 8601 with its zone, as before.
        #expect(throws: ActivetaskError.self) { try format.answer(from: .string("2026-11-23 08:00")) }
    }
}
