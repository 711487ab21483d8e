import ActiveTasks
import RecordingFormat
import Foundation
import TaskFamilies

/// The `memory` kind: a spatial span step's games, summarised by `MemoryAnalyzer`; also the
/// spatial span results in an older tool's output that is not a task result.
enum MemoryAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.memory
    static let resultType: (any TypedResult.Type)? = SpatialSpanMemoryResult.self
    static let stepTypes = ["spatialSpanMemory"]
    static let source = "a memory task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        MemoryAnalyzer.analyze(step.results.all(of: SpatialSpanMemoryResult.self))
    }

    /// One target holding every spatial span result found in `url`, as the step result of a
    /// step without an identifier; none when there is none.
    static func targets(inOtherShaped url: URL) throws(ActivetaskError) -> [AnalysisTarget] {
        let memory = try SpatialSpanTaskResultView.results(in: url)
        guard !memory.isEmpty else { return [] }
        let found = StepResult(identifier: "", stepType: stepTypes[0], startDate: .distantPast, endDate: .distantPast,
                               results: memory.map(ResultItem.typed))
        return [AnalysisTarget(step: nil, kind: kind, files: [], stepResult: found)]
    }
}
