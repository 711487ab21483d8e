import RecordingFormat

/// An active or countdown step that runs for a fixed time.
package final class TimedActivity: StepActivity {
    /// Seconds the step runs.
    package let duration: Double
    /// The language of the instruction.
    package let language: BuiltInLanguage
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - duration: Seconds the step runs.
    ///   - language: The language of the instruction.
    package init(duration: Double, language: BuiltInLanguage = .english) {
        self.duration = duration
        self.language = language
    }

    /// Starts the timer.
    package func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the timer on.
    package func advance(to time: Double) { clock.advance(to: time) }

    /// Seconds left.
    package var remaining: Double? { clock.remaining(of: duration) }

    /// Whether the duration elapsed.
    package var isFinished: Bool { clock.elapsed >= duration }

    /// How long the step runs.
    package var instruction: String {
        duration > 0 ? BuiltInText.activityRunningFor.text(in: language, language.decimal(NumberText.string(duration)))
                     : BuiltInText.activityRunning.text(in: language)
    }
}
