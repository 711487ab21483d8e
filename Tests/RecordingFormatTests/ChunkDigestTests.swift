import Foundation
import Testing
@testable import RecordingFormat

/// A chunk read with the file result that lists it is checked against its size and SHA-256 in
/// the same pass (`ChunkDigest` inside `ChunkReader`).
@Suite struct ChunkDigestTests {
    /// A chunk of `count` samples written into `folder`, and the file result that lists it.
    static func written(_ count: Int, into folder: ScratchFolder) throws -> (URL, FileResult) {
        let writer = ChunkWriterFaultTests.writer(into: folder.url)
        try writer.open()
        try writer.append(ChunkWriterFaultTests.samples(count), dropped: 0)
        try writer.close()
        let listed = try #require(writer.results.first)
        return (folder.url.appendingPathComponent(listed.relativePath), listed)
    }

    private func mismatches(_ chunk: URL, _ listed: FileResult) throws -> [ReadReport.Mismatch] {
        try ChunkReader.forEachSample(inChunks: [chunk], listed: [chunk.path: listed]) { _ in }.mismatches
    }

    @Test func aChunkAsWrittenMatchesItsListing() throws {
        let folder = try ScratchFolder("digest-same")
        let (chunk, listed) = try Self.written(30_000, into: folder)
        #expect(listed.byteSize > 1 << 20, "more than one block is read")
        #expect(try mismatches(chunk, listed).isEmpty)
    }

    @Test func oneChangedByteIsASHA256Mismatch() throws {
        let folder = try ScratchFolder("digest-byte")
        let (chunk, listed) = try Self.written(200, into: folder)
        var bytes = try Data(contentsOf: chunk)
        let digit = try #require(bytes.indices.last { bytes[$0] == UInt8(ascii: "1") })
        bytes[digit] = UInt8(ascii: "2")
        try bytes.write(to: chunk)
        #expect(try mismatches(chunk, listed) == [ReadReport.Mismatch(path: chunk.path, reason: "its SHA-256 differs from the task result's \(listed.sha256)")])
    }

    @Test func aChunkCutShortIsASizeMismatchBesideItsTornLine() throws {
        let folder = try ScratchFolder("digest-size")
        let (chunk, listed) = try Self.written(200, into: folder)
        try Data(try Data(contentsOf: chunk).dropLast(5)).write(to: chunk)
        let report = try ChunkReader.forEachSample(inChunks: [chunk], listed: [chunk.path: listed]) { _ in }
        #expect(report.mismatches.map(\.reason) == ["\(listed.byteSize - 5) bytes, but the task result lists \(listed.byteSize)"])
        #expect(report.tornLines.count == 1 && report.sampleCount == 199)
    }

    @Test func aChunkThatGrewPastItsListedSizeIsReadOnlyToItAndReported() throws {
        // 5 MB of valid lines appended after the run: reading stops at the listed size, so the
        // samples are the run's 200 and the bytes past them are never read.
        let folder = try ScratchFolder("digest-grown")
        let (chunk, listed) = try Self.written(200, into: folder)
        let bytes = try Data(contentsOf: chunk)
        let lastLine = Data(bytes.dropLast().split(separator: 0x0A).last ?? []) + [0x0A]
        var grown = bytes
        for _ in 0..<(5_000_000 / lastLine.count) { grown.append(lastLine) }
        try grown.write(to: chunk)
        let report = try ChunkReader.forEachSample(inChunks: [chunk], listed: [chunk.path: listed]) { _ in }
        #expect(report.sampleCount == 200)
        #expect(report.mismatches == [ReadReport.Mismatch(path: chunk.path, reason: "it goes on past the \(listed.byteSize) bytes the task result lists; the rest was not read")])
        #expect(report.tornLines.isEmpty)
    }

    @Test func aChunkReadWithoutItsListingIsNotChecked() throws {
        let folder = try ScratchFolder("digest-none")
        let (chunk, _) = try Self.written(20, into: folder)
        try Data(try Data(contentsOf: chunk).dropLast(1)).write(to: chunk)
        #expect(try ChunkReader.forEachSample(inChunks: [chunk]) { _ in }.mismatches.isEmpty)
    }
}
