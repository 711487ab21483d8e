import ActiveTasks
import Export
import Foundation
import RecordingFormat

extension Outbox {
    /// Exports a finished run the way its destination takes it and puts it in the outbox: a
    /// Bridge destination gets the run's archive (`activetask export archive`), a Rave destination
    /// its `form_data` payload (`activetask export rave`). The run's folder is only read.
    /// - Parameters:
    ///   - run: The run's output folder, read and checked (every file against its SHA-256).
    ///   - destination: Where it goes.
    ///   - study: The Rave study file's contents; required for a Rave destination.
    ///   - archive: How a Bridge archive is written (app name and version, time zone, certificate).
    ///   - includeSaved: Whether a run saved before its end may go too; otherwise only completed runs do.
    /// - Returns: Whether the run entered the outbox, entered it again, or was there already.
    /// - Throws: `ActivetaskError(.runNotCompleted)` for a run that did not complete (or was not
    ///   saved, with `includeSaved`); `.invalidStudy` for a Rave destination without a study; the
    ///   export's and the outbox's errors, each naming the file.
    package func enqueue(_ run: TaskRunFolder, to destination: UploadDestination, study: RaveStudy?, archive: ArchiveOptions,
                        includeSaved: Bool) throws(ActivetaskError) -> Enqueued {
        let result = run.result
        guard result.status == .completed || (includeSaved && result.status == .saved) else {
            throw ActivetaskError(.runNotCompleted, "\(run.url.path): the run is \(result.status.rawValue), not completed; "
                                  + (includeSaved ? "only completed and saved runs are uploaded" : "give --include-saved to upload a saved run too"))
        }
        switch destination.kind {
        case .bridge:
            return try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination,
                               fileExtension: archive.recipientCertificate == nil ? "zip" : "zip.cms") { (file) throws(ActivetaskError) in
                _ = try BridgeArchive.write(run, to: ExportDestination(file, isFolder: false, run: run), options: archive)
            }
        case .rave:
            guard let study else {
                throw ActivetaskError(.invalidStudy, "destination \(destination.name) is a Rave destination; give its study file with --study STUDY.json")
            }
            return try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination,
                               fileExtension: "json") { (file) throws(ActivetaskError) in
                let payload = try RavePayload(run: run, study: study)
                let output = try ExportDestination(file, isFolder: false, run: run).file()
                try output.write(payload.json.jsonText + "\n")
                try output.commit()
            }
        }
    }
}
