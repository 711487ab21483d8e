import ActiveTasks
import Foundation
import RecordingFormat

/// Feeds chunk files to an analysis through the recording pipeline's streaming `ChunkReader`
/// (1 MiB blocks, lines parsed in place), so a file of any size analyses in constant RAM.
///
/// A torn last line (a crashed recorder's cut-short write) becomes a warning; any other
/// malformed line fails the recording with its file and line number.
public enum ChunkFeed {
    /// Feeds every sample and marker of `files`, in the given order, to `consumer`.
    /// - Parameters:
    ///   - files: Chunk files (`<recorder>-000001.jsonl`), in recorded order.
    ///   - listed: The file results listing the chunks, by path: each chunk read to its end is
    ///     checked against its size and SHA-256 in the same pass.
    ///   - strict: Whether a chunk that differs from its listing fails the read instead of
    ///     becoming a warning.
    ///   - sensors: When given, only the chunks whose headers declare one of these are read (each
    ///     file is opened once either way).
    ///   - consumer: The analysis to feed.
    /// - Returns: One warning per torn line skipped and per chunk that differs from its listing.
    /// - Throws: `ActivetaskError` naming the file (and line) that could not be read or parsed,
    ///   and with `strict` the first chunk that differs from its listing (`fileChanged`).
    public static func read(_ files: [URL], listed: [String: FileResult] = [:], strict: Bool = false,
                            holding sensors: Set<SensorType>? = nil,
                            into consumer: inout some SampleConsumer) throws(ActivetaskError) -> [String] {
        var unmeasured: RecordingQuality?
        return try read(files, listed: listed, strict: strict, holding: sensors, into: &consumer, measuring: &unmeasured)
    }

    /// Feeds `files` to `consumer` as `read(_:listed:strict:holding:into:)` does, and their headers
    /// and motion readings to `quality` in the same pass.
    static func read(_ files: [URL], listed: [String: FileResult], strict: Bool, holding sensors: Set<SensorType>?,
                     into consumer: inout some SampleConsumer, measuring quality: inout RecordingQuality?) throws(ActivetaskError) -> [String] {
        let report: ReadReport
        do {
            report = try ChunkReader.forEachSample(inChunks: files, listed: listed, where: { header in
                let included = sensors.map { !$0.isDisjoint(with: header.sensorTypes) } ?? true
                if included { quality?.note(header) }
                return included
            }, motion: { motion in
                consumer.consume(motion: motion)
                quality?.consume(motion: motion)
            }) { consumer.consume($0) }
        } catch {
            throw ActivetaskError(.corruptLine, "\(error); the chunk is corrupt before its end: restore it or remove that line")
        }
        if strict, let changed = report.mismatches.first {
            throw ActivetaskError(.fileChanged, "\(changed.path): \(changed.reason); the file changed after the run: restore it from a backup, or analyse without --strict")
        }
        return report.tornLines.map { torn in
            "\(URL(fileURLWithPath: torn.path).lastPathComponent): skipped torn last line \(torn.line) (\(torn.byteCount) bytes)"
        } + report.mismatches.map { changed in
            "\(changed.path) changed after the run: \(changed.reason); analysed as it is now (--strict makes this an error)"
        }
    }

    /// The sensor types the chunk at `url` declares in its header.
    /// - Throws: `ActivetaskError` naming the file when it cannot be opened or has no valid header.
    public static func sensorTypes(of url: URL) throws(ActivetaskError) -> Set<SensorType> {
        do {
            return Set(try ChunkReader(url: url).header.sensorTypes)
        } catch {
            throw ActivetaskError(.unreadable, "\(error)")
        }
    }
}
