import Foundation
import Testing
@testable import RecordingFormat

/// What a recording keeps when the disk fills up or fails, with the faults injected through the
/// system-call seam (`FaultInjection`); each test checks its rule fired, so it fails if the
/// writer bypassed the seam.
@Suite struct ChunkWriterFaultTests {
    static let zero = RecordingZero(uptime: 1000, date: Date(timeIntervalSince1970: 1_767_225_600))
    static let device = DeviceDescription(name: "test", identifier: "test0", backend: "test")

    /// `count` accelerometer samples at 100 Hz; each line is about 110 bytes.
    static func samples(_ count: Int) -> [Sample] {
        (0..<count).map { index in
            .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index) / 100, uptime: 1000 + Double(index) / 100,
                                 x: Double(index % 8) / 8, y: -1, z: 0.5))
        }
    }

    static func writer(into folder: URL, chunkBytes: Int = 1 << 30) -> ChunkWriter {
        ChunkWriter(directory: folder, recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer], device: device,
                    zero: zero, chunkBytes: chunkBytes, chunkSeconds: 1e9)
    }

    /// Reads every listed chunk back, checking that each file on disk is exactly as long as its
    /// result says and holds whole lines only.
    static func readBack(_ results: [FileResult], in folder: URL) throws -> [Sample] {
        var samples: [Sample] = []
        for result in results {
            let url = folder.appendingPathComponent(result.relativePath)
            let bytes = try Data(contentsOf: url)
            #expect(bytes.count == result.byteSize, "\(result.relativePath)")
            #expect(bytes.isEmpty || bytes.last == UInt8(ascii: "\n"), "\(result.relativePath) ends inside a line")
            guard !bytes.isEmpty else { continue }
            let reader = try ChunkReader(url: url)
            var count = 0
            let report = try reader.forEachSample { samples.append($0); count += 1 }
            #expect(report.tornLines.isEmpty)
            #expect(count == result.sampleCount, "\(result.relativePath)")
        }
        return samples
    }

    @Test func fullDiskAtTheFirstWriteLeavesAnEmptyListedChunkAndCountsEverySampleLost() throws {
        let folder = try ScratchFolder("enospc-first")
        let writer = Self.writer(into: folder.url)
        let (error, fired) = FaultInjection.withFaults([FaultRule(.write, .noSpace, occurrence: 1, persists: true,
                                                                  pathContains: folder.url.path)]) { () -> ActivetaskError? in
            do {
                try writer.open()
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [2], "the header write is cut short, then its rest fails")
        let failure = try #require(error)
        #expect(failure.code == .writeFailed && failure.errno == .noSpace)
        #expect(failure.message.contains("accelerometer-000001.jsonl: write failed: No space left on device (errno 28)"), "\(failure)")
        try writer.append(Self.samples(50), dropped: 0)
        #expect(writer.results.map(\.byteSize) == [0])
        #expect(writer.results.map(\.sampleCount) == [0])
        #expect(writer.lostCount == 50)
        #expect(try Self.readBack(writer.results, in: folder.url).isEmpty)
    }

    @Test func fullDiskAtTheSixthWriteKeepsEarlierChunksAndCutsTheThirdBackToWholeLines() throws {
        let folder = try ScratchFolder("enospc-nth")
        let writer = Self.writer(into: folder.url, chunkBytes: 8192)
        let samples = Self.samples(1000)
        // Each chunk takes two writes: its header when opened, its lines when it rotates; the
        // sixth write is the third chunk's lines.
        let (error, fired) = FaultInjection.withFaults([FaultRule(.write, .noSpace, occurrence: 6, persists: true,
                                                              pathContains: folder.url.path)]) { () -> ActivetaskError? in
            do {
                try writer.open()
                try writer.append(samples, dropped: 0)
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [2], "the third chunk's lines are cut short, then their rest fails")
        let failure = try #require(error)
        #expect(failure.code == .writeFailed && failure.errno == .noSpace)
        #expect(failure.message.contains("accelerometer-000003.jsonl: write failed: No space left on device (errno 28)"), "\(failure)")
        #expect(failure.message.contains("earlier chunks are intact"))
        #expect(writer.results.map(\.sequence) == [1, 2, 3])
        let back = try Self.readBack(writer.results, in: folder.url)
        #expect(back == Array(samples.prefix(back.count)))
        let counts = writer.results.map(\.sampleCount)
        // 8192 bytes hold 74 lines of about 110 bytes; half of the third chunk's lines got through.
        #expect(counts[0] > 60 && counts[1] == counts[0], "\(counts)")
        #expect(counts[2] > 0 && counts[2] < counts[1], "\(counts)")
        #expect(counts.reduce(0, +) + writer.lostCount == samples.count)
        try writer.append(Self.samples(10), dropped: 3)
        #expect(counts.reduce(0, +) + writer.lostCount == samples.count + 13)
    }

    @Test func failedFsyncOnCloseIsReportedAndTheChunkStaysListedWithItsSamples() throws {
        let folder = try ScratchFolder("eio-fsync")
        let writer = Self.writer(into: folder.url)
        let samples = Self.samples(200)
        let (error, fired) = FaultInjection.withFaults([FaultRule(.fsync, .ioError, pathContains: folder.url.path)]) { () -> ActivetaskError? in
            do {
                try writer.open()
                try writer.append(samples, dropped: 0)
                try writer.close()
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [1])
        let failure = try #require(error)
        #expect(failure.code == .writeFailed && failure.errno == .ioError)
        #expect(failure.message.contains("accelerometer-000001.jsonl: fsync failed: Input/output error (errno 5)"), "\(failure)")
        #expect(writer.results.map(\.sampleCount) == [200])
        #expect(try Self.readBack(writer.results, in: folder.url) == samples)
    }

    @Test func fullDiskLeavesAnEarlierResultFileUntouchedAndNoTemporaryFile() throws {
        let folder = try ScratchFolder("enospc-private")
        let target = folder.url.appendingPathComponent("taskResult.json")
        try PrivateFile.writeAtomically(Data("earlier".utf8), to: target)
        let (error, fired) = FaultInjection.withFaults([FaultRule(.write, .noSpace, pathContains: folder.url.path)]) { () -> ActivetaskError? in
            do {
                try PrivateFile.writeAtomically(Data("later".utf8), to: target)
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [1])
        #expect(error?.message.contains("cannot write \(target.path): No space left on device") == true, "\(String(describing: error))")
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["taskResult.json"])
    }
}
