import RecordingFormat
import Dispatch
import Foundation
import Recorders
import Testing
import TestSupport

/// The chunk pipeline driven in-process: recorders fed with the fixture's samples.
@Suite struct RecordChunkTests {
    /// The fixture's accelerometer samples (1000 at 100 Hz, t = 0.00 … 9.99 s).
    static func fixtureSamples(_ name: String = "accelerometer") throws -> [Sample] {
        var samples: [Sample] = []
        try ChunkReader.forEachSample(inChunks: [ProjectPaths.fixture("replay/\(name)-000001.jsonl")]) { samples.append($0) }
        return samples
    }

    static let zero = RecordingZero(uptime: 1000, date: Date(timeIntervalSince1970: 1_767_225_600))
    static let device = DeviceDescription(name: "test", identifier: "test0", backend: "test")

    /// Records `samples` through a `StreamingRecorder` and returns its result.
    static func record(_ samples: [Sample], configuration: RecorderConfiguration, into folder: URL) throws -> RecorderResult {
        let recorder = StreamingRecorder(configuration: configuration, device: device, outputDirectory: folder)
        try recorder.start(zero: zero)
        for sample in samples { recorder.record(sample) }
        return recorder.stop()
    }

    static func read(_ result: RecorderResult, in folder: URL) throws -> ([Sample], ReadReport) {
        var samples: [Sample] = []
        let report = try ChunkReader.forEachSample(inChunks: result.files.map { folder.appendingPathComponent($0.relativePath) }) {
            samples.append($0)
        }
        return (samples, report)
    }

