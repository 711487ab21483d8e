import ActiveTasks
@testable import Export
import Testing

/// A Rave data value against its item's format: `$x`, `n`, `n+`.
@Suite struct RaveFormatViolationTests {
    @Test(arguments: [("$5", "ABCDE"), ("3", "999"), ("3", "-12"), ("3", "7"), ("4+", "4821"), ("1+", "0")])
    func valuesThatFitTheirFormatPass(_ format: String, _ value: String) throws {
        #expect(try #require(RaveFormat(format)).violation(by: value) == nil)
    }

    @Test(arguments: [("$5", "ABCDEF", "6 characters"), ("3", "1000", "4 digits"), ("3", "12.5", "not a whole number"),
                      ("4+", "482", "exactly 4"), ("4+", "-4821", "not a whole number"), ("3", "", "not a whole number"),
                      ("3", "1e3", "not a whole number")])
    func valuesThatBreakTheirFormatSayHow(_ format: String, _ value: String, _ reason: String) throws {
        let rave = try #require(RaveFormat(format))
        let violation = try #require(rave.violation(by: value))
        #expect(violation.contains(reason) && violation.contains(format), "\(violation)")
    }
}
