import ActiveTasks
import Foundation
import RecordingFormat
import ZIPFoundation
import JSONValues

/// Makes an archive written by `BridgeArchive` anew with new bytes and the same contents: its
/// `metadata.json` (or, in an archive without one, its `info.json`) gets `uploadedOn`, the time it
/// is sent again, and `manifest.sha256` that file's new SHA-256; every other entry is copied as
/// it is. Bridge deduplicates uploads by MD5 (BridgeServer2 `UploadService.createUpload`), so an
/// archive whose earlier upload failed must differ to be validated again.
package enum ArchiveRestamp {
    /// The member an archive sent again carries.
    package static let memberName = "uploadedOn"

    /// Rewrites the plain zip at `archive` in place, `uploadedOn` set to `date`; the file is
    /// replaced whole or not at all.
    /// - Parameters:
    ///   - archive: A zip written by `BridgeArchive` (not a CMS envelope).
    ///   - date: When it is sent again.
    ///   - timeZone: The zone whose UTC offset `uploadedOn` carries.
    /// - Returns: The name of the entry that was restamped.
    /// - Throws: `ActivetaskError(.unreadable)` when the archive cannot be read or holds neither
    ///   `metadata.json` nor `info.json` as a JSON object; `.writeFailed` when it cannot be written.
    @discardableResult
    package static func restamp(_ archive: URL, uploadedOn date: Date, timeZone: TimeZone) throws(ActivetaskError) -> String {
        var entries: [(name: String, date: Date, data: Data)] = []
        do {
            let source = try Archive(url: archive, accessMode: .read)
            for entry in source where entry.type == .file {
                var data = Data()
                _ = try source.extract(entry, skipCRC32: false) { data.append($0) }
                entries.append((entry.path, entry.fileAttributes[.modificationDate] as? Date ?? date, data))
            }
        } catch {
            throw ActivetaskError(.unreadable, "\(archive.path): cannot be read as a zip archive (\(error)); enqueue the result again")
        }
        let names = entries.map(\.name)
        guard let stamped = ["metadata.json", "info.json"].first(where: names.contains), let index = names.firstIndex(of: stamped),
              case .object(var members) = try? JSONParser.parse([UInt8](entries[index].data)) else {
            throw ActivetaskError(.unreadable, "\(archive.path): holds no metadata.json or info.json object to restamp; enqueue the result again")
        }
        members.removeAll { $0.key == memberName }
        members.append(JSONMember(key: memberName, value: .string(ArchiveClock(zone: timeZone).string(date))))
        let restamped = try BridgeArchive.encoded(.object(members))
        entries[index].data = restamped
        if let manifest = names.firstIndex(of: BridgeArchive.manifestName) {
            let lines = String(decoding: entries[manifest].data, as: UTF8.self).split(separator: "\n").map { line in
                line.hasSuffix("  \(stamped)") ? "\(FileResult.sha256(of: restamped))  \(stamped)" : String(line)
            }
            entries[manifest].data = Data(lines.map { $0 + "\n" }.joined().utf8)
        }
        _ = try BridgeArchive.writeZip(to: archive, replacing: true, certificate: nil) { (zip) throws(ActivetaskError) in
            for entry in entries {
                try BridgeArchive.addData(entry.data, named: entry.name, date: entry.date, to: zip, target: archive)
            }
            return entries.count
        }
        return stamped
    }
}
