import Foundation
import RecordingFormat
import Recorders
import Testing
import TestSupport

/// `activetask record` when the disk fails, as a user sees it: the built debug binary runs the
/// replay fixture with a fault from `ACTIVETASK_FAULTS` (docs/TESTING.md), and the tests check the
/// exit status, the message and what is left on disk.
@Suite(.serialized, .enabled(if: ActivetaskBinary.url.path.contains("/debug/"), "fault injection is compiled into debug builds only"))
struct RecordFaultTests {
    private static let fixture = ProjectPaths.fixture("replay").path

    private static func record(_ output: URL, faults: String, _ extra: [String] = []) async throws -> RunOutput {
        try await ActivetaskBinary.run(["record", "--replay", fixture, "--pace", "fast", "--buffer-capacity", "5000",
                                  "--duration", "30", "--output", output.path] + extra,
                                 environment: ["ACTIVETASK_FAULTS": faults])
    }

    @Test(.timeLimit(.minutes(1)))
    func fullDiskAtTheFirstChunkWriteStopsBeforeRecordingAndNamesTheChunk() async throws {
        let folder = try TemporaryDirectory(prefix: "cli-enospc-first")
        let output = folder.url.appendingPathComponent("out")
        let run = try await Self.record(output, faults: "write:ENOSPC:1+@accelerometer-")
        #expect(run.status == 1)
        #expect(run.stderr.contains("chunk \(output.path)/accelerometer-000001.jsonl: write failed: No space left on device (errno 28)"),
                "\(run.stderr)")
        // The header was cut short and then cut back: no torn line is left behind.
        let chunk = output.appendingPathComponent("accelerometer-000001.jsonl")
        #expect(try Data(contentsOf: chunk).isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func aDiskThatFillsStillGetsRecordingJSONListingEveryChunkAndTheWriteError() async throws {
        let folder = try TemporaryDirectory(prefix: "cli-enospc-index")
        let output = folder.url.appendingPathComponent("out")
        // The chunks fill the disk, and so the first try at recording.json (its temporary file)
        // meets a full disk too: the space set aside at the start is given back for it.
        let run = try await Self.record(output, faults: "write:ENOSPC:4+@accelerometer-,write:ENOSPC:1@.tmp", ["--chunk-bytes", "4096"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("results in \(output.path)/recording.json"), "\(run.stdout)\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        let accelerometer = try #require(summary.recorders.first { $0.identifier == "accelerometer" })
        #expect(accelerometer.errors.map(\.errno) == [.noSpace])
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(summary.recorders.flatMap(\.files).map(\.relativePath).sorted() == onDisk)
        // Neither the reserve nor a temporary file is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func fullDiskAtTheFourthChunkWriteKeepsWholeLinesAndCountsEveryLostSample() async throws {
        let folder = try TemporaryDirectory(prefix: "cli-enospc-nth")
        let output = folder.url.appendingPathComponent("out")
        // With 4 KiB chunks each chunk takes a header write and a lines write; which chunk the
        // fourth write lands in depends on how the replay's samples meet the writer's drains.
        let run = try await Self.record(output, faults: "write:ENOSPC:4+@accelerometer-", ["--chunk-bytes", "4096"])
        #expect(run.status == 1)
        #expect(run.stderr.contains(".jsonl: write failed: No space left on device (errno 28)"), "\(run.stderr)")
        #expect(run.stderr.contains("chunk \(output.path)/accelerometer-00000"), "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        let accelerometer = try #require(summary.recorders.first { $0.identifier == "accelerometer" })
        #expect(accelerometer.errors.map(\.code) == [.writeFailed])
        #expect(accelerometer.errors.map(\.errno) == [.noSpace])
        #expect(accelerometer.files.map(\.sequence) == Array(1...max(1, accelerometer.files.count)))
        var read = 0
        for file in accelerometer.files {
            let bytes = try Data(contentsOf: output.appendingPathComponent(file.relativePath))
            #expect(bytes.count == file.byteSize && (bytes.isEmpty || bytes.last == UInt8(ascii: "\n")), "\(file.relativePath)")
            guard !bytes.isEmpty else {
                #expect(file.sampleCount == 0)
                continue
            }
            var count = 0
            let report = try ChunkReader.forEachSample(inChunks: [output.appendingPathComponent(file.relativePath)]) { _ in count += 1 }
            #expect(report.tornLines.isEmpty)
            #expect(count == file.sampleCount)
            read += count
        }
        #expect(read < 1000)
        // The replay holds 1000 samples per sensor: each is in a chunk or counted as dropped.
        #expect(read + accelerometer.droppedCount == 1000)
        let gyroscope = try #require(summary.recorders.first { $0.identifier == "gyroscope" })
        #expect(gyroscope.errors.isEmpty)
        #expect(gyroscope.files.reduce(0) { $0 + $1.sampleCount } == 1000)
    }

    @Test(.timeLimit(.minutes(1)))
    func failedFsyncIsReportedWhileEverySampleStaysInTheChunk() async throws {
        let folder = try TemporaryDirectory(prefix: "cli-eio-fsync")
        let output = folder.url.appendingPathComponent("out")
        let run = try await Self.record(output, faults: "fsync:EIO:1@accelerometer-")
        #expect(run.status == 1)
        #expect(run.stderr.contains("accelerometer-000001.jsonl: fsync failed: Input/output error (errno 5)"), "\(run.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        let accelerometer = try #require(summary.recorders.first { $0.identifier == "accelerometer" })
        #expect(accelerometer.errors.map(\.code) == [.writeFailed])
        #expect(accelerometer.errors.map(\.errno) == [.ioError])
        #expect(accelerometer.files.map(\.sampleCount) == [1000])
        #expect(accelerometer.droppedCount == 0)
    }
}
