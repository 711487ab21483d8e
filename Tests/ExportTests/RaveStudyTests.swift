import Export
import Foundation
import Testing

/// STUDY.json: every problem reported with its JSON path; defaults for the optional rules.
@Suite struct RaveStudyTests {
    private func problems(_ json: String) -> [String] {
        do {
            _ = try RaveStudy.read(json: Array(json.utf8), fileName: "study.json")
            return []
        } catch {
            return error.message.split(separator: "\n").map(String.init)
        }
    }

    @Test func aCompleteStudyTakesTheDefaultRules() throws {
        let study = try RaveStudy.read(json: studyJSON(), fileName: "study.json")
        #expect(study.booleanCodes == RaveStudy.BooleanCodes(yes: "1", no: "0"))
        #expect(study.choiceSeparator == "," && study.dateFormat == "yyyy-MM-dd'T'HH:mm:ss")
        #expect(study.itemOIDs.isEmpty && study.logLine == 1 && study.envelope["site_oid"] == "SITE")
        #expect(study.warnings.isEmpty)
    }

    @Test func everyMissingOrEmptyOIDIsNamedByItsPath() {
        let found = problems("""
            {"subject_name": "S1", "log_line": 1, "study_uuid": "a2c0da8c-4dfd-4ffd-b3d5-94c762086c2f", "folder_oid": "",
             "form_oid": "FORM", "version": "1.0", "device_id": "D", "signature_oid": "ACK", "rave_url": "https://r.example",
             "study_name": "Study", "record_oid": "REC", "subject_uuid": "bfe72729-ab34-4f97-bf03-18ea61fdc92e",
             "timeZone": "UTC"}
            """)
        #expect(found == ["study.json: folder_oid: is empty; write the value Rave's study set-up gives",
                          "study.json: site_oid: missing; add \"site_oid\": \"…\""])
    }

    @Test func malformedValuesAreNamedByTheirPaths() {
        let found = problems(String(decoding: studyJSON([
            "study_uuid": "\"not-a-uuid\"", "rave_url": "\"ftp://x\"", "log_line": "0", "timeZone": "\"Mars/Olympus\"",
            "itemOIDs": #"{"age": "", "weight": 3}"#, "booleanCodes": #"{"true": "1"}"#, "choiceSeparator": "\"\"",
            "dateFormat": "\"HH:mm\"",
        ]), as: UTF8.self))
        let paths = found.map { $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces) }
        #expect(Set(paths) == ["study_uuid", "rave_url", "log_line", "timeZone", "itemOIDs.age", "itemOIDs.weight",
                               "booleanCodes.false", "choiceSeparator", "dateFormat"], "\(found)")
    }

    @Test func anUnknownKeyIsAWarningNotAnError() throws {
        let study = try RaveStudy.read(json: studyJSON(["site_oid2": "\"x\""]), fileName: "study.json")
        #expect(study.warnings == ["study.json: warning: site_oid2: unknown key; it is ignored (check its spelling)"])
    }

    @Test func malformedJSONNamesTheFile() {
        #expect(problems("{\"subject_name\": ").first?.hasPrefix("study.json: malformed JSON") == true)
    }
}
