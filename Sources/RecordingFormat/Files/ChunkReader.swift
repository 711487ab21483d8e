import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one chunk file: its header with `JSONDecoder`, then its lines as `Sample`s, streaming.
///
/// Memory does not depend on the file's size: the file is read in blocks of 64 KiB, doubled up
/// to 1 MiB while reads keep filling them (a small chunk stays in memory the allocator reuses),
/// and each line is parsed in place by `LineScanner`. A last line without its newline (a write cut short by a
/// crash) is skipped and reported in `report`; a malformed line anywhere else throws, and so does
/// a line longer than `maximumLineLength` and a chunk that is not a regular file (a link to
/// `/dev/zero`, a FIFO), so a hostile chunk cannot take memory or time without end. Given the
/// file result that lists the chunk, the reader also takes the size and SHA-256 of the bytes as
/// it reads them and reports a difference in `report` when it reaches the end, and it reads no
/// further than the listed size (a chunk that goes on past it is reported, the rest unread). Not thread-safe:
/// use one reader on one thread.
public final class ChunkReader {
    /// The chunk being read.
    public let url: URL
    /// The chunk's header line.
    public private(set) var header: ChunkHeader
    /// What was read so far.
    public private(set) var report = ReadReport()

    private let descriptor: Int32
    private var block: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var atEndOfFile = false
    private var lineNumber = 0
    private var digest: ChunkDigest?
    /// The bytes the listing says are still to come, or `nil` when read without a listing: the
    /// reader stops there, so a chunk that grew after its run (a hostile or damaged one) costs no
    /// more than its listed size.
    private var listedBytesLeft: Int?
    /// The chunk's size as listed, for the report of a chunk that goes on past it.
    private let listedByteSize: Int?
    /// Whether the last read filled the block, so the file may well go on.
    private var filledBlock = false

    /// The longest line read: sample lines are a few hundred bytes, headers a few KiB, so a
    /// longer one is a damaged or hostile chunk.
    public static let maximumLineLength = 1 << 20

    /// The first block's size: small chunks (a few seconds of a walk) fit in one or two.
    private static let initialBlockSize = 64 << 10
    /// The largest block read while the file goes on.
    private static let blockSize = 1 << 20
    /// The most the reads before the header's newline ask for: a reader opened for its header
    /// alone (the analysis checks every chunk's sensor types first) copies 16 KiB, not a block.
    private static let headerReadSize = 16 << 10

