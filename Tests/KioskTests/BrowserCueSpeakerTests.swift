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

    @Test(.timeLimit(.minutes(1))) func aNewStepDropsCountdownSecondsNotSentYetButKeepsItsTones() throws {
        let channel = KioskChannel()
        let speaker = BrowserCueSpeaker(channel: channel, language: "en", zero: .now())
        speaker.speak([SpokenCue(stepIdentifier: "count", kind: .countdown, text: "1", delay: 30)])
        speaker.speak([SpokenCue(stepIdentifier: "walk", kind: .startTone)])
        Thread.sleep(forTimeInterval: 0.2)
        let records = speaker.finish()
        #expect(records.map(\.outcome) == [.dropped, .sent])
        #expect(records[0].start == nil && records[0].due - records[1].due > 29)
    }
}
