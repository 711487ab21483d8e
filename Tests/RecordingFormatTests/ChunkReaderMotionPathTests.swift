import Foundation
import Testing
@_spi(Benchmarks) @testable import RecordingFormat

/// `ChunkReader.forEachSample(motion:_:)`, which hands motion lines as the recorders write them
/// to the analysis without a `Sample`, against the general path (`next()`, one `Sample` a line).
@Suite struct ChunkReaderMotionPathTests {
    /// What a reader made of a chunk: every sample in file order (a motion's values as bit
    /// patterns, so that 0 and -0 differ) and its report, or the error's message.
    private enum Outcome: Equatable {
        case read([Sample], bits: [UInt64], report: ReadReport)
        case failure(String)

        init(_ body: (_ add: (Sample) -> Void) throws -> ReadReport) {
            var samples: [Sample] = []
            do {
                let report = try body { samples.append($0) }
                self = .read(samples, bits: samples.flatMap { sample -> [UInt64] in
                    guard case .motion(let motion) = sample else { return [] }
                    return [motion.timestamp, motion.uptime, motion.x, motion.y, motion.z].map(\.bitPattern)
                }, report: report)
            } catch {
                self = .failure("\(error)")
            }
        }
    }

    /// A chunk of `ChunkWriterFaultTests`' header and samples, then `lines` as they are.
    private func chunk(appending lines: String, in folder: ScratchFolder) throws -> URL {
        let url = try ChunkReaderFaultTests.writeChunk(ChunkWriterFaultTests.samples(5), into: folder.url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(lines.utf8))
        try handle.close()
        return url
    }

    /// `url` read by `next()` and by the split path, each sample put back in one sequence.
    private func bothWays(_ url: URL) -> (general: Outcome, split: Outcome) {
        let general = Outcome { add in
            let reader = try ChunkReader(url: url)
            while let sample = try reader.next() { add(sample) }
            return reader.report
        }
        let split = Outcome { add in
            try ChunkReader.forEachSample(inChunks: [url], motion: { add(.motion($0)) }) { add($0) }
        }
        return (general, split)
    }

    /// Lines of every kind: motion as written (both sensors), motion read key by key (spaces,
    /// keys in another order), a touch, a location fix and a marker, each as `LineEncoder` writes it.
    private var mixedLines: String {
        var encoder = LineEncoder()
        encoder.append(MotionSample(sensorType: .gyroscope, timestamp: 0.06, uptime: 1506423438.471, x: -0.0, y: 2.5, z: 0.000001))
        encoder.append(TouchSample(timestamp: 0.07, uptime: 1000.07, phase: .began, touchId: 1, x: 0.25, y: 0.75, rawX: 10, rawY: 30))
        encoder.append(LocationSample(timestamp: 0.08, uptime: 1000.08, latitude: 51.75, longitude: -1.25, altitude: 60))
        encoder.append(MarkerRecord(timestamp: 0.09, event: "gap", message: "no samples for 2 s"))
        let written = encoder.withBytes { String(decoding: $0, as: UTF8.self) }
        return written
            + "{ \"sensorType\": \"accelerometer\", \"timestamp\": 0.1, \"uptime\": 1000.1, \"x\": 1e-3, \"y\": -1, \"z\": 0.5 }\n"
            + "{\"timestamp\":0.11,\"sensorType\":\"accelerometer\",\"uptime\":1000.11,\"x\":0.125,\"y\":-1,\"z\":0.5,\"extra\":true}\n"
            + "{\"sensorType\":\"accelerometer\",\"timestamp\":0.12,\"uptime\":1000.12,\"x\":0.123456789012345678901,\"y\":-1,\"z\":0.5}\n"
    }

    @Test func everyKindOfLineReadsAsTheGeneralPathReadsIt() throws {
        let folder = try ScratchFolder("motion-path")
        let read = bothWays(try chunk(appending: mixedLines, in: folder))
        #expect(read.split == read.general)
        guard case .read(let samples, _, let report) = read.split else {
            Issue.record("the chunk failed: \(read.split)")
            return
        }
        #expect(samples.count == 12 && report.sampleCount == 11 && report.markerCount == 1)
    }

    @Test func tornLastLineIsReportedAsTheGeneralPathReportsIt() throws {
        let folder = try ScratchFolder("motion-path-torn")
        let read = bothWays(try chunk(appending: mixedLines + "{\"sensorType\":\"accelerometer\",\"timestamp\":0.13,\"upt", in: folder))
        #expect(read.split == read.general)
        guard case .read(_, _, let report) = read.split else {
            Issue.record("the chunk failed: \(read.split)")
            return
        }
        #expect(report.tornLines.map(\.line) == [14])
    }

    @Test func malformedLinesFailWithTheFileAndLineTheGeneralPathNames() throws {
        let folder = try ScratchFolder("motion-path-malformed")
        let broken = ["{\"sensorType\":\"accelerometer\",\"timestamp\":0.13,\"uptime\":1000.13,\"x\":1.,\"y\":-1,\"z\":0.5}",
                      "{\"sensorType\":\"accelerometer\",\"timestamp\":0.13,\"uptime\":1000.13,\"x\":1,\"y\":-1}",
                      "{\"sensorType\":\"accelerometer\",\"timestamp\":0.13,\"uptime\":1000.13,\"x\":1,\"y\":-1,\"z\":0.5}}",
                      "",
                      "{\"type\":\"header\",\"schema\":\"x\"}"]
        for line in broken {
            let url = try chunk(appending: mixedLines + line + "\n" + mixedLines, in: folder)
            let read = bothWays(url)
            #expect(read.split == read.general, "\(line)")
            guard case .failure(let message) = read.split else {
                Issue.record("\(line) was read")
                continue
            }
            #expect(message.hasPrefix("\(url.path):14: "), "\(message)")
            try FileManager.default.removeItem(at: url)
        }
    }
}
