@testable import ActiveTasks
import Testing
@testable import TerminalUI

/// `QuestionEntry` in the task's language: its keys, hints and refusals are the catalogue's.
@Suite struct QuestionEntryLanguageTests {
    @Test func aTypedAnswersKeysAreInTheTasksLanguage() {
        let question = Question(identifier: "q", prompt: "Warum?", answerFormat: TextAnswerFormat(), isOptional: true)
        #expect(QuestionEntry(question: question, canGoBack: true, language: .german).help
                == "Eingabe: bestätigen   s Eingabe: überspringen   b Eingabe: zurück")
        #expect(QuestionEntry(question: question, canGoBack: false, language: .french).help == "Entrée : valider   s Entrée : passer")
    }

    @Test func anEmptyMultipleChoiceIsRefusedInTheTasksLanguage() {
        let format = ChoiceAnswerFormat(style: .multipleChoice, choices: [TextChoice(text: "Rot"), TextChoice(text: "Blau")])
        var entry = QuestionEntry(question: Question(identifier: "q", prompt: "Farben?", answerFormat: format, isOptional: false),
                                  canGoBack: false, language: .german)
        #expect(entry.lines.contains("Nummern: wählen   Eingabe: bestätigen"))
        #expect(entry.handle(.enter) == nil)
        #expect(entry.lines.last == "nicht angenommen: wählen Sie mindestens eine: drücken Sie ihre Nummer")
        #expect(entry.help.isEmpty, "no skip on a required question, no back on the first")
    }
}
