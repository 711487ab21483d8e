import ActiveTasks
import Foundation
import JSONValues

/// One file of an archive as info.json, metadata.json and the manifest list it.
struct ArchiveEntry {
    /// The path inside the archive.
    var filename: String
    /// When its data was last written.
    var timestamp: Date
    /// `application/json` or `application/x-ndjson`.
    var contentType: String
    /// The recorder or result it came from (metadata.json only).
    var identifier: String?
    /// `TASK/STEP` for files of a step's result (metadata.json only).
    var stepPath: String?
    /// The file's path in the run's folder, for a file of the run (metadata.json only).
    var relativePath: String?
    /// Its SHA-256, lowercase hex, for the manifest.
    var sha256: String

    /// The info.json form (Bridge's file entry): `filename`, `timestamp`, `contentType`.
    func infoJSON(_ clock: ArchiveClock) -> JSONValue {
        .object(members(clock))
    }

    /// The metadata.json form (SageResearch's file manifest): info.json's, plus `identifier`,
    /// `stepPath` and the run's `relativePath` when known.
    func metadataJSON(_ clock: ArchiveClock) -> JSONValue {
        var all = members(clock)
        if let identifier { all.append(JSONMember(key: "identifier", value: .string(identifier))) }
        if let stepPath { all.append(JSONMember(key: "stepPath", value: .string(stepPath))) }
        if let relativePath { all.append(JSONMember(key: "relativePath", value: .string(relativePath))) }
        return .object(all)
    }

    private func members(_ clock: ArchiveClock) -> [JSONMember] {
        [JSONMember(key: "filename", value: .string(filename)),
         JSONMember(key: "timestamp", value: .string(clock.string(timestamp))),
         JSONMember(key: "contentType", value: .string(contentType))]
    }
}
