import ActiveTasks
import Foundation
@testable import Kiosk
import RecordingFormat
import TestSupport
import Testing
import JSONValues

/// The screen the kiosk shows once a run has ended, in-process, its page played by a connection to
/// the channel.
@Suite struct KioskEndScreenTests {
    /// The screens' kinds, titles and texts until the end, pressing Next on each.
    private func screens(of json: String) async throws -> [(kind: String, title: String?, text: String?)] {
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let page = Task {
            var seen: [(kind: String, title: String?, text: String?)] = []
            for await text in screens {
                let screen = try JSONParser.parse(Array(text.utf8))
                guard case .string(let kind)? = screen["kind"] else { continue }
                let title: String? = if case .string(let title)? = screen["title"] { title } else { nil }
                let body: String? = if case .string(let body)? = screen["text"] { body } else { nil }
                seen.append((kind, title, body))
                if kind != "ended" { channel.post(.next) }
            }
            return seen
        }
        let presenter = KioskPresenter(runner: TaskRunner(task: try TestTasks.task(json)), channel: channel, samples: SampleInbox(),
                                       touches: BrowserTouchHub(isTouchSource: false), images: [])
        _ = await presenter.run()
        await channel.close(waiting: .zero)
        return try await page.value
    }

    /// A task that ends on its completion step thanked the participant there: the end keeps that
    /// step's title and text instead of a second "Thank you" screen of its own.
    @Test(.timeLimit(.minutes(1))) func aTaskEndingOnItsCompletionStepIsNotThankedTwice() async throws {
        let seen = try await screens(of: """
            { "identifier": "t", "steps": [
              { "type": "instruction", "identifier": "intro", "title": "Hello" },
              { "type": "completion", "identifier": "done", "title": "All done", "text": "Your answers are saved." } ] }
            """)
        #expect(seen.map(\.kind) == ["instruction", "completion", "ended"])
        #expect(seen.last?.title == "All done" && seen.last?.text == "Your answers are saved.")
    }

    /// Without a completion step the end says its own "Thank you" (the page's, from its labels):
    /// the screen carries no title.
    @Test(.timeLimit(.minutes(1))) func aTaskEndingOnAnotherStepIsThankedByTheEnd() async throws {
        let seen = try await screens(of: """
            { "identifier": "t", "steps": [ { "type": "instruction", "identifier": "intro", "title": "Hello" } ] }
            """)
        #expect(seen.map(\.kind) == ["instruction", "ended"])
        #expect(seen.last?.title == nil && seen.last?.text == nil)
    }
}
