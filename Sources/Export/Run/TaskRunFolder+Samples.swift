import Foundation
import RecordingFormat

extension TaskRunFolder {
    /// Streams the samples and markers of `chunks`, in order, to `body`: each chunk is first
    /// checked against its file result's size and SHA-256, then read by `ChunkReader` (1 MiB
    /// blocks, lines parsed in place), so memory does not grow with the recording.
    /// - Parameters:
    ///   - chunks: Chunks of this run.
    ///   - body: Called with each chunk and each of its samples and markers.
    /// - Throws: `ActivetaskError` naming the chunk that is missing, changed or malformed, or what
    ///   `body` throws.
    package func forEachSample(in chunks: [RecordedFile],
                              _ body: (RecordedFile, Sample) throws(ActivetaskError) -> Void) throws(ActivetaskError) {
        for chunk in chunks {
            let location = try location(of: chunk.file)
            try FileDigest.verify(chunk.file, at: location)
            let reader: ChunkReader
            do {
                reader = try ChunkReader(url: location)
            } catch {
                throw ActivetaskError(.malformedRecording, "\(error)", underlying: error)
            }
            while true {
                let next: Sample?
                do {
                    next = try reader.next()
                } catch {
                    throw ActivetaskError(.malformedRecording, "\(error); the chunk is corrupt: restore it from a backup", underlying: error)
                }
                guard let sample = next else { break }
                try body(chunk, sample)
            }
        }
    }
}
