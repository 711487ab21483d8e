import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// A run stopped by a signal saves what it has (`saved`, every chunk closed and listed) and
/// `run --resume` continues it at the step it stopped on into one complete `taskResult.json`.
@Suite(.timeLimit(.minutes(1))) struct SaveResumeTests {
    private static let replay = ProjectPaths.fixture("replay").path
    private static let walkSettings = ["--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1"]

    @Test func aSurveyStoppedBySIGTERMIsSavedAndResumesAtTheQuestionItWasOn() async throws {
        let temporary = try TemporaryDirectory(prefix: "resume-survey")
        let output = temporary.url.appendingPathComponent("out")
        let task = ProjectPaths.fixture("tasks/survey.json").path
        // The participant answers the first two steps, then the program is stopped at the third.
        let fifo = temporary.url.appendingPathComponent("input").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let keyboard = open(fifo, O_RDWR)
        defer { close(keyboard) }
        _ = "\n40\n".withCString { write(keyboard, $0, strlen($0)) }
        let child = try ActivetaskBinary.start(["run", task, "--output", output.path],
                                               wrapper: ["sh", "-c", "exec \"$0\" \"$@\" < '\(fifo)'"], logDirectory: temporary.url)
        await waitUntil(timeout: 20) { child.stdout.contains("[3/") }
        child.send(SIGTERM)
        #expect(await child.exitStatus(timeout: 20) == 143)
        #expect(child.stderr.contains("SIGTERM: the run was saved in \(output.path)/taskResult.json; continue it with "
                                      + "`\(ActivetaskBinary.url.path) run \(task) --resume \(output.path)`"), "\(child.stderr)")
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved)
        #expect(saved.stepHistory.map(\.identifier) == ["intro", "age"])
        #expect(saved.resumePath?.last == "smoker")

        // The printed command, pasted (with the rest of the answers from a file), continues the run.
        let printed = try #require(child.stderr.split(separator: "`").dropFirst().first.map(String.init))
        let resumed = try await ActivetaskBinary.shell(printed + " --answers " + ProjectPaths.fixture("tasks/answers/survey-smoker.json").path)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        #expect(result.taskRunUUID == saved.taskRunUUID)
        #expect(result.stepHistory.map(\.identifier)
                == ["intro", "age", "smoker", "cigarettes", "activity", "why", "mood", "confirm", "done"])
        #expect(result.latestAnswer("age") == .integer(40))
        #expect(result.resumePath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["taskResult.json"])
    }

    @Test func aFormStoppedBySIGTERMPartWayResumesAtItsFirstUnansweredItemKeepingTheAnswersGiven() async throws {
        let temporary = try TemporaryDirectory(prefix: "resume-form")
        let output = temporary.url.appendingPathComponent("out")
        // PHQ-9's instruction, then four of its ten items answered "Several days" (2); the fifth is on screen.
        let fifo = temporary.url.appendingPathComponent("input").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let keyboard = open(fifo, O_RDWR)
        defer { close(keyboard) }
        _ = "\n2\n2\n2\n2\n".withCString { write(keyboard, $0, strlen($0)) }
        let child = try ActivetaskBinary.start(["run", "phq9", "--output", output.path],
                                               wrapper: ["sh", "-c", "exec \"$0\" \"$@\" < '\(fifo)'"], logDirectory: temporary.url)
        await waitUntil(timeout: 20) { child.stdout.contains("Poor appetite or overeating") }
        child.send(SIGTERM)
        #expect(await child.exitStatus(timeout: 20) == 143)
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved && saved.resumePath?.last == "phq9")
        #expect(saved.resumeAnswers?.map(\.identifier) == ["q1", "q2", "q3", "q4"], "\(String(describing: saved.resumeAnswers))")

        // Resumed, the form asks the fifth item first and the answers given before are kept.
        let resumed = try await ActivetaskBinary.run(["run", "phq9", "--resume", output.path], input: "3\n3\n3\n3\n3\n3\n\n\n")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(!resumed.stdout.contains("Little interest or pleasure") && resumed.stdout.contains("Poor appetite or overeating"),
                "\(resumed.stdout)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed && result.resumeAnswers == nil)
        let given = saved.resumeAnswers?.map(\.value) ?? []
        #expect(given.count == 4 && ["q1", "q2", "q3", "q4"].map { result.latestAnswer($0) } == given.map(Optional.some))
        #expect(["q5", "q9", "difficulty"].allSatisfy { result.latestAnswer($0) != nil && result.latestAnswer($0) != given.first })
    }

    @Test func aShortWalkStoppedBySIGINTDuringALegResumesThatLegIntoVisit2AndListsEveryChunk() async throws {
        let temporary = try TemporaryDirectory(prefix: "resume-walk")
        let output = temporary.url.appendingPathComponent("out")
        // At the replay's own pace a leg of 12 steps takes about 6 s: the signal comes half a second into it.
        let child = try ActivetaskBinary.start(["run", "shortWalk", "--auto", "--replay", Self.replay, "--output", output.path]
                                               + Self.walkSettings, logDirectory: temporary.url)
        let leg = output.appendingPathComponent("walking.outbound")
        // The signal comes once each of the leg's two chunks holds 50 samples (its header and 50 lines).
        await waitUntil(timeout: 20) {
            let chunks = (try? FileManager.default.contentsOfDirectory(at: leg, includingPropertiesForKeys: nil)) ?? []
            return chunks.count == 2 && chunks.allSatisfy {
                ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").split(separator: "\n").count > 51
            }
        }
        child.send(SIGINT)
        #expect(await child.exitStatus(timeout: 20) == 130)
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved)
        #expect(saved.stepHistory.map(\.identifier) == ["instruction", "instruction1", "countdown"])
        #expect(saved.resumePath?.last == "walking.outbound")
        // The interrupted leg's chunks are closed and listed; a second of 100 Hz replay is in them.
        let interrupted = saved.asyncResults.files
        #expect(Set(interrupted.map(\.relativePath)) == ["walking.outbound/walking.outbound.accelerometer-000001.jsonl",
                                                         "walking.outbound/walking.outbound.gyroscope-000001.jsonl"])
        #expect(interrupted.allSatisfy { $0.sampleCount >= 50 })
        try await expectListedFilesHoldWhatTheySay(saved, in: output)

        // Other parameters than the run started with are another run: refused, naming the difference.
        let different = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", Self.replay, "--pace", "fast",
                                                        "--resume", output.path, "--set", "numberOfStepsPerLeg=100", "--set", "restDuration=1"])
        #expect(different.status == 1)
        #expect(different.stderr.contains("cannot be resumed by a different run: numberOfStepsPerLeg was 12 when the run started, 100 now"),
                "\(different.stderr)")
        #expect(try TaskResult.read(in: output) == saved)
        let resumed = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", Self.replay, "--pace", "fast",
                                                "--resume", output.path] + Self.walkSettings)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        #expect(result.stepHistory.map(\.identifier)
                == ["instruction", "instruction1", "countdown", "walking.outbound", "walking.return", "walking.rest", "conclusion"])
        #expect(result.step("walking.outbound")?.results.files.map(\.relativePath).sorted()
                == ["walking.outbound/visit-2/walking.outbound.accelerometer-000001.jsonl",
                    "walking.outbound/visit-2/walking.outbound.gyroscope-000001.jsonl"])
        #expect(result.asyncResults.files == interrupted)
        try await expectListedFilesHoldWhatTheySay(result, in: output)
    }
}
