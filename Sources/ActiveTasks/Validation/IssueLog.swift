import JSONValues
/// Collects the issues found while a task or answers file is read, in the order found.
public final class IssueLog {
    /// Every issue recorded so far.
    public private(set) var issues: [TaskIssue] = []

    /// Identifiers of step objects that could not be built; validation treats them as known
    /// navigation targets so one broken step does not cause a cascade of errors.
    public private(set) var unbuiltStepIdentifiers: Set<String> = []

    /// The JSON paths of the steps built so far, in depth-first order (a section before its
    /// steps); validation uses them so issues name the step as written even when an earlier
    /// step could not be built.
    public private(set) var stepPaths: [String] = []
    /// The JSON paths of the recorder configurations built so far, task-level ones first, then
    /// each step's in step order.
    public private(set) var recorderPaths: [String] = []

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

    /// Notes that a step is being built from the object at `path`.
    /// - Parameter path: The step object's JSON path.
    /// - Returns: A mark to pass to `rollback(to:)` when the step cannot be built.
    public func beginStep(at path: String) -> (steps: Int, recorders: Int) {
        defer { stepPaths.append(path) }
        return (stepPaths.count, recorderPaths.count)
    }

    /// Notes that a recorder configuration was built from the object at `path`.
    /// - Parameter path: The configuration's JSON path.
    public func noteRecorder(at path: String) {
        recorderPaths.append(path)
    }

    /// Forgets the paths noted since `mark`: the step, its nested steps and their recorders.
    /// - Parameter mark: What `beginStep(at:)` returned.
    public func rollback(to mark: (steps: Int, recorders: Int)) {
        stepPaths.removeSubrange(mark.steps...)
        recorderPaths.removeSubrange(mark.recorders...)
    }

    /// Whether any recorded issue is an error.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }
}
