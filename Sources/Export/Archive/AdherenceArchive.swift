import ActiveTasks
import Foundation
import RecordingFormat
import Study
import JSONValues

/// Writes a participant's adherence report (`schedule status --output`) as an archive of its own
/// for Bridge (docs/UPLOAD.md, "The adherence report"): the report byte for byte as
/// `adherence.json`, Bridge's data file, and a v2_generic `info.json` naming the schema
/// `adherence`, the report's time as `createdOn` and its participant. Optionally encrypted for the
/// study's certificate as CMS enveloped data, as run archives are.
package enum AdherenceArchive {
    /// The report's name in the archive, and info.json's `dataFilename`.
    package static let dataFilename = "adherence.json"
    /// The Bridge schema (`item`) the archive names; `schemaRevisions` looks it up by this name.
    package static let schema = "adherence"

    /// Writes the archive of `report` to `file`.
    /// - Parameters:
    ///   - data: The report's file, as `schedule status --output` wrote it.
    ///   - report: The same report, decoded.
    ///   - file: The archive to write.
    ///   - options: App name and version, the zone of the timestamps when the report names none
    ///     that the system knows, the schema revision and the certificate to encrypt for.
    /// - Returns: The archive written.
    /// - Throws: `ActivetaskError` naming the file that cannot be written or the certificate that
    ///   cannot be used.
    package static func write(_ data: Data, of report: AdherenceReport, to file: URL,
                              options: ArchiveOptions) throws(ActivetaskError) -> WrittenFile {
        let clock = ArchiveClock(zone: TimeZone(identifier: report.timeZone) ?? options.timeZone)
        let entry = ArchiveEntry(filename: dataFilename, timestamp: report.asOf, contentType: "application/json",
                                 sha256: FileResult.sha256(of: data))
        var info: [JSONMember] = [
            JSONMember(key: "files", value: .array([entry.infoJSON(clock)])),
            JSONMember(key: "item", value: .string(schema)),
        ]
        if let revision = options.schemaRevision {
            info.append(JSONMember(key: "schemaRevision", value: .int(revision)))
        }
        info += [
            JSONMember(key: "appName", value: .string(options.appName)),
            JSONMember(key: "appVersion", value: .string("version \(options.appVersion)")),
            JSONMember(key: "createdOn", value: .string(clock.string(report.asOf))),
            JSONMember(key: "format", value: .string("v2_generic")),
            JSONMember(key: "dataFilename", value: .string(dataFilename)),
        ] + Enrolment(participantIdentifier: report.participant).jsonMembers
        let infoData = try BridgeArchive.encoded(.object(info))
        return try BridgeArchive.writeZip(to: file, replacing: true, certificate: options.recipientCertificate) { (archive) throws(ActivetaskError) in
            try BridgeArchive.addData(data, named: dataFilename, date: report.asOf, to: archive, target: file)
            try BridgeArchive.addData(infoData, named: "info.json", date: report.asOf, to: archive, target: file)
            return 2
        }
    }
}
