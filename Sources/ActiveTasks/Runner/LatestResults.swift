/// Where each step's latest result is in a run's step history, so that appending a step's result
/// again marks its earlier one `isPrevious` without searching the history.
package struct LatestResults: Sendable {
    /// For each step identifier, the position of its latest result.
    private var positions: [String: Int] = [:]

    /// The latest results of `history`, a run's step history so far.
    package init(_ history: [StepResult] = []) {
        for (position, step) in history.enumerated() { positions[step.identifier] = position }
    }

    /// Whether the step has a result in the history.
    /// - Parameter stepIdentifier: The step's identifier.
    package func contains(_ stepIdentifier: String) -> Bool {
        positions[stepIdentifier] != nil
    }

    /// Appends `result` to `history`, the history these positions describe, marking the step's
    /// earlier result `isPrevious`.
    /// - Parameters:
    ///   - result: A step's result.
    ///   - history: The run's step history.
    package mutating func append(_ result: StepResult, to history: inout [StepResult]) {
        if let earlier = positions[result.identifier] { history[earlier].isPrevious = true }
        positions[result.identifier] = history.count
        history.append(result)
    }
}
