import ActiveTasks
import RecordingFormat

/// The `scores` kind: each score's value and band as the run computed them; a score prorated or
/// left without a value is a warning saying why.
enum ScoresAnalysis: KindAnalysis {
    static let kind = AnalysisKind.scores

    static func analyze(_ target: AnalysisTarget, strict: Bool) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        var summary = AnalysisSummary()
        for score in target.scores {
            summary.set(score.identifier, score.value, .percent)
            if score.band != nil { summary.set(score.identifier + "_band", label: score.band) }
        }
        return (AnalysisResult(summary: summary, warnings: target.scores.compactMap { score in
            score.note.map { "\(score.identifier): \($0)" }
        }), [])
    }
}
