import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `fixtures/tasks/demographics.json`, a survey with every answer format of issue #28, a
/// visibility rule, don't-know answers, learn-more texts, a review step and a score, from `run`
/// to every export, through the built binary.
@Suite(.serialized) struct DemographicsSurveyTests {
    private static let task = ProjectPaths.fixture("tasks/demographics.json")
    private static let answers = ProjectPaths.fixture("tasks/answers/demographics.json")
    private static let study = ProjectPaths.fixture("export/study.json")

    /// Every answer of the answers file as taskResult.json must hold it: `step.item` → value type, value, unit.
    private static let expected: [(name: String, valueType: String, value: JSONValue, unit: String?)] = [
        ("body.heightCm", "decimal", .double(172.5), "cm"),
        ("body.heightFt", "decimal", .double(177.8), "cm"),
        ("body.weightKg", "decimal", .double(72.5), "kg"),
        ("body.weightLb", "decimal", .double(72.8016), "kg"),
        ("body.age", "dontKnow", AnswerValue.dontKnowJSON, nil),
        ("body.birthYear", "integer", .int(1980), nil),
        ("body.diagnosed", "dontKnow", AnswerValue.dontKnowJSON, nil),
        ("life.transport", "choice", .string("bicycle"), nil),
        ("life.health", "choice", .int(4), nil),
        ("life.ladder", "integer", .int(6), nil),
        ("life.colour", "choice", .string("blue"), nil),
        ("life.sleep", "choices", .array([.int(7), .int(30)]), nil),
        ("life.smoker", "boolean", .bool(true), nil),
        ("life.cigarettes", "integer", .int(10), nil),
        ("life.quitYear", "notShown", .null, nil),
        ("income", "choice", .int(2), nil),
    ]

    /// Numbers compared as numbers (172.5 written as a double or 172 as an integer), the rest as written.
    private static func normalized(_ value: JSONValue?) -> JSONValue? {
        value?.doubleValue.map(JSONValue.double) ?? value
    }

    private func runHeadless(into folder: URL) async throws -> URL {
        let output = folder.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", Self.task.path, "--output", output.path, "--answers", Self.answers.path])
        #expect(run.status == 0, "\(run.stderr)")
        return output
    }

