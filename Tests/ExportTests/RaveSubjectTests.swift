import ActiveTasks
import Export
import Foundation
import Testing

/// The Rave subject of a run: its participant (with the study's or a name-based UUID), else the
/// study file's subject.
@Suite struct RaveSubjectTests {
    private func study(_ json: [UInt8]) throws -> RaveStudy {
        try RaveStudy.read(json: json, fileName: "study.json")
    }

    /// Study JSON without the subject keys, with `members` added.
    private func studyWithoutSubject(_ members: KeyValuePairs<String, String> = [:]) -> [UInt8] {
        let text = String(decoding: studyJSON(members), as: UTF8.self)
            .replacingOccurrences(of: "\"subject_name\": \"S1\", ", with: "")
            .replacingOccurrences(of: ", \"subject_uuid\": \"bfe72729-ab34-4f97-bf03-18ea61fdc92e\"", with: "")
        return Array(text.utf8)
    }

    private func result(participant: String?) -> TaskResult {
        var result = surveyResult([])
        result.participantIdentifier = participant
        return result
    }

    @Test func theNameBasedUUIDIsRFC9562sVersion8Example() throws {
        // RFC 9562 appendix B.2: SHA-256 of the DNS namespace and "www.example.com".
        let dns = try #require(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        #expect(RaveSubject.uuid(named: "www.example.com", in: dns).uuidString.lowercased() == "5c146b14-3c52-8afd-938a-375d0df1fbf6")
    }

    @Test func aParticipantsRunIsFiledUnderTheParticipant() throws {
        let plain = try study(studyWithoutSubject())
        let subject = try #require(RaveSubject(of: result(participant: "P-0042-7"), study: plain))
        let namespace = try #require(UUID(uuidString: "a2c0da8c-4dfd-4ffd-b3d5-94c762086c2f"))
        #expect(subject == RaveSubject(name: "P-0042-7", uuid: RaveSubject.uuid(named: "P-0042-7", in: namespace).uuidString.lowercased()))
        #expect(RaveSubject(of: result(participant: "P-0017-4"), study: plain)?.uuid != subject.uuid)
        let listed = try study(studyWithoutSubject(["subjectUUIDs": #"{"P-0042-7": "0d6c3f1e-59b8-4e63-a35c-5a3b8d1f2e47"}"#]))
        #expect(RaveSubject(of: result(participant: "P-0042-7"), study: listed)?.uuid == "0d6c3f1e-59b8-4e63-a35c-5a3b8d1f2e47")
        // The study's own subject is for runs without a participant.
        let fixed = try study(studyJSON())
        #expect(RaveSubject(of: result(participant: "P-0042-7"), study: fixed)?.name == "P-0042-7")
        #expect(RaveSubject(of: result(participant: nil), study: fixed) == RaveSubject(name: "S1", uuid: "bfe72729-ab34-4f97-bf03-18ea61fdc92e"))
    }

    @Test func aRunWithNeitherParticipantNorStudySubjectIsRefused() throws {
        let folder = try RunFolder(result(participant: nil))
        #expect { _ = try RavePayload(run: folder.open(), study: study(studyWithoutSubject())) } throws: { error in
            "\(error)".contains("the run records no participant and the study file gives no subject_name and subject_uuid; record the run with --participant ID, or add both to the study file")
        }
    }

    @Test func halfASubjectOrABadParticipantUUIDIsNamedByItsPath() {
        func problems(_ json: [UInt8]) -> [String] {
            do {
                _ = try RaveStudy.read(json: json, fileName: "study.json")
                return []
            } catch {
                return error.message.split(separator: "\n").map(String.init)
            }
        }
        let half = String(decoding: studyWithoutSubject(), as: UTF8.self).replacingOccurrences(of: "{", with: "{\"subject_name\": \"S1\", ")
        #expect(problems(Array(half.utf8)) == ["study.json: give subject_name and subject_uuid together (for runs without a participant), or neither"])
        #expect(problems(studyWithoutSubject(["subjectUUIDs": #"{"P-0042-7": "nope"}"#])) ==
                ["study.json: subjectUUIDs.P-0042-7: \"nope\" is not a UUID (8-4-4-4-12 hexadecimal digits); give Rave's subject UUID of participant P-0042-7"])
    }
}
