/// What reading one or more chunks found besides samples.
public struct ReadReport: Sendable, Equatable {
    /// A last line cut short (by a crash or kill mid-write) that the reader skipped.
    public struct TornLine: Sendable, Equatable {
        /// The chunk's path.
        public var path: String
        /// The line's 1-based number in the chunk.
        public var line: Int
        /// The bytes the torn line holds (0 for an empty chunk without header).
        public var byteCount: Int

        /// Creates the description of a torn line.
        public init(path: String, line: Int, byteCount: Int) {
            self.path = path
            self.line = line
            self.byteCount = byteCount
        }
    }

    /// A chunk whose bytes differ from what the file result listing it recorded.
    public struct Mismatch: Sendable, Equatable {
        /// The chunk's path.
        public var path: String
        /// What differs: the size or the SHA-256, with the listed value.
        public var reason: String

        /// Creates the description of a mismatch.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Sample lines read (markers not counted).
    public var sampleCount = 0
    /// Marker lines read.
    public var markerCount = 0
    /// Chunks read.
    public var chunkCount = 0
    /// Torn last lines skipped, at most one per chunk.
    public var tornLines: [TornLine] = []
    /// Chunks read to their end whose size or SHA-256 differs from their listing.
    public var mismatches: [Mismatch] = []

    /// An empty report.
    public init() {}

    /// Adds the counts and torn lines of `other`.
    public mutating func merge(_ other: ReadReport) {
        sampleCount += other.sampleCount
        markerCount += other.markerCount
        chunkCount += other.chunkCount
        tornLines += other.tornLines
        mismatches += other.mismatches
    }
}
