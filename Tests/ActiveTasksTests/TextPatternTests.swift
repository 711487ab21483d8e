@testable import ActiveTasks
import Patterns
import RecordingFormat
import Testing

/// Text patterns are matched in time linear in the answer, as Swift's `Regex` matches them where
/// both can; what needs backtracking is refused with what was found.
@Suite struct TextPatternTests {
    /// Patterns of tasks and studies, with texts on both sides of each.
    private static let cases: [(String, [String])] = [
        ("[A-Z]+", ["JD", "jd", "", "JDx"]),
        ("P-[0-9]{4}-[0-9]", ["P-0042-7", "P-042-7", "P-00427-7"]),
        ("^\\d{3}(-\\d{2})?$", ["123", "123-45", "123-4", "12a"]),
        ("(?:cat|dog)s?", ["cat", "dogs", "cow", "cats!"]),
        ("[^aeiou ]+", ["rhythm", "vowel", ""]),
        ("\\w+@\\w+\\.org", ["jd@example.org", "j d@example.org"]),
        ("a.c", ["abc", "a\nc", "ac"]),
        ("(?<year>19|20)\\d\\d", ["1999", "2026", "1899"]),
        ("x{2,}y{,1}", ["xx", "xxxy", "xy", "xxyy"]),
        ("\\bword\\b.*", ["word up", "words"]),
        ("[\\d.,-]+", ["-1,5", "1.5e3"]),
        ("a{2}\\{b\\}", ["aa{b}", "aab"]),
        ("é+", ["é", "e\u{301}e\u{301}", "e"]),
        ("(a|ab)(c|bcd)(d*)", ["abcd", "abcdd", "ab"]),
        ("a+?b??", ["aab", "aa", "b"]),
    ]

    @Test func patternsMatchAsSwiftsRegexMatchesTheWholeText() throws {
        for (pattern, texts) in Self.cases {
            let compiled = try TextPattern(pattern)
            let regex = try Regex(pattern)
            for text in texts {
                #expect(compiled.wholeMatch(text) == ((try regex.wholeMatch(in: text)) != nil), "\(pattern) on \(text.debugDescription)")
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func nestedRepetitionsTakeTimeLinearInTheAnswer() throws {
        // Swift's Regex takes 78 s for 20 "a"s and a "!" here and does not finish 24 in 120 s.
        let text = TextAnswerFormat(validationRegularExpression: "(a+)+$", invalidMessage: "only a")
        #expect(throws: ActivetaskError(.invalidAnswer, "only a")) { try text.answer(fromText: String(repeating: "a", count: 5_000) + "!") }
        #expect(try text.answer(fromText: String(repeating: "a", count: 5_000)) == .text(String(repeating: "a", count: 5_000)))
        #expect(try TextPattern("(x+x+)+y").wholeMatch(String(repeating: "x", count: 10_000)) == false)
    }

    @Test func anAnswerLongerThanThePatternCanCheckInBudgetIsRefused() throws {
        let pattern = try TextPattern("[a-z]{0,1000}")
        let limit = pattern.longestCheckedText
        #expect(limit == TextPattern.maximumWork / 2001 - 1, "1,000 optional letters and the match")
        #expect(pattern.wholeMatch(String(repeating: "a", count: limit + 1)) == nil)
        let text = TextAnswerFormat(validationRegularExpression: "[a-z]{0,1000}", invalidMessage: "letters")
        #expect(throws: ActivetaskError(.invalidAnswer, "\(limit + 1) characters is more than the maximum \(limit)")) {
            try text.answer(fromText: String(repeating: "a", count: limit + 1))
        }
    }

    @Test func whatNeedsBacktrackingOrTooLargeAProgramIsRefusedNamingIt() {
        let refused: [(String, String)] = [
            ("(a)\\1", "uses a back-reference \"\\1\" at character 4, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"),
            ("a(?=b)", "uses a look-ahead at character 2, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"),
            ("(?<!a)b", "uses a look-behind at character 1, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"),
            ("a*+", "uses a possessive quantifier at character 3, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"),
            ("(?i)a", "uses a group option at character 1, which the linear-time matcher does not read (docs/TASK-JSON.md lists what it does), so rewrite the pattern without it"),
            ("\\p{L}", "uses \"\\p\" at character 1, which the linear-time matcher does not read (docs/TASK-JSON.md lists what it does), so rewrite the pattern without it"),
            ("((a{1000}){1000})", "repeats too much to be checked quickly (more than 5000 steps); use smaller counts in {n,m}"),
            ("a{1001}", "a count above 1000 at character 2"),
            (String(repeating: "(", count: 65) + String(repeating: ")", count: 65), "groups nested deeper than 64 levels at character 65"),
        ]
        for (pattern, reason) in refused {
            #expect(throws: TextPattern.Refusal(reason: reason), "\(pattern)") { _ = try TextPattern(pattern) }
        }
        #expect(TextAnswerFormat(validationRegularExpression: "a(?=b)", invalidMessage: "no").definitionIssues().map(\.description)
                == [#"validationRegularExpression: "a(?=b)" uses a look-ahead at character 2, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"#])
    }
}
