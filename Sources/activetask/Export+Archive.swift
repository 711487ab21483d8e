import ArgumentParser
import Export
import Foundation
import RecordingFormat

extension Export {
    /// `activetask export archive DIR`: one Bridge/SageResearch zip per run.
    struct Archive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "archive",
            abstract: "Write a run as the zip archive Bridge and SageResearch upload (info.json, metadata.json, answers.json, chunks, manifest).",
            discussion: """
                Every chunk is checked against its SHA-256 as it is compressed; manifest.sha256 lists \
                the SHA-256 of every file in the archive. With --encrypt-for the archive is written \
                as CMS enveloped data (DER, AES-256-CBC) for that certificate, as Bridge uploads are.
                """
        )

        @Argument(help: ArgumentHelp("The output folder of `activetask run`.", valueName: "DIR"))
        var folder: String

        @Option(help: ArgumentHelp("The archive to write (default: TASK-TASKRUNUUID.zip, or .zip.cms when encrypted, in the current folder).",
                                   valueName: "FILE.zip"))
        var output: String?

        @Option(name: .customLong("encrypt-for"), help: ArgumentHelp("A PEM X.509 certificate to encrypt the archive for.", valueName: "CERT.pem"))
        var certificate: String?

        @Flag(help: "Replace the output file when it exists.")
        var force = false

        @Option(name: .customLong("time-zone"),
                help: ArgumentHelp("The IANA time zone whose offset the archive's timestamps carry (default: this machine's).",
                                   valueName: "ZONE"))
        var timeZone: String?

        func validate() throws {
            if let timeZone, TimeZone(identifier: timeZone) == nil {
                throw ValidationError("--time-zone \(timeZone) is not an IANA time zone name; write one such as Europe/Zurich.")
            }
        }

        func run() throws {
            try Export.exporting(folder) { (run) throws(ActivetaskError) in
                let result = run.result
                let name = output ?? "\(result.identifier)-\(result.taskRunUUID.uuidString).zip\(certificate == nil ? "" : ".cms")"
                let destination = try ExportDestination(URL(fileURLWithPath: name), isFolder: false, run: run, replacing: force)
                let options = ArchiveOptions(appName: Activetask.configuration.commandName ?? "activetask",
                                             appVersion: Activetask.configuration.version,
                                             timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current,
                                             recipientCertificate: certificate.map { URL(fileURLWithPath: $0) })
                return [try BridgeArchive.write(run, to: destination, options: options)]
            }
        }
    }
}
