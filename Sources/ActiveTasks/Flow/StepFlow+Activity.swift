import RecordingFormat

extension StepFlow {
    /// Runs the activity step the flow is on, frame by frame, as a presenter that redraws does:
    /// `input` takes what the participant did (and may stop the run), the activity catches up on
    /// the run's live samples, and `show` draws it. When the activity finishes, the step ends
    /// with its results.
    /// - Parameters:
    ///   - step: The current step.
    ///   - context: How the presenter runs it.
    ///   - samples: The run's live samples.
    ///   - clock: Seconds on the clock `samples` are stamped with.
    ///   - input: Takes one frame's input for the activity; waits up to a frame's time for it.
    ///   - show: Draws the activity.
    /// - Returns: When the runner has left the step: it ended, or the participant stopped.
    public func play(_ step: any ActivityStep, in context: ActivityContext, samples: SampleInbox, clock: () -> Double,
                     input: (any StepActivity) -> Void, show: (any StepActivity) -> Void) {
        let activity = step.makeActivity(in: context)
        let start = clock()
        activity.begin(at: start)
        func isCurrent() -> Bool { runner.currentStep?.identifier == step.identifier }
        while isCurrent() {
            input(activity)
            guard isCurrent() else { return }
            activity.catchUp(on: samples, since: start, now: clock())
            if activity.isFinished {
                finish(activity)
                return
            }
            show(activity)
        }
    }
}
