import Export
import Foundation
import RecordingFormat

/// A run on its way to a REDCap destination, as one outbox payload (`NAME-UUID.redcap`): a line
/// of JSON saying where the run goes (the flat record without its instance, the record id field,
/// instrument, event, the fields of the run's UUID and of its recordings), then the run's archive
/// (`activetask export archive`) byte for byte. The run's folder is not needed to deliver it.
struct REDCapPayload: Sendable {
    /// The flat record, every value a string, without `redcap_repeat_*`.
    let record: [String: String]
    /// The record's id.
    let recordID: String
    /// The project's record id field.
    let recordIDField: String
    /// The instrument.
    let instrument: String
    /// The unique event name, in a longitudinal project.
    let event: String?
    /// Whether the instrument repeats.
    let repeating: Bool
    /// The field holding the run's UUID, by which the record's instance is found again.
    let runUUIDField: String
    /// The run's UUID.
    let runUUID: String
    /// The file upload field of the recordings.
    let fileField: String
    /// The archive's name in REDCap.
    let fileName: String
    /// Where the archive starts in the payload file (after the header line).
    let archiveOffset: Int64

    /// The payload's file extension in the outbox.
    static let fileExtension = "redcap"

    /// Writes the payload of `record` and the archive at `archive` to `file`.
    /// - Throws: `ActivetaskError` naming the file when it cannot be written.
    static func write(_ record: REDCapRecord, study: REDCapStudy, archive: URL, fileName: String, to file: URL) throws(ActivetaskError) {
        var flat: [String: String] = [:]
        if case .object(let members) = record.flat(recordIDField: study.recordIDField, instance: nil) {
            for member in members { if case .string(let text) = member.value { flat[member.key] = text } }
        }
        var header: [String: Any] = [
            "record": flat, "recordID": record.recordID, "recordIdField": study.recordIDField, "instrument": record.instrument,
            "repeating": record.repeating, "runUUIDField": REDCapStudy.runUUIDField(of: record.instrument),
            "runUUID": record.runUUID.uuidString, "fileField": study.fileField(of: record.instrument), "fileName": fileName,
        ]
        if let event = record.event { header["event"] = event }
        var bytes = (try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])) ?? Data()
        bytes.append(0x0A)
        do {
            try PrivateFile.writeAtomically(bytes, to: file)
            let output = try FileHandle(forWritingTo: file)
            defer { try? output.close() }
            try output.seekToEnd()
            let input = try FileHandle(forReadingFrom: archive)
            defer { try? input.close() }
            while let block = try input.read(upToCount: 1 << 20), !block.isEmpty {
                try output.write(contentsOf: block)
            }
            try output.synchronize()
        } catch {
            try? Syscalls.unlink(file.path)
            throw ActivetaskError(.writeFailed, "\(file.path): cannot be written (\(error)); free space in the outbox's folder", underlying: error)
        }
    }

    /// Reads the header of the payload at `file`.
    /// - Throws: `DeliveryFailure.refused` naming the file when it is not a REDCap payload.
    init(reading file: URL) throws(DeliveryFailure) {
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            throw .retry("\(file.path): cannot be read", after: nil)
        }
        defer { try? handle.close() }
        var line = Data()
        while let block = try? handle.read(upToCount: 4096), !block.isEmpty {
            if let end = block.firstIndex(of: 0x0A) {
                line.append(block[block.startIndex..<end])
                break
            }
            line.append(block)
        }
        guard let header = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
              let record = header["record"] as? [String: String], let recordID = header["recordID"] as? String,
              let recordIDField = header["recordIdField"] as? String, let instrument = header["instrument"] as? String,
              let repeating = header["repeating"] as? Bool, let runUUIDField = header["runUUIDField"] as? String,
              let runUUID = header["runUUID"] as? String, let fileField = header["fileField"] as? String,
              let fileName = header["fileName"] as? String
        else {
            throw .refused("\(file.path): not a REDCap payload (its first line is not the record's JSON header); enqueue the run again")
        }
        self.record = record
        self.recordID = recordID
        self.recordIDField = recordIDField
        self.instrument = instrument
        event = header["event"] as? String
        self.repeating = repeating
        self.runUUIDField = runUUIDField
        self.runUUID = runUUID
        self.fileField = fileField
        self.fileName = fileName
        archiveOffset = Int64(line.count + 1)
    }
}
