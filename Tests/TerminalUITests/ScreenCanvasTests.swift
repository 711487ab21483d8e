import Testing
@testable import TerminalUI

/// The full-screen presenter's canvas lays text out by the columns a terminal gives each
/// character, not by character count.
struct ScreenCanvasTests {
    @Test func wideCharactersTakeTwoColumnsAndCentreByTheirWidth() {
        var canvas = ScreenCanvas(columns: 10, rows: 2)
        canvas.center("日本", row: 0)
        canvas.write("a語b", row: 1, column: 0)
        #expect(canvas.lines[0] == "   日本   ")
        #expect(canvas.lines[1] == "a語b" + String(repeating: " ", count: 6))
        #expect(canvas.lines.allSatisfy { TerminalWidth.of($0) == 10 })
    }

    @Test func aWideCharacterThatWouldCrossTheEdgeIsLeftOut() {
        var canvas = ScreenCanvas(columns: 4, rows: 1)
        canvas.write("ab日本", row: 0, column: 1)
        #expect(canvas.lines[0] == " ab ")
    }

    @Test func paragraphsWrapByWidth() {
        var canvas = ScreenCanvas(columns: 8, rows: 3)
        let next = canvas.paragraph("日本語 テスト ok", row: 0, width: 8)
        // 6 + 1 + 6 columns do not fit in 8, nor 6 + 1 + 2.
        #expect(next == 3)
        #expect(canvas.lines == [" 日本語 ", " テスト ", "   ok   "])
    }

    @Test func aControlCharacterIsDrawnAsItsSymbolAndCannotActOnTheTerminal() {
        var canvas = ScreenCanvas(columns: 8, rows: 1)
        canvas.write("a\u{1B}[2Jb", row: 0, column: 0)
        #expect(canvas.lines[0] == "a␛[2Jb  ")
    }
}
