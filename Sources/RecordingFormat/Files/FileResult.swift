import Foundation

/// One closed chunk of a recording, as listed in a step's result and in `recording.json`.
public struct FileResult: Sendable, Equatable, Hashable, Codable {
    /// The recorder configuration's identifier.
    public var identifier: String
    /// The chunk's path relative to the output directory.
    public var relativePath: String
    /// Always `application/x-ndjson`.
    public var contentType: String
    /// The chunk's sequence number within its recorder, from 1.
    public var sequence: Int
    /// The sensor types the chunk holds.
    public var sensorTypes: [SensorType]
    /// Wall-clock time of the chunk's first line.
    public var startDate: Date
    /// Wall-clock time the chunk was closed.
    public var endDate: Date
    /// Sample lines in the chunk (markers and the header not counted).
    public var sampleCount: Int
    /// Samples dropped by the bounded buffer while this chunk was open.
    public var droppedCount: Int
    /// The chunk's size in bytes.
    public var byteSize: Int
    /// The chunk's SHA-256, lowercase hex.
    public var sha256: String

    /// The content type of every chunk.
    public static let ndjsonContentType = "application/x-ndjson"

    /// Creates a file result.
    public init(identifier: String, relativePath: String, contentType: String = FileResult.ndjsonContentType,
                sequence: Int, sensorTypes: [SensorType], startDate: Date, endDate: Date,
                sampleCount: Int, droppedCount: Int, byteSize: Int, sha256: String) {
        self.identifier = identifier
        self.relativePath = relativePath
        self.contentType = contentType
        self.sequence = sequence
        self.sensorTypes = sensorTypes
        self.startDate = startDate
        self.endDate = endDate
        self.sampleCount = sampleCount
        self.droppedCount = droppedCount
        self.byteSize = byteSize
        self.sha256 = sha256
    }
}
