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

    @Test func aTypedAnswerIsHintedAndRefusedInTheTasksLanguage() {
        let format = NumericAnswerFormat(style: .integer, unit: "Jahre", minimum: 18, maximum: 90)
        var entry = QuestionEntry(question: Question(identifier: "q", prompt: "Alter?", answerFormat: format, isOptional: false),
                                  canGoBack: false, language: .german)
        #expect(entry.lines.contains("ganze Zahl 18–90 Jahre"))
        for key in "12" { _ = entry.handle(.character(key)) }
        #expect(entry.handle(.enter) == nil)
        #expect(entry.lines.last == "nicht angenommen: 12 liegt unter dem Minimum 18")
    }

    @Test func aReviewsRefusalIsInTheTasksLanguage() {
        let entries = [ReviewEntry(stepIdentifier: "a", identifier: "a", prompt: "Edad", answer: "40"),
                       ReviewEntry(stepIdentifier: "b", identifier: "b", prompt: "Peso", answer: "72,5 kg")]
        #expect(ReviewLine.refusal(entries, in: .spanish) == "escribe un número de 1 a 2, o pulsa Intro")
        #expect(ReviewLine.refusal(entries, in: .english) == "type a number from 1 to 2, or press Enter")
    }
}
