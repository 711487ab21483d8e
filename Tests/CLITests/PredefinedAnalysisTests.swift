import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// Every predefined task end to end, as a researcher meets it: `activetask run NAME --auto
/// --replay DIR` on its replay fixture, then `activetask analyze OUTPUT` with no `--kind`. Each
/// analysable step must get one entry, in step order, of the kind its task gives it, with values
/// that are possible and agree with the fixture's expected values; balance, tremor, timed-walk,
/// chair-stand and reaction-time values agree with fixtures/analysis/steps.py, which computes them from the same chunks and
/// taskResult.json independently of the Swift code.
@Suite struct PredefinedAnalysisTests {
    private static let walk = ProjectPaths.fixture("replay").path

    /// Runs `task` unattended on `replay`, analyses its output, and checks the report is possible.
    private func runAndAnalyze(_ task: String, replay: String, _ settings: [String],
                               in temporary: TemporaryDirectory) async throws -> (result: TaskResult, report: AnalysisReport, output: URL) {
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", task, "--auto", "--replay", replay, "--output", output.path] + settings.flatMap { ["--set", $0] }
        let run = try await ActivetaskBinary.run(arguments, timeout: 55)
        #expect(run.status == 0, "\(run.stderr)")
        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        let result = try TaskResult.read(in: output)
        #expect(result.identifier == (task.hasSuffix(".json") ? URL(fileURLWithPath: task).deletingPathExtension().lastPathComponent : task))
        for entry in report.entries {
            #expect(entry["path"] as? String == output.path && entry["task"] as? String == result.identifier
                    && entry["taskRunUUID"] as? String == result.taskRunUUID.uuidString, "\(entry)")
        }
        return (result, report, output)
    }

    private func number(_ summary: [String: Any], _ key: String) throws -> Double {
        try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null in \(summary)")
    }

    private func seconds(of step: String, in result: TaskResult) throws -> Double {
        let step = try #require(result.step(step))
        return step.endDate.timeIntervalSince(step.startDate)
    }

    /// A walk leg or walk step of fixtures/replay: 1.8 steps/s (fixtures/replay/generate.py), so
    /// a cadence of 108 steps/min and a step every 0.556 s, never longer than its step.
    private func expectReplayWalk(_ step: String, in report: AnalysisReport, result: TaskResult) throws {
        let summary = try report.summary(step)
        #expect(abs(try number(summary, "cadence") - 108) < 1, "\(step): \(summary)")
        #expect(abs(try number(summary, "meanStepInterval") - 1 / 1.8) < 0.01, "\(step): \(summary)")
        #expect(try number(summary, "durationSeconds") <= (try seconds(of: step, in: result)) + 0.05, "\(step): \(summary)")
        #expect(try number(summary, "stepCount") >= 3)
    }

    @Test(.timeLimit(.minutes(1)))
    func shortWalkGivesTwoWalksAndABalance() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-shortwalk")
        let (result, report, output) = try await runAndAnalyze("shortWalk", replay: Self.walk,
                                                         ["numberOfStepsPerLeg=12", "restDuration=2"], in: temporary)
        #expect(report.steps == ["walking.outbound", "walking.return", "walking.rest"])
        #expect(report.kinds == ["walk", "walk", "balance"])
        for leg in ["walking.outbound", "walking.return"] {
            try expectReplayWalk(leg, in: report, result: result)
            // The leg ended when the online counter had 12 steps; its chunk holds about as many (one
            // more when a loaded machine stops the leg a step late, 0.55 s at the replay's cadence).
            let summary = try report.summary(leg)
            #expect((11...13).contains(try number(summary, "stepCount")), "\(leg): \(summary)")
        }
        try await report.expectStepsReference(for: output)
    }

    @Test(.timeLimit(.minutes(1)))
    func twoFingerTappingGivesOneTappingEntryPerHand() async throws {
        struct ExpectedTaps: Decodable {
            let onTargetTapCount: Int
            let samples: [TappingSample]
        }
        let temporary = try TemporaryDirectory(prefix: "analysis-tapping")
        let (result, report, _) = try await runAndAnalyze("twoFingerTapping", replay: ProjectPaths.fixture("replay-tapping").path,
                                                    ["duration=5"], in: temporary)
        let expected = try JSONDecoder().decode(ExpectedTaps.self, from: Data(contentsOf: ProjectPaths.fixture("replay-tapping/expected.json")))
        // The hands come in random order: the entries follow the run's.
        let hands = result.stepHistory.map(\.identifier).filter { $0.hasPrefix("tapping.") }
        #expect(Set(hands) == ["tapping.left", "tapping.right"])
        #expect(report.steps == hands && report.kinds == ["tapping", "tapping"])
        for hand in hands {
            let summary = try report.summary(hand)
            #expect(try number(summary, "numberTaps") == Double(expected.onTargetTapCount), "\(hand): \(summary)")
            #expect(try number(summary, "numberTapsLeft") == Double(expected.samples.filter { $0.buttonIdentifier == .left }.count))
            // One tap every 0.22 s, a two-finger pair 0.04 s apart: no negative or merged intervals.
            #expect(try number(summary, "minTapInter") == 0.04 && abs(try number(summary, "medianTapInter") - 0.22) < 0.001, "\(summary)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func spatialSpanMemoryGivesOneMemoryEntry() async throws {
        struct ExpectedGames: Decodable {
            let score: Int
            let numberOfGames: Int
            let numberOfFailures: Int
        }
        let temporary = try TemporaryDirectory(prefix: "analysis-memory")
        let (_, report, _) = try await runAndAnalyze("spatialSpanMemory", replay: ProjectPaths.fixture("replay-memory").path,
                                               ["seed=7", "playSpeed=0.5", "maximumTests=3"], in: temporary)
        let expected = try JSONDecoder().decode(ExpectedGames.self, from: Data(contentsOf: ProjectPaths.fixture("replay-memory/expected.json")))
        #expect(report.steps == ["cognitive.memory.spatialspan"] && report.kinds == ["memory"])
        let summary = try report.summary("cognitive.memory.spatialspan")
        #expect(try number(summary, "score") == Double(expected.score))
        #expect(try number(summary, "numberOfGames") == Double(expected.numberOfGames))
        #expect(try number(summary, "numberOfFailures") == Double(expected.numberOfFailures))
    }

    @Test(.timeLimit(.minutes(1)))
    func fitnessCheckGivesAWalkAndABalance() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-fitness")
        let (result, report, output) = try await runAndAnalyze("fitnessCheck", replay: Self.walk,
                                                         ["walkDuration=3", "restDuration=2"], in: temporary)
        #expect(report.steps == ["fitness.walk", "fitness.rest"] && report.kinds == ["walk", "balance"])
        try expectReplayWalk("fitness.walk", in: report, result: result)
        try await report.expectStepsReference(for: output)
    }

    @Test(.timeLimit(.minutes(1)))
    func sixMinuteWalkGivesOneWalk() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-6mwt")
        let (result, report, _) = try await runAndAnalyze("sixMinuteWalk", replay: Self.walk, ["walkDuration=3"], in: temporary)
        #expect(report.steps == ["6mwt"] && report.kinds == ["walk"])
        try expectReplayWalk("6mwt", in: report, result: result)
    }

    @Test(.timeLimit(.minutes(1)))
    func tremorGivesTheFiveHertzOfItsReplayForEveryPosition() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-tremor")
        let (_, report, output) = try await runAndAnalyze("tremor", replay: ProjectPaths.fixture("replay-tremor").path,
                                                    ["handOptions=right", "activeStepDuration=2"], in: temporary)
        let poses = ["handInLap", "handAtShoulderLength", "handAtShoulderLengthWithElbowBent", "handToNose", "handQueenWave"]
        #expect(report.steps == poses.map { "tremor.\($0).right" })
        #expect(report.kinds == Array(repeating: "tremor", count: 5))
        let expected = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-tremor/expected.json"))) as? [String: Any])
        for step in report.steps.compactMap({ $0 }) {
            let summary = try report.summary(step)
            for (prefix, sensor) in [("acc", "accelerometer"), ("gyro", "gyroscope")] {
                let bounds = try #require(expected[sensor] as? [String: Double])
                #expect(try number(summary, prefix + "DominantFrequency") == expected["dominantFrequency"] as? Double, "\(step): \(summary)")
                #expect(try number(summary, prefix + "ShareLowBand") >= bounds["shareLowBandAtLeast"] ?? 1, "\(step): \(summary)")
                #expect(try number(summary, prefix + "ShareHighBand") >= bounds["shareHighBandAtLeast"] ?? 1, "\(step): \(summary)")
            }
        }
        try await report.expectStepsReference(for: output)
    }

    /// fixtures/replay-reactiontime: a shake too early, two answered, one signal left unanswered,
    /// one more answered (see its generate.py); the analysis and the CSV export agree with the
    /// attempts steps.py recomputes from the recorded chunk.
    @Test(.timeLimit(.minutes(1)))
    func reactionTimeGivesItsAttemptsAndTheLatenciesOfTheRecordedShakes() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-reactiontime")
        let (result, report, output) = try await runAndAnalyze("reactionTime", replay: ProjectPaths.fixture("replay-reactiontime").path,
                                                         ["minimumStimulusInterval=2", "maximumStimulusInterval=2", "timeout=1.5"],
                                                         in: temporary)
        #expect(report.steps == ["reactionTime"] && report.kinds == ["reactionTime"])
        let summary = try report.summary("reactionTime")
        #expect(summary["attempts"] as? Int == 5 && summary["successes"] as? Int == 3, "\(summary)")
        #expect(summary["timeouts"] as? Int == 1 && summary["falseStarts"] as? Int == 1, "\(summary)")
        // The shakes start 0.2 to 0.3 s after the signals and cross the threshold 20 ms later.
        #expect(try number(summary, "minimumLatencySeconds") > 0.15 && (try number(summary, "maximumLatencySeconds")) < 0.45, "\(summary)")
        try await report.expectStepsReference(for: output)
        let step = try #require(result.step("reactionTime"))
        let trials = try #require(step.results.lazy.compactMap { item -> ReactionTimeResult? in
            if let reaction = item.typed(as: ReactionTimeResult.self) { return reaction } else { return nil }
        }.first).trials
        let csvFolder = temporary.url.appendingPathComponent("csv")
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csvFolder.path])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = try String(contentsOf: csvFolder.appendingPathComponent("reactionTime.reactions.csv"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let outcome = try #require(header.firstIndex(of: "outcome")), latency = try #require(header.firstIndex(of: "latency_s"))
        #expect(rows.dropFirst().map { $0[outcome] } == ["falseStart", "success", "timeout", "success", "success"])
        #expect(rows.dropFirst().map { Double($0[latency]) } == trials.map(\.latency))
    }

    /// fixtures/replay-sittostand: ten stands 2.8 s apart within the 30 s (see its generate.py).
    @Test(.timeLimit(.minutes(1)))
    func sitToStandCountsTheTenStandsOfItsReplay() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-sittostand")
        let (_, report, output) = try await runAndAnalyze("sitToStand", replay: ProjectPaths.fixture("replay-sittostand").path, [],
                                                    in: temporary)
        #expect(report.steps == ["sitToStand"] && report.kinds == ["sitToStand"])
        let expected = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-sittostand/expected.json"))) as? [String: Any])
        let summary = try report.summary("sitToStand")
        #expect(summary["repetitions"] as? Int == expected["repetitions"] as? Int, "\(summary)")
        #expect(abs(try number(summary, "meanCycleSeconds") - (expected["meanCycleSeconds"] as? Double ?? 0)) < 0.0015, "\(summary)")
        try await report.expectStepsReference(for: output)
        let mpower = temporary.url.appendingPathComponent("mpower")
        let export = try await ActivetaskBinary.run(["export", "mpower", output.path, "--output", mpower.path])
        #expect(export.status == 0, "\(export.stderr)")
        let accel = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: mpower.appendingPathComponent("accel_sitToStand.json"))) as? [String: Any])
        #expect(((accel["items"] as? [Any])?.count ?? 0) > 2500, "30 s at 100 Hz")
    }

    /// fixtures/replay-walkbackandforth: a 20 s walk with three 180° turns (see its generate.py),
    /// then the rest step; the walk's gait keys come with its turn keys.
    @Test(.timeLimit(.minutes(1)))
    func walkBackAndForthCountsTheThreeTurnsOfItsReplay() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-backandforth")
        let (_, report, output) = try await runAndAnalyze("walkBackAndForth", replay: ProjectPaths.fixture("replay-walkbackandforth").path,
                                                    ["walkDuration=20", "restDuration=2"], in: temporary)
        #expect(report.steps == ["walking.outbound", "walking.rest"] && report.kinds == ["walkBackAndForth", "balance"])
        let expected = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-walkbackandforth/expected.json"))) as? [String: Any])
        let summary = try report.summary("walking.outbound")
        #expect(summary["turnCount"] as? Int == expected["turnCount"] as? Int, "\(summary)")
        let angle = try number(summary, "meanTurnAngleDegrees")
        #expect(angle >= expected["turnAngleAtLeast"] as? Double ?? 181 && angle <= expected["turnAngleAtMost"] as? Double ?? 0, "\(summary)")
        // The walk's own keys are there too: 1.8 steps/s (fixtures/replay's walk).
        #expect(abs(try number(summary, "cadence") - 108) < 3, "\(summary)")
        try await report.expectStepsReference(for: output)
    }

    /// fixtures/replay-timedupandgo: rise at 2 s, walk, a turn at 6.5 s, walk back, turn, sit at
    /// 14 s (see its generate.py): every phase within the fixture's ranges, and steps.py's values.
    @Test(.timeLimit(.minutes(1)))
    func timedUpAndGoFindsEveryPhaseOfItsReplay() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-tug")
        let (_, report, output) = try await runAndAnalyze("timedUpAndGo", replay: ProjectPaths.fixture("replay-timedupandgo").path,
                                                    ["timeLimit=18"], in: temporary)
        #expect(report.steps == ["timedUpAndGo"] && report.kinds == ["timedUpAndGo"])
        let ranges = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-timedupandgo/expected.json"))) as? [String: [Double]])
        let summary = try report.summary("timedUpAndGo")
        for (key, range) in ranges {
            #expect((range[0]...range[1]).contains(try number(summary, key)), "\(key): \(summary)")
        }
        let phases = try ["sitToStandSeconds", "walkOutSeconds", "turnSeconds", "walkBackSeconds", "standToSitSeconds"]
            .map { try number(summary, $0) }.reduce(0, +)
        #expect(abs(phases - (try number(summary, "totalSeconds"))) < 0.01, "the phases make up the total: \(summary)")
        try await report.expectStepsReference(for: output)
    }

    /// fixtures/replay-rangeofmotion: upright, bent to −95° and back (see its generate.py):
    /// ResearchKit's angles within 2° of the motion, and steps.py's own Madgwick filter agrees.
    @Test(.timeLimit(.minutes(1)))
    func kneeRangeOfMotionFindsTheNinetyFiveDegreesOfItsReplay() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-rom")
        let (_, report, output) = try await runAndAnalyze("kneeRangeOfMotion", replay: ProjectPaths.fixture("replay-rangeofmotion").path,
                                                    [], in: temporary)
        #expect(report.steps == ["knee.range.of.motion"] && report.kinds == ["rangeOfMotion"])
        let expected = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProjectPaths.fixture("replay-rangeofmotion/expected.json"))) as? [String: Double])
        let summary = try report.summary("knee.range.of.motion")
        for key in ["startDegrees", "finishDegrees", "minimumDegrees", "maximumDegrees", "rangeDegrees"] {
            #expect(abs(try number(summary, key) - (expected[key] ?? .nan)) <= expected["toleranceDegrees"] ?? 0, "\(key): \(summary)")
        }
        let quality = try #require(summary["quality"] as? [String: Any], "summarised from its result, its motion chunks read for the quality alone: \(summary)")
        #expect(try number(quality, "accelerometerGaps") == 0 && quality["gyroscopeRate"] is NSNumber, "\(quality)")
        try await report.expectStepsReference(for: output)
    }

    @Test(.timeLimit(.minutes(1)))
    func timedWalkGivesItsTwoTrialsAndTheTurn() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-timedwalk")
        let (result, report, output) = try await runAndAnalyze("timedWalk", replay: ProjectPaths.fixture("replay-timedwalk").path,
                                                         ["distanceInMeters=10", "includeAssistiveDeviceForm=false",
                                                          "turnAroundTimeLimit=1"], in: temporary)
        #expect(report.steps == ["timed.walk.trial1", "timed.walk.turn.around", "timed.walk.trial2"])
        #expect(report.kinds == ["timedWalk", "timedWalk", "timedWalk"])
        for trial in ["timed.walk.trial1", "timed.walk.trial2"] {
            let summary = try report.summary(trial)
            #expect(try number(summary, "distanceMeters") >= 10 && summary["reachedDistance"] as? Int == 1, "\(summary)")
            #expect(try number(summary, "durationSeconds") <= (try seconds(of: trial, in: result)) + 0.001, "\(summary)")
        }
        try await report.expectStepsReference(for: output)
    }

    /// An active step of a task of one's own that records `accelerometer` and `gyroscope` at 100 Hz
    /// for `seconds`.
    private func activeStep(_ identifier: String, seconds: Int, analysis: String?) -> String {
        let recorders = ["accelerometer", "gyroscope"].map { #"{"identifier": "\#(identifier).\#($0)", "type": "\#($0)", "frequency": 100}"# }
        return #"{"type": "active", "identifier": "\#(identifier)", "duration": \#(seconds), "shouldStartAutomatically": true, "#
            + #""shouldContinueOnFinish": true, "# + (analysis.map { #""analysis": "\#($0)", "# } ?? "")
            + #""recorders": [\#(recorders.joined(separator: ", "))]}"#
    }

    @Test(.timeLimit(.minutes(1)))
    func aTaskOfOnesOwnGetsTheAnalysisItsActiveStepsName() async throws {
        let temporary = try TemporaryDirectory(prefix: "analysis-own")
        let task = temporary.url.appendingPathComponent("ownMotion.json")
        // The walks last 6 s, for a stretch of 4 s of continuous walking (regularity and symmetry).
        let steps = [activeStep("stand", seconds: 2, analysis: "balance"), activeStep("hold", seconds: 2, analysis: "tremor"),
                     activeStep("stroll", seconds: 6, analysis: "walk"), activeStep("unnamed", seconds: 6, analysis: nil)]
        try Data(#"{"identifier": "ownMotion", "steps": [\#(steps.joined(separator: ", "))]}"#.utf8).write(to: task)
        let (result, report, output) = try await runAndAnalyze(task.path, replay: Self.walk, [], in: temporary)
        #expect(result.status == .completed)
        #expect(result.stepHistory.map(\.analysis) == [.balance, .tremor, .walk, nil])
        let written = try String(contentsOf: output.appendingPathComponent("taskResult.json"), encoding: .utf8)
        #expect(written.components(separatedBy: #""analysis""#).count - 1 == 3, "an unnamed analysis is absent, not null")
        #expect(report.steps == ["stand", "hold", "stroll", "unnamed"])
        #expect(report.kinds == ["balance", "tremor", "walk", "walk"])
        let warnings = report.entries.map { ($0["warnings"] as? [String]) ?? [] }
        #expect(Array(warnings.prefix(3)) == [[], [], []], "\(warnings)")
        #expect(warnings[3] == [#"step "unnamed" does not name its analysis; analysed as a walk because it recorded an "#
                                + #"accelerometer (give the active step "analysis": "walk", "balance", "tremor" or "timedWalk" "#
                                + "in the task JSON)"])
        for walk in ["stroll", "unnamed"] { try expectReplayWalk(walk, in: report, result: result) }
        try await report.expectStepsReference(for: output)
    }
}
