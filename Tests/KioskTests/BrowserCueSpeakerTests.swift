import ActiveTasks
import Foundation
import RecordingFormat
import Testing
@testable import Kiosk

@Suite struct BrowserCueSpeakerTests {
    /// The cues of one message a page reads, or `nil` for a screen alone.
    private func cues(_ message: String) throws -> [[String: Any]]? {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
        return object["cues"] as? [[String: Any]]
    }

    @Test(.timeLimit(.minutes(1))) func thePageIsSentEachCueWithItsTextLanguageAndTheScreenItAccompanies() async throws {
        let channel = KioskChannel()
        channel.publish(#"{"kind":"active","key":"walk"}"#)
        let (key, screens) = channel.connect()
        defer { channel.disconnect(key) }
        var messages = screens.makeAsyncIterator()
        #expect(try cues(try #require(await messages.next())) == nil, "a screen alone before any cue")

        let speaker = BrowserCueSpeaker(channel: channel, language: "de", zero: .now())
        speaker.speak([SpokenCue(stepIdentifier: "walk", kind: .startTone),
                       SpokenCue(stepIdentifier: "walk", kind: .instruction, text: "Gehen Sie los.")])
        var seen: [[String: Any]] = []
        while seen.count < 2, let message = await messages.next() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
            #expect((object["screen"] as? [String: Any])?["key"] as? String == "walk")
            seen = object["cues"] as? [[String: Any]] ?? []
        }
        #expect(seen.map { $0["id"] as? Int } == [0, 1])
        #expect(seen.map { $0["kind"] as? String } == ["startTone", "instruction"])
        #expect(seen[1]["text"] as? String == "Gehen Sie los." && seen[1]["language"] as? String == "de")
        #expect(seen[0]["text"] == nil && seen[0]["step"] as? String == "walk")
        let records = speaker.finish()
        #expect(records.map(\.outcome) == [.sent, .sent] && records.allSatisfy { $0.start != nil })
    }

    @Test(.timeLimit(.minutes(1))) func aNewStepDropsCountdownSecondsNotSentYetButKeepsItsTones() async throws {
        let channel = KioskChannel()
        let (key, screens) = channel.connect()
        defer { channel.disconnect(key) }
        var messages = screens.makeAsyncIterator()
        let speaker = BrowserCueSpeaker(channel: channel, language: "en", zero: .now())
        speaker.speak([SpokenCue(stepIdentifier: "count", kind: .countdown, text: "1", delay: 30)])
        speaker.speak([SpokenCue(stepIdentifier: "walk", kind: .startTone)])
        // The tone has gone out once the page is sent it.
        while let message = await messages.next(), try cues(message)?.contains(where: { $0["kind"] as? String == "startTone" }) != true {}
        let records = speaker.finish()
        #expect(records.map(\.outcome) == [.dropped, .sent])
        #expect(records[0].start == nil && records[0].due - records[1].due > 29)
    }

    @Test(.timeLimit(.minutes(1))) func aSpokenDigitsOnsetIsWhenThePageSaysItsVoiceBeganItLessTheEventsAge() throws {
        let zero = RecordingZero.now()
        let speaker = BrowserCueSpeaker(channel: KioskChannel(), language: "fr", zero: zero)
        let tickets = speaker.speakStimuli([SpokenCue(stepIdentifier: "psat", kind: .stimulus, text: "4"),
                                            SpokenCue(stepIdentifier: "psat", kind: .stimulus, text: "7", delay: 30)])
        #expect(tickets == [0, 1] && speaker.onset(of: 0) == nil)
        let command = try #require(KioskMessage.command(#"{"command":"spoken","id":0,"age":40}"#, receivedAt: zero.uptime + 2))
        guard case .spoken(let cue, let time) = command else {
            Issue.record("not a spoken command: \(command)")
            return
        }
        speaker.heard(cue, at: time)
        #expect(abs((speaker.onset(of: 0) ?? 0) - (zero.uptime + 1.96)) < 1e-9 && speaker.onset(of: 1) == nil)
        let records = speaker.finish()
        #expect(abs((records[0].start ?? 0) - 1.96) < 1e-6 && records[1].start == nil && records[1].outcome == .dropped)
    }
}
