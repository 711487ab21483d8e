import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// A run's data is never lost, mixed, overwritten or made up: the built binary against two runs
/// into one folder, exports into taken outputs, identifiers longer than a file name, and a disk
/// whose folder fsync fails. (A run killed at random moments and resumed: `CrashTests`; a resume
/// with other parameters: `SaveResumeTests`; a consent signed twice: `ConsentCommandTests`.)
@Suite(.timeLimit(.minutes(1))) struct FieldIntegrityTests {
    private static let replay = ProjectPaths.fixture("replay").path
    private static let walk = ProjectPaths.fixture("tasks/walk.json").path
    private static let answers = ProjectPaths.fixture("tasks/answers/walk.json").path

    @Test func twoRunsIntoOneFolderLeaveOneCompleteResultAndOneRefusalNamingTheFirst() async throws {
        let temporary = try TemporaryDirectory(prefix: "integrity-two")
        let output = temporary.url.appendingPathComponent("same")
        let arguments = ["run", Self.walk, "--replay", Self.replay, "--answers", Self.answers, "--output", output.path]
        let logs = try TemporaryDirectory(prefix: "integrity-two-log")
        defer { withExtendedLifetime(logs) {} }
        let first = try ActivetaskBinary.start(arguments, logDirectory: logs.url)
        await waitUntil(timeout: 20) { FileManager.default.fileExists(atPath: output.appendingPathComponent(".taskResult.checkpoint.json").path) }
        let second = try await ActivetaskBinary.run(arguments)
        #expect(second.status == 1)
        #expect(second.stdout.isEmpty, "the second participant saw a screen: \(second.stdout)")
        #expect(second.stderr == "\(output.path): \(output.path) is in use by another run (process \(first.pid)); "
                + "wait for it to end or choose another --output\n")
        #expect(await first.exitStatus(timeout: 40) == 0, "\(first.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        #expect(result.step("walk")?.results.files.map(\.relativePath) == ["walk/walkMotion-000001.jsonl"])
        try await expectListedFilesHoldWhatTheySay(result, in: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["taskResult.json", "walk"])
    }

    @Test func exportsRefuseATakenOutputUnlessForcedAndSayWhenTheRunIsIncomplete() async throws {
        let temporary = try TemporaryDirectory(prefix: "integrity-export")
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", Self.walk, "--replay", Self.replay, "--answers", Self.answers, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let csv = temporary.url.appendingPathComponent("csv")
        try FileManager.default.createDirectory(at: csv, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: csv.appendingPathComponent("answers.csv"))
        let refused = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csv.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "\(csv.path) already holds files (answers.csv), which an export never mixes with its own; "
                + "choose a new or empty --output, or give --force to replace the files of the same names\n")
        #expect(try String(contentsOf: csv.appendingPathComponent("answers.csv"), encoding: .utf8) == "mine")
        let forced = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csv.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: csv.appendingPathComponent("answers.csv"), encoding: .utf8).hasPrefix("task,taskRunUUID,"))

        let zip = temporary.url.appendingPathComponent("run.zip")
        try Data("an earlier archive".utf8).write(to: zip)
        for (flags, status) in [([String](), Int32(1)), (["--force"], Int32(0))] {
            let archive = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", zip.path] + flags)
            #expect(archive.status == status, "\(archive.stderr)")
        }
        #expect(try Data(contentsOf: zip).prefix(2) == Data("PK".utf8))

        // A saved run's export says so, on stderr and in its metadata.
        var saved = try TaskResult.read(in: output)
        saved.status = .saved
        try TaskResult.makeEncoder().encode(saved).write(to: output.appendingPathComponent("taskResult.json"))
        let steps = temporary.url.appendingPathComponent("saved-csv")
        let partial = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", steps.path])
        #expect(partial.status == 0, "\(partial.stderr)")
        #expect(partial.stderr.contains("warning: \(output.path) holds a saved run, not a completed one"), "\(partial.stderr)")
        let rows = try String(contentsOf: steps.appendingPathComponent("steps.csv"), encoding: .utf8).split(separator: "\r\n")
        #expect(rows.first == "task,taskRunUUID,participant,visit,site,device,taskStatus,step,type,start,end,skipped,isPrevious")
        #expect(rows.dropFirst().allSatisfy { $0.contains(",\(saved.csvRunCells),saved,") })
    }

    @Test func aStepIdentifierLongerThanAFileNameKeepsEverySensorOfEveryRecorderApart() async throws {
        let temporary = try TemporaryDirectory(prefix: "integrity-long")
        let step = "walk." + String(repeating: "outbound", count: 15)
        let task = temporary.url.appendingPathComponent("long.json")
        try Data("""
            {"identifier": "long", "steps": [
              {"type": "active", "identifier": "\(step)", "duration": 1, "shouldStartAutomatically": true, "shouldContinueOnFinish": true,
               "recorders": [{"identifier": "\(step).accelerometer", "type": "accelerometer", "frequency": 100},
                             {"identifier": "\(step).gyroscope", "type": "gyroscope", "frequency": 100}]}]}
            """.utf8).write(to: task)
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", task.path, "--auto", "--replay", Self.replay, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        let files = try #require(result.step(step)?.results.files)
        #expect(Set(files.map(\.sensorTypes)) == [[.accelerometer], [.gyroscope]])
        #expect(Set(files.map(\.relativePath)).count == 2, "\(files.map(\.relativePath))")
        #expect(files.allSatisfy { $0.relativePath.split(separator: "/").allSatisfy { $0.count <= SafeFileName.maximumLength + "-000001.jsonl".count } }, "\(files.map(\.relativePath))")
        try await expectListedFilesHoldWhatTheySay(result, in: output)
        // What was run is recorded: the tool, the task file's SHA-256 and each recorder's device.
        let provenance = try #require(result.provenance)
        #expect(provenance.taskSHA256 == (try await sha256sum(task)))
        #expect(!provenance.toolVersion.isEmpty)
        #expect(provenance.devices["\(step)/\(step).gyroscope"] == "replay:\(Self.replay) (command line)")

        let csv = temporary.url.appendingPathComponent("csv")
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csv.path])
        #expect(export.status == 0, "\(export.stderr)")
        for sensor in ["accelerometer", "gyroscope"] {
            let name = SafeFileName.from(step) + ".\(sensor).csv"
            let rows = try String(contentsOf: csv.appendingPathComponent(name), encoding: .utf8).split(separator: "\r\n")
            #expect(rows.first?.hasPrefix("taskRunUUID,participant,visit,site,device,recorder,timestamp_s,") == true)
            #expect(rows.count > 50, "\(name): \(rows.count) rows")
            #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("\(result.csvRunCells),\(step).\(sensor),") })
        }
    }

    @Test func aFolderWhoseNamesCannotBeMadeDurableFailsTheRunNamingTheChunk() async throws {
        guard ActivetaskBinary.url.path.contains("/debug/") else { return }
        let temporary = try TemporaryDirectory(prefix: "integrity-fsync")
        let output = temporary.url.appendingPathComponent("out")
        // The first fsync under …/walk is the chunk's own; the second, its folder's.
        let run = try await ActivetaskBinary.run(["run", Self.walk, "--replay", Self.replay, "--answers", Self.answers, "--output", output.path],
                                                 environment: ["ACTIVETASK_FAULTS": "fsync:EIO:2@/walk"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot make the name \(output.path)/walk/walkMotion-000001.jsonl durable: fsync of the folder failed: "
                                    + "Input/output error"), "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .failed)
        #expect(result.step("walk")?.results.files.map(\.relativePath) == ["walk/walkMotion-000001.jsonl"])
        try await expectListedFilesHoldWhatTheySay(result, in: output)
    }
}
