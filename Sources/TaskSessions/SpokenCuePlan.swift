import ActiveTasks

/// Which cues each step of a task gives, and when: ResearchKit's active-step speech
/// (`ORKActiveStepViewController`'s `start`, `finish` and `countDownTimerFired:`) with defaults
/// for steps done with the device out of sight.
///
/// A step is done out of sight when it is a walking leg, a timed-walk trial, or an active step
/// whose analysis is `walk`, `balance`, `timedWalk`, `sitToStand`, `walkBackAndForth` or
/// `timedUpAndGo` (the rest and stand-still steps, the six-minute walk, the fitness walk, and the
/// chair stand, walk back and forth and Timed Up and Go with the device in a pocket); a countdown is when the step after it is. For those, each
/// member of `SpokenGuidance` left out defaults to on: the start tone and the step's text when
/// it starts, the stop tone when it ends, and a countdown's last three seconds ("3", "2", "1",
/// each at its second, as ResearchKit speaks them when VoiceOver is off). Other steps say only
/// what their JSON gives. A cue's text comes from the loaded task, so a localized task speaks its
/// own language.
package struct SpokenCuePlan: Sendable {
    /// The seconds a countdown speaks at most, counting down to its end.
    package static let spokenCountdownSeconds = 3

    private let following: [String: any Step]

    /// Plans the cues of `task`'s steps.
    /// - Parameter task: The task; a countdown's defaults depend on the step after it.
    package init(task: OrderedTask) {
        let steps = task.flattenedSteps
        var following: [String: any Step] = [:]
        for (step, next) in zip(steps, steps.dropFirst()) { following[step.identifier] = next }
        self.following = following
    }

    /// Whether `step` is done with the device out of sight, so that it speaks by default.
    /// - Parameter step: A step of the task.
    package func isOutOfSight(_ step: any Step) -> Bool {
        switch step {
        case is CountdownStep: following[step.identifier].map(isOutOfSight) ?? false
        case let active as any ActivityStep: active.isDoneOutOfSight
        default: false
        }
    }

    /// The cues when `step` starts, in the order they play: the start tone, the spoken
    /// instruction, and a countdown's seconds (each `delay` after the start).
    /// - Parameter step: The step starting.
    package func cuesOnStart(of step: any Step) -> [SpokenCue] {
        guard let active = step as? any ActivityStep else { return [] }
        let guidance = active.spokenGuidance
        let byDefault = isOutOfSight(step)
        var cues: [SpokenCue] = []
        if guidance.shouldPlaySoundOnStart ?? (byDefault && !(step is CountdownStep)) {
            cues.append(SpokenCue(stepIdentifier: step.identifier, kind: .startTone))
        }
        let instruction = guidance.spokenInstruction ?? (byDefault ? step.text : nil)
        if let instruction, !instruction.isEmpty {
            cues.append(SpokenCue(stepIdentifier: step.identifier, kind: .instruction, text: instruction))
        }
        if guidance.shouldSpeakCountDown ?? (byDefault && step is CountdownStep), let duration = active.duration {
            let whole = Int(duration.rounded(.down))
            for second in stride(from: min(whole, Self.spokenCountdownSeconds), through: 1, by: -1) {
                cues.append(SpokenCue(stepIdentifier: step.identifier, kind: .countdown, text: String(second),
                                      delay: duration - Double(second)))
            }
        }
        return cues
    }

    /// The cues when `step` ends: the stop tone, then the finished instruction.
    /// - Parameter step: The step ending.
    package func cuesOnFinish(of step: any Step) -> [SpokenCue] {
        guard let active = step as? any ActivityStep else { return [] }
        let guidance = active.spokenGuidance
        var cues: [SpokenCue] = []
        if guidance.shouldPlaySoundOnFinish ?? (isOutOfSight(step) && !(step is CountdownStep)) {
            cues.append(SpokenCue(stepIdentifier: step.identifier, kind: .stopTone))
        }
        if let finished = guidance.finishedSpokenInstruction, !finished.isEmpty {
            cues.append(SpokenCue(stepIdentifier: step.identifier, kind: .finishedInstruction, text: finished))
        }
        return cues
    }

    /// Every text the task's steps can speak, each once (for a speaker to prepare before the run):
    /// their cues', then the stimuli their activities speak (`ActivityStep.spokenStimuli`).
    /// - Parameter task: The task.
    package func texts(of task: OrderedTask) -> [String] {
        var seen: Set<String> = []
        let steps = task.flattenedSteps
        let stimuli = steps.flatMap { ($0 as? any ActivityStep)?.spokenStimuli ?? [] }
        return (steps.flatMap { cuesOnStart(of: $0) + cuesOnFinish(of: $0) }.compactMap(\.text) + stimuli)
            .filter { seen.insert($0).inserted }
    }
}
