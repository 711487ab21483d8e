import ActiveTasks

/// A step type of one's own, as a study registers it: known to no presenter, it runs for its
/// duration with the generic timed activity.
package struct BreatheStep: ActivityStep {
    /// Its identifier, title and text.
    package var header: StepHeader
    /// How long it runs, in seconds.
    package var duration: Double?
    /// `"breathe"`.
    package var type: String { "breathe" }

    /// Creates the step.
    /// - Parameters:
    ///   - header: Its identifier, title and text.
    ///   - duration: How long it runs, in seconds.
    package init(header: StepHeader, duration: Double) {
        self.header = header
        self.duration = duration
    }
}
