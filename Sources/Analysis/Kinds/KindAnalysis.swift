import ActiveTasks
import RecordingFormat
import Foundation

/// One kind of analysis that `analyze` gives a step of a task (or a folder of chunks): which steps
/// get it, and how an entry of it is made. Each kind is registered by one line in
/// `KindAnalyses.all`; a family's kind lives in the family's folder (`Analysis/Stroop/`).
protocol KindAnalysis: SendableMetatype {
    /// The kind.
    static var kind: AnalysisKind { get }
    /// The result type whose presence in a step result gives the step this kind.
    static var resultType: (any TypedResult.Type)? { get }
    /// The step types whose steps get this kind when their step result has no typed result.
    static var stepTypes: [String] { get }
    /// The kinds of task steps that `--kind` with this kind analyses as this kind instead (the
    /// walks' steps as gait).
    static var stepKinds: Set<AnalysisKind> { get }
    /// Analyses one target of this kind.
    /// - Parameters:
    ///   - target: The step (or folder) with its chunks and results.
    ///   - feed: Its chunks, read through it so that the recording's quality is measured in the
    ///     same pass (`RecordingAnalyzer` puts it beside the figures); `feed.strict` says whether a
    ///     chunk that differs from what the task result lists fails the entry.
    /// - Returns: The entry's result and the warnings of reading its chunks.
    /// - Throws: `ActivetaskError` naming what is missing or malformed.
    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String])
    /// The targets of this kind in a `taskResult.json` of another shape than a task result's (an
    /// older tool's output), or none.
    /// - Parameter url: The file.
    /// - Throws: `ActivetaskError` when the file cannot be read.
    static func targets(inOtherShaped url: URL) throws(ActivetaskError) -> [AnalysisTarget]
}

extension KindAnalysis {
    /// No typed result decides the kind.
    static var resultType: (any TypedResult.Type)? { nil }
    /// No step type decides the kind.
    static var stepTypes: [String] { [] }
    /// No other kind's steps are analysed as this kind.
    static var stepKinds: Set<AnalysisKind> { [] }
    /// Nothing of this kind in files of other shapes.
    static func targets(inOtherShaped url: URL) throws(ActivetaskError) -> [AnalysisTarget] { [] }
}
