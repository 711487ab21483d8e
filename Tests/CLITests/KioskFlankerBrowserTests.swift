import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The flanker test in the kiosk, driven in headless Chromium by fixtures/kiosk/flanker.py: the
/// page draws each row the step shows, and its touches answer, timed by their pointer events.
@Suite(.serialized) struct KioskFlankerBrowserTests {
    @Test(.timeLimit(.minutes(1))) func flankerRowsTouchedOnThePageAreAnsweredAndTimedByTheirPointerEvents() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-flanker")
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run("flanker", kiosk: ["flanker", "--set", "numberOfTrials=8", "--set", "seed=3", "--output", output.path],
                                           logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(outcome.report["overflows"] == .array([]), "\(outcome.report["overflows"] ?? .null)")
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self,
                                                                               from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        let step = try #require(result.stepHistory.first { $0.identifier == "flanker" })
        let flanker = try #require(step.results.first(of: FlankerResult.self))
        guard case .array(let shown)? = outcome.report["trials"] else {
            Issue.record("the scenario reported no trials")
            return
        }
        #expect(flanker.trials.count == 8 && shown.count == 8)
        for (trial, page) in zip(flanker.trials, shown) {
            #expect(page["arrows"] == .string(trial.arrows), "the page showed the trial's row")
            #expect(page["touched"]?.doubleValue.map { FlankerDirection.allCases[Int($0)] } == trial.response, "the touch chose its button")
        }
        #expect(flanker.trials.map(\.isCorrect) == (0..<8).map { $0 != 3 })
        let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent("flanker"), recorderIdentifier: "flanker.touch")
        var began: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.timestamp) }
        }
        let offsets = zip(flanker.trials.compactMap(\.endTime), began).map { $0 - $1 }
        #expect(offsets.count == 8 && (offsets.max()! - offsets.min()!) < 0.001, "each answer is its pointer event's own time: \(offsets)")
    }
}
