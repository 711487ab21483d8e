import ActiveTasks

/// A line typed on a review step, as both terminal presenters read it: Enter continues, `b` goes
/// back, an answer's number goes back to that answer's step.
enum ReviewLine {
    /// The event `typed` asks for, or `nil` when it is none of those (`refusal(_:)` says why).
    /// - Parameters:
    ///   - typed: The line, trimmed.
    ///   - entries: The review's numbered answers.
    static func event(_ typed: String, entries: [ReviewEntry]) -> StepEvent? {
        switch typed {
        case "": return .next
        case "b": return .back
        default:
            guard let number = Int(typed), entries.indices.contains(number - 1) else { return nil }
            return .revisit(entries[number - 1].stepIdentifier)
        }
    }

    /// What to type instead of a line `event(_:entries:)` refused, in `language`.
    /// - Parameters:
    ///   - entries: The review's numbered answers.
    ///   - language: The run's language.
    static func refusal(_ entries: [ReviewEntry], in language: BuiltInLanguage) -> String {
        BuiltInText.reviewRefusal.text(in: language, String(entries.count))
    }
}
