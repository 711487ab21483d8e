/// One problem found in a task definition or an answers file, located by its JSON path.
public struct TaskIssue: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The task cannot run as written.
        case error
        /// The task runs, but probably not as intended (an unreachable step, an unknown key).
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is, as a JSON path (`steps[3].answerFormat.maximum`); empty for the whole file.
    public var path: String
    /// What is wrong and, where there is one, the way out.
    public var message: String

    /// Creates an issue.
    /// - Parameters:
    ///   - severity: Whether the problem stops the task from running.
    ///   - path: The JSON path of the offending value.
    ///   - message: What is wrong.
    public init(_ severity: Severity = .error, path: String, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `path: message`, or `warning: path: message` for warnings.
    public var description: String {
        let located = path.isEmpty ? message : "\(path): \(message)"
        return severity == .warning ? "warning: \(located)" : located
    }
}
