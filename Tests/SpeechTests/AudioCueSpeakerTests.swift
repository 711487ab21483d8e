import ActiveTasks
import Foundation
import RecordingFormat
import Speech
import Synchronization
import Testing

@Suite(.serialized) struct AudioCueSpeakerTests {
    private final class Warnings: Sendable {
        let lines = Mutex<[String]>([])
    }

    @Test(.timeLimit(.minutes(1))) func aMissingDeviceIsAWarningNamingThePCMAndTheCuesAreRecordedSilent() throws {
        let warnings = Warnings()
        let speaker = try AudioCueSpeaker(language: "en", texts: ["Walk."], zero: .now(), device: "activetask_no_such_pcm") { line in
            warnings.lines.withLock { $0.append(line) }
        }
        speaker.speak([SpokenCue(stepIdentifier: "walk", kind: .startTone), SpokenCue(stepIdentifier: "walk", kind: .instruction, text: "Walk.")])
        let records = speaker.finish()
        #expect(records.map(\.outcome) == [.silent, .silent])
        #expect(records.allSatisfy { $0.start == nil })
        let lines = warnings.lines.withLock { $0 }
        #expect(lines.count == 1 && lines[0].contains("ALSA PCM \"activetask_no_such_pcm\"") && lines[0].contains("without sound"), "\(lines)")
    }

    /// The `null` PCM of ALSA's own configuration swallows samples at once, so only the speaker's
    /// pacing makes them take their time.
    @Test(.timeLimit(.minutes(1))) func aNewStepCutsSpeechStillPlayingAndDropsSpeechStillWaitingButTonesPlayWhole() throws {
        let long = "Walk up to twenty steps in a straight line, then stop and wait for the next instruction."
        let zero = RecordingZero.now()
        let speaker = try AudioCueSpeaker(language: "en", texts: [long, "Turn around."], zero: zero, device: "null") { _ in }
        speaker.speak([SpokenCue(stepIdentifier: "out", kind: .startTone), SpokenCue(stepIdentifier: "out", kind: .instruction, text: long)])
        // The next step's cues arrive 1 s in, while the instruction still plays: the moment is the
        // point, so this thread waits it out (a task's sleep may wake late on a busy pool).
        Thread.sleep(forTimeInterval: 1.0)
        let arrived = zero.timestamp(forMonotonic: MonotonicClock.now())
        speaker.speak([SpokenCue(stepIdentifier: "out", kind: .stopTone), SpokenCue(stepIdentifier: "out", kind: .finishedInstruction, text: long)])
        speaker.speak([SpokenCue(stepIdentifier: "back", kind: .startTone), SpokenCue(stepIdentifier: "back", kind: .instruction, text: "Turn around.")])
        let records = speaker.finish()
        #expect(records.map(\.outcome) == [.played, .cut, .played, .dropped, .played, .played])
        let start = records.compactMap(\.start)
        // The start tone's 0.15 s and its gap, then the instruction until the next step's cues
        // arrive, about 1 s in (within a block of 23 ms and the 50 ms written ahead of the moment
        // they arrived, whenever a loaded machine woke the test).
        #expect(abs((records[1].start ?? 0) - (records[0].start ?? 0) - 0.25) < 0.001)
        let cutAt = (records[1].start ?? 0) + (records[1].duration ?? 0)
        #expect(arrived - records[0].due >= 1 && abs(cutAt - arrived) < 0.1, "cut at \(cutAt) s, the next cues arrived at \(arrived) s")
        // The tones and the last instruction follow one another, each after the gap.
        #expect(abs((records[2].start ?? 0) - cutAt - AudioCueSpeaker.gap) < 0.001)
        #expect(abs((records[4].start ?? 0) - (records[2].start ?? 0) - 0.3 - AudioCueSpeaker.gap) < 0.001)
        #expect(start == start.sorted())
        #expect(records[5].language == "en" && records[4].language == nil)
    }
}
