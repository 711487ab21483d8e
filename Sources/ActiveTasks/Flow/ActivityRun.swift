import RecordingFormat

/// One visit of an activity step as a presenter runs it frame by frame: the activity the flow
/// made and began, caught up on the run's live samples each frame until it finishes and the flow
/// moves on (`StepFlow.play` runs the frames; an asynchronous presenter runs them itself).
package final class ActivityRun {
    /// The step running.
    package let step: any ActivityStep
    /// What the step does while it runs.
    package let activity: any StepActivity
    private let flow: StepFlow
    private let start: Double

    /// Makes the step's activity (with the runner's voice, unless the context brings one) and begins it at `start`.
    init(flow: StepFlow, step: any ActivityStep, context: ActivityContext, start: Double) {
        self.flow = flow
        self.step = step
        var context = context
        context.voice = context.voice ?? flow.runner.voice
        self.activity = step.makeActivity(in: context)
        self.start = start
        activity.begin(at: start)
    }

    /// Whether the flow is still on the step (the participant may have stopped the run).
    package var isCurrent: Bool {
        flow.runner.currentStep?.identifier == step.identifier
    }

    /// Takes the live samples since the step began and moves the activity to `now`; when it has
    /// finished, ends the step with its results.
    /// - Parameters:
    ///   - samples: The run's live samples.
    ///   - now: Seconds on the clock `samples` are stamped with.
    /// - Returns: Whether the step ended.
    package func advance(on samples: SampleInbox, now: Double) -> Bool {
        activity.catchUp(on: samples, since: start, now: now)
        guard activity.isFinished else { return false }
        flow.finish(activity)
        return true
    }
}
