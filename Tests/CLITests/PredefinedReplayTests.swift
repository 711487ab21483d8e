import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// Every predefined task but timedWalk, end to end headless: `activetask run NAME --auto --replay
/// DIR` on the replay fixtures, whose step results hold the chunks recorded and the results the
/// fixtures' Python generators computed (fixtures/replay-tapping, fixtures/replay-memory); and
/// `activetask analyze` agreeing with them.
@Suite(.timeLimit(.minutes(1))) struct PredefinedReplayTests {
    private static let walk = ProjectPaths.fixture("replay").path
    private static let tapping = ProjectPaths.fixture("replay-tapping")
    private static let memory = ProjectPaths.fixture("replay-memory")

    /// fixtures/replay-tapping/expected.json.
    private struct ExpectedTaps: Decodable {
        let duration: Double
        let onTargetTapCount: Int
        let samples: [TappingSample]
    }

    /// fixtures/replay-memory/expected.json.
    private struct ExpectedGames: Decodable {
        let score: Int
        let numberOfGames: Int
        let numberOfFailures: Int
        let stepEnd: Double
        let games: [SpatialSpanGameRecord]
    }

    private static func expected<T: Decodable>(_ type: T.Type, in folder: URL) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))
    }

    /// Runs `task` unattended on `replay` into a new folder of `temporary`.
    private func run(_ task: String, replay: String, _ settings: [String], in temporary: TemporaryDirectory,
                     timeout: Double = 45) async throws -> (result: TaskResult, output: URL) {
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", task, "--auto", "--replay", replay, "--output", output.path]
                                           + settings.flatMap { ["--set", $0] }, timeout: timeout)
        #expect(run.status == 0, "\(run.stderr)")
        return (try TaskResult.read(in: output), output)
    }

    private func seconds(_ step: StepResult) -> Double {
        step.endDate.timeIntervalSince(step.startDate)
    }

    /// Checks that `step` lists chunks of exactly `sensors`, in its own folder, each holding its samples.
    private func expectChunks(of step: StepResult, _ sensors: Set<SensorType>, in output: URL) throws {
        let chunks = step.results.files
        #expect(Set(chunks.flatMap(\.sensorTypes)) == sensors, "\(step.identifier): \(chunks)")
        for chunk in chunks {
            #expect(chunk.relativePath.hasPrefix(step.identifier + "/"), "\(chunk.relativePath)")
            var samples = 0
            try ChunkReader(url: output.appendingPathComponent(chunk.relativePath)).forEachSample { sample in
                if sample.sensorType != nil { samples += 1 }
            }
            #expect(samples == chunk.sampleCount && samples > 0, "\(chunk.relativePath): \(samples) samples, listed \(chunk.sampleCount)")
        }
    }

    private func analyze(_ output: URL, kind: String) async throws -> [String: Any] {
        let run = try await ActivetaskBinary.run(["analyze", output.path, "--kind", kind])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 1, "\(run.stdout)")
        return try #require(entries.first?["summary"] as? [String: Any], "\(run.stdout)")
    }

    // MARK: shortWalk

    @Test func aShortWalkLegEndsAtItsCountedStepsWellBeforeItsFallback() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-walk")
        let (result, output) = try await run("shortWalk", replay: Self.walk, ["numberOfStepsPerLeg=6", "restDuration=1"], in: temporary)
        // The replay's 6th step peaks at (5 + 0.25) / 1.8 = 2.92 s (fixtures/replay/generate.py): a
        // leg cannot have counted 6 steps before its 5th peak at 2.36 s, and its fallback is 9 s.
        for leg in ["walking.outbound", "walking.return"] {
            let step = try #require(result.step(leg))
            #expect((2.36..<6).contains(seconds(step)), "\(leg) took \(seconds(step)) s")
            try expectChunks(of: step, [.accelerometer, .gyroscope], in: output)
        }
        let rest = try #require(result.step("walking.rest"))
        #expect(abs(seconds(rest) - 1) < 0.5, "rest took \(seconds(rest)) s")
        try expectChunks(of: rest, [.accelerometer, .gyroscope], in: output)
    }

    @Test func aShortWalkLegOnAReplayOfStandingStillEndsAtItsFallback() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-still")
        // The tapping replay's device lies flat: no step, so each leg of 2 steps runs 2 × 1.5 s.
        let (result, output) = try await run("shortWalk", replay: Self.tapping.path, ["numberOfStepsPerLeg=2", "restDuration=1"],
                                       in: temporary)
        for leg in ["walking.outbound", "walking.return"] {
            let step = try #require(result.step(leg))
            #expect((3..<4.5).contains(seconds(step)), "\(leg) took \(seconds(step)) s")
            try expectChunks(of: step, [.accelerometer, .gyroscope], in: output)
        }
    }

    // MARK: twoFingerTapping

    /// Checks one tapping step against fixtures/replay-tapping/expected.json.
    private func expectTaps(in step: StepResult, hand: String, output: URL) throws {
        let expected = try Self.expected(ExpectedTaps.self, in: Self.tapping)
        let tapping = try #require(step.results.tapping.first, "\(step.identifier): \(step.results)")
        #expect(tapping.hand == hand && tapping.stepDuration == expected.duration)
        #expect(tapping.leftTarget == TappingLayout.standard.left && tapping.rightTarget == TappingLayout.standard.right)
        #expect(tapping.samples.map(\.buttonIdentifier) == expected.samples.map(\.buttonIdentifier))
        // Tap times and durations are differences of two timestamps of the same replayed chunk
        // (both shifted alike), so only double rounding separates them from Python's: 1 µs.
        for (found, wanted) in zip(tapping.samples, expected.samples) {
            #expect(abs(found.timestamp - wanted.timestamp) < 1e-6 && abs(found.duration - wanted.duration) < 1e-6,
                    "\(found) != \(wanted)")
            #expect(found.location == wanted.location)
        }
        // The step ends its duration after the first on-target tap, 1.00 s into the replay.
        #expect((expected.duration + 0.9..<expected.duration + 2.5).contains(seconds(step)), "took \(seconds(step)) s")
        try expectChunks(of: step, [.accelerometer, .touch], in: output)
    }

    @Test func oneHandsTappingHoldsTheTapsItsReplayMadeAndItsChunks() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-tap")
        let (result, output) = try await run("twoFingerTapping", replay: Self.tapping.path, ["duration=5", "handOptions=right"],
                                       in: temporary)
        #expect(result.stepHistory.allSatisfy { $0.identifier != "tapping.left" })
        try expectTaps(in: try #require(result.step("tapping.right")), hand: "right", output: output)
        // The analyzer reads the touch chunk: the miss before the first on-target tap and the tap
        // between the targets are not on target, the taps after the duration were never recorded.
        let expected = try Self.expected(ExpectedTaps.self, in: Self.tapping)
        let summary = try await analyze(output, kind: "tapping")
        #expect(summary["numberTaps"] as? Double == Double(expected.onTargetTapCount))
        #expect(summary["numberTapsLeft"] as? Double == Double(expected.samples.filter { $0.buttonIdentifier == .left }.count))
    }

    @Test func bothHandsTappingGivesTwoStepsEachSeeingTheReplayFromItsStart() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-tap2")
        let (result, output) = try await run("twoFingerTapping", replay: Self.tapping.path, ["duration=5", "handOptions=both"],
                                       in: temporary)
        let steps = result.stepHistory.filter { !$0.results.tapping.isEmpty }
        #expect(Set(steps.map(\.identifier)) == ["tapping.right", "tapping.left"])
        for step in steps {
            try expectTaps(in: step, hand: String(step.identifier.dropFirst("tapping.".count)), output: output)
        }
    }

    // MARK: spatialSpanMemory

    @Test func memoryGamesPlayedByTheReplayAreTheGamesPlayPyComputed() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-memory")
        let (result, output) = try await run("spatialSpanMemory", replay: Self.memory.path,
                                       ["seed=7", "playSpeed=0.5", "maximumTests=3"], in: temporary)
        let expected = try Self.expected(ExpectedGames.self, in: Self.memory)
        let step = try #require(result.step("cognitive.memory.spatialspan"))
        let memory = try #require(step.results.memory.first, "\(step.results)")
        #expect(memory.score == expected.score && memory.numberOfGames == expected.numberOfGames
                && memory.numberOfFailures == expected.numberOfFailures)
        #expect(memory.gameRecords.map(\.seed) == expected.games.map(\.seed))
        #expect(memory.gameRecords.map(\.sequence) == expected.games.map(\.sequence))
        #expect(memory.gameRecords.map(\.gameSize) == expected.games.map(\.gameSize))
        #expect(memory.gameRecords.map(\.gameStatus) == expected.games.map(\.gameStatus))
        #expect(memory.gameRecords.map(\.score) == expected.games.map(\.score))
        for (found, wanted) in zip(memory.gameRecords, expected.games) {
            #expect(found.touchSamples.map(\.targetIndex) == wanted.touchSamples.map(\.targetIndex))
            #expect(found.touchSamples.map(\.correct) == wanted.touchSamples.map(\.correct))
            #expect(zip(found.targetRects, wanted.targetRects).allSatisfy {
                abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 && abs($0.width - $1.width) < 1e-9
            })
            // Locations went through the chunk's 6 decimals.
            #expect(zip(found.touchSamples, wanted.touchSamples).allSatisfy {
                abs($0.location.x - $1.location.x) < 1e-6 && abs($0.location.y - $1.location.y) < 1e-6
            })
            // Tap times count from gameplay start on the step's clock, the taps' own from when the
            // touch recorder started: the two starts lie apart by the time between starting the
            // recorder and the step (milliseconds), far less than the 0.35 s between taps.
            #expect(zip(found.touchSamples, wanted.touchSamples).allSatisfy { abs($0.timestamp - $1.timestamp) < 0.1 },
                    "\(found.touchSamples.map(\.timestamp)) != \(wanted.touchSamples.map(\.timestamp))")
        }
        // The step ends at the last game's deciding tap, not at a timeout or a prompt.
        #expect(abs(seconds(step) - expected.stepEnd) < 1, "took \(seconds(step)) s, the last tap is at \(expected.stepEnd) s")
        try expectChunks(of: step, [.touch], in: output)
        let summary = try await analyze(output, kind: "memory")
        #expect(summary["score"] as? Double == Double(expected.score))
        #expect(summary["numberOfGames"] as? Double == Double(expected.numberOfGames))
        #expect(summary["numberOfFailures"] as? Double == Double(expected.numberOfFailures))
    }

    // MARK: fitnessCheck, sixMinuteWalk, tremor

    @Test func fitnessCheckFilesTheMotionOfItsWalkAndItsRest() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-fitness")
        let (result, output) = try await run("fitnessCheck", replay: Self.walk, ["walkDuration=2", "restDuration=1"], in: temporary)
        for (identifier, duration) in [("fitness.walk", 2.0), ("fitness.rest", 1.0)] {
            let step = try #require(result.step(identifier))
            #expect(abs(seconds(step) - duration) < 0.5, "\(identifier) took \(seconds(step)) s")
            try expectChunks(of: step, [.accelerometer], in: output)
        }
        // The replay holds no location: the walk's optional location recorder leaves an error result.
        let errors = result.step("fitness.walk")?.results.errors ?? []
        #expect(errors.map(\.identifier) == ["fitness.walk.location"])
        #expect(errors.first?.message.contains("the replay folder \(Self.walk) holds no location samples") == true, "\(errors)")
    }

    @Test func sixMinuteWalkRecordsItsWalkAndSkipsItsOptionalQuestionsUnattended() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-6mwt")
        let (result, output) = try await run("sixMinuteWalk", replay: Self.walk, ["walkDuration=2"], in: temporary)
        let walk = try #require(result.step("6mwt"))
        #expect(abs(seconds(walk) - 2) < 0.5, "6mwt took \(seconds(walk)) s")
        try expectChunks(of: walk, [.accelerometer], in: output)
        #expect(walk.results.errors.map(\.identifier) == ["6mwt.location"], "\(walk.results.errors)")
        let questions = try #require(result.step("followUpQuestion0"))
        #expect(questions.skipped && questions.answers.isEmpty, "\(questions)")
        #expect(result.step("conclusion") != nil)
    }

    @Test func tremorFilesTheMotionOfEveryPoseOfTheHandTested() async throws {
        let temporary = try TemporaryDirectory(prefix: "predefined-tremor")
        let (result, output) = try await run("tremor", replay: Self.walk, ["handOptions=right", "activeStepDuration=0.5"], in: temporary)
        let poses = result.stepHistory.filter { $0.identifier.hasPrefix("tremor.") }
        #expect(poses.map(\.identifier) == ["handInLap", "handAtShoulderLength", "handAtShoulderLengthWithElbowBent",
                                            "handToNose", "handQueenWave"].map { "tremor.\($0).right" })
        for pose in poses {
            try expectChunks(of: pose, [.accelerometer, .gyroscope], in: output)
        }
    }
}
