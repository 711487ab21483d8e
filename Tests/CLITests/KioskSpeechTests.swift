import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `activetask kiosk --speech browser`: the page is sent the cues to speak (headless Chromium has
/// no voices, so the messages are checked, not the sound).
@Suite(.serialized) struct KioskSpeechTests {
    private func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { text } else { nil }
    }

    @Test(.timeLimit(.minutes(1))) func thePageReceivesEachLegsCuesWithTheRunsLanguageAndTheResultSaysTheyWereSent() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-speech")
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run("speech", kiosk: ["shortWalk", "--replay", ProjectPaths.fixture("replay").path,
                                                             "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=2",
                                                             "--speech", "browser", "--language", "de", "--output", output.path],
                                           logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(!outcome.kioskErrors.contains("speech:"), "the sound card was not used: \(outcome.kioskErrors)")
        guard case .array(let cues)? = outcome.report["cues"] else {
            Issue.record("no cues reported: \(outcome.report.jsonText)")
            return
        }
        let kinds = cues.map { "\(string($0["step"]) ?? ""):\(string($0["kind"]) ?? "")" }
        let legs = ["walking.outbound", "walking.return", "walking.rest"]
        #expect(kinds == ["countdown:countdown", "countdown:countdown", "countdown:countdown"]
                + legs.flatMap { ["\($0):startTone", "\($0):instruction", "\($0):stopTone"] }, "\(kinds)")
        #expect(cues.prefix(3).map { string($0["text"]) } == ["3", "2", "1"])
        #expect(cues.filter { $0["text"] != nil }.allSatisfy { string($0["language"]) == "de" })
        #expect(cues.compactMap { $0["id"]?.doubleValue.map(Int.init) } == Array(0..<cues.count))

        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        let records = try #require(result.spokenCues)
        #expect(records.count == 12 && records.allSatisfy { $0.outcome == .sent && $0.start != nil }, "\(records.map(\.outcome))")
    }
}
