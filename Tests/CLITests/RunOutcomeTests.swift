import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// What `activetask run` reports is what happened on disk: a required recorder that cannot write
/// fails the run, a folder holding a result is never written over, and a link or file planted
/// under a step's name is an error, never a redirect out of the output folder (a folder replaced
/// by a link between two steps: `StepFolderSafetyTests`).
@Suite(.timeLimit(.minutes(1))) struct RunOutcomeTests {
    private static let replay = ProjectPaths.fixture("replay").path
    private static let walk = ["run", "shortWalk", "--auto", "--replay", replay, "--pace", "fast",
                               "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1"]

    @Test func aRequiredRecorderThatCannotCreateItsStepFolderFailsTheRunAndNamesRecorderDeviceAndFolder() async throws {
        let temporary = try TemporaryDirectory(prefix: "outcome-file")
        // Planted while the countdown runs: a folder holding anything is refused before the run starts.
        let run = try await Self.run(into: temporary.url) {
            try Data("in the way".utf8).write(to: temporary.url.appendingPathComponent("walking.outbound"))
        }
        #expect(run.status == 1)
        #expect(!run.stdout.contains("wrote "))
        #expect(run.stderr.contains("shortWalk: the run failed: recorder \"walking.outbound.accelerometer\" on \(Self.replay): "
                                    + "output folder \(temporary.url.path)/walking.outbound cannot be used: something is already there"),
                "\(run.stderr)")
        let result = try TaskResult.read(in: temporary.url)
        #expect(result.status == .failed)
        #expect(result.error?.identifier == "walking.outbound.accelerometer")
        #expect(result.error?.errnoName == "EEXIST")
        // The run stopped at the step: nothing after it ran, and the planted file is untouched.
        #expect(result.stepHistory.map(\.identifier) == ["instruction", "instruction1", "countdown"])
        #expect(try String(contentsOf: temporary.url.appendingPathComponent("walking.outbound"), encoding: .utf8) == "in the way")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted() == ["taskResult.json", "walking.outbound"])
    }

    @Test func aConsentReviewThatNoAnswerSignsIsRefusedBeforeAnythingIsShownOrMade() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-unsigned")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "consent", "--auto", "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "no screen is shown: \(run.stdout)")
        #expect(run.stderr.contains("consent: step \"") && run.stderr.contains("is a consent review, which a run without prompts cannot sign"),
                "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "no output folder is left behind")
    }

    @Test func aFolderHoldingOtherFilesIsRefusedBeforeTheFirstScreenAndLeftAsItWas() async throws {
        let temporary = try TemporaryDirectory(prefix: "outcome-other")
        try Data("notes".utf8).write(to: temporary.url.appendingPathComponent("notes.txt"))
        // Silent: on a machine without a sound card the speech warning would come first.
        let run = try await ActivetaskBinary.run(Self.walk + ["--speech", "off", "--output", temporary.url.path])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "the participant saw a screen: \(run.stdout)")
        #expect(run.stderr == "\(temporary.url.path): \(temporary.url.path) is not empty (it holds notes.txt) and a run never mixes "
                + "its files with others; choose a new or empty --output\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted() == ["notes.txt"])
    }

    /// Runs the walk into `output`, calling `plant` once the run has begun (its checkpoint is
    /// written) and is counting down.
    private static func run(into output: URL, planting plant: () throws -> Void) async throws -> RunOutput {
        let log = try TemporaryDirectory(prefix: "outcome-log")
        let child = try ActivetaskBinary.start(walk + ["--output", output.path], logDirectory: log.url)
        await waitUntil(timeout: 20) { FileManager.default.fileExists(atPath: output.appendingPathComponent(".taskResult.checkpoint.json").path) }
        try plant()
        return RunOutput(status: await child.exitStatus(timeout: 40), stdout: child.stdout, stderr: child.stderr)
    }

    @Test func aRequiredRecorderWhoseDiskFillsDuringItsStepFailsTheRunAndEveryListedChunkHoldsWhatItsCountsSay() async throws {
        guard ActivetaskBinary.url.path.contains("/debug/") else { return }
        let temporary = try TemporaryDirectory(prefix: "outcome-enospc")
        let run = try await ActivetaskBinary.run(Self.walk + ["--output", temporary.url.path],
                                           environment: ["ACTIVETASK_FAULTS": "write:ENOSPC:2+@walking.return.accelerometer-"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("the run failed: chunk \(temporary.url.path)/walking.return/walking.return.accelerometer-000001.jsonl: "
                                    + "write failed: No space left on device"), "\(run.stderr)")
        let result = try TaskResult.read(in: temporary.url)
        #expect(result.status == .failed)
        #expect(result.error?.errnoName == "ENOSPC")
        #expect(result.stepHistory.last?.identifier == "walking.return")
        let listed = result.stepHistory.flatMap(\.results.files) + result.asyncResults.files
        #expect(listed.contains { $0.relativePath.hasPrefix("walking.return/walking.return.accelerometer-") })
        try await expectListedFilesHoldWhatTheySay(result, in: temporary.url)
    }

    @Test func aSecondRunIntoAFolderHoldingAResultIsRefusedAndTheFirstResultIsKept() async throws {
        let temporary = try TemporaryDirectory(prefix: "outcome-twice")
        let answers = ProjectPaths.fixture("tasks/answers/survey-smoker.json").path
        let task = ProjectPaths.fixture("tasks/survey.json").path
        let first = try await ActivetaskBinary.run(["run", task, "--answers", answers, "--output", temporary.url.path])
        #expect(first.status == 0, "\(first.stderr)")
        let written = try Data(contentsOf: temporary.url.appendingPathComponent("taskResult.json"))
        let second = try await ActivetaskBinary.run(["run", task, "--answers", answers, "--output", temporary.url.path])
        #expect(second.status == 1)
        #expect(second.stderr == "\(temporary.url.path): \(temporary.url.path)/taskResult.json already holds a task result, which is never "
                + "overwritten; choose another --output, or give --resume to continue a saved run\n")
        #expect(try Data(contentsOf: temporary.url.appendingPathComponent("taskResult.json")) == written)
    }

    @Test func aSymbolicLinkPlantedUnderAStepsNameIsNeverFollowed() async throws {
        let temporary = try TemporaryDirectory(prefix: "outcome-link")
        let output = temporary.url.appendingPathComponent("out")
        let elsewhere = temporary.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        let run = try await Self.run(into: output) {
            try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("walking.return"), withDestinationURL: elsewhere)
        }
        #expect(run.status == 1)
        #expect(run.stderr.contains("walking.return cannot be used: something is already there"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        let result = try TaskResult.read(in: output)
        #expect(result.status == .failed)
        #expect(result.step("walking.outbound")?.results.files.count == 2)
        try await expectListedFilesHoldWhatTheySay(result, in: output)
    }
}
