import Foundation
import Synchronization
import Testing
import TestSupport

@Suite(.timeLimit(.minutes(1))) struct AnalyzeCommandTests {
    private func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func analysesTheThreeFixtureKindsInArgumentOrder() async throws {
        let paths = ["walk", "tapping", "memory"].map { ProjectPaths.fixture("analysis/\($0)").path }
        let run = try await ActivetaskBinary.run(["analyze"] + paths + ["--jobs", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try objects(run.stdout)
        #expect(entries.map { $0["kind"] as? String } == ["walk", "tapping", "memory"])
        #expect(entries.map { $0["path"] as? String } == paths)
        let tapping = try #require(entries[1]["summary"] as? [String: Any])
        #expect(tapping["numberTaps"] as? Double == 37)
        let memory = try #require(entries[2]["summary"] as? [String: Any])
        #expect(memory["maximumSpan"] as? Double == 5)
        #expect(!run.stderr.contains("analysed"), "no progress bar when stderr is not a terminal")
    }

    @Test func csvHasOneRowPerRecordingAndOneColumnPerKey() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-csv")
        let output = folder.url.appendingPathComponent("taps.csv")
        let run = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("analysis/tapping").path,
                                            ProjectPaths.fixture("analysis/tapping").path,
                                            "--kind", "tapping", "--format", "csv", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 4, "the header, the units row and one row per recording")
        let header = rows[0].split(separator: ",", omittingEmptySubsequences: false)
        #expect(header.prefix(9) == ["path", "task", "taskRunUUID", "participant", "visit", "step", "kind", "error", "warnings"])
        #expect(header.contains("fatigue50TapInter"))
        let units = rows[1].split(separator: ",", omittingEmptySubsequences: false)
        #expect(units.count == header.count && units[0] == "#units" && units[1...8].allSatisfy(\.isEmpty))
        #expect(units[header.firstIndex(of: "numberTaps") ?? 0] == "{count}" && units[header.firstIndex(of: "medianTapInter") ?? 0] == "s",
                "\(rows[1])")
        #expect(units.dropFirst(9).allSatisfy { !$0.isEmpty }, "every tapping key has a unit: \(rows[1])")
        let row = rows[2].split(separator: ",", omittingEmptySubsequences: false)
        #expect(row.count == header.count)
        // A folder of chunks from `record`: no task, run, participant, visit or step; counts are whole numbers.
        #expect(row[1...5] == ["", "", "", "", ""] && row[6] == "tapping")
        #expect(row[header.firstIndex(of: "numberTaps") ?? 0] == "37")
    }

    @Test func aChunkChangedAfterTheRunIsNamedAndStrictMakesItAnError() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-verified")
        let output = folder.url.appendingPathComponent("walk")
        let run = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path,
                                            "--set", "numberOfStepsPerLeg=6", "--set", "restDuration=1", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let outbound = output.appendingPathComponent("walking.outbound/walking.outbound.accelerometer-000001.jsonl")
        let back = output.appendingPathComponent("walking.return/walking.return.accelerometer-000001.jsonl")
        // One digit of the outbound walk changed (same size); the return walk's last line cut
        // short, as a crash would leave it; a chunk no result lists copied into the outbound folder.
        var changed = try Data(contentsOf: outbound)
        let digit = try #require(changed.indices.dropLast(3).last { changed[$0] >= UInt8(ascii: "0") && changed[$0] <= UInt8(ascii: "8") })
        changed[digit] += 1
        try changed.write(to: outbound)
        try Data(try Data(contentsOf: back).dropLast(10)).write(to: back)
        try FileManager.default.copyItem(at: outbound, to: output.appendingPathComponent("walking.outbound/extra-000001.jsonl"))

        let lenient = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let entries = try objects(lenient.stdout)
        let warnings = entries.map { ($0["warnings"] as? [String]) ?? [] }
        #expect(entries.map { $0["step"] as? String } == ["walking.outbound", "walking.return", "walking.rest"])
        #expect(warnings[0].contains { $0.contains(outbound.lastPathComponent) && $0.contains("SHA-256") }, "\(warnings[0])")
        #expect(warnings[0].contains { $0.contains("unlisted chunk walking.outbound/extra-000001.jsonl") }, "\(warnings[0])")
        #expect(warnings[1].contains { $0.contains("skipped torn last line") }, "\(warnings[1])")
        #expect(warnings[1].contains { $0.contains(back.lastPathComponent) && $0.contains("bytes, but the task result lists") }, "\(warnings[1])")
        #expect(warnings[2].isEmpty && entries.allSatisfy { $0["summary"] is [String: Any] })

        let strict = try await ActivetaskBinary.run(["analyze", "--strict", output.path])
        #expect(strict.status == 1)
        let errors = try objects(strict.stdout).map { $0["error"] as? String }
        #expect(errors[0]?.contains(outbound.path) == true && errors[0]?.contains("changed after the run") == true, "\(errors)")
        #expect(errors[1]?.contains(back.path) == true && errors[2] == nil, "\(errors)")
    }

    @Test func aFailedRecordingIsReportedAndTheExitStatusSaysSo() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-fail")
        let header = try String(contentsOf: ProjectPaths.fixture("analysis/walk/accelerometer-000001.jsonl"), encoding: .utf8)
            .prefix { $0 != "\n" }
        try Data((header + "\n{\"sensorType\":\"accelerometer\",\"timestamp\":1,\"x\":oops}\n{}\n").utf8)
            .write(to: folder.url.appendingPathComponent("accelerometer-000001.jsonl"))
        let run = try await ActivetaskBinary.run(["analyze", folder.url.path, ProjectPaths.fixture("analysis/memory").path])
        #expect(run.status == 1)
        let entries = try objects(run.stdout)
        #expect(entries.count == 2)
        #expect((entries[0]["error"] as? String)?.contains("accelerometer-000001.jsonl:2") == true)
        #expect(entries[1]["error"] == nil)
    }

    @Test func badArgumentsAreRefusedWithAnActionableSentence() async throws {
        let jobs = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("analysis/walk").path, "--jobs", "0"])
        #expect(jobs.status != 0)
        #expect(jobs.stderr.contains("--jobs must be 1 or more"))
        let missing = try await ActivetaskBinary.run(["analyze", "/nonexistent/recording"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("/nonexistent/recording does not exist"))
    }

    @Test func anExistingOutputFileIsKeptUnlessForced() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-existing")
        let output = folder.url.appendingPathComponent("report.json")
        try Data("earlier report\n".utf8).write(to: output)
        let tapping = ProjectPaths.fixture("analysis/tapping").path
        let kept = try await ActivetaskBinary.run(["analyze", tapping, "--output", output.path])
        #expect(kept.status == 1)
        #expect(kept.stderr.contains("\(output.path) already exists and is kept; give --force to replace it"), "\(kept.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "earlier report\n")
        let forced = try await ActivetaskBinary.run(["analyze", tapping, "--output", output.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"kind\": \"tapping\""))
    }

    @Test func aTreeWithASurveyAndASkippedWalkAnalysesTheRestWithANote() async throws {
        let tree = try TemporaryDirectory(prefix: "analyze-surveys")
        let survey = tree.url.appendingPathComponent("site/survey"), skipped = tree.url.appendingPathComponent("site/skipped")
        let walked = tree.url.appendingPathComponent("site/walked")
        let surveyRun = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/survey.json").path, "--output", survey.path,
                                                        "--answers", ProjectPaths.fixture("tasks/answers/survey-smoker.json").path])
        #expect(surveyRun.status == 0, "\(surveyRun.stderr)")
        // The walk's own skip rule passes it over for a participant who cannot walk.
        let task = tree.url.appendingPathComponent("canWalk.json"), answers = tree.url.appendingPathComponent("answers.json")
        try Data(#"""
            {"identifier": "canWalk", "steps": [
              {"type": "question", "identifier": "able", "text": "Can you walk?", "answerFormat": {"type": "boolean"}},
              {"type": "active", "identifier": "walk", "duration": 2, "shouldStartAutomatically": true, "shouldContinueOnFinish": true,
               "skipRules": [{"resultIdentifier": "able", "matchingAnswer": false}], "analysis": "walk",
               "recorders": [{"identifier": "walkMotion", "type": "accelerometer", "frequency": 100}]}]}
            """#.utf8).write(to: task)
        try Data(#"{"able": false}"#.utf8).write(to: answers)
        let skippedRun = try await ActivetaskBinary.run(["run", task.path, "--answers", answers.path, "--replay", ProjectPaths.fixture("replay").path,
                                                         "--output", skipped.path])
        #expect(skippedRun.status == 0, "\(skippedRun.stderr)")
        try FileManager.default.createDirectory(at: walked.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectPaths.fixture("analysis/tapping"), to: walked)

        let run = try await ActivetaskBinary.run(["analyze", tree.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try objects(run.stdout)
        #expect(entries.map { $0["path"] as? String } == [walked.path] && entries.allSatisfy { $0["error"] == nil }, "\(run.stdout)")
        #expect(run.stderr.contains("note: \(survey.path): no step of smokingSurvey recorded motion, touches or a game; nothing to analyse"),
                "\(run.stderr)")
        #expect(run.stderr.contains("note: \(skipped.path): no step of canWalk recorded motion, touches or a game; nothing to analyse"),
                "\(run.stderr)")
    }

    @Test func anEmptyFolderInATreeIsNamedAsSkipped() async throws {
        let tree = try TemporaryDirectory(prefix: "analyze-empty")
        let empty = tree.url.appendingPathComponent("P2/visit1")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent("P1"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectPaths.fixture("analysis/tapping"), to: tree.url.appendingPathComponent("P1/tapping"))
        let run = try await ActivetaskBinary.run(["analyze", tree.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try objects(run.stdout).count == 1)
        #expect(run.stderr == "note: \(empty.path): holds no recording; skipped\n", "\(run.stderr)")
    }

    @Test func aWalkRecordedByTheRecordersHasTheStepsItsGeneratorBuiltIn() async throws {
        // fixtures/replay/generate.py builds 18 steps at 1.8 steps/s into its accelerometer chunk.
        let folder = try TemporaryDirectory(prefix: "analyze-recorded")
        let output = folder.url.appendingPathComponent("recording")
        let record = try await ActivetaskBinary.run(["record", "--replay", ProjectPaths.fixture("replay").path, "--pace", "fast",
                                               "--duration", "30", "--output", output.path])
        #expect(record.status == 0, "\(record.stderr)")
        let run = try await ActivetaskBinary.run(["analyze", folder.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try objects(run.stdout)
        #expect(entries.count == 1)
        #expect(entries.first?["kind"] as? String == "walk")
        let summary = try #require(entries.first?["summary"] as? [String: Any])
        #expect(summary["stepCount"] as? Double == 18)
        let cadence = try #require(summary["cadence"] as? Double)
        #expect(abs(cadence - 108) < 1)
    }

    @Test func aProgressBarIsDrawnOnlyWhenStandardErrorIsATerminal() async throws {
        // script(1) runs the command on a pseudo-terminal, so stderr is a TTY there.
        let logs = try TemporaryDirectory(prefix: "analyze-tty")
        defer { withExtendedLifetime(logs) {} }
        let command = "\(ActivetaskBinary.url.path) analyze \(ProjectPaths.fixture("analysis/tapping").path) --output /dev/null"
        let child = try ChildProcess(executable: try which("script"), arguments: ["-qec", command, "/dev/null"],
                                     logDirectory: logs.url, name: "script")
        #expect(await child.exitStatus(timeout: 60) == 0)
        #expect(child.stdout.contains("analysed 1/1"))
    }

    @Test func anOutputThatIsAFifoIsWrittenThroughNotReplaced() async throws {
        // Writing --output atomically would rename a file over it: as root that replaces a FIFO or
        // a device node such as /dev/null.
        let temporary = try TemporaryDirectory(prefix: "analyze-fifo")
        let fifo = temporary.url.appendingPathComponent("report")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let received = Mutex<Data?>(nil)
        DispatchQueue.global().async { @Sendable in
            var data = Data()
            let descriptor = open(fifo.path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            close(descriptor)
            received.withLock { $0 = data }
        }
        let run = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("analysis/tapping").path, "--output", fifo.path])
        #expect(run.status == 0, "\(run.stderr)")
        await waitUntil(timeout: 10) { received.withLock { $0 != nil } }
        let report = String(decoding: received.withLock { $0 } ?? Data(), as: UTF8.self)
        #expect(report.contains("\"kind\": \"tapping\""), "\(report)")
        var status = stat()
        #expect(stat(fifo.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }
}
