import Foundation

extension FileResult {
    /// The file result of a chunk its writer never closed (the process was killed, the power
    /// failed): identifier, sequence and sensors from its header, its samples counted up to the
    /// last complete line, its size and SHA-256 over every byte as it is on disk (a torn last
    /// line is kept, not cut), its dates those of its first and last sample.
    /// - Parameters:
    ///   - url: The chunk.
    ///   - relativePath: Its path relative to the run's output folder.
    /// - Throws: `ActivetaskError(.malformedRecording)` naming the file when it has no complete
    ///   header line (it holds no sample) or cannot be read.
    public init(recovering url: URL, relativePath: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path): cannot read: \(error)")
        }
        let reader = try ChunkReader(url: url)
        var first: Double?
        var last: Double?
        let report = try reader.forEachSample { sample in
            first = first ?? sample.timestamp
            last = sample.timestamp
        }
        let zero = reader.header.zero.date
        self.init(identifier: reader.header.recorderIdentifier, relativePath: relativePath, sequence: reader.header.sequence,
                  sensorTypes: reader.header.sensorTypes,
                  startDate: zero.addingTimeInterval(first ?? 0), endDate: zero.addingTimeInterval(last ?? first ?? 0),
                  sampleCount: report.sampleCount, droppedCount: 0, byteSize: data.count,
                  sha256: FileResult.sha256(of: data))
    }
}
