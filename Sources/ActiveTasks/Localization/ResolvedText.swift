/// One participant-visible text of task JSON, resolved to the language a task loads in.
public struct ResolvedText: Sendable, Equatable {
    /// The text in the chosen language, or in the nearest fallback that has it.
    public var text: String
    /// The text in the task's default language: a choice's value when the task gives none, so
    /// answers stay the same whatever language the task ran in.
    public var defaultText: String
}
