import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `activetask export fhir` on the project's own runs, checked by rules we did not write: the
/// Bundle must parse as FHIR R4 with fhir.resources' models (FHIR 4.0.1) and keep R4's required
/// value sets, and fixtures/export/fhir_check.py compares every answer with taskResult.json and
/// every Observation with `analyze`, reading both with Python's json module.
@Suite(.serialized, .timeLimit(.minutes(1))) struct FHIRExportTests {
    /// Analyses `run` into `folder` and checks `bundle` against it with fhir_check.py; its report.
    static func check(_ bundle: URL, run: URL, in folder: URL) async throws -> [String: Any] {
        let analysis = folder.appendingPathComponent("analysis.json")
        let analyze = try await ActivetaskBinary.run(["analyze", run.path, "--format", "json", "--output", analysis.path])
        try #require(analyze.status == 0 || analyze.status == 1, "\(analyze.stderr)")
        let (status, report) = try await StandardsPython.report("export/fhir_check.py", [bundle.path, run.path, analysis.path])
        #expect(status == 0, "\(report["error"] ?? "")")
        return report
    }

    @Test
    func theSurveyIsOneValidQuestionnaireResponseWithEveryAnswer() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-survey")
        let survey = try #require(ExportCommandTests.runs.first { $0.name == "allAnswers" })
        let output = try await ExportCommandTests.run(survey, in: temporary.url)
        let bundle = temporary.url.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path,
                                               "--questionnaire-base", "https://example.org/fhir/Questionnaire/"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr.isEmpty, "a survey has nothing to analyse and says nothing about it: \(export.stderr)")
        let report = try await Self.check(bundle, run: output, in: temporary.url)
        let answered = try TaskResult.read(in: output).stepHistory.filter { !$0.skipped && !$0.isPrevious }.flatMap(\.answers).count
        #expect(report["QuestionnaireResponse"] as? Int == 1 && report["answers"] as? Int == answered && answered > 15, "\(report)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle)) as? [String: Any])
        let response = try #require(((json["entry"] as? [[String: Any]])?.first?["resource"]) as? [String: Any])
        #expect(response["questionnaire"] as? String == "https://example.org/fhir/Questionnaire/allAnswers")
    }

    @Test
    func heightsWeightsAndDontKnowAnswersAreValidR4AndHiddenItemsAreLeftOut() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-demographics")
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/demographics.json").path, "--answers",
                                            ProjectPaths.fixture("tasks/answers/demographics.json").path, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let bundle = temporary.url.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path])
        #expect(export.status == 0, "\(export.stderr)")
        let report = try await Self.check(bundle, run: output, in: temporary.url)
        #expect(report["answers"] as? Int ?? 0 >= 10, "\(report)")
        let text = try String(contentsOf: bundle, encoding: .utf8)
        #expect(text.contains(#""unit":"cm","system":"http://unitsofmeasure.org","code":"cm""#), "a height is a UCUM quantity")
        #expect(text.contains(#""code":"asked-unknown""#), "don't know is data-absent-reason's asked-unknown")
        #expect(!text.contains(#""linkId":"quitYear""#), "a hidden item is not in the response")
    }

    @Test
    func aWalksSummariesAreObservationsWithUnitsAndItsStepCountHasNoLOINCCode() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-walk")
        let walk = try #require(ExportCommandTests.runs.first { $0.name == "shortWalk" })
        let output = try await ExportCommandTests.run(ExportCommandTests.TaskRun(name: walk.name, arguments: walk.arguments + ["--participant", "P-0042-7"]),
                                                in: temporary.url)
        let first = temporary.url.appendingPathComponent("first.json"), second = temporary.url.appendingPathComponent("second.json")
        for file in [first, second] {
            let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", file.path])
            #expect(export.status == 0, "\(export.stderr)")
        }
        #expect(try Data(contentsOf: first) == Data(contentsOf: second), "the same run gives the same Bundle, entry ids included")
        let report = try await Self.check(first, run: output, in: temporary.url)
        #expect((report["Observation"] as? Int ?? 0) > 20 && report["QuestionnaireResponse"] == nil, "\(report)")
        let bundle = try String(contentsOf: first, encoding: .utf8)
        #expect(bundle.contains(#""code":"/min""#) && bundle.contains(#""code":"{steps}""#), "cadence per minute, steps counted")
        #expect(!bundle.contains("41950-7"), "LOINC 41950-7 is steps in 24 hours, not a walk's")
        #expect(bundle.contains(#""subject":{"identifier":{"system":"urn:activetask:participant","value":"P-0042-7"}}"#), "the participant")
    }

    @Test
    func aFolderWithoutATaskResultIsRefusedByName() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-bad")
        let export = try await ActivetaskBinary.run(["export", "fhir", temporary.url.path])
        #expect(export.status == 1)
        #expect(export.stderr.contains(temporary.url.path) && export.stderr.contains("taskResult.json"), "\(export.stderr)")
    }
}
