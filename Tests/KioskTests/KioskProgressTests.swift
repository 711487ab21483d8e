import ActiveTasks
import Foundation
@testable import Kiosk
import RecordingFormat
import TestSupport
import Testing
import JSONValues

/// The kiosk's progress line in-process, its page played by a connection to the channel.
@Suite struct KioskProgressTests {
    /// Four steps, the second with a skip rule: the runner's total is an estimate.
    private static let task = """
    { "identifier": "p",
      "steps": [
        { "type": "instruction", "identifier": "intro", "title": "Hello" },
        { "type": "question", "identifier": "smoker", "title": "Do you smoke?", "answerFormat": { "type": "boolean" },
          "surveyRules": [ { "matchingAnswer": false, "skipToIdentifier": "done" } ] },
        { "type": "instruction", "identifier": "more", "title": "More" },
        { "type": "completion", "identifier": "done" } ] }
    """

    /// A task with branches ahead shows its step of the total in every language ("Schritt 1 von
    /// 4"; it showed "Schritt 1" alone): the step's place in the task's list, of its length.
    @Test(.timeLimit(.minutes(1)), arguments: [("en", "Step 1 of 4"), ("de", "Schritt 1 von 4"), ("fr", "Étape 1 sur 4"), ("es", "Paso 1 de 4")])
    func aTaskWithBranchesShowsItsStepOfTheTotal(language: String, shown: String) async throws {
        var task = try TestTasks.task(Self.task)
        task.language = try #require(LanguageTag(language))
        let runner = TaskRunner(task: task)
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let page = Task { () -> String? in
            for await text in screens {
                guard case .string(let progress)? = try JSONParser.parse(Array(text.utf8))["progress"] else { continue }
                channel.post(.cancel)
                return progress
            }
            return nil
        }
        let presenter = KioskPresenter(runner: runner, channel: channel, samples: SampleInbox(),
                                       touches: BrowserTouchHub(isTouchSource: false), images: [])
        _ = await presenter.run()
        await channel.close(waiting: .zero)
        #expect(runner.progress.isEstimated)
        #expect(try await page.value == shown)
    }
}
