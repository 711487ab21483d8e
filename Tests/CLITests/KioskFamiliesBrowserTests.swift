import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// The kiosk page in headless Chromium (`fixtures/kiosk/families.py`): it loads every family's
/// script in `Sources/Kiosk/Page/families/`, and each registers a view with a build function under
/// every kind it names.
@Suite(.serialized) struct KioskFamiliesBrowserTests {
    @Test(.timeLimit(.minutes(1))) func everyFamilyScriptThePageLoadsRegistersItsViews() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-families")
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run("families", kiosk: [ProjectPaths.fixture("kiosk/slider.json").path, "--output", output.path],
                                           logs: temporary.url)
        #expect(outcome.kioskStatus == 75, "\(outcome.kioskErrors)")
        let folder = ProjectPaths.root.appendingPathComponent("Sources/Kiosk/Page/families")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }.map { "families/\($0)" }
        guard case .array(let registered)? = outcome.report["registered"] else {
            Issue.record("no registrations reported: \(outcome.report.jsonText)")
            return
        }
        let scripts = registered.compactMap { entry -> String? in
            if case .string(let script)? = entry["script"] { script } else { nil }
        }
        #expect(scripts.sorted() == shipped.sorted())
        for entry in registered {
            #expect(entry["kinds"] != .array([]), "\(entry.jsonText) registers no view")
            #expect(entry["missing"] == .array([]), "\(entry.jsonText)")
        }
    }
}
