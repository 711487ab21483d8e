import ActiveTasks
import Markup
import Testing

/// Text from a task file or a server shows its control characters as symbols, so it cannot act
/// on the terminal.
@Suite struct VisibleTextTests {
    @Test func escapeSequencesAreShownAsSymbolsAndLinesKeptWhenAsked() {
        #expect(VisibleText.escaped("\u{1B}]0;owned\u{07}\u{1B}[2J") == "␛]0;owned␇␛[2J")
        #expect(VisibleText.escaped("a\r\u{7F}\u{9B}b\u{0}") == "a␍␡\u{FFFD}b␀")
        #expect(VisibleText.escaped("one\ntwo\tcols") == "one\ntwo\tcols")
        #expect(VisibleText.escaped("one\ntwo\t", keepingLines: false) == "one␊two␉")
        #expect(VisibleText.escaped("Grüße, 日本") == "Grüße, 日本")
    }
}
