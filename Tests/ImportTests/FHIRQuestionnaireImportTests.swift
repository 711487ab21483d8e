import ActiveTasks
import Foundation
import Import
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `fixtures/import/fhir-questionnaire.json`, a FHIR R4 Questionnaire with every item type,
/// answerOption kind, enableWhen operator and enableBehavior, imported in process: the task
/// validates, each item is its step or form item under its linkId, and what has no counterpart is
/// listed by item path and linkId.
@Suite struct FHIRQuestionnaireImportTests {
    static let source = "fhir-questionnaire.json"

    static func questionnaire() throws -> JSONValue {
        try JSONParser.parse(Array(Data(contentsOf: ProjectPaths.fixture("import/fhir-questionnaire.json"))))
    }

    static func task() throws -> ImportedTask {
        try FHIRQuestionnaireImporter.task(from: questionnaire(), source: source)
    }

    /// The elements of `value` when it is an array.
    static func array(_ value: JSONValue?) -> [JSONValue]? {
        guard case .array(let elements)? = value else { return nil }
        return elements
    }

    /// `items` without each item's `fhirItem` (FHIRItemImportTests checks those).
    static func withoutFHIRItems(_ items: JSONValue?) -> JSONValue? {
        guard let elements = array(items) else { return items }
        return .array(elements.map { item in
            guard case .object(let members) = item else { return item }
            return .object(members.filter { $0.key != "fhirItem" })
        })
    }

    static func rule(_ question: String, _ op: String, _ value: JSONValue? = nil) -> JSONValue {
        .object(dropping: [("resultIdentifier", .string(question)), ("ruleOperator", .string(op)), ("matchingAnswer", value)])
    }

    @Test
    func theQuestionnaireIsValidR4AndItsTaskValidatesWithoutWarnings() async throws {
        let (status, report) = try await StandardsPython.report("import/fhir_roundtrip_check.py", [ProjectPaths.fixture("import/fhir-questionnaire.json").path])
        #expect(status == 0 && report["ok"] as? Bool == true, "\(report)")
        let task = try Self.task()
        #expect(task.identifier == "healthCheck" && task.json["title"] == .string("Health check"))
        let outcome = TaskLoader.load(json: Array(task.json.indentedText.utf8), registry: .standard)
        #expect(outcome.task != nil && outcome.issues.isEmpty, "\(outcome.issues.map(\.description))")
        #expect(FHIRQuestionnaireImporter.questionnaireBase(of: try Self.questionnaire()) == "https://example.org/fhir/Questionnaire/")
    }

