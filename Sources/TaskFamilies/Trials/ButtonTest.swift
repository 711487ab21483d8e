import ActiveTasks

/// A test of trials answered by touching one of its buttons or by a key (the Stroop test's
/// colours, the flanker test's directions), run by a `ButtonTestActivity`.
public protocol ButtonTest: AnyObject {
    /// What a button answers (a colour, a direction).
    associatedtype Choice
    /// The first trial's schedule begins at `time`.
    /// - Parameter time: Seconds since the step began.
    func begin(at time: Double)
    /// Moves the test to `time`.
    /// - Parameter time: Seconds since the step began.
    func advance(to time: Double)
    /// Takes an answer to the waiting trial; ignored while none waits.
    /// - Parameters:
    ///   - choice: What was chosen.
    ///   - time: When, in seconds since the step began.
    ///   - location: Where the finger came down, for a touch.
    func answer(_ choice: Choice, at time: Double, location: SpatialSpanPoint?)
    /// Whether every trial was answered or timed out.
    var isFinished: Bool { get }
    /// The choice of the button containing `point`, or `nil` when it hits none.
    /// - Parameter point: Where a finger came down, in normalized screen units.
    static func choice(at point: SpatialSpanPoint) -> Choice?
}