    /// Opens `url` and reads its header.
    /// - Parameters:
    ///   - url: The chunk.
    ///   - listed: The file result that lists the chunk, whose size and SHA-256 the bytes read
    ///     are checked against; `nil` to read without checking.
    /// - Throws: `ActivetaskError(.malformedRecording)` naming the file when it cannot be opened,
    ///   has no complete header line or a header of an unknown schema.
    public init(url: URL, listed: FileResult? = nil) throws {
        self.url = url
        digest = listed.map(ChunkDigest.init)
        listedBytesLeft = listed?.byteSize
        listedByteSize = listed?.byteSize
        do {
            // O_NONBLOCK: a FIFO in a chunk's place must not hold the open; it is refused below.
            descriptor = try Syscalls.open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path): cannot open: \(error) (errno \(error.rawValue))", errno: error)
        }
        let kind: mode_t
        do {
            kind = try Syscalls.fstat(descriptor).st_mode & S_IFMT
        } catch {
            try? Syscalls.close(descriptor)
            throw ActivetaskError(.malformedRecording, "\(url.path): cannot read its status: \(error) (errno \(error.rawValue))", errno: error)
        }
        guard kind == S_IFREG else {
            try? Syscalls.close(descriptor)
            throw ActivetaskError(.malformedRecording,
                                  "\(url.path): is not a regular file (\(Self.describe(kind))); a chunk is a file its recorder wrote, so the run's folder was changed; restore the chunk or remove the run")
        }
        block = .allocate(byteCount: ChunkReader.initialBlockSize, alignment: 16)
        header = ChunkHeader(recorderIdentifier: "", sensorTypes: [], device: DeviceDescription(name: "", identifier: "", backend: ""),
                             sequence: 0, zero: RecordingZero(uptime: 0, date: Date(timeIntervalSince1970: 0)))
        // Every stored property is set from here on, so a throw below runs `deinit`, which
        // closes the file and frees the block.
        guard let line = try nextLine() else {
            if listedBytesLeft == 0, let size = listedByteSize, size > 0 {
                throw ActivetaskError(.malformedRecording,
                                      "\(url.path): the task result lists \(size) bytes, which end before the header line does; the listing is wrong or the chunk was replaced: restore it or remove the run")
            }
            throw ActivetaskError(.malformedRecording,
                                  "\(url.path): no complete header line (the chunk is empty or was cut short while opening); skip it")
        }
        header = try decodeHeader(line)
        report.chunkCount = 1
    }

    deinit {
        try? Syscalls.close(descriptor)
        block.deallocate()
    }

    /// The next sample or marker, or `nil` at the end of the chunk.
    /// - Throws: `ActivetaskError(.malformedRecording, "<file>:<line>: …")` for a malformed line
    ///   that is not a torn last line.
    public func next() throws -> Sample? {
        guard let line = try nextLine() else { return nil }
        return try sample(parsing: line)
    }

    /// Calls `body` for every remaining sample and marker, in file order.
    /// - Returns: The report of the whole chunk, listing a skipped torn last line.
    /// - Throws: What `next()` or `body` throws.
    @discardableResult
    public func forEachSample(_ body: (Sample) throws -> Void) throws -> ReadReport {
        try forEachSample(motion: { try body(.motion($0)) }, body)
    }

    /// Calls `motion` for every remaining accelerometer and gyroscope reading and `body` for every
    /// other sample and marker, in file order: what `forEachSample(_:)` gives, split by kind.
    ///
    /// A motion line as the recorders write it goes to `motion` as soon as it is read, without
    /// becoming a `Sample` (an enum with references in its other cases, copied and destroyed
    /// through every caller): the walk analysis's path through most lines of most recordings.
    /// Any other line is read by `LineScanner` as `next()` reads it, with the same errors.
    /// - Returns: The report of the whole chunk, listing a skipped torn last line.
    /// - Throws: What `next()`, `motion` or `body` throws.
    @discardableResult
    public func forEachSample(motion: (MotionSample) throws -> Void, _ body: (Sample) throws -> Void) throws -> ReadReport {
        while let line = try nextLine() {
            if let base = line.baseAddress {
                var cursor = LineCursor(base: base.assumingMemoryBound(to: UInt8.self), count: line.count)
                if let written = cursor.scanWrittenMotionLine() {
                    report.sampleCount += 1
                    try motion(written)
                    continue
                }
            }
            let sample = try sample(parsing: line, with: LineScanner.parseKeyByKey)
            if case .motion(let reading) = sample { try motion(reading) } else { try body(sample) }
        }
        return report
    }

    /// The sample or marker on `line`, read by `parse` (`LineScanner.parse`, or its key-by-key
    /// half when the cursor has already declined the line), counted in `report`.
    /// - Throws: `ActivetaskError(.malformedRecording, "<file>:<line>: …")` for a malformed line.
    private func sample(parsing line: UnsafeRawBufferPointer,
                        with parse: (UnsafeRawBufferPointer) throws(LineScanner.Failure) -> LineScanner.Line = LineScanner.parse) throws -> Sample {
        let parsed: LineScanner.Line
        do {
            parsed = try parse(line)
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path):\(lineNumber): \(error.reason)")
        }
        switch parsed {
        case .header:
            throw ActivetaskError(.malformedRecording, "\(url.path):\(lineNumber): a header line may only be the first line of a chunk")
        case .sample(let sample):
            if case .marker = sample { report.markerCount += 1 } else { report.sampleCount += 1 }
            return sample
        }
    }

    private func decodeHeader(_ line: UnsafeRawBufferPointer) throws -> ChunkHeader {
        let decoded: ChunkHeader
        do {
            decoded = try LineScanner.parseWrittenHeader(line) ?? JSONDecoder().decode(ChunkHeader.self, from: Data(line))
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path):1: not a chunk header: \(error)")
        }
        guard decoded.schema == ChunkHeader.schemaIdentifier else {
            throw ActivetaskError(.malformedRecording, "\(url.path):1: schema \"\(decoded.schema)\" is not \(ChunkHeader.schemaIdentifier)")
        }
        guard decoded.schemaVersion <= ChunkHeader.currentSchemaVersion else {
            throw ActivetaskError(.malformedRecording,
                                  "\(url.path):1: schemaVersion \(decoded.schemaVersion) is newer than this reader (\(ChunkHeader.currentSchemaVersion)); update activetask")
        }
        return decoded
    }

    /// The next complete line (without its newline), valid until the next call; `nil` at the
    /// end, after recording a torn last line in `report`.
    private func nextLine() throws -> UnsafeRawBufferPointer? {
        while true {
            if start < end, let found = memchr(block.baseAddress! + start, 0x0A, end - start) {
                let newline = block.baseAddress!.distance(to: UnsafeMutableRawPointer(found))
                guard newline - start <= ChunkReader.maximumLineLength else { throw lineTooLong() }
                let line = UnsafeRawBufferPointer(rebasing: block[start..<newline])
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEndOfFile {
                if start < end {
                    report.tornLines.append(ReadReport.TornLine(path: url.path, line: lineNumber + 1, byteCount: end - start))
                    start = end
                }
                return nil
            }
            try refill()
        }
    }

    private func refill() throws {
        if start > 0 {
            if end > start { memmove(block.baseAddress!, block.baseAddress! + start, end - start) }
            end -= start
            start = 0
        }
        guard end <= ChunkReader.maximumLineLength else { throw lineTooLong() }
        if end == block.count || (filledBlock && block.count < ChunkReader.blockSize) {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: block.count * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(block))
            block.deallocate()
            block = larger
        }
        let wanted = min(lineNumber == 0 ? min(ChunkReader.headerReadSize, block.count - end) : block.count - end, listedBytesLeft ?? .max)
        let count = wanted == 0 ? 0 : try read(into: UnsafeMutableRawBufferPointer(rebasing: block[end..<(end + wanted)]))
        listedBytesLeft = listedBytesLeft.map { $0 - count }
        filledBlock = end + count == block.count
        digest?.update(UnsafeRawBufferPointer(rebasing: block[end..<(end + count)]))
        if count == 0 {
            atEndOfFile = true
            var byte: UInt8 = 0
            if listedBytesLeft == 0, try withUnsafeMutableBytes(of: &byte, read) > 0, let size = listedByteSize {
                report.mismatches.append(ReadReport.Mismatch(path: url.path, reason: "it goes on past the \(size) bytes the task result lists; the rest was not read"))
            } else if let reason = digest?.mismatch() {
                report.mismatches.append(ReadReport.Mismatch(path: url.path, reason: reason))
            }
            digest = nil
        }
        end += count
    }

    /// Reads what the chunk has next into `buffer`: how many bytes came, 0 at its end.
    private func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        do {
            return try Syscalls.read(descriptor, into: buffer)
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path): read failed: \(error) (errno \(error.rawValue))", errno: error)
        }
    }

    /// The error for a line longer than `maximumLineLength`, naming the chunk and the line.
    private func lineTooLong() -> ActivetaskError {
        ActivetaskError(.malformedRecording,
                        "\(url.path):\(lineNumber + 1): the line is longer than \(ChunkReader.maximumLineLength) bytes; a chunk's lines are a few hundred, so the chunk is damaged or not a chunk")
    }

    /// A file type as an error names it.
    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "file type \(String(kind, radix: 8))"
        }
    }
}