    @Test
    func itemTypesBecomeStepsAndAnswerFormatsUnderTheirLinkIds() throws {
        let task = try Self.task()
        let steps = try #require(Self.array(task.json["steps"]))
        let types = Dictionary(uniqueKeysWithValues: steps.compactMap { step -> (String, String)? in
            guard case .string(let id)? = step["identifier"] else { return nil }
            let type = step["answerFormat"]?["type"] ?? step["type"]
            guard case .string(let name)? = type else { return nil }
            return (id, name)
        })
        #expect(types == [
            "intro": "instruction", "smoker": "boolean", "perDay": "integer", "weight": "decimal", "temperature": "decimal",
            "fever": "instruction", "lastVisit": "date", "appointment": "date", "bedtime": "timeOfDay", "name": "text",
            "story": "text", "homepage": "text", "mood": "singleChoice", "moodWhy": "text", "activities": "multipleChoice",
            "sport": "singleChoice", "stairs": "singleChoice", "lift": "instruction", "either": "instruction", "named": "instruction",
            "unnamed": "instruction", "sleep": "form", "visits": "integer",
        ])
        let step = { (id: String) in steps.first { $0["identifier"] == .string(id) } }
        #expect(step("perDay")?["title"] == .string("2. How many cigarettes a day?"), "the prefix leads the text")
        #expect(step("perDay")?["optional"] == .bool(false) && step("smoker")?["optional"] == .bool(false))
        #expect(step("perDay")?["answerFormat"]?["minimum"] == .int(1) && step("perDay")?["answerFormat"]?["maximum"] == .int(100))
        #expect(step("weight")?["answerFormat"]?["unit"] == .string("kg") && step("weight")?["answerFormat"]?["minimum"] == .double(20))
        #expect(step("temperature")?["answerFormat"]?["maximumFractionDigits"] == .int(1))
        #expect(step("lastVisit")?["answerFormat"]?["minimumDate"] == .string("2000-01-01"))
        #expect(step("appointment")?["answerFormat"]?["style"] == .string("dateAndTime"))
        #expect(step("name")?["answerFormat"]?["maximumLength"] == .int(40))
        #expect(step("story")?["answerFormat"]?["multipleLines"] == .bool(true))
        #expect(step("mood")?["answerFormat"]?["choices"] == .array([
            .object(dropping: [("text", .string("Good")), ("value", .string("good"))]),
            .object(dropping: [("text", .string("Bad")), ("value", .string("bad"))])]), "a coding by its code, shown as its display")
        #expect(Self.array(step("stairs")?["answerFormat"]?["choices"])?[2] == .object(dropping: [("text", .string("2")), ("value", .int(2))]))
        #expect(Self.array(step("sport")?["answerFormat"]?["choices"])?[2]["other"] == .bool(true), "open-choice offers a typed other")
        let sleep = try #require(step("sleep"))
        #expect(Self.withoutFHIRItems(sleep["items"]) == .array([
            .object(dropping: [("identifier", .string("sleepHours")), ("text", .string("Hours of sleep")), ("optional", .bool(false)),
                               ("answerFormat", .object(dropping: [("type", .string("decimal")), ("minimum", .int(0)), ("maximum", .int(24))]))]),
            .object(dropping: [("identifier", .string("naps")), ("text", .string("Did you nap?")),
                               ("answerFormat", .object(dropping: [("type", .string("boolean"))]))]),
            .object(dropping: [("identifier", .string("napMinutes")), ("text", .string("Minutes napped")),
                               ("answerFormat", .object(dropping: [("type", .string("integer"))])),
                               ("visibleIf", Self.rule("naps", "eq", .bool(true)))]),
            .object(dropping: [("identifier", .string("napLong")), ("text", .string("Why so long?")),
                               ("answerFormat", .object(dropping: [("type", .string("text"))]))]),
            .object(dropping: [("title", .string("Dreams"))]),
            .object(dropping: [("identifier", .string("dreamt")), ("text", .string("Did you dream?")),
                               ("answerFormat", .object(dropping: [("type", .string("boolean"))]))]),
        ]), "a nested group is a section of the form")
    }

    @Test
    func enableWhenBecomesSkipRulesThatSkipWhenTheConditionsFail() throws {
        let task = try Self.task()
        let steps = try #require(Self.array(task.json["steps"]))
        let rules = { (id: String) in steps.first { $0["identifier"] == .string(id) }?["skipRules"] }
        #expect(rules("perDay") == .array([Self.rule("smoker", "ne", .bool(true)), Self.rule("smoker", "de")]))
        #expect(rules("fever") == .array([Self.rule("temperature", "lt", .double(38)), Self.rule("temperature", "de")]))
        #expect(rules("moodWhy") == .array([Self.rule("mood", "ne", .string("bad")), Self.rule("mood", "de")]), "a coding by its code")
        #expect(rules("lift") == .array([Self.rule("stairs", "ge", .int(1)), Self.rule("stairs", "de"),
                                         Self.rule("smoker", "eq", .bool(false)), Self.rule("smoker", "de")]),
                "all: any failing condition skips")
        #expect(rules("named") == .array([Self.rule("name", "de")]), "exists true skips an unanswered question")
        #expect(rules("unnamed") == nil, "exists false is not mapped")
        // any: shown when stairs > 1 or smoker is answered, so skipped when both fail, as rules of all.
        let either = try #require(Self.array(rules("either")))
        #expect(either == [.object(dropping: [("all", .array([Self.rule("stairs", "le", .int(1)), Self.rule("smoker", "de")]))]),
                           .object(dropping: [("all", .array([Self.rule("stairs", "de"), Self.rule("smoker", "de")]))])])
        for stairs in [JSONValue.null, .int(0), .int(1), .int(2)] {
            for smoker in [JSONValue.null, .bool(true), .bool(false)] {
                let shown = (stairs.doubleValue.map { $0 > 1 } ?? false) || smoker != .null
                #expect(REDCapImportTests.skips(either, ["stairs": stairs, "smoker": smoker]) != shown, "stairs \(stairs), smoker \(smoker)")
            }
        }
    }

    @Test
    func everyItemWithoutACounterpartIsListedByPathAndLinkId() throws {
        let notes = try Self.task().notes
        let expected: [(String, String)] = [
            ("item[4] (linkId temperature)", "initial [{\"valueDecimal\":36.6}] is not kept"),
            ("item[11] (linkId homepage)", "a url question is asked as text"),
            ("item[12] (linkId mood)", "answerOption[1] initialSelected is not kept"),
            ("item[20] (linkId unnamed)", "exists false cannot be mapped"),
            ("item[21] (linkId scan)", "an item of type attachment has no answer format"),
            ("item[22] (linkId doctor)", "an item of type reference has no answer format"),
            ("item[23].item[3] (linkId napLong)", "enableWhen with 2 conditions"),
            ("item[23].item[4].item[0] (linkId dreamt)", "readOnly false is not mapped"),
            ("item[24] (linkId visits)", "repeats: the integer question takes one answer"),
        ]
        for (location, message) in expected {
            #expect(notes.contains { $0.location == location && $0.message.contains(message) }, "\(location): \(message) in \(notes.map { $0.line(in: "") })")
        }
        #expect(notes.count == expected.count, "\(notes.map { $0.line(in: "") })")
        #expect(try Self.task().json["annotations"]?["smoker"] == .string("code http://loinc.org|72166-2"), "item codes are kept")
    }

    @Test(arguments: [
        (#"{"resourceType": "Patient", "id": "x"}"#, "resourceType is \"Patient\", not \"Questionnaire\""),
        (#"{"resourceType": "Questionnaire"}"#, "no url, id or name"),
        (#"{"resourceType": "Questionnaire", "id": "q", "item": [{"type": "string"}]}"#, "item[0]: an item needs a linkId"),
        (#"{"resourceType": "Questionnaire", "id": "q", "item": [{"linkId": "a", "type": "number"}]}"#, "item[0] (linkId a): type \"number\" is no R4 item type"),
        (#"{"resourceType": "Questionnaire", "id": "q", "item": [{"linkId": "a", "type": "attachment"}]}"#, "no item of the Questionnaire can be asked"),
    ])
    func aResourceThatIsNoUsableQuestionnaireIsRefusedByPlace(json: String, expected: String) {
        let error = #expect(throws: ActivetaskError.self) {
            _ = try FHIRQuestionnaireImporter.task(from: try JSONParser.parse(json), source: "q.json")
        }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }
}
