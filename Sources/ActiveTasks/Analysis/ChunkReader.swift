import Foundation

/// Streams the sample lines of chunk files into a consumer in bounded memory (one 1 MiB block
/// plus the longest line), so a file of any size analyses in constant RAM.
///
/// A line that does not parse fails the recording with its file and line number, except the
/// last line of a chunk, which a crashed recorder may have torn: that one is skipped with a
/// warning. This is the one type that reads chunk files for analysis.
public enum ChunkReader {
    /// The block size read from disk at once.
    static let blockSize = 1 << 20

    /// Feeds every sample of `files`, in the given order, to `consumer`.
    /// - Parameters:
    ///   - files: Chunk files (`<recorder>-000001.jsonl`), in recorded order.
    ///   - consumer: The analysis to feed.
    /// - Returns: Warnings about skipped torn lines.
    /// - Throws: `AnalysisError` naming the file (and line) that could not be read or parsed.
    public static func read(_ files: [URL], into consumer: inout some SampleConsumer) throws(AnalysisError) -> [String] {
        var warnings: [String] = []
        for file in files {
            if let warning = try read(file, into: &consumer) { warnings.append(warning) }
        }
        return warnings
    }

    private static func read(_ file: URL, into consumer: inout some SampleConsumer) throws(AnalysisError) -> String? {
        let descriptor = open(file.path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw AnalysisError(.unreadable, "\(file.path): cannot open (\(reason)); check the path and its permissions")
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: blockSize)
        var filled = 0
        var lineNumber = 0
        var pending: (line: Int, message: String)?
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let count = buffer.withUnsafeMutableBytes { raw in
                Foundation.read(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw AnalysisError(.unreadable, "\(file.path): read failed after line \(lineNumber) (\(reason))")
            }
            let end = filled + count
            let consumed = try buffer.withUnsafeBufferPointer { bytes throws(AnalysisError) -> Int in
                var start = 0
                var cursor = 0
                while true {
                    guard let newline = memchr(bytes.baseAddress! + cursor, 0x0A, end - cursor) else { break }
                    let stop = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress!
                    lineNumber += 1
                    try handle(UnsafeBufferPointer(rebasing: bytes[start..<stop]), lineNumber: lineNumber,
                               file: file, pending: &pending, consumer: &consumer)
                    start = stop + 1
                    cursor = start
                    if cursor >= end { break }
                }
                if count == 0, start < end {
                    lineNumber += 1
                    try handle(UnsafeBufferPointer(rebasing: bytes[start..<end]), lineNumber: lineNumber,
                               file: file, pending: &pending, consumer: &consumer)
                    return end
                }
                return start
            }
            if count == 0 { break }
            buffer.withUnsafeMutableBufferPointer { bytes in
                let rest = end - consumed
                if rest > 0, consumed > 0 {
                    memmove(bytes.baseAddress!, bytes.baseAddress! + consumed, rest)
                }
                filled = rest
            }
        }
        guard let pending else { return nil }
        return "\(file.lastPathComponent): skipped torn last line \(pending.line) (\(pending.message))"
    }

    private static func handle(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, file: URL,
                               pending: inout (line: Int, message: String)?,
                               consumer: inout some SampleConsumer) throws(AnalysisError) {
        if let failure = pending {
            throw AnalysisError(.corruptLine, "\(file.path):\(failure.line): \(failure.message); "
                                + "the chunk is corrupt before its end: restore it or remove that line")
        }
        guard !line.isEmpty else { return }
        do {
            if case .sample(let sample) = try SampleLineParser.parse(line) {
                consumer.consume(sample)
            }
        } catch {
            pending = (lineNumber, error.message)
        }
    }
}
