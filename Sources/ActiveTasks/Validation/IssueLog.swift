/// Collects the issues found while a task or answers file is read, in the order found.
public final class IssueLog {
    /// Every issue recorded so far.
    public private(set) var issues: [TaskIssue] = []

    /// Identifiers of step objects that could not be built; validation treats them as known
    /// navigation targets so one broken step does not cause a cascade of errors.
    public private(set) var unbuiltStepIdentifiers: Set<String> = []

    /// Creates an empty log.
    public init() {}

    /// Records an error at `path`.
    /// - Parameters:
    ///   - path: The JSON path of the offending value.
    ///   - message: What is wrong.
    public func error(_ path: String, _ message: String) {
        issues.append(TaskIssue(.error, path: path, message))
    }

    /// Records a warning at `path`.
    /// - Parameters:
    ///   - path: The JSON path of the offending value.
    ///   - message: What is probably wrong.
    public func warning(_ path: String, _ message: String) {
        issues.append(TaskIssue(.warning, path: path, message))
    }

    /// Records issues found elsewhere.
    /// - Parameter more: The issues to append.
    public func append(contentsOf more: [TaskIssue]) {
        issues.append(contentsOf: more)
    }

    /// Notes the identifier of a step object that could not be built.
    /// - Parameter identifier: The object's `identifier` member, if it is a string.
    public func noteUnbuilt(_ identifier: JSONValue?) {
        if case .string(let text)? = identifier { unbuiltStepIdentifiers.insert(text) }
    }

    /// Whether any recorded issue is an error.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }
}
