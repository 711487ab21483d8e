import ActiveTasks
import Foundation
import TestSupport
import Testing
import JSONValues

/// The sensor tasks of ResearchKit's catalogue completed in the kiosk, in headless Chromium
/// (`fixtures/kiosk/motion.py`), while their recorders replay the tasks' fixtures: the page shows
/// each sensor step's live status and its falling timer, Next is all the participant presses,
/// and `activetask analyze` on the kiosk's output agrees with fixtures/analysis/steps.py and with
/// what each fixture's generate.py scripted, as `run --auto` does (PredefinedAnalysisTests).
@Suite(.serialized) struct KioskMotionBrowserTests {
    /// Serves `task` on `replay` with `settings`, completes it on the page, and analyses the output.
    /// - Returns: The scenario's report (its `statuses` by step) and the analysis.
    private func complete(_ task: String, replay: String, _ settings: [String]) async throws -> (page: JSONValue, report: AnalysisReport) {
        let temporary = try TemporaryDirectory(prefix: "kiosk-\(task)")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = [task, "--replay", ProjectPaths.fixture(replay).path, "--speech", "off", "--output", output.path]
            + settings.flatMap { ["--set", $0] }
        let outcome = try await KioskBrowser.run("motion", kiosk: arguments, logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(outcome.report["overflows"] == .array([]), "\(outcome.report["overflows"] ?? .null)")
        #expect(outcome.report["status"] == .string("completed"))
        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        try await report.expectStepsReference(for: output)
        return (outcome.report, report)
    }

    /// The statuses the page showed on `step`, in order.
    private func statuses(_ page: JSONValue, _ step: String) -> [String] {
        guard case .array(let values)? = page["statuses"]?[step] else { return [] }
        return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    private func number(_ summary: [String: Any], _ key: String) throws -> Double {
        try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null in \(summary)")
    }

    @Test(.timeLimit(.minutes(1))) func reactionTimeShowsEachSignalAndTheReplayedShakesAnswerIt() async throws {
        let (page, report) = try await complete("reactionTime", replay: "replay-reactiontime",
                                                ["minimumStimulusInterval=2", "maximumStimulusInterval=2", "timeout=1.5"])
        let shown = statuses(page, "reactionTime")
        #expect(shown.filter { $0 == "SHAKE NOW" }.count == 4, "four signals (one attempt started too early): \(shown)")
        #expect(shown.contains { $0.hasSuffix(" ms") }, "a latency is shown after a shake: \(shown)")
        let summary = try report.summary("reactionTime")
        #expect(summary["attempts"] as? Int == 5 && summary["successes"] as? Int == 3, "\(summary)")
        #expect(summary["timeouts"] as? Int == 1 && summary["falseStarts"] as? Int == 1, "\(summary)")
    }

    /// Ten seconds of fixtures/replay-sittostand: rises from 2.0, 4.8 and 7.6 s (its generate.py).
    @Test(.timeLimit(.minutes(1))) func sitToStandCountsTheStandsOfItsFirstTenSeconds() async throws {
        let (page, report) = try await complete("sitToStand", replay: "replay-sittostand", ["duration=10"])
        #expect(page["remainingFalls"]?["sitToStand"] == .bool(true))
        let summary = try report.summary("sitToStand")
        #expect(summary["repetitions"] as? Int == 3, "\(summary)")
        #expect(abs(try number(summary, "meanCycleSeconds") - 2.8) < 0.0015, "\(summary)")
    }

    /// Eight seconds of fixtures/replay-walkbackandforth hold its first 180° turn (from 4 s).
    @Test(.timeLimit(.minutes(1))) func walkBackAndForthCountsTheTurnOfItsFirstEightSeconds() async throws {
        let (page, report) = try await complete("walkBackAndForth", replay: "replay-walkbackandforth",
                                                ["walkDuration=8", "restDuration=1"])
        #expect(page["steps"] == .array(["instruction", "instruction1", "countdown", "walking.outbound", "walking.rest", "conclusion"].map(JSONValue.string)))
        #expect(report.steps == ["walking.outbound", "walking.rest"] && report.kinds == ["walkBackAndForth", "balance"])
        let summary = try report.summary("walking.outbound")
        #expect(summary["turnCount"] as? Int == 1, "\(summary)")
        let angle = try number(summary, "meanTurnAngleDegrees")
        #expect(angle >= 170 && angle <= 180.5, "\(summary)")
    }

    @Test(.timeLimit(.minutes(1))) func timedUpAndGoFindsEveryPhaseOfItsReplay() async throws {
        let (page, report) = try await complete("timedUpAndGo", replay: "replay-timedupandgo", ["timeLimit=18"])
        #expect(page["remainingFalls"]?["timedUpAndGo"] == .bool(true))
        let ranges = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-timedupandgo/expected.json"))) as? [String: [Double]])
        let summary = try report.summary("timedUpAndGo")
        for (key, range) in ranges {
            #expect((range[0]...range[1]).contains(try number(summary, key)), "\(key): \(summary)")
        }
    }

    /// Knee and shoulder share the step: the page shows the angle as the limb bends to 95° and back.
    @Test(.timeLimit(.minutes(1)), arguments: [("kneeRangeOfMotion", "knee.range.of.motion"),
                                               ("shoulderRangeOfMotion", "shoulder.range.of.motion")])
    func rangeOfMotionShowsTheAngleAndFindsTheNinetyFiveDegrees(task: String, step: String) async throws {
        let (page, report) = try await complete(task, replay: "replay-rangeofmotion", [])
        let angles = statuses(page, step).compactMap { $0.firstMatch(of: /(-?\d+)°/).flatMap { Int($0.output.1) } }
        #expect((angles.max() ?? 0) >= 85, "the page showed the angle near its largest: \(statuses(page, step))")
        let summary = try report.summary(step)
        #expect(abs(try number(summary, "rangeDegrees") - 95) <= 2, "\(summary)")
    }
}
