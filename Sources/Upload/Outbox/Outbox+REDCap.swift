import Export
import Foundation
import RecordingFormat

extension Outbox {
    /// Puts `run` in the outbox for a REDCap destination: its record (as `export redcap` makes
    /// it, with its analysis summaries) and its archive (`export archive`, without the consent's
    /// names, strokes and PDF), in one payload (`REDCapPayload`).
    /// - Parameters:
    ///   - run: The run, only read.
    ///   - destination: The REDCap destination.
    ///   - study: How runs become records of the destination's project.
    ///   - archive: How the archive is written (app name and version, time zone).
    /// - Returns: Whether the run entered the outbox, entered it again, or was there already.
    /// - Throws: `ActivetaskError` from the record (a run without a participant, a name that
    ///   breaks REDCap's rules), the archive or the outbox, each naming the file.
    func enqueueForREDCap(_ run: TaskRunFolder, to destination: UploadDestination, study: REDCapStudy,
                          archive: ArchiveOptions) throws(ActivetaskError) -> Enqueued {
        let result = run.result
        let (record, _) = try REDCapExport.record(of: run, study: study)
        var options = archive
        options.recipientCertificate = nil
        options.includesConsent = false
        let fileName = "\(SafeFileName.from(result.identifier))-\(result.taskRunUUID.uuidString).zip"
        return try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination,
                           fileExtension: REDCapPayload.fileExtension) { (file) throws(ActivetaskError) in
            let zip = file.appendingPathExtension("zip")
            defer { try? Syscalls.unlink(zip.path) }
            _ = try BridgeArchive.write(run, to: ExportDestination(zip, isFolder: false, run: run, replacing: true), options: options)
            try REDCapPayload.write(record, study: study, archive: zip, fileName: fileName, to: file)
        }
    }
}
