/// One step type a family reads from task JSON: its `"type"` and how a step of it is built.
public struct StepType: Sendable {
    /// The `"type"` the step is written with.
    public var name: String
    /// Builds the step from its JSON object, recording problems in the reader's log.
    public var make: StepRegistry.StepFactory

    /// A step type.
    /// - Parameters:
    ///   - name: The `"type"` the step is written with.
    ///   - make: Builds the step from its JSON object.
    public init(_ name: String, _ make: @escaping StepRegistry.StepFactory) {
        self.name = name
        self.make = make
    }
}
