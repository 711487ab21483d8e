import Import
import Testing

/// REDCap branching logic as REDCap's documentation writes it, read into comparisons joined by
/// and/or; what cannot be mapped is refused with the place and what was found.
@Suite struct REDCapLogicParserTests {
    private func comparison(_ field: String, _ comparator: String, _ value: String, option: String? = nil) -> REDCapLogic {
        .comparison(REDCapComparison(field: field, checkboxCode: option, comparator: comparator, value: value))
    }

    @Test
    func everyComparatorQuoteAndNumberIsRead() throws {
        #expect(try REDCapLogicParser.parse("[q] = '1'") == comparison("q", "=", "1"))
        #expect(try REDCapLogicParser.parse("[q]<>\"yes\"") == comparison("q", "<>", "yes"))
        #expect(try REDCapLogicParser.parse("[q] != 'a b'") == comparison("q", "<>", "a b"))
        #expect(try REDCapLogicParser.parse("[age] >= 18") == comparison("age", ">=", "18"))
        #expect(try REDCapLogicParser.parse("[age]<=2.5") == comparison("age", "<=", "2.5"))
        #expect(try REDCapLogicParser.parse("[age] > -1") == comparison("age", ">", "-1"))
        #expect(try REDCapLogicParser.parse("[age] < 65") == comparison("age", "<", "65"))
        #expect(try REDCapLogicParser.parse("[q] <> ''") == comparison("q", "<>", ""))
    }

    @Test
    func aValueOnTheLeftIsTurnedAroundWithItsComparator() throws {
        #expect(try REDCapLogicParser.parse("18 <= [age]") == comparison("age", ">=", "18"))
        #expect(try REDCapLogicParser.parse("'3' = [sex]") == comparison("sex", "=", "3"))
    }

    @Test
    func aCheckboxOptionIsReadWithItsCode() throws {
        #expect(try REDCapLogicParser.parse("[symptoms(2)] = '1'") == comparison("symptoms", "=", "1", option: "2"))
    }

    @Test
    func andBindsTighterThanOrAndParenthesesRegroup() throws {
        let a = comparison("a", "=", "1"), b = comparison("b", "=", "1"), c = comparison("c", "=", "1")
        #expect(try REDCapLogicParser.parse("[a] = '1' or [b] = '1' AND [c] = '1'") == .any([a, .all([b, c])]))
        #expect(try REDCapLogicParser.parse("([a] = '1' or [b] = '1') and [c] = '1'") == .all([.any([a, b]), c]))
        #expect(try REDCapLogicParser.parse("(([a] = '1'))") == a)
    }

    @Test(arguments: [
        ("datediff([dob], 'today', 'y') > 18", "function datediff()"),
        ("[event_1_arm_1][q] = '1'", "names an event"),
        ("[q] = '1' and", "ends where a field or value was expected"),
        ("([q] = '1'", "never closed"),
        ("[q] = '1", "quote at character 7 is never closed"),
        ("[a] = [b]", "compares two fields"),
        ("[q]", "is not compared with anything"),
        ("[q] + 1 > 2", "arithmetic"),
        ("[user-name] = 'x'", "a smart variable"),
        ("[q] == '1'", "\"=\""),
        ("[q] = yes", "\"yes\" at character 7 is neither a number nor and/or"),
    ])
    func whatCannotBeMappedIsRefusedByPlace(logic: String, expected: String) {
        let error = #expect(throws: REDCapLogicParser.Failure.self) {
            _ = try REDCapLogicParser.parse(logic)
        }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }

    @Test(.timeLimit(.minutes(1)))
    func logicNestedThousandsDeepIsRefusedNotOverflowed() throws {
        let deep = String(repeating: "([q] = '1' and ", count: 5_000) + "[q] = '1'" + String(repeating: ")", count: 5_000)
        let error = #expect(throws: REDCapLogicParser.Failure.self) { _ = try REDCapLogicParser.parse(deep) }
        #expect(error?.message == "parentheses nest deeper than 64 levels at character \(64 * 15 + 1); write the logic with fewer levels")
        let allowed = String(repeating: "(", count: 64) + "[q] = '1'" + String(repeating: ")", count: 64)
        #expect(try REDCapLogicParser.parse(allowed) == comparison("q", "=", "1"))
    }
}
