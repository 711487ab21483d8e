import ArgumentParser
import Export
import Foundation
import RecordingFormat
import Upload

/// `activetask upload enqueue DIR... --to NAME`: exports finished runs (and adherence reports) for a
/// destination into the outbox.
struct UploadEnqueue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enqueue",
        abstract: "Put finished task results into the outbox, exported for a destination (an archive for Bridge, a form_data payload for Rave, a record and its archive for REDCap).",
        discussion: """
            Each run folder is checked (every file against its SHA-256) and exported into the outbox; \
            the run folder itself is never changed. A run already pending or sent to the destination \
            is left as it is; one that failed for good is exported and queued again. --adherence puts \
            an adherence report (`schedule status --output FILE`) in the outbox as an archive of its own, \
            for a Bridge destination; the same state is queued once. `upload run` delivers what is due.
            """
    )

    @Argument(help: ArgumentHelp("Output folders of `activetask run`.", valueName: "DIR"))
    var folders: [String] = []

    @Option(help: ArgumentHelp("An adherence report written by `schedule status --output` (Bridge destinations; repeatable).",
                               valueName: "adherence.json"))
    var adherence: [String] = []

    @Option(help: ArgumentHelp("The destination's name in the destinations file.", valueName: "NAME"))
    var to: String

    @Option(help: ArgumentHelp("The study file: Rave's (as for `export rave`, required for a Rave destination) or REDCap's (as for `export redcap`).",
                               valueName: "STUDY.json"))
    var study: String?

    @Flag(help: "Upload runs saved before their end too, not only completed ones.")
    var includeSaved = false

    @Option(name: .customLong("encrypt-for"),
            help: ArgumentHelp("A PEM X.509 certificate to encrypt Bridge archives for.", valueName: "CERT.pem"))
    var certificate: String?

    @OptionGroup var options: UploadOptions

    func validate() throws {
        guard !folders.isEmpty || !adherence.isEmpty else {
            throw ValidationError("Give the run folders to upload, or an adherence report with --adherence FILE.")
        }
    }

    func run() throws {
        let destinations = try options.destinations()
        let destination = try options.report { () throws(ActivetaskError) in try destinations.destination(to) }
        let outbox = try options.openOutbox()
        let redcap = try options.report { () throws(ActivetaskError) in
            guard destination.kind == .redcap, let study else { return REDCapStudy() }
            let loaded = try REDCapStudy.load(contentsOf: URL(fileURLWithPath: study))
            for warning in loaded.warnings { printError(warning) }
            return loaded
        }
        let rave = try (destination.kind == .redcap ? nil : study).map { path in
            try options.report { () throws(ActivetaskError) in
                let study = try RaveStudy.load(contentsOf: URL(fileURLWithPath: path))
                for warning in study.warnings { printError(warning) }
                return study
            }
        }
        let archive = ArchiveOptions(appName: Activetask.configuration.commandName ?? "activetask",
                                     appVersion: Activetask.configuration.version, timeZone: .current,
                                     recipientCertificate: certificate.map { URL(fileURLWithPath: $0) })
        var failed = false
        for folder in folders {
            do {
                let run = try TaskRunFolder(url: URL(fileURLWithPath: folder))
                for enqueued in try outbox.enqueue(run, to: destination, study: rave, redcap: redcap, archive: archive, includeSaved: includeSaved,
                                                   warn: printError) {
                    report(folder, enqueued)
                }
            } catch {
                // Errors of a run name its folder (as `export` prints them).
                printError(error.message)
                failed = true
            }
        }
        for file in adherence {
            do {
                let snapshot = try AdherenceSnapshot(contentsOf: URL(fileURLWithPath: file))
                report(file, try outbox.enqueue(snapshot, to: destination, archive: archive))
            } catch {
                printError(error.message)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// Prints what enqueueing `source` did.
    private func report(_ source: String, _ enqueued: Outbox.Enqueued) {
        switch enqueued {
        case .added(let item): print("\(source): queued for \(to) as \(item.payload) (\(item.byteCount) bytes)")
        case .requeued(let item): print("\(source): queued again for \(to) as \(item.payload) (\(item.byteCount) bytes)")
        case .present(let item): print("\(source): \(item.payload) already \(item.state.rawValue) for \(to); left as it is")
        }
    }
}
