import Foundation

extension ChunkReader {
    /// The chunk files in `folder`, grouped by recorder file stem (the sanitized recorder
    /// identifier) and sorted by sequence number.
    /// - Throws: `ActivetaskError(.malformedRecording)` naming the folder when it cannot be listed.
    public static func chunkGroups(in folder: URL) throws -> [String: [URL]] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ActivetaskError(.malformedRecording, "\(folder.path): cannot list the recording folder: \(error.localizedDescription)")
        }
        var groups: [String: [(Int, URL)]] = [:]
        for name in names where name.hasSuffix(".jsonl") {
            let base = name.dropLast(".jsonl".count)
            guard let dash = base.lastIndex(of: "-"), base.distance(from: dash, to: base.endIndex) == 7,
                  let sequence = Int(base[base.index(after: dash)...]) else { continue }
            groups[String(base[..<dash]), default: []].append((sequence, folder.appendingPathComponent(name)))
        }
        return groups.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
    }

    /// The chunks of the recorder `recorderIdentifier` in `folder`, in sequence order.
    /// - Throws: `ActivetaskError(.malformedRecording)` naming the folder when it cannot be listed.
    public static func chunkURLs(in folder: URL, recorderIdentifier: String) throws -> [URL] {
        try chunkGroups(in: folder)[SafeFileName.from(recorderIdentifier)] ?? []
    }

    /// Reads `urls` in order, calling `body` for every sample and marker.
    ///
    /// A last chunk left without a complete header line by a crash is skipped and reported as a
    /// torn line, like a torn last line inside a chunk.
    /// - Parameters:
    ///   - urls: The chunk files, in recorded order.
    ///   - listed: The file results listing the chunks, by path (`URL.path`): each chunk with one
    ///     is checked against its size and SHA-256 as it is read (`ReadReport.mismatches`).
    ///   - include: Which chunks to read, by their header; the others are closed after it, so a
    ///     reader choosing chunks by sensor opens each file once.
    ///   - body: Called with every sample and marker of the included chunks.
    /// - Returns: The merged report of every chunk read.
    /// - Throws: `ActivetaskError(.malformedRecording, "<file>:<line>: …")` for a malformed line,
    ///   or what `body` throws.
    @discardableResult
    public static func forEachSample(inChunks urls: [URL], listed: [String: FileResult] = [:],
                                     where include: (ChunkHeader) -> Bool = { _ in true },
                                     _ body: (Sample) throws -> Void) throws -> ReadReport {
        try forEachSample(inChunks: urls, listed: listed, where: include, motion: { try body(.motion($0)) }, body)
    }

    /// Reads `urls` in order as `forEachSample(inChunks:listed:where:_:)` does, calling `motion`
    /// for every accelerometer and gyroscope reading and `body` for every other sample and
    /// marker (see `forEachSample(motion:_:)`: motion lines as the recorders write them never
    /// become a `Sample`).
    /// - Returns: The merged report of every chunk read.
    /// - Throws: `ActivetaskError(.malformedRecording, "<file>:<line>: …")` for a malformed line,
    ///   or what `motion` or `body` throws.
    @discardableResult
    public static func forEachSample(inChunks urls: [URL], listed: [String: FileResult] = [:],
                                     where include: (ChunkHeader) -> Bool = { _ in true },
                                     motion: (MotionSample) throws -> Void,
                                     _ body: (Sample) throws -> Void) throws -> ReadReport {
        var report = ReadReport()
        for (index, url) in urls.enumerated() {
            let reader: ChunkReader
            do {
                reader = try ChunkReader(url: url, listed: listed.isEmpty ? nil : listed[url.path])
            } catch {
                guard index == urls.count - 1, let byteCount = tornHeaderSize(url) else { throw error }
                report.tornLines.append(ReadReport.TornLine(path: url.path, line: 1, byteCount: byteCount))
                continue
            }
            guard include(reader.header) else { continue }
            report.merge(try reader.forEachSample(motion: motion, body))
        }
        return report
    }

    /// The size of `url` when it holds no complete line (a chunk cut short while its header was
    /// written), else `nil`.
    package static func tornHeaderSize(_ url: URL) -> Int? {
        guard let bytes = try? Data(contentsOf: url), !bytes.contains(0x0A) else { return nil }
        return bytes.count
    }
}
