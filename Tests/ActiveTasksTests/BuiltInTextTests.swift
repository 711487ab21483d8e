@testable import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The catalogue of the tool's own texts: complete in every shipped language, with the same
/// values in each, and shown in the language a task was loaded in.
@Suite struct BuiltInTextTests {
    private static func placeholders(_ text: String) -> Set<String> {
        Set((1...9).map { "{\($0)}" }.filter(text.contains))
    }

    @Test(arguments: BuiltInLanguage.allCases)
    func everyTextIsTranslatedWithTheSameValues(_ language: BuiltInLanguage) {
        for text in BuiltInText.allCases {
            let english = text.text(in: .english), translated = text.text(in: language)
            #expect(BuiltInText.catalogue[language]?[text]?.isEmpty == false, "\(text) is missing in \(language)")
            #expect(Self.placeholders(translated) == Self.placeholders(english), "\(text) in \(language): \(translated)")
            if language != .english, english.count > 12 {
                #expect(translated != english, "\(text) in \(language) is still English")
            }
        }
    }

    @Test func valuesFillTheirPlacesInOrder() {
        #expect(BuiltInText.stepOf.text(in: .german, "3", "8") == "Schritt 3 von 8")
        #expect(BuiltInText.memoryStatus.text(in: .french, "2", "1", "5") == "Score 2   Partie 1 sur 5")
    }

    @Test func aRegionalTagUsesItsLanguagesTextsAndAnUnknownOneEnglish() {
        #expect(BuiltInLanguage(tag: LanguageTag("es-MX")!) == .spanish)
        #expect(BuiltInLanguage(tag: LanguageTag("DE")!) == .german)
        #expect(BuiltInLanguage(tag: LanguageTag("it")!) == nil)
        #expect(LanguageTag("de")!.endonym == "Deutsch" && LanguageTag("fr-CA")!.endonym == "Français")
        #expect(LanguageTag("de_DE") == nil && LanguageTag("") == nil && LanguageTag("d") == nil)
    }

    @Test func theFlowRefusesAnUnansweredQuestionInTheTasksLanguage() throws {
        let json = """
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "q", "title": { "en": "Pick", "es": "Elija" }, "optional": false,
                "answerFormat": { "type": "singleChoice", "choices": ["a", "b"] } } ] }
            """
        let task = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard, language: LanguageTag("es")).task)
        let flow = StepFlow(runner: TaskRunner(task: task))
        flow.start()
        #expect(flow.handle(.next) == .refused("Elija una respuesta."))
    }
}
