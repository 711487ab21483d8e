import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// Every predefined task (but timedWalk) end to end headless on emulated devices: the built
/// `activetask run NAME --auto` under `umockdev-run` (the bmi160 IMU of `fixtures/iio` through
/// the real libiio, the touchscreen of `fixtures/evdev` through the real libevdev) and against a
/// gpsd that `gpsfake` feeds. Expectations come from `fixtures/iio/generate.py` and
/// `fixtures/evdev/tasks.py`.
///
/// umockdev plays a script (and an evemu file) on a clock that starts with `umockdev-run`, and a
/// node opened again continues where the last reader stopped: the steps of one task share one
/// stream, and a step opening the node gets what came due before at once.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PredefinedDeviceTests {
    /// `fixtures/iio/bmi160-walk.expected.json`.
    struct Walk: Decodable {
        var firstUptime: Double
        var stepPeakUptimes: [Double]
    }

    /// `fixtures/evdev/tapping*.expected.json`: the taps in the result, and how many touch
    /// samples (a began and an ended per tap) the recording holds.
    struct Tapping: Decodable {
        var touchSamples: Int
        var samples: [TappingSample]
    }

    /// `fixtures/evdev/memory.expected.json`: play.py's game records.
    struct Memory: Decodable {
        var games: [SpatialSpanGameRecord]
    }

    private static let imuFlags = ["--accelerometer", "bmi160", "--gyroscope", "bmi160"]
    private static let touchFlags = ["--touch", "/dev/input/event7"]

    /// `umockdev-run` arguments for the bmi160 IMU playing `script` (every channel, or accel only).
    private static func imu(_ script: String) -> [String] {
        ["-d", ProjectPaths.fixture("iio/bmi160.umockdev").path,
         "-s", "/dev/iio:device1=" + ProjectPaths.fixture("iio/\(script)").path]
    }

    /// `umockdev-run` arguments for the touchscreen at /dev/input/event7 replaying `events`.
    private static func touchscreen(_ events: String) -> [String] {
        let node = "/dev/input/event7"
        return ["-d", ProjectPaths.fixture("evdev/touchscreen.umockdev").path,
                "-i", "\(node)=\(ProjectPaths.fixture("evdev/touchscreen.ioctl").path)",
                "-e", "\(node)=\(ProjectPaths.fixture("evdev/\(events)").path)"]
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ fixture: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: ProjectPaths.fixture(fixture)))
    }

    /// Runs `activetask run TASK --auto --speech off` under umockdev and reads its taskResult.json.
    /// Silent: umockdev's preload aborts (`fd_map_add(): overflow`) when espeak-ng and ALSA open
    /// their files beside a replayed IIO script; speech is tested in RunSpeechTests.
    private static func run(_ task: String, _ arguments: [String], umockdev: [String], into output: URL) async throws -> (RunOutput, TaskResult?) {
        let run = try await ActivetaskBinary.run(["run", task, "--auto", "--speech", "off", "--output", output.path] + arguments,
                                           wrapper: ["umockdev-run"] + umockdev + ["--"], timeout: 55)
        let url = output.appendingPathComponent("taskResult.json")
        guard run.status == 0, FileManager.default.fileExists(atPath: url.path) else { return (run, nil) }
        return (run, try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: url)))
    }

    /// Runs `task` with the walk on the IMU (accelerometer only unless `gyroscope`) and a gpsd
    /// that gpsfake feeds `fixtures/gps/walk.nmea`, stopping that gpsd afterwards, and returns its result.
    private static func runWithGpsd(_ task: String, _ settings: [String], gyroscope: Bool = false) async throws -> TaskResult {
        let output = try TemporaryDirectory(prefix: "predefined-\(task)")
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/walk.nmea"), logDirectory: output.url)
        defer { gpsd.stop() }
        let (finished, loaded) = try await run(task, settings + (gyroscope ? imuFlags : ["--accelerometer", "bmi160"]) + ["--location", gpsd.endpoint],
                                    umockdev: imu(gyroscope ? "bmi160-walk.script" : "bmi160-walk-accel.script"),
                                    into: output.url.appendingPathComponent("out"))
        return try #require(loaded, "status \(String(describing: finished.status)): \(finished.stderr)")
    }

    /// The motion samples of `sensor` in `chunks`, in order.
    private static func motion(_ chunks: [FileResult], _ sensor: SensorType, in output: URL) throws -> [MotionSample] {
        var samples: [MotionSample] = []
        let urls = chunks.filter { $0.sensorTypes.contains(sensor) }.map { output.appendingPathComponent($0.relativePath) }
        try ChunkReader.forEachSample(inChunks: urls) {
            if case .motion(let sample) = $0, sample.sensorType == sensor { samples.append(sample) }
        }
        return samples
    }

    /// Expects each of `steps` in `result` to list a file result with samples for each of `sensors`.
    private static func expectFiles(_ result: TaskResult, _ steps: [String], _ sensors: Set<SensorType>) {
        for identifier in steps {
            guard let step = result.stepHistory.first(where: { $0.identifier == identifier }) else {
                Issue.record("no \(identifier) in \(result.stepHistory.map(\.identifier))")
                continue
            }
            let chunks = step.results.files
            for sensor in sensors {
                let count = chunks.filter { $0.sensorTypes.contains(sensor) }.map(\.sampleCount).reduce(0, +)
                #expect(count > 0, "\(identifier): no \(sensor) samples in \(chunks)")
            }
        }
    }

    @Test func shortWalkLegsEndAtTheirCountedStepsWhileEachLegContinuesTheImuStream() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-shortwalk")
        let (run, loaded) = try await Self.run("shortWalk", ["--set", "restDuration=2"] + Self.imuFlags,
                                         umockdev: Self.imu("bmi160-walk.script"), into: output.url)
        let result = try #require(loaded, "status \(String(describing: run.status)): \(run.stderr)")
        let walk = try Self.decode(Walk.self, "iio/bmi160-walk.expected.json")
        Self.expectFiles(result, ["walking.outbound", "walking.return", "walking.rest"], [.accelerometer, .gyroscope])
        var previousLast: Double?
        for leg in ["walking.outbound", "walking.return", "walking.rest"] {
            let step = try #require(result.stepHistory.first { $0.identifier == leg })
            let uptimes = try Self.motion(step.results.files, .accelerometer, in: output.url).map(\.uptime)
            let first = try #require(uptimes.first), last = try #require(uptimes.last)
            if let previousLast {
                // Opened anew, the IMU continues the script: nothing replayed, nothing skipped but a read in flight.
                #expect(first > previousLast && first - previousLast < 0.5, "\(leg) begins at \(first), the last leg ended at \(previousLast)")
            } else {
                // The first opener gets the script from its beginning (what came due during the countdown).
                #expect(abs(first - walk.firstUptime) < 1e-6, "\(leg) begins at \(first)")
            }
            previousLast = last
            guard leg != "walking.rest" else { continue }
            // The leg holds 20 of the walk's steps and ended soon after the 20th: counted, not timed out.
            let peaks = walk.stepPeakUptimes.filter { $0 >= first && $0 <= last }
            #expect(peaks.count >= 20, "\(leg) holds \(peaks.count) steps between \(first) and \(last)")
            if peaks.count >= 20 {
                #expect(last - peaks[19] < 1.5, "\(leg) ran \(last - peaks[19]) s past its 20th step")
            }
            #expect(step.endDate.timeIntervalSince(step.startDate) < 25, "\(leg) reached its 30 s fallback")
        }
        #expect(run.stdout.components(separatedBy: "counted 20 steps").count == 3, "\(run.stdout)")
    }

    @Test func twoFingerTappingTakesTheTouchscreensTapsOnTheTargetsWithTheImuRecording() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-tapping")
        let (run, loaded) = try await Self.run("twoFingerTapping",
                                         ["--set", "handOptions=right", "--set", "duration=5", "--accelerometer", "bmi160"] + Self.touchFlags,
                                         umockdev: Self.imu("bmi160-walk-accel.script") + Self.touchscreen("tapping.evemu"),
                                         into: output.url)
        let result = try #require(loaded, "status \(String(describing: run.status)): \(run.stderr)")
        #expect(!result.stepHistory.contains { $0.identifier == "tapping.left" })
        let step = try #require(result.stepHistory.first { $0.identifier == "tapping.right" })
        let tapping = try #require(step.results.compactMap { if let tapping = $0.typed(as: TappingResult.self) { return tapping } else { return nil } }.first)
        let expected = try Self.decode(Tapping.self, "evdev/tapping.expected.json").samples
        #expect(tapping.hand == "right")
        #expect(tapping.samples.map(\.buttonIdentifier) == expected.map(\.buttonIdentifier))
        #expect(tapping.samples.count == expected.count)
        for (sample, want) in zip(tapping.samples, expected) {
            #expect(abs(sample.timestamp - want.timestamp) < 1e-3 && abs(sample.duration - want.duration) < 1e-3,
                    "tap at \(sample.timestamp) s held \(sample.duration) s, expected \(want.timestamp) s held \(want.duration) s")
            #expect(abs(sample.location.x - want.location.x) < 1e-9 && abs(sample.location.y - want.location.y) < 1e-9)
        }
        Self.expectFiles(result, ["tapping.right"], [.accelerometer, .touch])
    }

    @Test func aTouchscreenVanishingMidTappingKeepsItsTapsAndTheStepRunsItsDuration() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-unplug")
        let logs = try TemporaryDirectory(prefix: "predefined-unplug-logs")
        defer { withExtendedLifetime(logs) {} }
        let node = "/dev/input/event7"
        let evdev = ProjectPaths.fixture("evdev")
        // unplug.py emulates the touchscreen like umockdev-run and takes it away on SIGUSR1; the
        // accelerometer (required) comes from the replay folder.
        let wrapper = ["/usr/bin/python3", evdev.appendingPathComponent("unplug.py").path,
                       evdev.appendingPathComponent("touchscreen.umockdev").path, node,
                       evdev.appendingPathComponent("touchscreen.ioctl").path,
                       evdev.appendingPathComponent("tapping-unplug.evemu").path, "--"]
        let run = try ActivetaskBinary.start(["run", "twoFingerTapping", "--auto", "--set", "handOptions=right", "--set", "duration=5",
                                              "--touch", node, "--replay", ProjectPaths.fixture("replay").path,
                                              "--output", output.url.path], wrapper: wrapper, logDirectory: logs.url)
        let expected = try Self.decode(Tapping.self, "evdev/tapping-unplug.expected.json")
        // Unplug once every touch of the recording is on disk; the step, 5 s from its first tap, still runs.
        let folder = output.url.appendingPathComponent("tapping.right")
        var recorded = 0
        await waitUntil(timeout: 20) {
            recorded = 0
            let urls = (try? ChunkReader.chunkURLs(in: folder, recorderIdentifier: "tapping.right.touch")) ?? []
            _ = try? ChunkReader.forEachSample(inChunks: urls) { if case .touch = $0 { recorded += 1 } }
            return !run.isRunning || recorded >= expected.touchSamples
        }
        #expect(recorded == expected.touchSamples, "\(recorded) touch samples on disk before the unplug")
        run.send(SIGUSR1)
        #expect(await run.exitStatus(timeout: 30) == 0, "\(run.stderr)")
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self,
                                                         from: Data(contentsOf: output.url.appendingPathComponent("taskResult.json")))
        let step = try #require(result.stepHistory.first { $0.identifier == "tapping.right" })
        let tapping = try #require(step.results.compactMap { if let tapping = $0.typed(as: TappingResult.self) { return tapping } else { return nil } }.first)
        #expect(tapping.samples.map(\.buttonIdentifier) == expected.samples.map(\.buttonIdentifier))
        #expect(zip(tapping.samples, expected.samples).allSatisfy { abs($0.timestamp - $1.timestamp) < 1e-3 })
        let lost = step.results.compactMap { if case .error(let error) = $0 { return error } else { return nil } }
        #expect(lost.map(\.kind) == ["deviceLost"] && lost.first?.identifier == "tapping.right.touch", "\(lost)")
        // The taps began 1.3 s into the step; it ended 5 s after the first, not when the device went.
        #expect(step.endDate.timeIntervalSince(step.startDate) > 5, "\(step.endDate.timeIntervalSince(step.startDate)) s")
        Self.expectFiles(result, ["tapping.right"], [.accelerometer, .touch])
    }

    /// `fixtures/iio/bmi160-chair.expected.json`.
    struct Chair: Decodable {
        var cycleSeconds: Double
        var sixtyDegreeUptimes: [Double]
    }

    /// The chair stand on the bmi160 through libiio: the step's chunk starts where the script
    /// does (what came due during the countdown comes at once) and its stands are the scripted
    /// rises whose tilt passed 60° within it; steps.py, reading the same chunk, agrees.
    @Test func sitToStandCountsTheScriptedStandsTheImuDelivered() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-sittostand")
        let out = output.url.appendingPathComponent("out")
        let (run, loaded) = try await Self.run("sitToStand", ["--set", "duration=10", "--accelerometer", "bmi160"],
                                               umockdev: Self.imu("bmi160-chair-accel.script"), into: out)
        let result = try #require(loaded, "status \(String(describing: run.status)): \(run.stderr)")
        let chair = try Self.decode(Chair.self, "iio/bmi160-chair.expected.json")
        let step = try #require(result.step("sitToStand"))
        let uptimes = try Self.motion(step.results.files, .accelerometer, in: out).map(\.uptime)
        let last = try #require(uptimes.last)
        let analysis = try await ActivetaskBinary.run(["analyze", out.path])
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        let summary = try report.summary("sitToStand")
        let repetitions = try #require(summary["repetitions"] as? Int, "\(summary)")
        // A stand is counted once the filtered tilt passes 60°: up to 0.3 s after the raw tilt does.
        let surely = chair.sixtyDegreeUptimes.filter { $0 <= last - 0.3 }.count
        let possibly = chair.sixtyDegreeUptimes.filter { $0 <= last + 0.3 }.count
        #expect(repetitions >= surely && repetitions <= possibly && surely >= 3, "\(repetitions) stands up to \(last): \(summary)")
        let cycle = try #require((summary["meanCycleSeconds"] as? NSNumber)?.doubleValue)
        #expect(abs(cycle - chair.cycleSeconds) < 0.015, "\(summary)")
        try await report.expectStepsReference(for: out)
    }

    @Test func spatialSpanMemoryPlaysItsGamesOnTheTouchscreensTouches() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-memory")
        let (run, loaded) = try await Self.run("spatialSpanMemory",
                                         ["--set", "seed=7", "--set", "playSpeed=0.5", "--set", "maximumTests=3"] + Self.touchFlags,
                                         umockdev: Self.touchscreen("memory.evemu"), into: output.url)
        let result = try #require(loaded, "status \(String(describing: run.status)): \(run.stderr)")
        let step = try #require(result.stepHistory.first { $0.identifier == "cognitive.memory.spatialspan" })
        let memory = try #require(step.results.compactMap { item -> SpatialSpanMemoryResult? in
            if let memory = item.typed(as: SpatialSpanMemoryResult.self) { return memory } else { return nil }
        }.first)
        let games = try Self.decode(Memory.self, "evdev/memory.expected.json").games
        #expect(memory.gameRecords.count == games.count)
        #expect(memory.numberOfGames == 3 && memory.numberOfFailures == 1)
        #expect(memory.score == games.map(\.score).reduce(0, +))
        for (index, (game, want)) in zip(memory.gameRecords, games).enumerated() {
            #expect(game.seed == want.seed && game.sequence == want.sequence && game.gameSize == want.gameSize)
            #expect(game.gameStatus == want.gameStatus && game.score == want.score, "game \(index): \(game.gameStatus) \(game.score)")
            #expect(game.touchSamples.map(\.targetIndex) == want.touchSamples.map(\.targetIndex))
            #expect(game.touchSamples.map(\.correct) == want.touchSamples.map(\.correct))
            // The first game is timed from the step's start, which the touch recorder's opening
            // follows by a moment; later games from the touch that ended the one before.
            let tolerance = index == 0 ? 0.1 : 0.01
            for (touch, wanted) in zip(game.touchSamples, want.touchSamples) {
                #expect(abs(touch.timestamp - wanted.timestamp) < tolerance, "game \(index): touch at \(touch.timestamp), expected \(wanted.timestamp)")
                #expect(abs(touch.location.x - wanted.location.x) < 1e-9 && abs(touch.location.y - wanted.location.y) < 1e-9)
            }
        }
        Self.expectFiles(result, ["cognitive.memory.spatialspan"], [.touch])
    }

    @Test func fitnessCheckRecordsTheImuAndGpsdIntoEachStep() async throws {
        let result = try await Self.runWithGpsd("fitnessCheck", ["--set", "walkDuration=3", "--set", "restDuration=2"])
        Self.expectFiles(result, ["fitness.walk"], [.accelerometer, .location])
        Self.expectFiles(result, ["fitness.rest"], [.accelerometer])
    }

    @Test func timedWalkTrialsEndAtTheirDistanceOnGpsdWithTheImuRecording() async throws {
        let result = try await Self.runWithGpsd("timedWalk", ["--set", "distanceInMeters=10", "--set", "timeLimit=30",
                                                        "--set", "turnAroundTimeLimit=2", "--set", "includeAssistiveDeviceForm=false"],
                                          gyroscope: true)
        Self.expectFiles(result, ["timed.walk.trial1", "timed.walk.trial2"], [.accelerometer, .gyroscope])
        for trial in ["timed.walk.trial1", "timed.walk.trial2"] {
            let step = try #require(result.stepHistory.first { $0.identifier == trial })
            let walks = step.results.compactMap { if let walk = $0.typed(as: TimedWalkResult.self) { walk } else { nil } }
            let walk = try #require(walks.first, "\(trial): \(step.results)")
            // walk.nmea walks 1.4 m per epoch in a straight line: 10 m are measured from the 13th fix
            // on (fixtures/replay-timedwalk/generate.py works the rule through), long before 30 s.
            #expect(walk.distanceWalked >= 10 && walk.locationFixCount >= 13, "\(trial): \(walk)")
            #expect(walk.duration < 30, "\(trial): \(walk)")
        }
        #expect(result.asyncResults.files.contains { $0.sensorTypes == [.location] && $0.sampleCount > 0 }, "\(result.asyncResults)")
    }

    @Test func sixMinuteWalkRecordsTheImuAndGpsdAndSkipsItsUnansweredQuestions() async throws {
        let result = try await Self.runWithGpsd("sixMinuteWalk", ["--set", "walkDuration=3"])
        Self.expectFiles(result, ["6mwt"], [.accelerometer, .location])
        let questions = try #require(result.stepHistory.first { $0.identifier == "followUpQuestion0" })
        #expect(questions.answers.isEmpty)
        #expect(result.stepHistory.last?.identifier == "conclusion")
    }

    @Test func tremorRecordsAccelerometerAndGyroscopeInEveryPosition() async throws {
        let output = try TemporaryDirectory(prefix: "predefined-tremor")
        let (run, loaded) = try await Self.run("tremor",
                                         ["--set", "activeStepDuration=1", "--set", "handOptions=right"] + Self.imuFlags,
                                         umockdev: Self.imu("bmi160-walk.script"), into: output.url)
        let result = try #require(loaded, "status \(String(describing: run.status)): \(run.stderr)")
        let poses = ["handInLap", "handAtShoulderLength", "handAtShoulderLengthWithElbowBent", "handToNose", "handQueenWave"]
        Self.expectFiles(result, poses.map { "tremor.\($0).right" }, [.accelerometer, .gyroscope])
        #expect(!result.stepHistory.contains { $0.identifier.hasSuffix(".left") })
    }
}
