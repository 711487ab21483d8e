import ActiveTasks
import RecordingFormat

/// The `scores` kind: each score's value and band as the run computed them; a score prorated or
/// left without a value is a warning saying why.
enum ScoresAnalysis: KindAnalysis {
    static let kind = AnalysisKind.scores
    /// A score's value: points of its instrument to 0.01 (a prorated sum has fractions), not a percentage.
    static let points = SummaryPrecision(decimals: 2, unit: "{score}")

    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        var summary = AnalysisSummary()
        for score in target.scores {
            summary.set(score.identifier, score.value, points)
            if score.band != nil { summary.set(score.identifier + "_band", label: score.band) }
        }
        return (AnalysisResult(summary: summary, warnings: target.scores.compactMap { score in
            score.note.map { "\(score.identifier): \($0)" }
        }), [])
    }
}
