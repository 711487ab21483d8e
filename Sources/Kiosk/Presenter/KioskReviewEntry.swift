import ActiveTasks

/// One answer a review page lists, as a button that goes back to its step.
struct KioskReviewEntry: Encodable, Equatable {
    /// The step to go back to, sent back with `revisit`.
    var step: String
    /// The question as asked.
    var prompt: String
    /// The answer in words.
    var answer: String

    /// Describes `entry`.
    init(_ entry: ReviewEntry) {
        step = entry.stepIdentifier
        prompt = entry.prompt
        answer = entry.answer
    }
}
