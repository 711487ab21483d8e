/// Why a recording could not be analysed; each message names the file or field and the way out.
public struct AnalysisError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: String, Sendable {
        /// The path does not exist or cannot be read.
        case unreadable
        /// A line of a chunk is not a valid sample line.
        case corruptLine
        /// The folder holds nothing the requested analysis can use.
        case nothingToAnalyse
        /// A result file does not have the expected shape.
        case invalidResult
    }

    /// The kind of failure.
    public var kind: Kind
    /// A sentence naming the file, line or field and what to do.
    public var description: String

    /// Creates an error.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
