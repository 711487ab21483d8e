import ActiveTasks
import Foundation
import RecordingFormat
import SignalProcessing
import TaskFamilies

/// Summary of one flanker step from its `flanker` result: accuracy and median reaction times of
/// congruent and incongruent rows, the flanker effect, and NIH Toolbox's computed score.
///
/// Keys: `numberOfTrials`, `numberAnswered`, `numberCorrect`, `accuracy`, `congruentAccuracy`,
/// `incongruentAccuracy`, `medianReactionTime`, `congruentMedianReactionTime`,
/// `incongruentMedianReactionTime`, `flankerEffect` (ms), `accuracyScore`, `reactionTimeScore`,
/// `computedScore`. Reaction times are those of correct answers. The computed score is NIH
/// Toolbox's two-vector score (Zelazo et al. 2013; NIH Toolbox Scoring and Interpretation Guide):
/// accuracy 0 … 5, plus, once accuracy is above 80 %, 0 … 5 for the median reaction time of
/// correct incongruent rows, clamped to 500 … 3,000 ms and scored on the log scale. Formulas and
/// references: docs/ANALYSIS.md.
public enum FlankerAnalyzer {
    /// The flanker effect's precision: 0.1 ms.
    static let milliseconds = SummaryPrecision(decimals: 1, unit: "ms")
    /// The scores' precision: 0.001 points.
    static let points = SummaryPrecision(decimals: 3, unit: "{score}")
    /// The accuracy above which reaction time counts (NIH Toolbox's 80 %).
    static let accuracyThreshold = 0.8
    /// The reaction times the score's scale spans, in milliseconds (NIH Toolbox's 500 … 3,000).
    static let scoredTimes = 500.0...3000.0

    /// Summarises the step result of a flanker step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let trials = step.results.all(of: FlankerResult.self).flatMap(\.trials)
        let correct = trials.filter(\.isCorrect)
        let congruent = trials.filter(\.isCongruent), incongruent = trials.filter { !$0.isCongruent }
        let medianTime = { (rows: [FlankerTrial]) in Statistics.median(rows.filter(\.isCorrect).compactMap(\.reactionTime)) }
        summary.set("numberOfTrials", count: trials.count)
        summary.set("numberAnswered", count: trials.filter { $0.response != nil }.count)
        summary.set("numberCorrect", count: correct.count)
        let accuracy = share(correct.count, of: trials.count)
        summary.set("accuracy", accuracy, .ratio)
        summary.set("congruentAccuracy", share(congruent.filter(\.isCorrect).count, of: congruent.count), .ratio)
        summary.set("incongruentAccuracy", share(incongruent.filter(\.isCorrect).count, of: incongruent.count), .ratio)
        let congruentTime = medianTime(congruent), incongruentTime = medianTime(incongruent)
        summary.set("medianReactionTime", medianTime(trials), .seconds)
        summary.set("congruentMedianReactionTime", congruentTime, .seconds)
        summary.set("incongruentMedianReactionTime", incongruentTime, .seconds)
        summary.set("flankerEffect", congruentTime.flatMap { congruent in incongruentTime.map { ($0 - congruent) * 1000 } }, milliseconds)
        let accuracyScore = accuracy.map { 5 * $0 }
        let reactionTimeScore = accuracy.flatMap { $0 > accuracyThreshold ? incongruentTime.map(score(ofMedianTime:)) : nil }
        summary.set("accuracyScore", accuracyScore, points)
        summary.set("reactionTimeScore", reactionTimeScore, points)
        summary.set("computedScore", accuracyScore.map { $0 + (reactionTimeScore ?? 0) }, points)
        if trials.isEmpty { warnings.append("\(step.identifier): no flanker trial: flanker keys are empty") }
        if !trials.isEmpty, congruentTime == nil || incongruentTime == nil {
            warnings.append("\(step.identifier): no correct \(congruentTime == nil ? "congruent" : "incongruent") trial: flankerEffect is empty")
        }
        if let accuracy, accuracy <= accuracyThreshold {
            warnings.append("\(step.identifier): accuracy \(NumberText.string((accuracy * 100).rounded())) % is not above 80 %: "
                            + "reactionTimeScore is empty and computedScore is the accuracy score alone, as NIH Toolbox scores it")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    /// NIH Toolbox's reaction-time score of a median reaction time: 5 at 500 ms or less, 0 at
    /// 3,000 ms or more, on the log scale between: 5 − 5 · (ln t − ln 500) / (ln 3000 − ln 500).
    /// - Parameter seconds: The median reaction time of correct incongruent rows.
    static func score(ofMedianTime seconds: Double) -> Double {
        let milliseconds = min(max(seconds * 1000, scoredTimes.lowerBound), scoredTimes.upperBound)
        return 5 - 5 * (log(milliseconds) - log(scoredTimes.lowerBound)) / (log(scoredTimes.upperBound) - log(scoredTimes.lowerBound))
    }

    private static func share(_ part: Int, of whole: Int) -> Double? {
        whole == 0 ? nil : Double(part) / Double(whole)
    }
}