    @Test(.timeLimit(.minutes(1))) func theSurveyValidatesWithoutWarnings() async throws {
        let run = try await ActivetaskBinary.run(["validate", Self.task.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("task \"demographics\" is valid (6 steps)\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("warning"))
    }

    @Test(.timeLimit(.minutes(1))) func anAnswersFileStoresEveryFormatInSIUnitsWithDontKnowAndNotShown() async throws {
        let temporary = try TemporaryDirectory(prefix: "demographics-run")
        let output = try await runHeadless(into: temporary.url)
        var found: [String: JSONValue] = [:]
        for step in try TaskResultJSON.history(in: output) {
            guard case .array(let items)? = step["results"], case .string(let stepName)? = step["identifier"] else { continue }
            for item in items where item["resultType"] == .string("answer") {
                guard case .string(let identifier)? = item["identifier"] else { continue }
                found[identifier == stepName ? stepName : "\(stepName).\(identifier)"] = item
            }
        }
        #expect(found.keys.sorted() == Self.expected.map(\.name).sorted())
        for answer in Self.expected {
            let item = found[answer.name]
            #expect(item?["valueType"] == .string(answer.valueType), "\(answer.name)")
            #expect(Self.normalized(item?["value"]) == Self.normalized(answer.value), "\(answer.name): \(item?["value"]?.jsonText ?? "missing")")
            #expect(item?["unit"] == answer.unit.map(JSONValue.string), "\(answer.name) unit")
        }
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        #expect(result.scores?.first?.value == 10, "health 4 + ladder 6")
    }

    @Test(.timeLimit(.minutes(1))) func everyExportCarriesEveryValue() async throws {
        let temporary = try TemporaryDirectory(prefix: "demographics-export")
        let output = try await runHeadless(into: temporary.url)

        // Rave: every answer shown, don't-know as UNK, the score last; and equal to reference.py's.
        let payload = temporary.url.appendingPathComponent("payload.json")
        let rave = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study.path, "--output", payload.path])
        #expect(rave.status == 0, "\(rave.stderr)")
        let form = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: payload)) as? [String: Any])?["form_data"] as? [String: Any])
        let fields = try #require(form["field_data"] as? [[String: String]])
        let values = fields.map { "\($0["item_oid"] ?? "")=\($0["data_value"] ?? "")" }
        #expect(values == ["heightCm=172.5", "heightFt=177.8", "weightKg=72.5", "weightLb=72.8016", "AGE=UNK", "birthYear=1980",
                           "diagnosed=UNK", "transport=bicycle", "health=4", "ladder=6", "colour=blue", "sleep=7|30", "SMOKER=Y",
                           "cigarettes=10", "income=2", "wellbeing=10"])
        let (status, reference) = try await ExportCommandTests.reference(["rave", output.path, Self.study.path], logs: temporary.url)
        #expect(status == 0, "\(reference)")
        let wanted = try #require((reference["form_data"] as? [String: Any])?["field_data"] as? [[String: String]])
        #expect(fields == wanted)

        // CSV: one row per answer, the tokens for don't-know and not shown, the units.
        let csvFolder = temporary.url.appendingPathComponent("csv")
        let csv = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csvFolder.path])
        #expect(csv.status == 0, "\(csv.stderr)")
        let (csvStatus, checked) = try await ExportCommandTests.reference(["csv", output.path, csvFolder.path], logs: temporary.url)
        #expect(csvStatus == 0, "\(checked)")
        let rows = try #require(checked["answers"] as? [[String: String]])
        let cells = rows.map { ($0["item"].map { $0.isEmpty ? "" : "." + $0 } ?? "") + "=" + ($0["value"] ?? "") + " " + ($0["unit"] ?? "") }
        #expect(cells == [".heightCm=172.5 cm", ".heightFt=177.8 cm", ".weightKg=72.5 kg", ".weightLb=72.8016 kg", ".age=DONT_KNOW ",
                          ".birthYear=1980 ", ".diagnosed=DONT_KNOW ", ".transport=bicycle ", ".health=4 ", ".ladder=6 ", ".colour=blue ",
                          ".sleep=[7,30] ", ".smoker=true ", ".cigarettes=10 ", ".quitYear=NOT_SHOWN ", "=2 "])

        // Archive: answers.json, every value as in taskResult.json, the score beside them.
        let zip = temporary.url.appendingPathComponent("archive.zip")
        let archive = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", zip.path])
        #expect(archive.status == 0, "\(archive.stderr)")
        let unzipped = temporary.url.appendingPathComponent("unzipped")
        let unzip = try ChildProcess(executable: try which("unzip"), arguments: ["-q", zip.path, "-d", unzipped.path],
                                     logDirectory: temporary.url, name: "unzip")
        #expect(await unzip.exitStatus(timeout: 30) == 0, "\(unzip.stderr)")
        let answers = try JSONParser.parse(Array(Data(contentsOf: unzipped.appendingPathComponent("answers.json"))))
        for answer in Self.expected {
            let key = answer.name.replacingOccurrences(of: ".", with: "_")
            #expect(Self.normalized(answers[key]) == Self.normalized(answer.value), "\(key)")
        }
        #expect(answers["body_heightCm_unit"] == .string("cm"))
        #expect(answers["body_weightLb_unit"] == .string("kg"))
        #expect(answers["wellbeing"] == .int(10))
    }

    @Test(.timeLimit(.minutes(1))) func typedLinesAnswerEveryFormatAndTheReviewGoesBackToAnAnswer() async throws {
        let temporary = try TemporaryDirectory(prefix: "demographics-typed")
        let lines = ["",
                     "172 cm", "5 10", "72.3", "72.5", "160 lb 8 oz", "-", "1980", "2001",
                     "4: bicycle", "?", "4", "6", "2", "7 h, 30 min", "2", "2010",
                     "-",
                     "15", "2",
                     "", ""]
        let run = try await ActivetaskBinary.run(["run", Self.task.path, "--output", temporary.url.path], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  not accepted: 72.3 kg is not in steps of 0.5 kg; type a weight in kg in steps of 0.5, e.g. 72.5\n"))
        #expect(run.stdout.contains("  Learn more: Think of the last four weeks, not of today alone.\n"))
        #expect(run.stdout.contains("- for \"Not sure\""), "the custom don't-know label is offered")
        #expect(run.stdout.contains("  10. rung 10, top: People who are the best off\n"))
        #expect(run.stdout.contains("  15. Your household's yearly income: I don't know\n"))
        #expect(run.stdout.contains("  15. Your household's yearly income: 30 000 to 80 000\n"))
        #expect(run.stdout.contains("  13. Do you smoke?: No\n  14. When did you stop smoking, if ever?: 2010\n"), "the hidden cigarettes item is not listed")
        let found = try TaskResultJSON.answers(in: temporary.url)
        #expect(found["heightCm"]?["value"]?.doubleValue == 172)
        #expect(found["heightFt"]?["value"]?.doubleValue == 177.8)
        #expect(found["weightLb"]?["value"]?.doubleValue == 72.8016)
        #expect(found["age"]?["valueType"] == .string("dontKnow"))
        #expect(found["transport"]?["value"] == .string("bicycle"))
        #expect(found["sleep"]?["value"] == .array([.int(7), .int(30)]))
        #expect(found["cigarettes"]?["valueType"] == .string("notShown"))
        #expect(found["income"]?["value"] == .int(2), "the revisited answer replaces the don't-know")
    }

    @Test(.timeLimit(.minutes(1))) func aDontKnowTheQuestionDoesNotOfferIsNamedBeforeTheRun() async throws {
        let temporary = try TemporaryDirectory(prefix: "demographics-bad")
        let bad = temporary.url.appendingPathComponent("bad.json")
        try Data(#"{ "body.heightCm": 170, "life.smoker": true, "life.cigarettes": 5, "life.health": { "dontKnow": true } }"#.utf8).write(to: bad)
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", Self.task.path, "--output", output.path, "--answers", bad.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(bad.path): life.health: the question offers no don't-know answer; set showDontKnowButton or answer it"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(.timeLimit(.minutes(1))) func anAnswerToAHiddenItemStopsTheRunNamingItsRule() async throws {
        let temporary = try TemporaryDirectory(prefix: "demographics-hidden")
        let bad = temporary.url.appendingPathComponent("hidden.json")
        try Data(#"{ "body.heightCm": 170, "life.smoker": false, "life.cigarettes": 5 }"#.utf8).write(to: bad)
        let run = try await ActivetaskBinary.run(["run", Self.task.path, "--output", temporary.url.appendingPathComponent("out").path, "--answers", bad.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("\"cigarettes\" in step \"life\" is not shown: its visibleIf on \"smoker\" does not match; remove its answer"), "\(run.stderr)")
    }
}
