import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// The touch reaction-time task completed in the kiosk by touch in headless Chromium
/// (`fixtures/kiosk/normalizedreactiontime.py`): each reaction time in `taskResult.json` is the
/// touch's pointer-event time less the frame the page painted the circle in, both on the page's
/// clock as the page itself saw them.
@Suite(.serialized) struct KioskReactionBrowserTests {
    private func numbers(_ value: JSONValue?) -> [Double] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap(\.doubleValue)
    }

    @Test(.timeLimit(.minutes(1))) func reactionTimesRunFromTheCirclesPaintToTheTouchsPointerEvent() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-touch-reaction")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["normalizedReactionTime", "--set", "numberOfAttempts=3", "--set", "minimumStimulusInterval=1",
                         "--set", "maximumStimulusInterval=1", "--set", "timeout=5", "--speech", "off", "--output", output.path]
        let outcome = try await KioskBrowser.run("normalizedreactiontime", kiosk: arguments, logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(outcome.report["overflows"] == .array([]) && outcome.report["smallTargets"] == .array([]),
                "\(outcome.report["overflows"] ?? .null) \(outcome.report["smallTargets"] ?? .null)")
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        let step = try #require(result.stepHistory.first { $0.identifier == "normalizedReactionTime" })
        guard let reaction = step.results.first(of: NormalizedReactionTimeResult.self) else {
            Issue.record("no touch reaction-time result")
            return
        }
        #expect(reaction.trials.map(\.outcome) == [.falseStart, .success, .success])
        // The page's own view, in its clock: circle painted (rAF after the class change) and pointerdown stamped.
        let circles = numbers(outcome.report["circles"]), touches = numbers(outcome.report["touches"])
        #expect(circles.count == 2 && touches.count == 3, "\(outcome.report)")
        guard circles.count == 2, touches.count == 3 else { return }
        for (trial, (circle, touch)) in zip(reaction.trials.dropFirst(), zip(circles, touches.dropFirst())) {
            let page = (touch - circle) / 1000
            let recorded = try #require(trial.reactionTime)
            // Both times cross the WebSocket as ages and are taken from the server's reading
            // times, so they differ only by the two messages' delivery times.
            #expect(recorded > 0 && abs(recorded - page) < 0.015, "recorded \(recorded) s, on the page \(page) s")
        }
        // The false start's touch is the chunk's first finger down, at its pointer event's time.
        let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent("normalizedReactionTime"),
                                             recorderIdentifier: "normalizedReactionTime.touch")
        #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
        var began: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.uptime) }
        }
        #expect(zip(reaction.trials.compactMap(\.reactionUptime), began).allSatisfy { abs($0 - $1) < 1e-6 } && began.count == 3,
                "\(began) vs \(reaction.trials)")
    }
}
