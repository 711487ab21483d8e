/// The output for one recording: its summary, or the reason it failed.
public struct AnalysisEntry: Sendable, Equatable {
    /// The recording's path as discovered.
    public var path: String
    /// The analysis applied, or `nil` when none could be chosen.
    public var kind: AnalysisKind?
    /// The summary, or `nil` when the recording failed.
    public var summary: AnalysisSummary?
    /// Sentences about skipped or missing data.
    public var warnings: [String]
    /// Why the recording could not be analysed, or `nil`.
    public var error: String?

    /// Creates an entry.
    public init(path: String, kind: AnalysisKind?, summary: AnalysisSummary?, warnings: [String] = [],
                error: String? = nil) {
        self.path = path
        self.kind = kind
        self.summary = summary
        self.warnings = warnings
        self.error = error
    }
}
