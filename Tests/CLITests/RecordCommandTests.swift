import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// `activetask record` as users run it: the built binary, replaying the fixture.
@Suite(.serialized, .timeLimit(.minutes(1))) struct RecordCommandTests {
    private static let fixture = ProjectPaths.fixture("replay").path

    /// Every sample of one recorder in `folder`, with the read report.
    private func samples(_ identifier: String, in folder: URL) throws -> ([Sample], ReadReport) {
        var samples: [Sample] = []
        let report = try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder, recorderIdentifier: identifier)) {
            samples.append($0)
        }
        return (samples, report)
    }

    @Test func recordReplayRecordKeepsEverySample() async throws {
        let first = try TemporaryDirectory(prefix: "roundtrip-1")
        let second = try TemporaryDirectory(prefix: "roundtrip-2")
        for (input, output) in [(Self.fixture, first.url.appendingPathComponent("out")),
                                (first.url.appendingPathComponent("out").path, second.url.appendingPathComponent("out"))] {
            let run = try await ActivetaskBinary.run(["record", "--replay", input, "--pace", "fast", "--buffer-capacity", "5000",
                                                "--chunk-bytes", "30000", "--duration", "30", "--output", output.path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        for type in ["accelerometer", "gyroscope"] {
            let (original, _) = try samples(type, in: ProjectPaths.fixture("replay"))
            let (replayed, report) = try samples(type, in: second.url.appendingPathComponent("out"))
            #expect(original.count == 1000)
            #expect(replayed == original)
            #expect(report.tornLines.isEmpty && report.chunkCount > 1)
        }
        let summary = try RecordingSummary(contentsOf: second.url.appendingPathComponent("out"))
        #expect(summary.stopReason == .sourcesFinished)
        #expect(summary.recorders.map(\.identifier) == ["accelerometer", "gyroscope"])
        #expect(summary.recorders.allSatisfy { $0.files.reduce(0) { $0 + $1.sampleCount } == 1000 && $0.errors.isEmpty })
    }

    @Test func killNineLeavesAtMostATornLastLine() async throws {
        let folder = try TemporaryDirectory(prefix: "kill9")
        let output = folder.url.appendingPathComponent("out")
        let child = try ActivetaskBinary.start(["record", "--replay", Self.fixture, "--pace", "recorded", "--chunk-bytes", "4096",
                                                "--duration", "30", "--output", output.path], logDirectory: folder.url)
        await waitUntil(timeout: 20) { (try? ChunkReader.chunkURLs(in: output, recorderIdentifier: "accelerometer").count) ?? 0 >= 4 }
        child.send(SIGKILL)
        #expect(await child.exitStatus(timeout: 10) != 0)
        let (original, _) = try samples("accelerometer", in: ProjectPaths.fixture("replay"))
        for type in ["accelerometer", "gyroscope"] {
            let urls = try ChunkReader.chunkURLs(in: output, recorderIdentifier: type)
            #expect(urls.count >= 3)
            let (read, report) = try samples(type, in: output)
            #expect(report.tornLines.count <= 1)
            #expect(report.tornLines.allSatisfy { $0.path == urls.last?.path })
            #expect(read.count > 100)
            if type == "accelerometer" { #expect(read == Array(original.prefix(read.count))) }
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("recording.json").path))
    }

    @Test func sigtermStopsCleanlyAndListsEveryChunk() async throws {
        let folder = try TemporaryDirectory(prefix: "sigterm")
        let output = folder.url.appendingPathComponent("out")
        let child = try ActivetaskBinary.start(["record", "--replay", Self.fixture, "--chunk-seconds", "1",
                                                "--duration", "30", "--output", output.path], logDirectory: folder.url)
        await waitUntil(timeout: 20) { (try? ChunkReader.chunkURLs(in: output, recorderIdentifier: "gyroscope").count) ?? 0 >= 2 }
        child.send(SIGTERM)
        #expect(await child.exitStatus(timeout: 10) == 0, "\(child.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        #expect(summary.stopReason == .interrupted)
        for result in summary.recorders {
            let (read, report) = try samples(result.identifier, in: output)
            #expect(report.tornLines.isEmpty)
            #expect(result.files.map(\.relativePath) == (try ChunkReader.chunkURLs(in: output, recorderIdentifier: result.identifier)).map(\.lastPathComponent))
            #expect(read.count == result.files.reduce(0) { $0 + $1.sampleCount })
        }
    }

    @Test func fileSizeLimitGivesAClearErrorAndAnIntactChunk() async throws {
        let folder = try TemporaryDirectory(prefix: "fsize")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--replay", Self.fixture, "--pace", "fast", "--buffer-capacity", "5000",
                                            "--duration", "30", "--output", output.path],
                                           wrapper: ["prlimit", "--fsize=30000", "--"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("accelerometer-000001.jsonl: write failed: File too large"), "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        for result in summary.recorders {
            #expect(result.errors.map(\.code) == [.writeFailed])
            let file = try #require(result.files.first)
            #expect(file.byteSize <= 30000 && file.byteSize > 20000)
            let (read, report) = try samples(result.identifier, in: output)
            #expect(report.tornLines.isEmpty)
            #expect(try Data(contentsOf: output.appendingPathComponent(file.relativePath)).count == file.byteSize)
            #expect(read.count > 100 && read.count == file.sampleCount)
            // The replay holds 1000 samples per sensor: every one not in the chunk is counted as dropped.
            #expect(result.droppedCount == 1000 - file.sampleCount)
        }
    }

    @Test func outputUnderARegularFileFailsWithANamedPath() async throws {
        let folder = try TemporaryDirectory(prefix: "blocked")
        let blocker = folder.url.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: blocker)
        let run = try await ActivetaskBinary.run(["record", "--replay", Self.fixture, "--duration", "5",
                                            "--output", blocker.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("\(blocker.path)/out cannot be created"), "\(run.stderr)")
    }

    @Test func missingReplayFolderIsNamed() async throws {
        let run = try await ActivetaskBinary.run(["record", "--replay", "/nonexistent/rec", "--duration", "1", "--output", "/tmp/unused-\(UUID())"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("/nonexistent/rec"))
    }

    @Test func profileNamingAnUnknownBackendFailsBeforeRecording() async throws {
        let folder = try TemporaryDirectory(prefix: "nobackend")
        let profile = folder.url.appendingPathComponent("profile.json")
        try Data(#"{"accelerometer": {"backend": "nosuch", "device": "x0"}}"#.utf8).write(to: profile)
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--device-profile", profile.path, "--duration", "1", "--output", output.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains(#"recorder "accelerometer" (accelerometer): backend "nosuch""#), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func deviceProfileChoosesTheSourceAndTheSensorsRecorded() async throws {
        let folder = try TemporaryDirectory(prefix: "profile")
        let profile = folder.url.appendingPathComponent("profile.json")
        try Data(#"{"gyroscope": {"backend": "replay", "device": "\#(Self.fixture)"}}"#.utf8).write(to: profile)
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--device-profile", profile.path, "--pace", "fast", "--buffer-capacity", "5000",
                                            "--duration", "30", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        #expect(summary.recorders.map(\.identifier) == ["gyroscope"])
        #expect(summary.recorders.first?.files.reduce(0) { $0 + $1.sampleCount } == 1000)
    }

    @Test func recordedPaceStopsAtTheDurationBeforeTheReplayEnds() async throws {
        let folder = try TemporaryDirectory(prefix: "paced")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--replay", Self.fixture, "--duration", "1", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        #expect(summary.stopReason == .duration)
        // The fixture spans 10 s; one second at the recorded pace cannot have played all 1000 samples.
        for result in summary.recorders {
            let count = result.files.reduce(0) { $0 + $1.sampleCount }
            #expect(count > 0 && count < 1000)
        }
    }

    @Test func unknownKeyInADeviceProfileIsNamed() async throws {
        let folder = try TemporaryDirectory(prefix: "profile-bad")
        let profile = folder.url.appendingPathComponent("profile.json")
        try Data(#"{"accel": "iio:device0"}"#.utf8).write(to: profile)
        let run = try await ActivetaskBinary.run(["record", "--device-profile", profile.path, "--duration", "1",
                                            "--output", folder.url.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("\(profile.path): key \"accel\" is not a sensor type"), "\(run.stderr)")
    }

    @Test func sourceFailingMidwayKeepsWhatWasRecordedAndExitsNonZero() async throws {
        let folder = try TemporaryDirectory(prefix: "source-fails")
        let input = folder.url.appendingPathComponent("input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for type in ["accelerometer", "gyroscope"] {
            var lines = try String(contentsOf: ProjectPaths.fixture("replay/\(type)-000001.jsonl"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            if type == "accelerometer" { lines[500] = "{\"sensorType\":\"accelerometer\",\"timestamp\":" }
            try lines.joined(separator: "\n").write(to: input.appendingPathComponent("\(type)-000001.jsonl"), atomically: false, encoding: .utf8)
        }
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--replay", input.path, "--pace", "fast", "--buffer-capacity", "5000",
                                            "--duration", "30", "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("accelerometer-000001.jsonl:501:"), "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        // Samples are merged by timestamp, accelerometer first on ties; reading line 501 (the
        // 500th accelerometer sample) fails after 499 accelerometer and 498 gyroscope samples went out.
        #expect(summary.recorders.map { $0.files.reduce(0) { $0 + $1.sampleCount } } == [499, 498])
        #expect(summary.recorders.allSatisfy { $0.errors.map(\.code) == [.malformedRecording] })
        let (read, report) = try samples("accelerometer", in: output)
        #expect(read.count == 499 && report.tornLines.isEmpty)
    }
}
