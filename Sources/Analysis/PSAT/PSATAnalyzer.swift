import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of one PSAT step from its `psat` result: ResearchKit's totals, accuracy, the fatigue
/// index (first third of the series against the last), the longest run of right sums and the
/// answer times.
///
/// Keys: `presentationMode` (`visual`, `auditory` or `both`: in the spoken modes each answer
/// time runs from its digit's spoken onset), `numberOfAdditions`, `numberAnswered`, `totalCorrect`, `totalDyad`, `accuracy`,
/// `firstThirdCorrect`, `lastThirdCorrect`, `fatigueIndex`, `longestCorrectRun`,
/// `meanAnswerTime`, `totalTime`. Formulas and references: docs/ANALYSIS.md.
public enum PSATAnalyzer {
    /// Summarises the step result of a PSAT step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let results = step.results.compactMap { item -> PSATResult? in
            if let result = item.typed(as: PSATResult.self) { return result }
            return nil
        }
        let samples = results.flatMap(\.samples)
        summary.set("presentationMode", label: results.first?.presentationMode.rawValue)
        let correct = samples.filter(\.correct).count
        summary.set("numberOfAdditions", count: samples.count)
        summary.set("numberAnswered", count: samples.filter { $0.answer != nil }.count)
        summary.set("totalCorrect", count: correct)
        summary.set("totalDyad", count: zip(samples, samples.dropFirst()).filter { $0.correct && $1.correct }.count)
        summary.set("accuracy", samples.isEmpty ? nil : Double(correct) / Double(samples.count), .ratio)
        let third = samples.count / 3
        if third > 0 {
            let first = samples.prefix(third).filter(\.correct).count
            let last = samples.suffix(third).filter(\.correct).count
            summary.set("firstThirdCorrect", count: first)
            summary.set("lastThirdCorrect", count: last)
            summary.set("fatigueIndex", Double(first - last) / Double(third), .ratio)
        } else {
            summary.set("firstThirdCorrect", nil, .count)
            summary.set("lastThirdCorrect", nil, .count)
            summary.set("fatigueIndex", nil, .ratio)
        }
        var run = 0, longest = 0
        for sample in samples {
            run = sample.correct ? run + 1 : 0
            longest = max(longest, run)
        }
        summary.set("longestCorrectRun", count: longest)
        let times = samples.compactMap { sample in sample.answerTime.map { $0 - sample.startTime } }
        summary.set("meanAnswerTime", Statistics.mean(times), .seconds)
        summary.set("totalTime", samples.isEmpty ? nil : samples.reduce(0.0) { $0 + $1.time }, .seconds)
        if samples.isEmpty { warnings.append("\(step.identifier): no PSAT addition: PSAT keys are empty") }
        if !samples.isEmpty, third == 0 {
            warnings.append("\(step.identifier): \(samples.count) additions, fewer than 3: fatigueIndex is empty")
        }
        if !samples.isEmpty, times.isEmpty { warnings.append("\(step.identifier): no addition answered: meanAnswerTime is empty") }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
