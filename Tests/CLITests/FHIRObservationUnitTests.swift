import Foundation
import Testing
import TestSupport

/// A touch-ability run's Observations in FHIR: its distances and speeds on the page are in `px`,
/// which UCUM has not, so they go as the Quantity's unit text with no system or code; every other
/// unit is UCUM's, as fixtures/export/fhir_check.py checks with UCUM's grammar.
@Suite(.serialized, .timeLimit(.minutes(1))) struct FHIRObservationUnitTests {
    @Test
    func pixelsGoAsUnitTextWithoutUCUMsSystem() async throws {
        let temporary = try TemporaryDirectory(prefix: "fhir-pixels")
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", "touchAbility", "--auto", "--replay", ProjectPaths.fixture("replay-touchability").path,
                                                  "--pace", "fast", "--output", output.path, "--set", "seed=27"], timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let bundle = temporary.url.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path])
        #expect(export.status == 0, "\(export.stderr)")
        let report = try await FHIRExportTests.check(bundle, run: output, in: temporary.url)
        #expect(report["ok"] as? Bool == true && (report["Observation"] as? Int ?? 0) > 5, "\(report)")
        let text = try String(contentsOf: bundle, encoding: .utf8)
        #expect(text.contains(#""unit":"px/s"}"#) && text.contains(#""unit":"px"}"#), "a pixel speed and distance as text")
        #expect(!text.contains(#""code":"px"#), "no UCUM code px or px/s")
    }
}
