import ActiveTasks
import ArgumentParser
import RecordingFormat
import Speech

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
    ///   voice for `--language` or `--speech browser` is given without a kiosk.
    func observer(for task: OrderedTask, zero: RecordingZero,
                  browser: ((_ language: String, _ zero: RecordingZero) -> any CueSpeaker)?) throws -> SpeechObserver? {
        let language = task.language.text
        let plan = SpokenCuePlan(task: task)
        let texts = plan.texts(of: task)
        let speaks = task.flattenedSteps.contains { !plan.cuesOnStart(of: $0).isEmpty || !plan.cuesOnFinish(of: $0).isEmpty }
        switch speech {
        case .off:
            return nil
        case .browser:
            guard let browser else {
                printError("--speech browser: only the kiosk has a page to speak; give --speech on (the sound card) or off")
                throw ExitCode.failure
            }
            return speaks ? SpeechObserver(plan: plan, speaker: browser(language, zero)) : nil
        case .on:
            guard speaks else { return nil }
            do {
                let speaker = try AudioCueSpeaker(language: language, texts: texts, zero: zero) { printError($0) }
                return SpeechObserver(plan: plan, speaker: speaker)
            } catch {
                printError("--language \(language): \(error.message)")
                throw ExitCode.failure
            }
        }
    }
}
