import ActiveTasks
import Export
import Foundation
import RecordingFormat

extension Outbox {
    /// Exports a finished run the way its destination takes it and puts it in the outbox: a
    /// Bridge destination gets the run's archive (`activetask export archive`, without the
    /// consent's names, strokes and PDF unless the destination asks for them; split into one
    /// archive per step when too large for one upload) and, for a consent run when the destination
    /// names a subpopulation, the signature for Bridge's consent API, first; a Rave destination
    /// gets the run's `form_data` payload (`activetask export rave`); a REDCap destination its record
    /// and archive in one payload (`enqueueForREDCap`). The run's folder is only read.
    /// - Parameters:
    ///   - run: The run's output folder, read and checked (every file against its SHA-256).
    ///   - destination: Where it goes.
    ///   - study: The Rave study file's contents; required for a Rave destination.
    ///   - redcap: The REDCap study file's contents, for a REDCap destination (`enqueueForREDCap`).
    ///   - archive: How a Bridge archive is written (app name and version, time zone, certificate).
    ///   - includeSaved: Whether a run saved before its end may go too; otherwise only completed runs do.
    ///   - warn: Called with each warning about the run's export (a REDCap record's values that no
    ///     field of the project's dictionary takes).
    /// - Returns: For each part of the run, whether it entered the outbox, entered it again, or
    ///   was there already.
    /// - Throws: `ActivetaskError(.runNotCompleted)` for a run that did not complete (or was not
    ///   saved, with `includeSaved`); `.invalidStudy` for a Rave destination without a study;
    ///   `.noParticipant` for a participant account and a run without a participant;
    ///   `.payloadTooLarge` for a run Bridge cannot take; `.consentNotAccepted` for a consent run
    ///   without the birthdate a Bridge app with a minimum age needs, or under that age (nothing of
    ///   the run is queued); the export's and the outbox's errors,
    ///   each naming the file.
    package func enqueue(_ run: TaskRunFolder, to destination: UploadDestination, study: RaveStudy?, redcap: REDCapStudy = REDCapStudy(),
                        archive: ArchiveOptions, includeSaved: Bool, warn: (String) -> Void = { _ in }) throws(ActivetaskError) -> [Enqueued] {
        let result = run.result
        guard result.status == .completed || (includeSaved && result.status == .saved) else {
            throw ActivetaskError(.runNotCompleted, "\(run.url.path): the run is \(result.status.rawValue), not completed; "
                                  + (includeSaved ? "only completed and saved runs are uploaded" : "give --include-saved to upload a saved run too"))
        }
        switch destination.account {
        case .rave:
            guard let study else {
                throw ActivetaskError(.invalidStudy, "destination \(destination.name) is a Rave destination; give its study file with --study STUDY.json")
            }
            return [try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination,
                                fileExtension: "json") { (file) throws(ActivetaskError) in
                let payload = try RavePayload(run: run, study: study)
                let output = try ExportDestination(file, isFolder: false, run: run).file()
                try output.write(payload.json.jsonText + "\n")
                try output.commit()
            }]
        case .redcap:
            return [try enqueueForREDCap(run, to: destination, study: redcap, archive: archive, warn: warn)]
        case .bridge(_):
            return try enqueueForBridge(run, to: destination, account: nil, archive: archive)
        case .participant(let participants):
            guard let participant = run.participantIdentifier else {
                throw ActivetaskError(.noParticipant, "\(run.url.path): destination \(destination.name) signs in as each run's participant, but \(TaskRunFolder.resultFileName) names none (no \"\(TaskRunFolder.participantKey)\"); give the destination an account of its own, or record the run with its participant")
            }
            _ = try participants.account(of: participant)
            return try enqueueForBridge(run, to: destination, account: participant, archive: archive)
        }
    }

    /// The consent signature (when the destination takes it) and the archives of `run`.
    private func enqueueForBridge(_ run: TaskRunFolder, to destination: UploadDestination, account: String?,
                                  archive: ArchiveOptions) throws(ActivetaskError) -> [Enqueued] {
        let result = run.result
        var options = archive
        options.schemaRevision = destination.schemaRevisions[result.identifier]
        options.includesConsent = destination.consentInArchive
        // Planned first: a run Bridge cannot take leaves nothing of itself in the outbox.
        let parts = try BridgeUploadPlan.parts(of: run, options: options)
        var enqueued: [Enqueued] = []
        if destination.consentSubpopulation != nil,
           let consent = try ConsentSubmission(run: run, birthdateQuestion: destination.birthdateQuestion, minimumAge: destination.minAgeOfConsent) {
            enqueued.append(try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination,
                                        part: ConsentSubmission.part, account: account, fileExtension: "json") { (file) throws(ActivetaskError) in
                try PrivateFile.writeAtomically(consent.json, to: file)
            })
        }
        for (name, part) in parts {
            options.part = part
            let written = options
            enqueued.append(try enqueue(run: run.url, runUUID: result.taskRunUUID, task: result.identifier, to: destination, part: name,
                                        account: account, fileExtension: archive.recipientCertificate == nil ? "zip" : "zip.cms") { (file) throws(ActivetaskError) in
                _ = try BridgeArchive.write(run, to: ExportDestination(file, isFolder: false, run: run), options: written)
                try BridgeUploadPlan.check(file)
            })
        }
        return enqueued
    }
}
