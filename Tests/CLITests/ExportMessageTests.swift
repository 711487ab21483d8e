import Foundation
import Testing
import TestSupport

/// What an export (and `consent-pdf`) says of a `taskResult.json` it cannot read, through the built
/// binary: the field in words and the way out, never Swift's `DecodingError` or a guess that the
/// run did not finish.
@Suite(.timeLimit(.minutes(1))) struct ExportMessageTests {
    private func export(_ result: String) async throws -> String {
        let folder = try TemporaryDirectory(prefix: "export-message")
        let run = folder.url.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try Data(result.utf8).write(to: run.appendingPathComponent("taskResult.json"))
        let exported = try await ActivetaskBinary.run(["export", "csv", run.path, "--output", folder.url.appendingPathComponent("csv").path])
        #expect(exported.status == 1)
        return exported.stderr
    }

    @Test func aResultMissingAFieldNamesTheFieldInWords() async throws {
        let said = try await export(#"{"identifier": "t", "status": "completed"}"#)
        #expect(said.contains("taskResult.json: not a task result: \"taskRunUUID\" is missing; the file was changed after the run"), "\(said)")
        #expect(!said.contains("DecodingError") && !said.contains("CodingKeys") && !said.contains("did not finish writing"), "\(said)")
    }

    @Test func aResultCutShortSaysSoAndHowToGetItBack() async throws {
        let said = try await export(#"{"identifier": "t", "status": "compl"#)
        #expect(said.contains("taskResult.json: not complete JSON, and a run writes its result whole"), "\(said)")
        #expect(said.contains("copy it again from the device") && !said.contains("DecodingError"), "\(said)")
    }

    @Test func consentPDFOfAResultMissingAFieldNamesTheFieldInWords() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-message")
        try Data(#"{"identifier": "consent", "status": "completed"}"#.utf8).write(to: folder.url.appendingPathComponent("taskResult.json"))
        let made = try await ActivetaskBinary.run(["consent-pdf", "consent", folder.url.path])
        #expect(made.status == 1)
        #expect(made.stderr.contains("taskResult.json: not a readable task result (\"taskRunUUID\" is missing)"), "\(made.stderr)")
        #expect(!made.stderr.contains("DecodingError") && !made.stderr.contains("CodingKeys"), "\(made.stderr)")
    }
}
