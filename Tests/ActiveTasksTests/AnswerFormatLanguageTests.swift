@testable import ActiveTasks
import Foundation
import RecordingFormat
import Study
import TaskFamilies
import Testing

/// The answer formats in the run's language: typing hints and refusals of typed answers from
/// the catalogue, numbers with the language's decimal mark, typed with it too, and English
/// unchanged.
@Suite struct AnswerFormatLanguageTests {
    private static let weight = NumericAnswerFormat(style: .decimal, unit: "kg", minimum: 0.5, maximum: 150, maximumFractionDigits: 1)
    private static let aid = ChoiceAnswerFormat(style: .singleChoice, choices: [TextChoice(text: "None"), TextChoice(text: "Cane")])

    private static func refusal(_ format: any AnswerFormat, _ typed: String, in language: BuiltInLanguage) -> String? {
        do {
            _ = try format.answer(fromText: typed, in: language)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        (BuiltInLanguage.english, "number 0.5–150 kg", "choose one number", "year, 1900–2026", "age in years (18–90) or year of birth"),
        (.german, "Zahl 0,5–150 kg", "wählen Sie eine Nummer", "Jahr, 1900–2026", "Alter in Jahren (18–90) oder Geburtsjahr"),
        (.spanish, "número 0,5–150 kg", "elige un número", "año, 1900–2026", "edad en años (18–90) o año de nacimiento"),
        (.french, "nombre 0,5–150 kg", "choisissez un numéro", "année, 1900–2026", "âge en années (18–90) ou année de naissance"),
    ])
    func typingHintsAreInTheLanguageWithItsDecimalMark(language: BuiltInLanguage, number: String, choice: String, year: String, age: String) {
        #expect(Self.weight.hint(in: language) == number)
        #expect(Self.aid.hint(in: language) == choice)
        #expect(YearAnswerFormat(minimum: 1900, maximum: 2026, currentYear: 2026).hint(in: language) == year)
        #expect(AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026).hint(in: language) == age)
    }

    @Test(arguments: [
        (BuiltInLanguage.english, "0.2 is below the minimum 0.5", "type one number from 1 to 2"),
        (.german, "0,2 liegt unter dem Minimum 0,5", "tippen Sie eine Nummer von 1 bis 2"),
        (.spanish, "0,2 está por debajo del mínimo 0,5", "escribe un solo número de 1 a 2"),
        (.french, "0,2 est en dessous du minimum 0,5", "tapez un seul numéro de 1 à 2"),
    ])
    func typedAnswersAreRefusedInTheLanguage(language: BuiltInLanguage, belowMinimum: String, notAChoice: String) {
        let typed = language == .english ? "0.2" : "0,2"
        #expect(Self.refusal(Self.weight, typed, in: language) == belowMinimum)
        #expect(Self.refusal(Self.aid, "3", in: language) == notAChoice)
    }

    @Test func aNumberTypedWithTheLanguagesDecimalMarkIsReadAndThePointAlways() throws {
        #expect(try Self.weight.answer(fromText: "72,5", in: .german) == .decimal(72.5))
        #expect(try Self.weight.answer(fromText: "72.5", in: .french) == .decimal(72.5))
        #expect(Self.refusal(Self.weight, "72,5", in: .english) == "type a number 0.5–150 kg")
        #expect(Self.refusal(Self.weight, "72,55", in: .german) == "72,55 hat mehr als 1 Nachkommastellen")
        #expect(try ContinuousScaleAnswerFormat(minimum: 0, maximum: 10, maximumFractionDigits: 1).answer(fromText: "2,5", in: .spanish) == .decimal(2.5))
    }

    @Test func everyFormatsEnglishHintAndRefusalAreItsEnglishLanguageOnes() {
        let formats: [any AnswerFormat] = [Self.weight, Self.aid, TextAnswerFormat(maximumLength: 3), EmailAnswerFormat(),
                                           ScaleAnswerFormat(minimum: 0, maximum: 10, step: 2), SESAnswerFormat(),
                                           TimeIntervalAnswerFormat(), HeightAnswerFormat(), WeightAnswerFormat(), LocationAnswerFormat()]
        for format in formats {
            #expect(format.hint == format.hint(in: .english))
            let english: String?
            do {
                _ = try format.answer(fromText: "zzzzz")
                english = nil
            } catch {
                english = error.message
            }
            #expect(english != nil && Self.refusal(format, "zzzzz", in: .english) == english, "\(format.type)")
            #expect(Self.refusal(format, "zzzzz", in: .german) != english, "\(format.type) refuses in English")
        }
    }

    @Test func aLadderShowsItsRungsAndRefusesInTheLanguage() {
        let ladder = SESAnswerFormat()
        #expect(ladder.options(in: .german).first == "Sprosse 1, unten" && ladder.options(in: .german).last == "Sprosse 10, oben")
        #expect(Self.refusal(ladder, "11", in: .french) == "11 n’est pas un échelon ; tapez : échelon 1 (en bas) à 10 (en haut)")
    }

    @Test func theFlowRefusesATypedAnswerInTheTasksLanguage() throws {
        let json = """
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "q", "title": { "en": "Age", "de": "Alter" }, "optional": false,
                "answerFormat": { "type": "integer", "minimum": 18, "maximum": 90, "unit": "Jahre" } } ] }
            """
        let task = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard, language: LanguageTag("de")).task)
        let flow = StepFlow(runner: TaskRunner(task: task))
        flow.start()
        #expect(flow.handle(.text("12")) == .refused("12 liegt unter dem Minimum 18"))
        #expect(flow.handle(.text("alt")) == .refused("geben Sie ein: ganze Zahl 18–90 Jahre"))
    }

    @Test func enrolmentRefusalsAreInTheLanguage() {
        let rule = ParticipantRule(checkDigit: .damm)
        #expect(rule.refusal(of: "P-0042-3", in: .french)?.hasPrefix("l’identifiant P-0042-3 échoue à son chiffre de contrôle Damm (les chiffres avant le dernier donnent 7, pas 3)") == true,
                "\(rule.refusal(of: "P-0042-3", in: .french) ?? "accepted")")
        #expect(rule.refusal(of: "p 1", in: .german)?.hasPrefix("Teilnehmer-ID „p 1“ ist keine ID") == true)
        #expect(VisitRule(names: ["baseline", "week2"]).refusal(of: "week9", in: .spanish)
                == "la visita week9 no es una de las visitas del estudio (baseline, week2); indica una de ellas")
        #expect(rule.refusal(of: "P-0042-3") == rule.refusal(of: "P-0042-3", in: .english))
    }
}
