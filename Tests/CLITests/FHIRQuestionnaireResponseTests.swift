import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `export fhir`'s QuestionnaireResponses checked against their Questionnaires by the HL7
/// validator's rules (fixtures/export/questionnaire_response_check.py, a port of hapifhir's
/// QuestionnaireValidator.java and EnableWhenEvaluator.java cited by line): an imported
/// Questionnaire is answered in its own option types, systems and nesting, and the predefined
/// PHQ-9 answers the Questionnaire its export names.
@Suite(.serialized, .timeLimit(.minutes(1))) struct FHIRQuestionnaireResponseTests {
    /// The checker's verdict on `bundle` against `questionnaire`.
    private static func check(_ questionnaire: URL, _ bundle: URL) async throws -> (status: Int32?, report: [String: Any]) {
        try await StandardsPython.report("export/questionnaire_response_check.py", [questionnaire.path, bundle.path])
    }

    /// The checker's errors as `rule: message` lines.
    private static func errors(_ report: [String: Any]) -> [String] {
        (report["errors"] as? [[String: Any]] ?? []).map { "\($0["rule"] ?? ""): \($0["message"] ?? "")" }
    }

    /// Imports fixtures/import/`name`, runs the task with fixtures/import/answers/`answers`, exports
    /// the run and checks its response against the Questionnaire, expecting no error.
    /// - Returns: The Bundle, and the linkIds the checker found answered.
    private static func checkedRoundTrip(_ name: String, answers: String, in folder: URL) async throws -> (bundle: URL, answered: [String]) {
        let questionnaire = ProjectPaths.fixture("import/" + name), answersFile = ProjectPaths.fixture("import/answers/" + answers)
        let task = folder.appendingPathComponent("task.json")
        let imported = try await ActivetaskBinary.run(["import", "fhir", questionnaire.path, "--output", task.path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let output = folder.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", task.path, "--answers", answersFile.path, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let bundle = folder.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path,
                                                     "--questionnaire-base", "https://example.org/fhir/Questionnaire/"])
        try #require(export.status == 0, "\(export.stderr)")
        let (status, report) = try await check(questionnaire, bundle)
        #expect(status == 0 && errors(report).isEmpty, "\(errors(report))")
        return (bundle, report["answered"] as? [String] ?? [])
    }

    /// The response's item `linkId`, reached through `path` (linkIds of the items holding it).
    private static func item(_ path: [String], in bundle: URL) throws -> [String: Any]? {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle)) as? [String: Any]
        let response = (json?["entry"] as? [[String: Any]])?.first?["resource"] as? [String: Any]
        var items = response?["item"] as? [[String: Any]] ?? []
        var found: [String: Any]?
        for linkId in path {
            found = items.first { $0["linkId"] as? String == linkId }
            items = found?["item"] as? [[String: Any]] ?? []
        }
        return found
    }

    private static func firstAnswer(_ path: [String], in bundle: URL) throws -> [String: Any]? {
        (try item(path, in: bundle)?["answer"] as? [[String: Any]])?.first
    }

    @Test
    func whatExportFHIRWroteBeforeBreaksTheValidatorsRulesEachCitedByLine() async throws {
        // The Bundle export fhir wrote for fixtures/import/answers/healthCheck.json before
        // issue 43: answers flattened out of their nested group, coded in activetask's own system.
        let (status, report) = try await Self.check(ProjectPaths.fixture("import/fhir-questionnaire.json"),
                                              ProjectPaths.fixture("export/healthCheck-flattened-bundle.json"))
        #expect(status == 1)
        let errors = Self.errors(report)
        for expected in ["QV 1381: Answer value must be of the type uri not String",
                         "QV 1648: The code urn:activetask:choice::bad is not in the set of permitted values",
                         "QV 794: Item has answer, even though it is not enabled (item id = 'moodWhy')",
                         "QV 1635: Option list has no option values of type coding",
                         "QV 758: Structural Error: item with linkid dreamt is in the wrong place",
                         "EWE 250: lift's enableWhen on stairs: Expected answer and actual answer have incompatible types"] {
            #expect(errors.contains { $0.hasPrefix(expected) }, "\(expected) in \(errors)")
        }
        #expect(errors.count == 10, "\(errors)")
    }

    /// A Questionnaire of a few item kinds, for the checker's own cases.
    private static let ruleCases = #"""
        {"resourceType": "Questionnaire", "url": "urn:example:q", "item": [
          {"linkId": "a", "type": "integer", "required": true,
           "extension": [{"url": "http://hl7.org/fhir/StructureDefinition/maxValue", "valueInteger": 10}]},
          {"linkId": "b", "type": "string", "maxLength": 3},
          {"linkId": "c", "type": "decimal", "extension": [{"url": "http://hl7.org/fhir/StructureDefinition/maxDecimalPlaces", "valueInteger": 1}]},
          {"linkId": "d", "type": "display", "text": "Thanks."},
          {"linkId": "e", "type": "choice", "answerOption": [{"valueCoding": {"system": "urn:example:s", "code": "1"}}]}]}
        """#

    @Test(arguments: [
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "e", "answer": [{"valueCoding": {"system": "urn:example:s", "code": "1"}}]}]"#, nil),
        (#"[{"linkId": "b", "answer": [{"valueString": "x"}]}, {"linkId": "a", "answer": [{"valueInteger": 1}]}]"#, "QV 764"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "z", "answer": [{"valueInteger": 1}]}]"#, "QV 762"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}, {"valueInteger": 2}]}]"#, "QV 593"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 11}]}]"#, "QV 1285"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "b", "answer": [{"valueString": "abcd"}]}]"#, "QV 1016"),
        (#"[{"linkId": "b", "answer": [{"valueString": "x"}]}]"#, "QV 810"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "c", "answer": [{"valueDecimal": 1.25}]}]"#, "QV 1095"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "d", "answer": [{"valueString": "x"}]}]"#, "QV 614"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}]}, {"linkId": "e", "answer": [{"valueCoding": {"system": "urn:example:t", "code": "1"}}]}]"#, "QV 1648"),
        (#"[{"linkId": "a", "answer": [{"valueInteger": 1}], "item": [{"linkId": "b"}]}]"#, "QV 707"),
        (#"[{"linkId": "a", "answer": [{"valueString": "1"}]}]"#, "QV 1381"),
    ] as [(String, String?)])
    func theCheckerFindsEachRuleItPorts(items: String, rule: String?) async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-rules")
        let questionnaire = temporary.url.appendingPathComponent("q.json"), response = temporary.url.appendingPathComponent("qr.json")
        try Data(Self.ruleCases.utf8).write(to: questionnaire)
        try Data(#"{"resourceType": "QuestionnaireResponse", "questionnaire": "urn:example:q", "status": "completed", "item": \#(items)}"#.utf8)
            .write(to: response)
        let (status, report) = try await Self.check(questionnaire, response)
        let rules = (report["errors"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules == (rule.map { [$0] } ?? []) && status == (rule == nil ? 0 : 1), "\(Self.errors(report))")
    }

    @Test
    func anImportedQuestionnaireIsAnsweredInItsOwnTypesSystemsAndNesting() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-response")
        let (bundle, answered) = try await Self.checkedRoundTrip("fhir-questionnaire.json", answers: "healthCheck.json", in: temporary.url)
        #expect(answered == ["smoker", "perDay", "weight", "temperature", "lastVisit", "appointment", "bedtime", "name",
                             "story", "homepage", "mood", "moodWhy", "activities", "sport", "stairs", "sleepHours",
                             "naps", "napMinutes", "napLong", "dreamt", "visits"], "\(answered)")
        #expect(try Self.firstAnswer(["homepage"], in: bundle)?["valueUri"] as? String == "https://example.org", "a url is a valueUri")
        let mood = try #require(try Self.firstAnswer(["mood"], in: bundle)?["valueCoding"] as? [String: String])
        #expect(mood == ["system": "http://example.org/mood", "code": "bad", "display": "Bad"], "the option's own Coding")
        #expect(try Self.firstAnswer(["activities"], in: bundle)?["valueString"] as? String == "walk", "a string option is a valueString")
        #expect(try Self.firstAnswer(["stairs"], in: bundle)?["valueInteger"] as? Int == 0, "an integer option is a valueInteger")
        #expect(try Self.firstAnswer(["sport"], in: bundle)?["valueString"] as? String == "rowing", "open-choice's typed other is a string")
        #expect(try Self.firstAnswer(["sleep", "dreams", "dreamt"], in: bundle)?["valueBoolean"] as? Bool == false,
                "a nested group's answer sits in that group")
        let weight = try #require(try Self.firstAnswer(["weight"], in: bundle)?["valueQuantity"] as? [String: Any])
        #expect(weight["system"] as? String == "http://unitsofmeasure.org" && weight["code"] as? String == "kg",
                "a quantity in its questionnaire-unit Coding")
    }

    @Test
    func anImportedLOINCPHQ9IsAnsweredWithLOINCsAnswerCodes() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-phq9")
        let (bundle, answered) = try await Self.checkedRoundTrip("phq9-questionnaire.json", answers: "phq9.json", in: temporary.url)
        #expect(answered.count == 10, "\(answered)")
        let first = try #require(try Self.firstAnswer(["phq9", "q1"], in: bundle)?["valueCoding"] as? [String: String])
        #expect(first == ["system": "http://loinc.org", "code": "LA6569-3", "display": "Several days"])
    }

    @Test
    func thePredefinedPHQ9AnswersTheQuestionnaireItsExportNames() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-phq9-predefined")
        let answers = temporary.url.appendingPathComponent("answers.json")
        try Data(#"{"phq9.q1": 1, "phq9.q2": 1, "phq9.q3": 2, "phq9.q4": 2, "phq9.q5": 2, "phq9.q6": 3, "phq9.q7": 3, "phq9.q8": 3, "phq9.q9": 0, "phq9.difficulty": 1}"#.utf8)
            .write(to: answers)
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", "phq9", "--answers", answers.path, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let bundle = temporary.url.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path])
        try #require(export.status == 0, "\(export.stderr)")
        let (status, report) = try await Self.check(ProjectPaths.fixture("export/phq9-questionnaire.json"), bundle)
        #expect(status == 0 && Self.errors(report).isEmpty, "\(Self.errors(report))")
        #expect((report["answered"] as? [String])?.count == 10, "\(report)")
    }
}
