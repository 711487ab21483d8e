import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import RecordingFormat

/// A hostile chunk cannot take memory or time without end: a line is capped, and what is not a
/// regular file is refused.
@Suite struct ChunkReaderLimitTests {
    private func failure(_ chunk: URL, listed: FileResult? = nil) -> String? {
        do {
            let reader = try ChunkReader(url: chunk, listed: listed)
            try reader.forEachSample { _ in }
            return nil
        } catch {
            return (error as? ActivetaskError)?.message ?? "\(error)"
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aLineLongerThanTheCapIsAnErrorNamingTheChunkAndLine() throws {
        let folder = try ScratchFolder("limit-line")
        let (chunk, _) = try ChunkDigestTests.written(3, into: folder)
        let handle = try FileHandle(forWritingTo: chunk)
        let size = try handle.seekToEnd()
        try handle.truncate(atOffset: size + 64 << 20)
        try handle.close()
        #expect(failure(chunk) == "\(chunk.path):5: the line is longer than 1048576 bytes; a chunk's lines are a few hundred, so the chunk is damaged or not a chunk")
    }

    @Test(.timeLimit(.minutes(1)))
    func aChunkReplacedByALinkToDevZeroIsRefused() throws {
        let folder = try ScratchFolder("limit-zero")
        let (chunk, listed) = try ChunkDigestTests.written(3, into: folder)
        try FileManager.default.removeItem(at: chunk)
        try FileManager.default.createSymbolicLink(atPath: chunk.path, withDestinationPath: "/dev/zero")
        let message = try #require(failure(chunk, listed: listed))
        #expect(message.hasPrefix("\(chunk.path): is not a regular file (a character device)"), "\(message)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOInAChunksPlaceIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try ScratchFolder("limit-fifo")
        let fifo = folder.url.appendingPathComponent("motion-000001.jsonl")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let message = try #require(failure(fifo))
        #expect(message.hasPrefix("\(fifo.path): is not a regular file (a FIFO)"), "\(message)")
    }
}