    @Test func rotationBySizeClosesEachChunkWithinOneLineOfTheLimit() throws {
        let folder = try TemporaryDirectory(prefix: "rotation-size")
        let samples = try Self.fixtureSamples()
        let result = try Self.record(samples, configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer,
                                                                                  chunkBytes: 8192, bufferCapacity: 2000),
                                     into: folder.url)
        // The longest fixture line (header excluded) is under 120 bytes: `wc -L` on the fixture.
        #expect(result.files.count > 10)
        for file in result.files.dropLast() {
            #expect(file.byteSize >= 8192 && file.byteSize < 8192 + 120, "\(file.relativePath): \(file.byteSize) bytes")
        }
        #expect(result.files.map(\.sequence) == Array(1...result.files.count))
        let (back, report) = try Self.read(result, in: folder.url)
        #expect(back == samples)
        #expect(report.tornLines.isEmpty)
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } == 1000)
    }

    @Test func rotationByTimeStartsAChunkEveryTwoRecordedSeconds() throws {
        let folder = try TemporaryDirectory(prefix: "rotation-time")
        let result = try Self.record(try Self.fixtureSamples(),
                                     configuration: RecorderConfiguration(identifier: "walk accel", type: .accelerometer,
                                                                          chunkSeconds: 2, bufferCapacity: 2000),
                                     into: folder.url)
        // t = 0.00…9.99 s at 100 Hz in 2 s windows: 5 chunks of 200 samples.
        #expect(result.files.map(\.sampleCount) == [200, 200, 200, 200, 200])
        #expect(result.files.map(\.relativePath) == (1...5).map { "walk_accel-00000\($0).jsonl" })
        for file in result.files {
            let reader = try ChunkReader(url: folder.url.appendingPathComponent(file.relativePath))
            #expect(reader.header.sequence == file.sequence)
            let first = try reader.next()
            #expect(first?.timestamp == Double(2 * (file.sequence - 1)))
        }
    }

    @Test func headerCarriesRecorderDeviceAndZero() throws {
        let folder = try TemporaryDirectory(prefix: "header")
        let marker = MarkerRecord(timestamp: 0.5, event: .stepStarted, stepIdentifier: "walk")
        let samples = Array(try Self.fixtureSamples().prefix(100))
        let result = try Self.record(Array(samples.prefix(50)) + [.marker(marker)] + Array(samples.dropFirst(50)),
                                     configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer),
                                     into: folder.url)
        let reader = try ChunkReader(url: folder.url.appendingPathComponent(result.files[0].relativePath))
        #expect(reader.header.recorderIdentifier == "accelerometer")
        #expect(reader.header.sensorTypes == [.accelerometer])
        #expect(reader.header.units["accelerometer"]?["x"] == "g")
        #expect(reader.header.device == Self.device)
        #expect(reader.header.zero == Self.zero)
        var read: [Sample] = []
        let report = try reader.forEachSample { read.append($0) }
        #expect(read[50] == .marker(marker))
        #expect(report.markerCount == 1 && report.sampleCount == 100)
        #expect(result.files[0].sampleCount == 100)
    }

    @Test func stalledWriterDropsNewestSamplesAndCountsThemWithoutBlocking() throws {
        let folder = try TemporaryDirectory(prefix: "stalled")
        let queue = DispatchQueue(label: "stalled-writer")
        let recorder = StreamingRecorder(configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer,
                                                                              bufferCapacity: 10),
                                         device: Self.device, outputDirectory: folder.url, queue: queue)
        try recorder.start(zero: Self.zero)
        queue.suspend()
        let samples = try Self.fixtureSamples()
        for sample in samples.prefix(100) { recorder.record(sample) }
        queue.resume()
        let result = recorder.stop()
        #expect(result.files.map(\.sampleCount) == [10])
        #expect(result.files.map(\.droppedCount) == [90])
        #expect(result.droppedCount == 90)
        let (back, _) = try Self.read(result, in: folder.url)
        #expect(back == Array(samples.prefix(10)))
    }

    @Test func chunksAre0600InANew0700Folder() throws {
        let parent = try TemporaryDirectory(prefix: "permissions")
        let folder = parent.url.appendingPathComponent("out")
        let result = try Self.record(Array(try Self.fixtureSamples().prefix(10)),
                                     configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer),
                                     into: folder)
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent(result.files[0].relativePath).path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(fileMode == 0o600)
    }

    @Test(.timeLimit(.minutes(1))) func fileResultMatchesTheBytesOnDisk() async throws {
        let folder = try TemporaryDirectory(prefix: "sha")
        let result = try Self.record(try Self.fixtureSamples(),
                                     configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer,
                                                                          chunkBytes: 50_000, bufferCapacity: 2000),
                                     into: folder.url)
        for file in result.files {
            let url = folder.url.appendingPathComponent(file.relativePath)
            #expect(try await sha256sum(url) == file.sha256)
            #expect(try Data(contentsOf: url).count == file.byteSize)
            #expect(file.contentType == "application/x-ndjson")
        }
    }

    @Test func outputUnderARegularFileFailsBeforeRecording() throws {
        let parent = try TemporaryDirectory(prefix: "not-writable")
        let blocker = parent.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let recorder = StreamingRecorder(configuration: RecorderConfiguration(identifier: "accelerometer", type: .accelerometer),
                                         device: Self.device, outputDirectory: blocker.appendingPathComponent("out"))
        #expect {
            try recorder.start(zero: Self.zero)
        } throws: { error in
            guard let error = error as? ActivetaskError else { return false }
            return error.code == .outputNotWritable && error.message.contains(blocker.appendingPathComponent("out").path)
        }
        #expect(recorder.status == .idle)
    }

    @Test func tornLastLineIsSkippedAndReported() throws {
        let folder = try TemporaryDirectory(prefix: "torn")
        let fixture = try Data(contentsOf: ProjectPaths.fixture("replay/accelerometer-000001.jsonl"))
        let url = folder.url.appendingPathComponent("accelerometer-000001.jsonl")
        try fixture.dropLast(30).write(to: url)
        var count = 0
        let report = try ChunkReader.forEachSample(inChunks: [url]) { _ in count += 1 }
        #expect(count == 999)
        #expect(report.tornLines.map(\.line) == [1001])
        // The last fixture line is 112 bytes plus its newline (`tail -1 | wc -c` gives 113); cutting 30 bytes leaves 83.
        #expect(report.tornLines.first?.byteCount == 83)
    }

    @Test func corruptLineInsideAChunkNamesFileAndLine() throws {
        let folder = try TemporaryDirectory(prefix: "corrupt")
        var lines = try String(contentsOf: ProjectPaths.fixture("replay/accelerometer-000001.jsonl"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        lines[4] = Substring(lines[4].replacingOccurrences(of: "\"z\":", with: "\"z\":x"))
        let url = folder.url.appendingPathComponent("accelerometer-000001.jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: false, encoding: .utf8)
        #expect {
            try ChunkReader.forEachSample(inChunks: [url]) { _ in }
        } throws: { error in
            (error as? ActivetaskError)?.code == .malformedRecording
                && (error as? ActivetaskError)?.message.hasPrefix("\(url.path):5: z: expected a number") == true
        }
    }

    @Test func emptyLastChunkIsReportedAndAnEmptyEarlierOneIsAnError() throws {
        let folder = try TemporaryDirectory(prefix: "empty-chunk")
        let first = folder.url.appendingPathComponent("accelerometer-000001.jsonl")
        let second = folder.url.appendingPathComponent("accelerometer-000002.jsonl")
        try FileManager.default.copyItem(at: ProjectPaths.fixture("replay/accelerometer-000001.jsonl"), to: first)
        try Data().write(to: second)
        var count = 0
        let report = try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder.url, recorderIdentifier: "accelerometer")) { _ in
            count += 1
        }
        #expect(count == 1000)
        #expect(report.tornLines == [ReadReport.TornLine(path: second.path, line: 1, byteCount: 0)])
        #expect(throws: ActivetaskError.self) {
            try ChunkReader.forEachSample(inChunks: [second, first]) { _ in }
        }
    }
}
