import ActiveTasks
import Foundation
import Testing
import TestSupport

/// The sensor tasks of ResearchKit's catalogue in `activetask present`, in a 100 × 30 tmux
/// session, while their recorders replay the tasks' fixtures: Enter through the instructions,
/// the sensor step's text above its timer in large digits and its live status below, the
/// conclusion, and an output that `activetask analyze` reads as `run --auto`'s
/// (PredefinedAnalysisTests; the kiosk's run of the same tasks is KioskMotionBrowserTests).
/// reactionTime's screen is PresentReactionTimeTests.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentMotionTests {
    /// Presents `task` on `replay` with `settings` up to its sensor step (step `sensorStep` of the
    /// task's numbered screens), reads that step's screens until the conclusion, finishes the run
    /// and analyses it.
    /// - Returns: Every distinct screen the sensor step showed, and the analysis.
    private func present(_ task: String, replay: String, _ settings: [String], sensorStep: String) async throws -> (screens: [[String]], report: AnalysisReport) {
        let folder = try TemporaryDirectory(prefix: "present-\(task)")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", task, "--replay", ProjectPaths.fixture(replay).path, "--speech", "off",
                                       "--output", output.path] + settings.flatMap { ["--set", $0] })
        defer { session.stop() }
        try await session.waitFor(text: "[1/")
        try await session.press("Enter", until: "[2/")
        try await session.press("Enter", until: "[3/")
        try await session.waitFor(text: sensorStep, timeout: 10)
        var screens: [[String]] = []
        try await waitUntil(timeout: 40) {
            let screen = try await session.screen()
            if screen.contains(where: { $0.contains(sensorStep) }), screens.last != screen { screens.append(screen) }
            return screen.contains { $0.contains("Thank you") }
        }
        try await session.press("Enter", until: "taskResult.json is written") {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        #expect(try TaskResult.read(in: output).status == .completed)
        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        return (screens, report)
    }

    /// Whether a screen shows the step's timer: five rows of large digits.
    private func showsTimer(_ screen: [String]) -> Bool { screen.filter { $0.contains("█") }.count == 5 }

    private func number(_ summary: [String: Any], _ key: String) throws -> Double {
        try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null in \(summary)")
    }

    /// Ten seconds of fixtures/replay-sittostand: rises from 2.0, 4.8 and 7.6 s (its generate.py).
    @Test func sitToStandShowsItsInstructionAndTimerAndCountsTheStands() async throws {
        let (screens, report) = try await present("sitToStand", replay: "replay-sittostand", ["duration=10"], sensorStep: "[4/5]")
        #expect(screens.contains { showsTimer($0) && $0.contains { $0.contains("Stand up fully and sit down again") } }, "\(screens.last ?? [])")
        #expect(try report.summary("sitToStand")["repetitions"] as? Int == 3)
    }

    /// Eight seconds of fixtures/replay-walkbackandforth hold its first 180° turn (from 4 s), then the rest.
    @Test func walkBackAndForthShowsTheWalkThenTheRestAndCountsTheTurn() async throws {
        let (screens, report) = try await present("walkBackAndForth", replay: "replay-walkbackandforth",
                                            ["walkDuration=8", "restDuration=1"], sensorStep: "[4/6]")
        #expect(screens.contains { showsTimer($0) }, "\(screens.last ?? [])")
        let summary = try report.summary("walking.outbound")
        #expect(summary["turnCount"] as? Int == 1, "\(summary)")
        #expect(report.kinds == ["walkBackAndForth", "balance"])
    }

    @Test func timedUpAndGoShowsItsTimerAndFindsTheWholeTest() async throws {
        let (screens, report) = try await present("timedUpAndGo", replay: "replay-timedupandgo", ["timeLimit=18"], sensorStep: "[4/5]")
        #expect(screens.contains { showsTimer($0) }, "\(screens.last ?? [])")
        let total = try number(try report.summary("timedUpAndGo"), "totalSeconds")
        #expect(total >= 12.4 && total <= 13.2, "the fixture's 13 s test (expected.json): \(total)")
    }

    /// The angle under the timer follows the limb to 95° (fixtures/replay-rangeofmotion).
    @Test(arguments: [("kneeRangeOfMotion", "knee.range.of.motion"), ("shoulderRangeOfMotion", "shoulder.range.of.motion")])
    func rangeOfMotionShowsTheLiveAngleAndFindsTheNinetyFiveDegrees(task: String, step: String) async throws {
        let (screens, report) = try await present(task, replay: "replay-rangeofmotion", [], sensorStep: "[4/5]")
        let angles = screens.flatMap { $0 }.compactMap { $0.firstMatch(of: /angle (-?\d+)°/).flatMap { Int($0.output.1) } }
        #expect((angles.max() ?? 0) >= 85, "angles shown: \(angles)")
        #expect(abs(try number(try report.summary(step), "rangeDegrees") - 95) <= 2)
    }
}
