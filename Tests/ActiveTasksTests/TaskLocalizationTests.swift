import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// Texts in several languages: language objects, string files beside the task, the fallback
/// from a regional tag to its language and to the default, and validation's report of missing
/// translations and malformed texts.
@Suite struct TaskLocalizationTests {
    private static let walk = """
        { "identifier": "walk", "title": { "en": "Walk", "de": "Gehen", "fr": "Marcher" },
          "steps": [
            { "type": "instruction", "identifier": "intro",
              "title": { "en": "Colour", "de": "Farbe", "de-CH": "Farbe (CH)", "fr": "Couleur" },
              "text": { "en": "Walk on.", "de": "Gehen Sie weiter.", "fr": "Continuez." } },
            { "type": "question", "identifier": "aid", "title": { "en": "Aid", "de": "Hilfe", "fr": "Aide" },
              "answerFormat": { "type": "singleChoice", "choices": [
                { "text": { "en": "Cane", "de": "Stock", "fr": "Canne" } },
                { "text": { "en": "None", "de": "Keines", "fr": "Aucune" }, "value": 0 } ] } },
            { "type": "completion", "identifier": "done", "title": { "en": "Done", "de": "Fertig", "fr": "Fini" } } ] }
        """

    private static func load(_ json: String, _ language: String?, in folder: URL? = nil) -> TaskLoader.Outcome {
        TaskLoader.load(json: Array(json.utf8), registry: .standard, baseDirectory: folder, language: language.flatMap(LanguageTag.init))
    }

    private static func titles(_ task: OrderedTask?) -> [String?] {
        task?.flattenedSteps.map(\.title) ?? []
    }

    @Test func aLanguageObjectShowsTheRequestedLanguageAndARegionFallsBackToItsLanguage() throws {
        let german = try #require(Self.load(Self.walk, "de").task)
        #expect(german.title == "Gehen" && Self.titles(german) == ["Farbe", "Hilfe", "Fertig"])
        #expect(german.flattenedSteps[0].text == "Gehen Sie weiter.")
        #expect(german.language == LanguageTag("de") && german.languages.map(\.text) == ["en", "de", "de-CH", "fr"])
        let swiss = try #require(Self.load(Self.walk, "de-CH").task)
        #expect(Self.titles(swiss) == ["Farbe (CH)", "Hilfe", "Fertig"], "de-CH where given, de elsewhere")
        let austrian = try #require(Self.load(Self.walk, "de-AT").task)
        #expect(austrian.language == LanguageTag("de") && austrian.title == "Gehen")
        let english = try #require(Self.load(Self.walk, nil).task)
        #expect(english.language == .english && Self.titles(english) == ["Colour", "Aid", "Done"])
    }

    @Test func aLanguageTheTaskDoesNotOfferIsAnErrorListingItsLanguages() {
        let outcome = Self.load(Self.walk, "it")
        #expect(outcome.task == nil)
        #expect(outcome.issues.map(\.description) == ["has no it texts; choose one of its languages: en, de, de-CH, fr"])
    }

    @Test func aChoiceWithoutAValueAnswersWithItsDefaultLanguageText() throws {
        let task = try #require(Self.load(Self.walk, "fr").task)
        let format = try #require(task.flattenedSteps[1].questions.first?.answerFormat as? ChoiceAnswerFormat)
        #expect(format.choices.map(\.text) == ["Canne", "Aucune"])
        #expect(format.choices.map(\.value) == [.string("Cane"), .int(0)], "answers compare across languages")
    }

