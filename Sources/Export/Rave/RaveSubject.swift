import ActiveTasks
import Foundation
import RecordingFormat

/// The Rave subject a run's form is filed under: `subject_name` and `subject_uuid` of the
/// `form_data` envelope. A run that recorded its participant is that participant's: the name is
/// the participant id, the UUID the one STUDY.json's `subjectUUIDs` gives it, else derived from
/// the study's UUID and the id (a name-based UUID, RFC 9562 version 8 with SHA-256, as its
/// appendix B.2 shows), so every run of one participant gets the same. A run without a
/// participant takes STUDY.json's `subject_name` and `subject_uuid`.
package struct RaveSubject: Equatable {
    /// `subject_name`.
    package var name: String
    /// `subject_uuid`.
    package var uuid: String

    /// The subject of `result` for `study`; `nil` when the run recorded no participant and the
    /// study names no subject.
    /// - Parameters:
    ///   - result: The run's result.
    ///   - study: STUDY.json.
    package init?(of result: TaskResult, study: RaveStudy) {
        if let participant = result.participantIdentifier {
            self.init(name: participant,
                      uuid: study.subjectUUIDs[participant] ?? Self.uuid(named: participant, in: study.studyUUID).uuidString.lowercased())
        } else if let name = study.envelope["subject_name"], let uuid = study.envelope["subject_uuid"] {
            self.init(name: name, uuid: uuid)
        } else {
            return nil
        }
    }

    /// Creates a subject.
    /// - Parameters:
    ///   - name: `subject_name`.
    ///   - uuid: `subject_uuid`.
    package init(name: String, uuid: String) {
        self.name = name
        self.uuid = uuid
    }

    /// The name-based UUID of `name` in `namespace`: the first 16 bytes of SHA-256(namespace's 16
    /// bytes, then the name's UTF-8), with the version set to 8 and the variant to RFC 9562's.
    /// - Parameters:
    ///   - name: The name (a participant id).
    ///   - namespace: The namespace (the study's UUID).
    package static func uuid(named name: String, in namespace: UUID) -> UUID {
        let space = withUnsafeBytes(of: namespace.uuid) { Data($0) }
        let hex = FileResult.sha256(of: space + Data(name.utf8))
        var bytes = stride(from: 0, to: 32, by: 2).map { offset -> UInt8 in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
