import ActiveTasks

/// What one analysis of one recording produced: its summary and what the reader of it should
/// know (skipped torn lines, missing location).
public struct AnalysisResult: Sendable, Equatable {
    /// The summary keys and values.
    public var summary: AnalysisSummary
    /// Sentences about data that was skipped or missing; empty when all went well.
    public var warnings: [String]

    /// Creates a result.
    public init(summary: AnalysisSummary, warnings: [String] = []) {
        self.summary = summary
        self.warnings = warnings
    }
}