    @Test func theRunnerRecordsTheLanguageInTheResult() throws {
        let runner = TaskRunner(task: try #require(Self.load(Self.walk, "fr").task))
        #expect(runner.result.language == "fr")
        let data = try TaskResult.makeEncoder().encode(runner.result)
        #expect(try JSONParser.parse(Array(data))["language"] == .string("fr"))
    }

    @Test func aPlainStringOrAMissingTagIsReportedPerLanguageAsAWarning() throws {
        let json = """
            { "identifier": "t", "languages": ["en", "de", "es"], "steps": [
              { "type": "instruction", "identifier": "a", "title": { "en": "Hello", "de": "Hallo" }, "text": "Plain" } ] }
            """
        let outcome = Self.load(json, "de")
        #expect(outcome.task?.flattenedSteps.first?.title == "Hallo")
        #expect(outcome.issues.map(\.description) == [
            "warning: steps[0].title: no es translation; shown in en",
            "warning: steps[0].text: no de translation; shown in en",
            "warning: steps[0].text: no es translation; shown in en",
        ])
    }

    @Test func malformedLanguageObjectsAreErrorsNamingThePath() {
        let json = """
            { "identifier": "t", "defaultLanguage": "en", "steps": [
              { "type": "instruction", "identifier": "a", "title": { "de": "Hallo" }, "text": { "en": 3 } },
              { "type": "instruction", "identifier": "b", "title": { "en!": "x", "en": "y" }, "text": {} },
              { "type": "instruction", "identifier": "c", "title": ["x"], "text": { "key": "k", "en": "x" } } ] }
            """
        #expect(Self.load(json, nil).issues.map(\.description) == [
            "steps[0].title: has no \"en\" text, the task's defaultLanguage; every text needs one",
            "steps[0].text.en: expected a text, found an integer 3",
            "steps[1].title.en!: \"en!\" is not a BCP 47 language tag; key each text by its language (\"en\", \"de-AT\"), or write {\"key\": …} for a string file's text",
            "steps[1].text: is an empty object; give a text per language, e.g. {\"en\": \"…\"}",
            "steps[2].title: expected a text: a string, an object of language tags ({\"en\": \"…\", \"de\": \"…\"}) or {\"key\": …}, found an array [\"x\"]",
            "steps[2].text.en: unexpected beside \"key\"; a string file's text is {\"key\": \"…\"} alone",
            "steps[2].text.key: \"k\" has no text in the default language en: there is no strings/en.json beside the task; add it",
        ])
    }

    @Test func declaredLanguagesMustBeTagsAndIncludeTheDefault() {
        let json = """
            { "identifier": "t", "defaultLanguage": "de", "languages": ["en", "fr_FR"], "steps": [
              { "type": "instruction", "identifier": "a", "title": { "de": "Hallo", "en": "Hello" } } ] }
            """
        #expect(Self.load(json, nil).issues.map(\.description) == [
            "languages: does not list the default language de; add \"de\"",
            "languages[1]: \"fr_FR\" is not a BCP 47 language tag; write e.g. \"en\" or \"de-AT\"",
        ])
    }

    @Test func stringFilesBesideTheTaskGiveTextsByKeyAndNameMissingKeys() throws {
        let folder = try TemporaryDirectory(prefix: "strings")
        let strings = folder.url.appendingPathComponent("strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data(#"{ "walk.title": "Walk", "walk.text": "Walk on." }"#.utf8).write(to: strings.appendingPathComponent("en.json"))
        try Data(#"{ "walk.title": "Caminar" }"#.utf8).write(to: strings.appendingPathComponent("es.json"))
        let json = """
            { "identifier": "t", "steps": [
              { "type": "instruction", "identifier": "a", "title": { "key": "walk.title" }, "text": { "key": "walk.text" } } ] }
            """
        let outcome = Self.load(json, "es", in: folder.url)
        let step = try #require(outcome.task?.flattenedSteps.first)
        #expect(step.title == "Caminar" && step.text == "Walk on.")
        #expect(outcome.task?.languages.map(\.text) == ["en", "es"])
        #expect(outcome.issues.map(\.description) == [
            "warning: steps[0].text: no es translation: key \"walk.text\" is missing from strings/es.json; shown in en",
        ])
        try Data(#"{ "walk.title": 1 }"#.utf8).write(to: strings.appendingPathComponent("fr.json"))
        try Data("[]".utf8).write(to: strings.appendingPathComponent("en_GB.json"))
        #expect(Self.load(json, nil, in: folder.url).issues.filter { $0.severity == .error }.map(\.description) == [
            "strings/en_GB.json: en_GB is not a BCP 47 language tag; name each string file after its language (de.json, pt-BR.json)",
            "strings/fr.json: walk.title: expected a text, found an integer 1",
        ])
    }

    @Test(arguments: PredefinedTask.allCases.filter { ![.phq9, .phq2, .gad7].contains($0) }, ["de", "es", "fr"])
    func everyPredefinedTaskShipsEveryTextInGermanSpanishAndFrench(_ predefined: PredefinedTask, _ language: String) throws {
        let url = try predefined.resourceURL()
        let outcome = TaskLoader.load(json: Array(try Data(contentsOf: url)), registry: .standard, baseDirectory: url.deletingLastPathComponent(),
                                      language: LanguageTag(language))
        #expect(outcome.issues.isEmpty, "\(predefined.rawValue): \(outcome.issues)")
        let task = try predefined.task(language: LanguageTag(language))
        #expect(task.language.text == language && task.languages.map(\.text) == ["en", "de", "es", "fr"])
        let english = try predefined.task()
        for (step, original) in zip(task.flattenedSteps, english.flattenedSteps) where original.text != nil {
            #expect(step.text != original.text, "\(predefined.rawValue) \(step.identifier) is not translated into \(language)")
        }
    }

    @Test func theParametersRewriteTextsInTheChosenLanguageWithItsNumbers() throws {
        let walk = try PredefinedTask.shortWalk.task(values: ["restDuration": .double(7.5)], language: LanguageTag("de"))
        #expect(walk.title == "Kurzer Gang")
        #expect(walk.flattenedSteps.first { $0.identifier == "walking.rest" }?.text == "Stehen Sie 7,5 Sekunden lang still.")
        let fitness = try PredefinedTask.fitnessCheck.task(values: ["restDuration": .int(90)], language: LanguageTag("fr"))
        #expect(fitness.flattenedSteps.first { $0.identifier == "fitness.rest" }?.text == "Asseyez-vous confortablement pendant 1 minute 30 secondes.")
    }

    @Test func theValidatedInstrumentsStayEnglishOnly() {
        #expect(throws: ActivetaskError.self) { try PredefinedTask.phq9.task(language: LanguageTag("de")) }
    }

    @Test func theConsentDocumentWritesDatesInTheTasksLanguage() throws {
        let consent = try #require(try PredefinedTask.consent.task(language: LanguageTag("de")).consentDocument)
        let march = try #require(DateText.date(from: "2026-03-05T12:00:00.000Z"))
        var document = consent
        document.timeZone = TimeZone(identifier: "UTC")!
        #expect(document.signatureDateText(march, format: "d MMMM yyyy") == "5 März 2026")
        #expect(document.language == LanguageTag("de"))
    }
}
