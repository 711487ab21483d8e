/// A step's own result of a type its family defines (a Stroop step's trials, a consent review's
/// signature), as SageResearch's `RSDResult` is: written in a step result of `taskResult.json`
/// with its `resultType` beside its fields, and read back through the `StepRegistry` that
/// registered its type (`StepRegistry.registerResult(_:)`), so the list of result types stays open.
public protocol TypedResult: Codable, Sendable, Equatable {
    /// The `"resultType"` that marks this type in `taskResult.json`.
    static var resultType: String { get }
}

extension TypedResult {
    /// Whether `other` is a result of this type equal to this one.
    /// - Parameter other: Any typed result.
    func isEqual(to other: any TypedResult) -> Bool {
        (other as? Self) == self
    }
}
