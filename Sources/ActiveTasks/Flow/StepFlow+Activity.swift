import RecordingFormat

extension StepFlow {
    /// Makes and begins the activity of the step the flow is on, for a presenter that runs its
    /// frames itself.
    /// - Parameters:
    ///   - step: The current step.
    ///   - context: How the presenter runs it.
    ///   - clock: Seconds on the clock the run's samples are stamped with.
    package func begin(_ step: any ActivityStep, in context: ActivityContext, clock: () -> Double) -> ActivityRun {
        ActivityRun(flow: self, step: step, context: context, start: clock())
    }

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
    package func play(_ step: any ActivityStep, in context: ActivityContext, samples: SampleInbox, clock: () -> Double,
                     input: (any StepActivity) -> Void, show: (any StepActivity) -> Void) {
        let run = begin(step, in: context, clock: clock)
        while run.isCurrent {
            input(run.activity)
            guard run.isCurrent, !run.advance(on: samples, now: clock()) else { return }
            show(run.activity)
        }
    }
}
