import ArgumentParser
import Foundation
import RecordingFormat
import Upload

/// `activetask upload status`: the outbox's items and where each stands.
struct UploadStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List pending, sent and failed items with their stage, last error and next attempt."
    )

    @OptionGroup var options: UploadOptions

    @Flag(help: "Print JSON with each item's history instead of text.")
    var json = false

    func run() throws {
        let outbox = try options.openOutbox()
        let report = try options.report { () throws(ActivetaskError) in try OutboxReport(outbox: outbox) }
        if json {
            FileHandle.standardOutput.write(report.json())
            print()
        } else {
            print(report.text(), terminator: "")
        }
    }
}
