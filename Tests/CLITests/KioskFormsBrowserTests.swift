import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// `fixtures/tasks/demographics.json` completed by touch on the kiosk page in headless Chromium
/// (`fixtures/kiosk/demographics.py`): every issue #28 format's control, don't-know, "other",
/// learn-more, a hidden question and the review step, each screen checked for overflow, touch
/// targets and contrast at 1280×800 and 800×480.
@Suite(.serialized) struct KioskFormsBrowserTests {
    @Test(.timeLimit(.minutes(1))) func theDemographicsSurveyIsCompletedByTouch() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-demographics")
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run("demographics", kiosk: [ProjectPaths.fixture("tasks/demographics.json").path, "--output", output.path],
                                           logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(outcome.report["overflows"] == .array([]), "\(outcome.report["overflows"] ?? .null)")
        let found = try TaskResultJSON.answers(in: output)
        #expect(found["heightCm"]?["value"]?.doubleValue == 172)
        #expect(found["heightFt"]?["value"]?.doubleValue == 177.8)
        #expect(found["weightKg"]?["value"]?.doubleValue == 72.5)
        #expect(found["weightLb"]?["value"]?.doubleValue == 72.8016)
        #expect(found["age"]?["valueType"] == .string("dontKnow"))
        #expect(found["birthYear"]?["value"] == .int(1980))
        #expect(found["diagnosed"]?["valueType"] == .string("dontKnow"))
        #expect(found["transport"]?["value"] == .string("bicycle"))
        #expect(found["health"]?["value"] == .int(4))
        #expect(found["ladder"]?["value"] == .int(6))
        #expect(found["colour"]?["value"] == .string("blue"))
        #expect(found["sleep"]?["value"] == .array([.int(7), .int(30)]))
        #expect(found["smoker"]?["value"] == .bool(false))
        #expect(found["cigarettes"]?["valueType"] == .string("notShown"))
        #expect(found["quitYear"]?["value"] == .int(2010))
        #expect(found["income"]?["value"] == .int(2), "changed from the review")
    }
}
