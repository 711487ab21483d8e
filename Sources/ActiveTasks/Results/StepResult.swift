import Foundation
import RecordingFormat

/// What happened during one visit of a step: when, the answers, recorded files and errors.
public struct StepResult: Sendable, Equatable, Codable {
    /// The step's identifier.
    public var identifier: String
    /// The step's `"type"`.
    public var stepType: String
    /// When the step started.
    public var startDate: Date
    /// When the step ended.
    public var endDate: Date
    /// Whether the participant skipped the step.
    public var skipped: Bool
    /// Whether a later visit of the same step (a loop, or going back) superseded this result.
    public var isPrevious: Bool
    /// Answers, file results and error results, in the order added.
    public var results: [ResultItem]
    /// The analysis the task gives the step's recording (an active step's `"analysis"`);
    /// `nil` (and absent from the JSON) when the step's type decides or the task does not say.
    public var analysis: AnalysisKind?

    /// Creates a step result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - stepType: The step's type.
    ///   - startDate: When it started.
    ///   - endDate: When it ended.
    ///   - skipped: Whether it was skipped.
    ///   - isPrevious: Whether a later visit superseded it.
    ///   - results: Its entries.
    ///   - analysis: The analysis the task gives its recording.
    public init(identifier: String, stepType: String, startDate: Date, endDate: Date, skipped: Bool = false,
                isPrevious: Bool = false, results: [ResultItem] = [], analysis: AnalysisKind? = nil) {
        self.identifier = identifier
        self.stepType = stepType
        self.startDate = startDate
        self.endDate = endDate
        self.skipped = skipped
        self.isPrevious = isPrevious
        self.results = results
        self.analysis = analysis
    }

    /// The answers among the results.
    public var answers: [AnswerResult] {
        results.compactMap { if case .answer(let answer) = $0 { return answer } else { return nil } }
    }

    /// The answer stored under `identifier`, if any.
    /// - Parameter identifier: A question step's or form item's identifier.
    public func answer(_ identifier: String) -> AnswerValue? {
        answers.first { $0.identifier == identifier }?.value
    }

    /// Adds the file results of a recording (for observers that record during the step).
    /// - Parameter files: The closed chunks.
    public mutating func append(files: [FileResult]) {
        results += files.map(ResultItem.file)
    }

    /// Adds an error result (for observers whose recorder failed during the step).
    /// - Parameter error: The failure.
    public mutating func append(error: ErrorResult) {
        results.append(.error(error))
    }
}
