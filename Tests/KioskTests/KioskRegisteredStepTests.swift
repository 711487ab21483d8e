import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport
@testable import Kiosk
import JSONValues

/// The kiosk presenter in-process, its page played by a connection to its channel: a step type
/// of one's own is shown by its title and text on the generic timer screen.
@Suite struct KioskRegisteredStepTests {
    @Test(.timeLimit(.minutes(1))) func aRegisteredStepIsShownByItsTitleAndTextOnTheTimerScreen() async throws {
        let task = OrderedTask(identifier: "own", steps: [
            BreatheStep(header: StepHeader(identifier: "b", title: "Breathe", text: "Breathe in and out slowly."), duration: 1),
        ])
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let page = Task {
            var shown: [[String: JSONValue]] = []
            for await screen in screens {
                guard case .object(let members) = try JSONParser.parse(Array(screen.utf8)) else { continue }
                shown.append(Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first })
            }
            return shown
        }
        let presenter = KioskPresenter(runner: TaskRunner(task: task), channel: channel, samples: SampleInbox(),
                                       touches: BrowserTouchHub(isTouchSource: false), images: [])
        let result = await presenter.run()
        await channel.close(waiting: .zero)
        let shown = try await page.value
        #expect(result.status == .completed)
        let timer = try #require(shown.first { $0["kind"] == .string("timer") })
        #expect(timer["title"] == .string("Breathe") && timer["text"] == .string("Breathe in and out slowly."))
        #expect(shown.last?["kind"] == .string("ended"))
    }
}
