import ActiveTasks
import Foundation
import RecordingFormat
import TerminalUI
import TestSupport
import Testing
import JSONValues

/// Input files are read as what they say, or refused where they say something else: invalid
/// UTF-8 is an error at its place, a byte order mark is skipped, and an error quotes at most 80
/// characters of a value.
@Suite struct InputFileTests {
    @Test func invalidUTF8IsAnErrorNamingLineAndColumnNotAReplacementCharacter() {
        let bytes = Array(#"{ "identifier": "t","#.utf8) + [0x0A] + Array(#"  "steps": [ { "type": "instruction", "identifier": "in"#.utf8)
            + [0xFF, 0xFE] + Array(#"tro" } ] }"#.utf8)
        let outcome = TaskLoader.load(json: bytes, registry: .standard)
        #expect(outcome.task == nil)
        #expect(outcome.issues.map(\.description) == ["malformed JSON at line 2, column 53: a string holds bytes that are not UTF-8; save the file as UTF-8"],
                "\(outcome.issues)")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{ "identifier": "t", "steps": [ { "type": "instruction", "identifier": "i" } ] }"#.utf8)
        let outcome = TaskLoader.load(json: bytes, registry: .standard)
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
        #expect(outcome.task?.identifier == "t")
    }

    @Test func anErrorQuotesAtMostEightyCharactersOfAValue() throws {
        let huge = "1" + String(repeating: "0", count: 1_000_000) + "e999999"
        let error = #expect(throws: JSONSyntaxError.self) { _ = try JSONParser.parse(huge) }
        #expect(error?.message == "number " + String(huge.prefix(79)) + "… is out of range")
        let deep = try JSONParser.parse(String(repeating: "[", count: 510) + String(repeating: "]", count: 510))
        let refusal = #expect(throws: ActivetaskError.self) { _ = try TextAnswerFormat().answer(from: deep) }
        #expect(refusal?.message == "expected a string, found " + String(repeating: "[", count: 79) + "…")
    }

    @Test func aOneLineTextAnswerRefusesControlCharacters() throws {
        let text = TextAnswerFormat()
        #expect(throws: ActivetaskError(.invalidAnswer, "the answer holds the control character U+001B; type text only")) {
            try text.answer(fromText: "hi\u{1B}[2J")
        }
        #expect(try TextAnswerFormat(multipleLines: true).answer(fromText: "one\ntwo\tthree") == .text("one\ntwo\tthree"))
    }

    @Test func anAnswersFileWithADuplicateKeyIsRefusedAtTheSecond() throws {
        let task = try TestTasks.load("survey.json")
        let root = try JSONParser.parse(#"{"age": 30, "age": 31}"#)
        guard case .failure(let error) = AnswersFile.make(root, for: task) else {
            Issue.record("two answers to one question were taken"); return
        }
        #expect(error.issues.map(\.description).contains("age: is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one"),
                "\(error.issues)")
    }
}
