import ActiveTasks

/// Why an answers file does not fit its task: one issue per problem, located by the file's key.
package struct AnswersFileError: Error, Sendable, Equatable {
    /// Every problem found.
    package var issues: [TaskIssue]

    /// Creates the error.
    /// - Parameter issues: Every problem found.
    package init(issues: [TaskIssue]) {
        self.issues = issues
    }
}
