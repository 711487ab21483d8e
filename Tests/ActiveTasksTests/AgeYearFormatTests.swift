import ActiveTasks
import RecordingFormat
import Testing
import TestSupport

/// Ages and years, bounded relative to the year of the run.
@Suite struct AgeYearFormatTests {
    @Test func anAgeIsTypedAsYearsOrAsTheYearOfBirth() throws {
        let format = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026)
        #expect(try format.answer(fromText: "46") == .integer(46))
        #expect(try format.answer(fromText: "1980") == .integer(46))
        #expect(try format.answer(from: .int(1980)) == .integer(46))
        #expect(format.unit == "years")
    }

    @Test func theBirthYearIsStoredWhenAsked() throws {
        let format = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026, useYearForResult: true)
        #expect(try format.answer(fromText: "46") == .integer(1980))
        #expect(try format.answer(fromText: "1980") == .integer(1980))
        #expect(format.unit == nil)
    }

    @Test func agesOutsideTheBoundsNameTheBirthYearsAllowed() {
        let format = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026)
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "12") } == "age 12 is outside 18–90 years; born 1936–2008")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "2015") } == "born 2015 is age 11 in 2026, outside 18–90 years; born 1936–2008")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .double(40.5)) } == "expected an age or a year of birth, found 40.5")
    }

    @Test func theRelativeYearMovesTheBounds() throws {
        let later = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2030)
        #expect(try later.answer(fromText: "2010") == .integer(20))
        let earlier = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2020)
        #expect(refusal { () throws(ActivetaskError) in try earlier.answer(fromText: "2010") } != nil)
    }

    @Test func anAgeBoundThatReadsAsAYearIsADefinitionIssue() {
        let issues = AgeAnswerFormat(minimumAge: 20, maximumAge: 1500, relativeYear: 2026).definitionIssues()
        #expect(issues.map(\.path) == ["maximumAge"])
    }

    @Test func aYearWithoutFutureEndsAtTheCurrentYear() throws {
        let format = YearAnswerFormat(minimum: 1950, allowFuture: false, currentYear: 2026)
        #expect(try format.answer(fromText: "2026") == .integer(2026))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "2027") } == "2027 is after 2026; type a year, 1950–2026")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .int(1949)) } == "1949 is before 1950; type a year, 1950–2026")
        let next = YearAnswerFormat(minimum: 1950, allowFuture: false, currentYear: 2027)
        #expect(try next.answer(fromText: "2027") == .integer(2027))
    }

    @Test func aYearWithoutPastStartsAtTheCurrentYear() throws {
        let format = YearAnswerFormat(allowPast: false, currentYear: 2026)
        #expect(format.hint == "year, 2026 or later")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "2025") } != nil)
        #expect(YearAnswerFormat(allowFuture: false, allowPast: false, currentYear: 2026).definitionIssues().map(\.path) == ["allowPast"])
    }
}
