import ArgumentParser
import Foundation
import Testing
import TestSupport
@testable import activetask

/// The full `--help` of the root and every subcommand, pinned as swift-argument-parser's own
/// example tests pin theirs: the expected text is `fixtures/help/COMMAND.txt` (what
/// `activetask COMMAND --help` prints at 80 columns), compared in-process. A change to a flag,
/// an abstract or a discussion shows here as a diff to review, and the fixture is updated with it.
@Suite struct HelpTextTests {
    static let commands: [(file: String, command: any ParsableCommand.Type)] = [
        ("activetask", Activetask.self), ("validate", Validate.self), ("run", Run.self), ("present", Present.self),
        ("kiosk", ServeKiosk.self), ("record", Record.self), ("analyze", Analyze.self), ("export", Export.self),
        ("export-rave", Export.Rave.self), ("export-archive", Export.Archive.self), ("export-mpower", Export.MPower.self),
        ("export-csv", Export.CSV.self), ("export-fhir", Export.FHIR.self), ("export-odm", Export.ODM.self),
        ("export-redcap", Export.REDCap.self), ("upload", Upload.self), ("upload-enqueue", UploadEnqueue.self),
        ("upload-run", UploadRun.self), ("upload-status", UploadStatus.self), ("devices", Devices.self),
        ("consent-pdf", ConsentPDFCommand.self),
        ("schedule", Schedule.self), ("schedule-install", ScheduleInstall.self), ("schedule-list", ScheduleList.self),
        ("schedule-remove", ScheduleRemove.self), ("schedule-status", ScheduleStatus.self), ("schedule-due", ScheduleDue.self),
        ("import", Import.self), ("import-redcap", Import.REDCap.self), ("import-fhir", Import.FHIR.self),
    ]

    @Test func everyCommandsHelpIsPinned() async throws {
        let pinned = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.fixture("help").path).sorted()
        #expect(pinned == Self.commands.map { "\($0.file).txt" }.sorted(), "a command without a pinned help, or a pin without a command")
        for (file, command) in Self.commands {
            let expected = try String(contentsOf: ProjectPaths.fixture("help/\(file).txt"), encoding: .utf8)
            let help = Activetask.helpMessage(for: command, columns: 80)
            #expect(help + "\n" == expected, "activetask \(file.replacingOccurrences(of: "-", with: " ")) --help changed")
        }
    }

    @Test(.timeLimit(.minutes(1))) func theBinaryPrintsThePinnedHelp() async throws {
        let run = try await ActivetaskBinary.run(["export", "archive", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout == (try String(contentsOf: ProjectPaths.fixture("help/export-archive.txt"), encoding: .utf8)))
    }
}
