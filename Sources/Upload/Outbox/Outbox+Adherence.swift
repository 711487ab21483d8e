import ActiveTasks
import Export
import Foundation
import RecordingFormat

extension Outbox {
    /// Puts an adherence report in the outbox for a Bridge destination, as an archive of its own
    /// (`AdherenceArchive`): once per snapshot and destination, so enqueueing the same state again
    /// changes nothing, and a report whose windows changed since is a new item.
    /// - Parameters:
    ///   - snapshot: The report.
    ///   - destination: Where it goes; a Bridge destination.
    ///   - archive: App name and version, time zone and the certificate to encrypt for.
    /// - Returns: Whether it entered the outbox, entered it again after failing, or was there already.
    /// - Throws: `ActivetaskError(.unsupported)` for a Rave or REDCap destination; the participants file's
    ///   error for a `"participant"` account without the report's participant; the archive's and
    ///   the outbox's errors, each naming the file.
    package func enqueue(_ snapshot: AdherenceSnapshot, to destination: UploadDestination,
                         archive: ArchiveOptions) throws(ActivetaskError) -> Enqueued {
        let account: String?
        switch destination.account {
        case .rave:
            throw ActivetaskError(.unsupported, "\(snapshot.url.path): destination \(destination.name) is a Rave destination, which takes one form per run and no adherence report; send adherence reports to a Bridge destination")
        case .redcap:
            throw ActivetaskError(.unsupported, "\(snapshot.url.path): destination \(destination.name) is a REDCap destination, which takes one record per run and no adherence report; send adherence reports to a Bridge destination")
        case .bridge:
            account = nil
        case .participant(let participants):
            _ = try participants.account(of: snapshot.report.participant)
            account = snapshot.report.participant
        }
        var options = archive
        options.schemaRevision = destination.schemaRevisions[AdherenceArchive.schema]
        let written = options
        return try enqueue(run: snapshot.url, runUUID: snapshot.identifier, task: AdherenceArchive.schema, to: destination,
                           part: AdherenceSnapshot.part, account: account,
                           fileExtension: archive.recipientCertificate == nil ? "zip" : "zip.cms") { (file) throws(ActivetaskError) in
            _ = try AdherenceArchive.write(snapshot.data, of: snapshot.report, to: file, options: written)
            try BridgeUploadPlan.check(file)
        }
    }
}
