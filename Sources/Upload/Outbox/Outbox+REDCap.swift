import Export
import Foundation
import Import
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
    ///   - warn: Called with each warning of the record (`REDCapExport.record`).
    /// - Returns: Whether the run entered the outbox, entered it again, or was there already.
    /// - Throws: `ActivetaskError` from the record (a run without a participant, a name that
    ///   breaks REDCap's rules, a value its field of the project's dictionary cannot take), the
    ///   archive or the outbox, each naming the file; `.invalidStudy` when the project's
    ///   dictionary lacks the fields the delivery fills (the recordings' file upload field, and a
    ///   repeating instrument's `<instrument>_run_uuid`).
    func enqueueForREDCap(_ run: TaskRunFolder, to destination: UploadDestination, study: REDCapStudy,
                          archive: ArchiveOptions, warn: (String) -> Void) throws(ActivetaskError) -> Enqueued {
        let result = run.result
        let (record, warnings) = try REDCapExport.record(of: run, study: study)
        try Self.checkDeliveryFields(of: record, study: study, run: run)
        warnings.forEach(warn)
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

    /// Checks that the project's dictionary, where the study gives it, has the fields the
    /// delivery fills: the recordings' file upload field and, for a repeating instrument,
    /// `<instrument>_run_uuid`.
    /// - Throws: `ActivetaskError(.invalidStudy)` naming the run, the instrument and each field.
    private static func checkDeliveryFields(of record: REDCapRecord, study: REDCapStudy, run: TaskRunFolder) throws(ActivetaskError) {
        guard let dictionary = study.dictionary else { return }
        var missing: [String] = []
        let fileField = study.fileField(of: record.instrument)
        if dictionary.field(named: fileField)?.type != "file" {
            missing.append("a file upload field \(fileField) (or name the instrument's file field in \"fileFields\")")
        }
        let runUUIDField = REDCapStudy.runUUIDField(of: record.instrument)
        if record.repeating, dictionary.field(named: runUUIDField) == nil {
            missing.append("a text field \(runUUIDField), by which the upload finds the run's repeat instance again")
        }
        guard missing.isEmpty else {
            throw ActivetaskError(.invalidStudy, "\(run.url.path): instrument \(record.instrument) of the project's dictionary needs \(missing.joined(separator: " and ")); add it to the project and its dictionary, then enqueue the run again")
        }
    }
}
