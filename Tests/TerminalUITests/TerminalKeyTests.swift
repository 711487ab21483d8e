@testable import ActiveTasks
import Testing
@testable import TerminalUI

/// `TerminalKey`: the bytes a terminal sends in raw mode, UTF-8 decoded, as keys.
@Suite struct TerminalKeyTests {
    /// Latin with diacritics, precomposed and combining, CJK, and an emoji with a skin tone.
    static let names = ["Zoë Łódź 日本 👍🏽", "Zoe\u{308} e\u{301}", "Ελένη Ørsted", "😴 Zu müde"]

    @Test(arguments: names) func typedTextIsReadBackByteForByteAndEditedByCharacter(_ name: String) {
        let keys = TerminalKey.parse(Array(name.utf8))
        var text = ""
        for key in keys {
            guard case .character(let character) = key else { Issue.record("\(key) in \(name)"); return }
            text.append(character)
        }
        #expect(Array(text.utf8) == Array(name.utf8))
        // Backspace takes what the participant sees as one letter: an emoji with its skin tone, an e with its accent.
        text.removeLast()
        #expect(text == String(name.dropLast()))
    }

    @Test func aQuestionEntryKeepsEveryCharacterTyped() {
        var entry = QuestionEntry(question: Question(identifier: "q", prompt: "Why?", answerFormat: TextAnswerFormat(), isOptional: false), canGoBack: false)
        for key in TerminalKey.parse(Array(Self.names[0].utf8)) where entry.handle(key) != nil { Issue.record("decided early") }
        guard case .answered(let value)? = entry.handle(.enter) else { Issue.record("not answered"); return }
        #expect(value == .text(Self.names[0]))
    }

    @Test func aCharacterCutByARead() {
        let bytes = Array("a日👍".utf8)
        #expect(TerminalKey.incompleteTail(of: bytes) == 0)
        #expect(TerminalKey.incompleteTail(of: Array(bytes.dropLast())) == 3)
        #expect(TerminalKey.incompleteTail(of: Array(bytes.dropLast(4 + 1))) == 2)
        #expect(TerminalKey.incompleteTail(of: Array(bytes.prefix(1))) == 0)
        #expect(TerminalKey.parse([0xFF, UInt8(ascii: "a")]) == [.other, .character("a")])
    }

    @Test func arrowKeysMoveAndOtherEscapeSequencesStayIgnored() {
        // Up, down, right (application cursor mode) and left, then Home.
        #expect(TerminalKey.parse(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\u{1B}[H".utf8))
                == [.arrow(columns: 0, rows: -1), .arrow(columns: 0, rows: 1), .arrow(columns: 1, rows: 0), .arrow(columns: -1, rows: 0), .other])
    }
}
