import Foundation
import Testing
@testable import RecordingFormat

/// Reading chunks through the system-call seam when the kernel interrupts or fails a read.
@Suite struct ChunkReaderFaultTests {
    static func writeChunk(_ samples: [Sample], into folder: URL) throws -> URL {
        let writer = ChunkWriterFaultTests.writer(into: folder)
        try writer.open()
        try writer.append(samples, dropped: 0)
        try writer.close()
        return folder.appendingPathComponent(try #require(writer.results.first).relativePath)
    }

    @Test func interruptedReadIsRetriedAndEverySampleIsRead() throws {
        let folder = try ScratchFolder("eintr-read")
        let samples = ChunkWriterFaultTests.samples(300)
        let chunk = try Self.writeChunk(samples, into: folder.url)
        let (read, fired) = try FaultInjection.withFaults([FaultRule(.read, .interrupted, pathContains: folder.url.path)]) {
            var read: [Sample] = []
            try ChunkReader.forEachSample(inChunks: [chunk]) { read.append($0) }
            return read
        }
        #expect(fired == [1])
        #expect(read == samples)
    }

    @Test func failedReadNamesTheChunkAndTheErrno() throws {
        let folder = try ScratchFolder("eio-read")
        let chunk = try Self.writeChunk(ChunkWriterFaultTests.samples(10), into: folder.url)
        let (error, fired) = FaultInjection.withFaults([FaultRule(.read, .ioError, pathContains: folder.url.path)]) { () -> ActivetaskError? in
            do {
                _ = try ChunkReader(url: chunk)
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [1])
        #expect(error?.code == .malformedRecording && error?.errno == .ioError)
        #expect(error?.message == "\(chunk.path): read failed: Input/output error (errno 5)")
    }
}
