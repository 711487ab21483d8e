import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// `record` and `run` killed with SIGKILL at random moments: whatever is on disk is whole up to
/// the line being written (every chunk line before the last is a complete JSON object, each
/// chunk starts with its header), and a result file, when there is one, parses.
@Suite(.serialized, .timeLimit(.minutes(1))) struct CrashTests {
    private static let replay = ProjectPaths.fixture("replay").path
    private static let kills = 20
    private static let batch = 5

    @Test func recordKilledAtTwentyRandomMomentsLeavesOnlyWholeLines() async throws {
        let folder = try TemporaryDirectory(prefix: "crash-record")
        let checked = try await Self.killRepeatedly(in: folder.url, within: 0.6) { output in
            ["record", "--replay", Self.replay, "--pace", "fast", "--chunk-bytes", "4096", "--duration", "30", "--output", output.path]
        }
        #expect(checked.chunks > 0)
    }

    @Test func runKilledAtTwentyRandomMomentsLeavesOnlyWholeLinesAndResumesToACompleteResultListingEveryChunk() async throws {
        let folder = try TemporaryDirectory(prefix: "crash-run")
        let arguments = { (output: URL) in
            ["run", ProjectPaths.fixture("tasks/walk.json").path, "--replay", Self.replay, "--output", output.path,
             "--answers", ProjectPaths.fixture("tasks/answers/walk.json").path]
        }
        let checked = try await Self.killRepeatedly(in: folder.url, within: 3.5, arguments)
        #expect(checked.chunks > 0)
        // The participant's helper runs the same command again: a folder the killed run left is
        // refused with the command that resumes it, and that command, pasted, completes the run.
        // All the runs left at once: each resumed run waits on its replay, not on the CPU.
        let outputs = (0..<Self.kills).map { folder.url.appendingPathComponent("out-\($0)") }
            .filter { !FileManager.default.fileExists(atPath: $0.appendingPathComponent("taskResult.json").path) }
        let logs = try TemporaryDirectory(prefix: "crash-again")
        defer { withExtendedLifetime(logs) {} }
        let again = try outputs.enumerated().map { index, output in
            try ActivetaskBinary.start(arguments(output), logDirectory: logs.url.appendingPathComponent("again-\(index)").creatingDirectory())
        }
        var pasted: [ChildProcess] = []
        for child in again {
            let status = await child.exitStatus(timeout: 20)
            guard status != 0 else { continue }
            #expect(status == 1, "\(child.stderr)")
            let line = try #require(child.stderr.split(separator: "`").dropFirst().first.map(String.init), "\(child.stderr)")
            #expect(child.stderr.contains("holds a run that stopped without writing its result"), "\(child.stderr)")
            pasted.append(try ChildProcess(executable: "/bin/sh", arguments: ["-c", line],
                                           logDirectory: logs.url.appendingPathComponent("resume-\(pasted.count)").creatingDirectory(), name: "sh"))
        }
        for shell in pasted { #expect(await shell.exitStatus(timeout: 20) == 0, "\(shell.stderr)") }
        for output in outputs { try await Self.expectCompleteListingEveryChunk(in: output) }
        #expect(!pasted.isEmpty, "no kill left a run to resume")
    }

    /// Expects a completed result in `output` that lists every chunk under it holding a header.
    private static func expectCompleteListingEveryChunk(in output: URL) async throws {
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed, "\(output.path)")
        let listed = Set(result.listedFiles.map(\.relativePath))
        let walker = FileManager.default.enumerator(atPath: output.path)
        for case let path as String in walker! where path.hasSuffix(".jsonl") {
            guard (try? ChunkReader(url: output.appendingPathComponent(path))) != nil else { continue }
            #expect(listed.contains(path), "\(output.path)/\(path) is on disk but not listed")
        }
        try await expectListedFilesHoldWhatTheySay(result, in: output)
    }

    /// Starts the command `kills` times (`batch` at once), kills each with SIGKILL at a random
    /// moment within `window` seconds, and checks every file left behind.
    /// - Returns: How many chunks were checked.
    private static func killRepeatedly(in folder: URL, within window: Double,
                                       _ arguments: (URL) -> [String]) async throws -> (chunks: Int, results: Int) {
        var generator = SystemRandomNumberGenerator()
        var checked = (chunks: 0, results: 0)
        for first in stride(from: 0, to: kills, by: batch) {
            let started = Date()
            let runs = try (first..<min(kills, first + batch)).map { index -> (ChildProcess, URL, Double) in
                let output = folder.appendingPathComponent("out-\(index)")
                let child = try ActivetaskBinary.start(arguments(output), logDirectory: folder.appendingPathComponent("log-\(index)", isDirectory: true)
                                                        .creatingDirectory())
                return (child, output, Double.random(in: 0...window, using: &generator))
            }
            for (child, _, moment) in runs.sorted(by: { $0.2 < $1.2 }) {
                let wait = moment - Date().timeIntervalSince(started)
                if wait > 0 { try await Task.sleep(for: .seconds(wait)) }
                child.send(SIGKILL)
            }
            for (child, output, moment) in runs {
                await child.exitStatus(timeout: 10)
                let found = try checkFiles(in: output, killedAfter: moment)
                checked.chunks += found.chunks
                checked.results += found.results
            }
        }
        return checked
    }

    /// Checks every chunk and result file under `folder`.
    private static func checkFiles(in folder: URL, killedAfter moment: Double) throws -> (chunks: Int, results: Int) {
        var counts = (chunks: 0, results: 0)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return counts }
        for case let url as URL in files {
            let name = url.lastPathComponent
            if name.hasSuffix(".jsonl") {
                counts.chunks += 1
                let data = try Data(contentsOf: url)
                let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
                for (number, line) in lines.enumerated() {
                    let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
                    #expect(object != nil, "\(url.path) line \(number + 1) is not whole (killed after \(moment) s)")
                    if number == 0 { #expect(object?["recorderIdentifier"] != nil, "\(url.path) does not start with its header") }
                }
            } else if name == "recording.json" || name == "taskResult.json" {
                counts.results += 1
                #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) != nil, "\(url.path) does not parse")
            }
        }
        return counts
    }
}
