/// Why an answers file does not fit its task: one issue per problem, located by the file's key.
public struct AnswersFileError: Error, Sendable, Equatable {
    /// Every problem found.
    public var issues: [TaskIssue]

    /// Creates the error.
    /// - Parameter issues: Every problem found.
    public init(issues: [TaskIssue]) {
        self.issues = issues
    }
}
