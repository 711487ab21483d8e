import ActiveTasks

/// Speaks a run's cues as its steps start and end, and lists when each sounded in the result's
/// `spokenCues`; `run`, `present` and `kiosk` add it to their session's observers.
package final class SpeechObserver: TaskRunnerObserver {
    private let plan: SpokenCuePlan
    private let speaker: any CueSpeaker

    /// Creates the observer of a run.
    /// - Parameters:
    ///   - plan: Which cues each step gives.
    ///   - speaker: What sounds them.
    package init(plan: SpokenCuePlan, speaker: any CueSpeaker) {
        self.plan = plan
        self.speaker = speaker
    }

    /// Queues the step's start cues (start tone, instruction, countdown seconds).
    package func runner(_ runner: TaskRunner, didStart step: any Step) {
        let cues = plan.cuesOnStart(of: step)
        if !cues.isEmpty { speaker.speak(cues) }
    }

    /// Queues the step's end cues (stop tone, finished instruction).
    package func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
        let cues = plan.cuesOnFinish(of: step)
        if !cues.isEmpty { speaker.speak(cues) }
    }

    /// The speaker as a voice for steps' stimuli, when it can tell when each began to sound.
    package var voice: (any StimulusVoice)? { speaker as? any StimulusVoice }

    /// Lets the last cues play and lists every cue in `spokenCues` (after a resumed run's earlier ones).
    package func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {
        let records = speaker.finish()
        guard !records.isEmpty else { return }
        result.spokenCues = (result.spokenCues ?? []) + records
    }
}
