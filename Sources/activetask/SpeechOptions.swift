import ActiveTasks
import ArgumentParser
import RecordingFormat
import Speech
import TaskFamilies
import TaskSessions

/// The flag `run`, `present` and `kiosk` share for spoken guidance: whether and where cues are
/// spoken. They are spoken in the language the task was loaded in (`--language`).
struct SpeechOptions: ParsableArguments {
    /// Where a run's cues sound.
    enum Mode: String, CaseIterable, ExpressibleByArgument {
        /// Through ALSA's default PCM (speech from espeak-ng, and tones).
        case on
        /// Nowhere.
        case off
        /// Through the kiosk page's speech synthesis (`kiosk` only).
        case browser
    }

    @Option(name: .long, help: ArgumentHelp("on: speak active steps' cues through ALSA's default PCM (by default the steps done with the device out of sight: walking, standing still, timed walks); off: silent; browser: the kiosk page speaks them.",
                                            valueName: "on|off|browser"))
    var speech: Mode = .on

    /// The observer that speaks `task`'s cues, or `nil` when nothing is to be spoken (`off`, or
    /// a task without cues).
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - zero: The run's recording zero.
    ///   - browser: Makes the kiosk page's speaker for `--speech browser`; `nil` outside the kiosk.
    /// - Throws: `ExitCode.failure` after naming the flag and the way out when espeak-ng has no
    ///   voice for `--language`, `--speech browser` is given without a kiosk, or a PSAT step's
    ///   `auditory` digits cannot be spoken (`--speech off`, or no sound device).
    ///   A PSAT step in `both` mode is shown only then, with a warning.
    func observer(for task: OrderedTask, zero: RecordingZero,
                  browser: ((_ language: String, _ zero: RecordingZero) -> any CueSpeaker)?) throws -> SpeechObserver? {
        let language = task.language.text
        let plan = SpokenCuePlan(task: task)
        let texts = plan.texts(of: task)
        let spokenPSAT = PSATStep.spokenSteps(of: task)
        let speaks = !spokenPSAT.isEmpty
            || task.flattenedSteps.contains { !plan.cuesOnStart(of: $0).isEmpty || !plan.cuesOnFinish(of: $0).isEmpty }
        switch speech {
        case .off:
            try Self.refuseUnspoken(spokenPSAT, because: "--speech off speaks nothing")
            return nil
        case .browser:
            guard let browser else {
                printError("--speech browser: only the kiosk has a page to speak; give --speech on (the sound card) or off")
                throw ExitCode.failure
            }
            return speaks ? SpeechObserver(plan: plan, speaker: browser(language, zero)) : nil
        case .on:
            guard speaks else { return nil }
            let speaker: AudioCueSpeaker
            let warnings = HeldWarnings()
            do {
                speaker = try AudioCueSpeaker(language: language, texts: texts, zero: zero) { warnings.warn($0) }
            } catch {
                warnings.release()
                printError("--language \(language): \(error.message)")
                throw ExitCode.failure
            }
            if speaker.isSilent {
                _ = speaker.finish()
                // A run refused for its spoken digits says so, not also that it would go on silent.
                if spokenPSAT.contains(where: { $0.presentationMode == .auditory }) { _ = warnings.take() }
                try Self.refuseUnspoken(spokenPSAT, because: "no sound device can speak its digits")
            }
            warnings.release()
            return SpeechObserver(plan: plan, speaker: speaker)
        }
    }

    /// Refuses the run when a PSAT step's digits must be spoken and cannot be (`reason`), naming
    /// the step and the ways out; a step in `both` mode is shown only, with a warning.
    /// - Parameters:
    ///   - steps: The task's PSAT steps that speak their digits.
    ///   - reason: Why nothing will speak them.
    /// - Throws: `ExitCode.failure` when a step is `auditory`.
    static func refuseUnspoken(_ steps: [PSATStep], because reason: String) throws {
        for step in steps where step.presentationMode == .both {
            printError("step \"\(step.identifier)\": presentationMode both: \(reason); its digits are shown only (as visual)")
        }
        guard let step = steps.first(where: { $0.presentationMode == .auditory }) else { return }
        printError("step \"\(step.identifier)\": presentationMode auditory speaks its digits, but \(reason); "
                   + "give --speech on with a sound device (docs/SPEECH.md), or --set presentationMode=visual (or both)")
        throw ExitCode.failure
    }
}
