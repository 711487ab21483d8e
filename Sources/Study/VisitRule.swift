import ActiveTasks

/// What a study asks of a run's visit: whether a run needs one, and the names it may have.
public struct VisitRule: Sendable {
    /// Whether a run must name its visit.
    public var required: Bool
    /// The visit names allowed, in the study's order (the kiosk shows them as buttons); empty for any.
    public var names: [String]

    /// Creates a rule.
    /// - Parameters:
    ///   - required: Whether a run must name its visit.
    ///   - names: The visit names allowed; empty for any.
    public init(required: Bool = false, names: [String] = []) {
        self.required = required
        self.names = names
    }

    /// Why `visit` is refused, naming it and the names allowed; `nil` when it is accepted.
    /// - Parameter visit: A visit name.
    public func refusal(of visit: String) -> String? {
        refusal(of: visit, in: .english)
    }

    /// Why `visit` is refused, in `language` (the kiosk's enrolment screen shows it), naming it
    /// and the names allowed; `nil` when it is accepted.
    /// - Parameters:
    ///   - visit: A visit name.
    ///   - language: The language of the refusal.
    public func refusal(of visit: String, in language: BuiltInLanguage) -> String? {
        if visit.isEmpty { return BuiltInText.visitEmpty.text(in: language) }
        guard names.isEmpty || names.contains(visit) else {
            return BuiltInText.visitNotAllowed.text(in: language, visit, names.joined(separator: ", "))
        }
        return nil
    }
}
