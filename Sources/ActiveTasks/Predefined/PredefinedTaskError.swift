/// Why a predefined task could not be made: an unknown parameter, a value of the wrong kind, or
/// values the task's validation refuses; each line names the parameter and the way out.
public struct PredefinedTaskError: Error, Sendable, Equatable {
    /// One line per problem: `numberOfStepsPerLeg = 0: … is below 1; use 1 or more`.
    public var lines: [String]

    /// Creates an error.
    /// - Parameter lines: One line per problem.
    public init(_ lines: [String]) {
        self.lines = lines
    }

    /// The lines joined by newlines.
    public var message: String { lines.joined(separator: "\n") }
}
