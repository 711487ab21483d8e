import ActiveTasks
import Foundation
import Testing
import TestSupport

/// Scores end to end: a task's declared scores computed when `run` completes, stored in
/// `taskResult.json`, exported in `scores.csv` and the archive's answers.json; the catalogue's
/// instruments scored as their manuals score them (Kroenke, Spitzer & Williams 2001 for the PHQ-9's
/// bands; Kroenke et al. 2003 for the PHQ-2's cut-point of 3; Spitzer et al. 2006 for the GAD-7's):
/// each item 0 (not at all) to 3 (nearly every day), the total the sum of the items, which the
/// scoring guide computes as the count of boxes in each column times the column's value.
@Suite(.timeLimit(.minutes(1))) struct ScoreTests {
    private func run(_ task: String, _ answers: String, in folder: TemporaryDirectory) async throws -> TaskResult {
        let file = folder.url.appendingPathComponent("answers.json")
        try Data(answers.utf8).write(to: file)
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", task, "--answers", file.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        return try TaskResult.read(in: output)
    }

    private static func answers(_ step: String, _ values: [Int]) -> String {
        "{" + values.enumerated().map { "\"\(step).q\($0.offset + 1)\": \($0.element)" }.joined(separator: ", ") + "}"
    }

    @Test(arguments: [
        // The scoring guide's way: 2 boxes under "Several days" (1), 3 under "More than half the days" (2), 4 under "Nearly every day" (3).
        ("phq9", [1, 1, 2, 2, 2, 3, 3, 3, 3], 20.0, "severe"), ("phq9", [0, 0, 0, 0, 0, 0, 0, 0, 0], 0, "minimal"),
        ("phq9", [1, 1, 1, 1, 1, 0, 0, 0, 0], 5, "mild"), ("phq9", [2, 2, 2, 2, 2, 0, 0, 0, 0], 10, "moderate"),
        ("phq9", [2, 2, 2, 2, 2, 2, 2, 2, 3], 19, "moderately severe"), ("phq9", [3, 3, 3, 3, 3, 3, 3, 3, 3], 27, "severe"),
        ("phq2", [1, 1], 2, "negative screen"), ("phq2", [1, 2], 3, "positive screen"),
        ("gad7", [0, 0, 0, 1, 1, 1, 1], 4, "minimal"), ("gad7", [2, 2, 2, 2, 1, 1, 0], 10, "moderate"),
        ("gad7", [3, 3, 3, 3, 3, 3, 3], 21, "severe"),
    ])
    func instrumentsAreScoredAsTheirManualsScoreThem(_ instrument: String, _ values: [Int], _ total: Double, _ band: String) async throws {
        let folder = try TemporaryDirectory(prefix: "score-\(instrument)")
        let result = try await run(instrument, Self.answers(instrument, values), in: folder)
        #expect(result.scores == [ScoreResult(identifier: "\(instrument)_total", value: total, band: band, answered: values.count, items: values.count)])
    }

    @Test func aTasksOwnScoresReverseProrateAndExport() async throws {
        let folder = try TemporaryDirectory(prefix: "score-own")
        let task = folder.url.appendingPathComponent("mood.json")
        try Data("""
            {"identifier": "mood", "steps": [{"type": "form", "identifier": "mood", "items": [
              {"identifier": "a", "text": "Calm", "answerFormat": {"type": "scale", "minimum": 1, "maximum": 5}},
              {"identifier": "b", "text": "Tense", "answerFormat": {"type": "scale", "minimum": 1, "maximum": 5}},
              {"identifier": "c", "text": "Rested", "answerFormat": {"type": "scale", "minimum": 1, "maximum": 5}},
              {"identifier": "d", "text": "Happy", "answerFormat": {"type": "scale", "minimum": 1, "maximum": 5}}]}],
             "scores": [{"identifier": "calm_sum", "sum": ["a", "b", "c", "d"], "reverse": ["b"], "range": [1, 5], "minimumAnswered": 3,
                         "bands": [[4, 10, "low"], [10.01, 20, "high"]]},
                        {"identifier": "calm_mean", "mean": ["a", "b", "c", "d"], "reverse": ["b"], "range": [1, 5]},
                        {"identifier": "all", "sum": ["a", "b", "c", "d"]}]}
            """.utf8).write(to: task)
        // b = 2 reversed is 4; d is skipped: the sum is prorated from three items, the mean and the full sum have no value.
        let result = try await run(task.path, #"{"mood.a": 5, "mood.b": 2, "mood.c": 4, "mood.d": null}"#, in: folder)
        #expect(result.scores == [
            ScoreResult(identifier: "calm_sum", value: 17.33, band: "high", answered: 3, items: 4, note: "prorated from 3 of 4 items"),
            ScoreResult(identifier: "calm_mean", value: nil, answered: 3, items: 4, note: "3 of 4 items answered; 4 needed"),
            ScoreResult(identifier: "all", value: nil, answered: 3, items: 4, note: "3 of 4 items answered; 4 needed"),
        ])
        let csv = folder.url.appendingPathComponent("csv")
        let export = try await ActivetaskBinary.run(["export", "csv", folder.url.appendingPathComponent("out").path, "--output", csv.path])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = try String(contentsOf: csv.appendingPathComponent("scores.csv"), encoding: .utf8).split(separator: "\r\n")
        #expect(rows.first == "task,taskRunUUID,participant,visit,site,device,score,value,band,answered,items,note")
        #expect(rows.dropFirst().first == "mood,\(result.csvRunCells),calm_sum,17.33,high,3,4,prorated from 3 of 4 items")
        let zip = folder.url.appendingPathComponent("run.zip")
        #expect(try await ActivetaskBinary.run(["export", "archive", folder.url.appendingPathComponent("out").path, "--output", zip.path]).status == 0)
        let answers = try await ActivetaskBinary.shell("unzip -p '\(zip.path)' answers.json").stdout
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answers.utf8)) as? [String: Any])
        #expect(json["calm_sum"] as? Double == 17.33 && json["calm_sum_band"] as? String == "high" && json["all"] is NSNull, "\(answers)")
    }

    @Test func scoresThatCannotBeComputedAreRefusedByValidate() async throws {
        let folder = try TemporaryDirectory(prefix: "score-invalid")
        let task = folder.url.appendingPathComponent("bad.json")
        try Data("""
            {"identifier": "bad", "steps": [{"type": "question", "identifier": "note", "text": "Note", "answerFormat": {"type": "text"}}],
             "scores": [{"identifier": "s", "sum": ["note", "missing"], "reverse": ["note"], "minimumAnswered": 5}, {"identifier": "t"}]}
            """.utf8).write(to: task)
        let validate = try await ActivetaskBinary.run(["validate", task.path])
        #expect(validate.status == 1)
        for line in ["scores[0].sum[0]: \"note\" is a text question, whose answers are no numbers",
                     "scores[0].sum[1]: \"missing\" is not a question of this task",
                     "scores[0].reverse: needs \"range\": [lowest, highest] to reverse an answer",
                     "scores[0].minimumAnswered: is 5; give 1 to 2",
                     "scores[1]: give the items as \"sum\": [...] or \"mean\": [...], one of them"] {
            #expect(validate.stdout.contains(line) || validate.stderr.contains(line), "\(line)\n\(validate.stdout)\(validate.stderr)")
        }
    }
    @Test func analyzeListsARunsScoresWithTheirBands() async throws {
        let folder = try TemporaryDirectory(prefix: "score-analyze")
        _ = try await run("phq9", Self.answers("phq9", [1, 1, 2, 2, 2, 3, 3, 3, 3]), in: folder)
        let analyzed = try await ActivetaskBinary.run(["analyze", folder.url.appendingPathComponent("out").path])
        #expect(analyzed.status == 0, "\(analyzed.stderr)")
        let report = try AnalysisReport(analyzed.stdout)
        report.expectPossible()
        #expect(report.kinds == ["scores"] && report.steps == [nil])
        let summary = try #require(report.entries.first?["summary"] as? [String: Any])
        #expect(summary["phq9_total"] as? Int == 20 && summary["phq9_total_band"] as? String == "severe", "\(summary)")
        let csv = try await ActivetaskBinary.run(["analyze", folder.url.appendingPathComponent("out").path, "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").last?.hasSuffix(",scores,,,20,severe") == true, "\(csv.stdout)")
    }
}

