import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of one Stroop step from its `stroop` result: accuracy, reaction times of correct
/// answers, congruent against incongruent trials, and the Stroop effect.
///
/// Keys: `numberOfTrials`, `numberAnswered`, `numberCorrect`, `accuracy`, `meanReactionTime`,
/// `medianReactionTime`, `congruentAccuracy`, `incongruentAccuracy`,
/// `congruentMeanReactionTime`, `incongruentMeanReactionTime`, `stroopEffect`. Formulas and
/// references: docs/ANALYSIS.md.
public enum StroopAnalyzer {
    /// The Stroop effect's precision: 0.1 ms.
    static let milliseconds = SummaryPrecision(decimals: 1, unit: "ms")

    /// Summarises the step result of a Stroop step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let trials = step.results.flatMap { item -> [StroopTrial] in
            if let result = item.typed(as: StroopResult.self) { return result.trials }
            return []
        }
        let correct = trials.filter(\.isCorrect)
        summary.set("numberOfTrials", count: trials.count)
        summary.set("numberAnswered", count: trials.filter { $0.colorSelected != nil }.count)
        summary.set("numberCorrect", count: correct.count)
        summary.set("accuracy", share(correct.count, of: trials.count), .ratio)
        let times = correct.compactMap(\.reactionTime)
        summary.set("meanReactionTime", Statistics.mean(times), .seconds)
        summary.set("medianReactionTime", Statistics.median(times), .seconds)
        let congruent = trials.filter(\.isCongruent), incongruent = trials.filter { !$0.isCongruent }
        summary.set("congruentAccuracy", share(congruent.filter(\.isCorrect).count, of: congruent.count), .ratio)
        summary.set("incongruentAccuracy", share(incongruent.filter(\.isCorrect).count, of: incongruent.count), .ratio)
        let congruentTime = Statistics.mean(congruent.filter(\.isCorrect).compactMap(\.reactionTime))
        let incongruentTime = Statistics.mean(incongruent.filter(\.isCorrect).compactMap(\.reactionTime))
        summary.set("congruentMeanReactionTime", congruentTime, .seconds)
        summary.set("incongruentMeanReactionTime", incongruentTime, .seconds)
        summary.set("stroopEffect", congruentTime.flatMap { congruent in incongruentTime.map { ($0 - congruent) * 1000 } }, milliseconds)
        if trials.isEmpty { warnings.append("\(step.identifier): no Stroop trial: Stroop keys are empty") }
        if !trials.isEmpty, congruentTime == nil || incongruentTime == nil {
            warnings.append("\(step.identifier): no correct \(congruentTime == nil ? "congruent" : "incongruent") trial: stroopEffect is empty")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    private static func share(_ part: Int, of whole: Int) -> Double? {
        whole == 0 ? nil : Double(part) / Double(whole)
    }
}
