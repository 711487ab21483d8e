import ActiveTasks
import Foundation
import Import
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `import fhir` keeps each question's Questionnaire item as its `fhirItem` (type, every
/// answerOption as given, a quantity's unit Coding, the nested groups around it), which the run
/// copies into the answer's result for `export fhir`.
@Suite struct FHIRItemImportTests {
    /// The `fhirItem` of the step or form item `identifier` of the fixture's task.
    private static func fhirItem(_ identifier: String) throws -> JSONValue? {
        let steps = FHIRQuestionnaireImportTests.array(try FHIRQuestionnaireImportTests.task().json["steps"]) ?? []
        let items = steps + steps.flatMap { FHIRQuestionnaireImportTests.array($0["items"]) ?? [] }
        return items.first { $0["identifier"] == .string(identifier) }?["fhirItem"]
    }

    /// The fixture's item `linkId`, wherever it is nested.
    private static func sourceItem(_ linkId: String) throws -> JSONValue? {
        func find(_ items: [JSONValue]) -> JSONValue? {
            for item in items {
                if item["linkId"] == .string(linkId) { return item }
                if let found = find(FHIRQuestionnaireImportTests.array(item["item"]) ?? []) { return found }
            }
            return nil
        }
        return find(FHIRQuestionnaireImportTests.array(try FHIRQuestionnaireImportTests.questionnaire()["item"]) ?? [])
    }

    @Test(arguments: ["mood", "activities", "sport", "stairs"])
    func everyAnswerOptionIsKeptAsTheQuestionnaireGivesIt(linkId: String) throws {
        let kept = try #require(try Self.fhirItem(linkId))
        #expect(kept["answerOption"] == (try Self.sourceItem(linkId))?["answerOption"], "\(kept.jsonText)")
        #expect(kept["type"] == (try Self.sourceItem(linkId))?["type"])
    }

    @Test
    func aNestedGroupsQuestionNamesTheGroupsAroundIt() throws {
        #expect(try Self.fhirItem("dreamt") == .object(dropping: [("type", .string("boolean")), ("groups", .array([.string("dreams")]))]))
        #expect(try Self.fhirItem("naps") == .object(dropping: [("type", .string("boolean"))]), "a question of the form's own group")
        #expect(try Self.fhirItem("homepage") == .object(dropping: [("type", .string("url"))]))
        let unit = FHIRQuestionnaireImportTests.array(try Self.sourceItem("weight")?["extension"])?.first?["valueCoding"]
        #expect(try Self.fhirItem("weight")?["unit"] == unit && unit != nil, "a quantity keeps its questionnaire-unit Coding")
    }

    @Test
    func anOptionWhoseValueAnEarlierOneHasIsLeftOutAndNoted() throws {
        let questionnaire = try JSONParser.parse(#"""
            {"resourceType": "Questionnaire", "id": "q", "item": [{"linkId": "c", "type": "choice", "answerOption": [
              {"valueCoding": {"system": "http://a.example", "code": "1", "display": "One"}},
              {"valueCoding": {"system": "http://b.example", "code": "1", "display": "Uno"}}]}]}
            """#)
        let task = try FHIRQuestionnaireImporter.task(from: questionnaire, source: "q.json")
        let step = try #require(FHIRQuestionnaireImportTests.array(task.json["steps"])?.first)
        #expect(FHIRQuestionnaireImportTests.array(step["answerFormat"]?["choices"])?.count == 1)
        #expect(task.notes.contains { $0.location == "item[0] (linkId c)" && $0.message.contains("answerOption[1]") && $0.message.contains("earlier option") },
                "\(task.notes.map { $0.line(in: "") })")
    }

    @Test
    func theRunKeepsTheItemWithTheAnswer() throws {
        let questionnaire = try JSONParser.parse(#"""
            {"resourceType": "Questionnaire", "id": "q", "item": [{"linkId": "mood", "type": "choice", "answerOption": [
              {"valueCoding": {"system": "http://example.org/mood", "code": "bad", "display": "Bad"}}]}]}
            """#)
        let task = try FHIRQuestionnaireImporter.task(from: questionnaire, source: "q.json")
        let outcome = TaskLoader.load(json: Array(task.json.indentedText.utf8), registry: .standard)
        let runner = TaskRunner(task: try #require(outcome.task, "\(outcome.issues)"))
        runner.start()
        try runner.next(answers: ["mood": .choice(.string("bad"))])
        let answer = try #require(runner.result.stepHistory.flatMap(\.answers).first)
        #expect(answer.fhirItem?["answerOption"] == FHIRQuestionnaireImportTests.array(questionnaire["item"])?.first?["answerOption"])
        let decoded = try JSONDecoder().decode(AnswerResult.self, from: JSONEncoder().encode(answer))
        let plain = { (item: JSONValue?) in try JSONSerialization.jsonObject(with: JSONEncoder().encode(item)) as? NSDictionary }
        #expect(try plain(decoded.fhirItem) == plain(answer.fhirItem) && decoded.fhirItem != nil, "a result keeps fhirItem when written and read")
    }
}
