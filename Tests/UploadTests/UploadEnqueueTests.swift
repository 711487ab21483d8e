import ActiveTasks
import Foundation
import Testing
import TestSupport

/// The whole loop: a task run on its answers file, `upload enqueue` of its output folder, `upload
/// run`, and what the test server received compared with what `export` makes of the same folder.
@Suite(.timeLimit(.minutes(1))) struct UploadEnqueueTests {
    private static let task = ProjectPaths.fixture("tasks/allAnswers.json").path
    private static let answers = ProjectPaths.fixture("tasks/answers/allAnswers.json").path
    private static let study = ProjectPaths.fixture("export/study.json").path

    /// Runs the every-format survey on its answers into `folder/run`.
    private func completedRun(in folder: TemporaryDirectory) async throws -> URL {
        let output = folder.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", Self.task, "--answers", Self.answers, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        return output
    }

    @Test func aCompletedRunIsArchivedForBridgeAndDeliveredOnceWithItsOwnTaskResult() async throws {
        let bench = try await UploadBench()
        let output = try await completedRun(in: bench.folder)
        let before = try Data(contentsOf: output.appendingPathComponent("taskResult.json"))

        let enqueue = try await bench.command(["enqueue", output.path, "--to", "bridge"])
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        #expect(enqueue.stdout.contains("queued for bridge"), "\(enqueue.stdout)")
        let again = try await bench.command(["enqueue", output.path, "--to", "bridge"])
        #expect(again.stdout.contains("already pending for bridge; left as it is"), "\(again.stdout)")

        let run = try await bench.command(["run", "--once"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(bench.server.completed.count == 1)
        let upload = try #require(bench.server.completed.first)
        let archive = try bench.server.body(of: upload)
        #expect(UploadBench.md5(archive) == upload.md5)

        // The archive holds the run's own taskResult.json, byte for byte, and the run is unchanged.
        let unpacked = bench.folder.url.appendingPathComponent("unpacked")
        let zip = bench.folder.url.appendingPathComponent("received.zip")
        try archive.write(to: zip)
        let unzip = try ChildProcess(executable: try which("unzip"), arguments: ["-q", zip.path, "-d", unpacked.path],
                                     logDirectory: bench.folder.url, name: "unzip")
        #expect(await unzip.exitStatus(timeout: 20) == 0, "\(unzip.stderr)")
        #expect(try Data(contentsOf: unpacked.appendingPathComponent("taskResult.json")) == before)
        #expect(FileManager.default.fileExists(atPath: unpacked.appendingPathComponent("info.json").path))
        #expect(try Data(contentsOf: output.appendingPathComponent("taskResult.json")) == before)
    }

    @Test func aRaveDestinationGetsTheFormDataThatExportRaveMakes() async throws {
        let bench = try await UploadBench()
        let output = try await completedRun(in: bench.folder)
        let refused = try await bench.command(["enqueue", output.path, "--to", "rave"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("give its study file with --study STUDY.json"), "\(refused.stderr)")

        let enqueue = try await bench.command(["enqueue", output.path, "--to", "rave", "--study", Self.study])
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        let run = try await bench.command(["run", "--once"])
        #expect(run.status == 0, "\(run.stderr)")
        let form = try #require(bench.server.forms.first)
        #expect(bench.server.forms.count == 1)
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(String(decoding: try bench.server.body(of: form), as: UTF8.self) == export.stdout)
    }

    @Test func aRunThatDidNotCompleteStaysOutUnlessSavedRunsAreAskedFor() async throws {
        let bench = try await UploadBench()
        let output = try await completedRun(in: bench.folder)
        let resultFile = output.appendingPathComponent("taskResult.json")
        let text = try String(contentsOf: resultFile, encoding: .utf8)
        try text.replacingOccurrences(of: "\"status\" : \"completed\"", with: "\"status\" : \"saved\"")
            .write(to: resultFile, atomically: true, encoding: .utf8)

        let refused = try await bench.command(["enqueue", output.path, "--to", "bridge"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the run is saved, not completed; give --include-saved"), "\(refused.stderr)")
        #expect(try bench.outbox().items().isEmpty)

        let saved = try await bench.command(["enqueue", output.path, "--to", "bridge", "--include-saved"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(try bench.outbox().items().count == 1)
    }
}
