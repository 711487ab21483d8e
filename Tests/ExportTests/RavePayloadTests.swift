import ActiveTasks
import Export
import Foundation
import RecordingFormat
import TaskFamilies
import Testing

/// The Rave payload built from synthetic results: MORK's envelope, every answer type mapped,
/// MORK's mistakes corrected, bad values named by item.
@Suite struct RavePayloadTests {
    /// 2027-01-15T08:00:00Z: 03:00 in New York, the same calendar day.
    private static let end = Date(timeIntervalSince1970: 1_800_000_000)

    private func payload(_ steps: [StepResult], study extra: KeyValuePairs<String, String> = [:],
                         result: TaskResult? = nil) throws -> RavePayload {
        let folder = try RunFolder(result ?? surveyResult(steps, end: Self.end))
        return try RavePayload(run: folder.open(), study: RaveStudy.read(json: studyJSON(extra), fileName: "study.json"))
    }

    private func fields(_ payload: RavePayload) -> [[String: String]] {
        guard case .array(let entries)? = payload.json["form_data"]?["field_data"] else { return [] }
        return entries.map { entry in
            var field: [String: String] = [:]
            for key in ["data_value", "item_oid", "date_time_entered"] {
                if case .string(let text)? = entry[key] { field[key] = text }
            }
            return field
        }
    }

    private func failure(_ steps: [StepResult], study: KeyValuePairs<String, String> = [:], result: TaskResult? = nil) -> String {
        do {
            _ = try payload(steps, study: study, result: result)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func theEnvelopeHasMORKsKeysInItsOrder() throws {
        let built = try payload([])
        guard case .object(let members)? = built.json["form_data"] else { Issue.record("no form_data"); return }
        #expect(members.map(\.key) == ["subject_name", "log_line", "study_uuid", "signature_date_time_entered", "folder_oid",
                                       "form_oid", "field_data", "site_oid", "version", "device_id", "signature_oid",
                                       "rave_url", "study_name", "record_oid", "subject_uuid"])
        #expect(built.json["form_data"]?["log_line"] == .int(1) && built.fieldCount == 0)
        // Without a consent review the form is signed when the run ended: 2027-01-15T08:00:00Z.
        #expect(built.json["form_data"]?["signature_date_time_entered"] == .string("2027-01-15T08:00:00"))
    }

    @Test func everyAnswerTypeMapsByItsRule() throws {
        let answers: [(AnswerResult, String)] = [
            (AnswerResult(identifier: "yes", answerType: "boolean", value: .boolean(true)), "1"),
            (AnswerResult(identifier: "no", answerType: "boolean", value: .boolean(false)), "0"),
            (AnswerResult(identifier: "one", answerType: "singleChoice", value: .choice(.int(2))), "2"),
            (AnswerResult(identifier: "flag", answerType: "singleChoice", value: .choice(.bool(false))), "0"),
            (AnswerResult(identifier: "many", answerType: "multipleChoice", value: .choices([.string("A"), .double(1.5)])), "A,1.5"),
            (AnswerResult(identifier: "int", answerType: "integer", value: .integer(-7)), "-7"),
            (AnswerResult(identifier: "tiny", answerType: "decimal", value: .decimal(0.000012)), "0.000012"),
            (AnswerResult(identifier: "scale", answerType: "scale", value: .integer(6)), "6"),
            (AnswerResult(identifier: "slider", answerType: "continuousScale", value: .decimal(3.0)), "3"),
            (AnswerResult(identifier: "text", answerType: "text", value: .text("a, \"b\"")), "a, \"b\""),
            (AnswerResult(identifier: "time", answerType: "timeOfDay", value: .timeOfDay(TimeOfDay(hour: 17, minute: 3))), "17:03"),
            (AnswerResult(identifier: "span", answerType: "timeInterval", value: .timeInterval(5400)), "5400"),
            (AnswerResult(identifier: "place", answerType: "location",
                          value: .location(LocationAnswer(latitude: -33.8568, longitude: 151.2153, horizontalAccuracy: 5,
                                                          address: "Sydney"))), "-33.8568,151.2153"),
            (AnswerResult(identifier: "faces", answerType: "imageChoice", value: .choice(.int(4))), "4"),
        ]
        let built = try payload(answers.map { questionStep($0.0.identifier, [$0.0], end: Self.end) })
        #expect(fields(built).map { $0["data_value"] } == answers.map(\.1))
        #expect(fields(built).map { $0["item_oid"] } == answers.map(\.0.identifier))
        #expect(Set(fields(built).compactMap { $0["date_time_entered"] }) == ["2027-01-15T08:00:00"])
    }

    @Test func aDayKeepsItsDateAndAMomentTakesTheSiteTimeInANegativeZone() throws {
        let midnight = try #require(DateText.date(from: "1950-06-15"))
        let moment = try #require(DateText.date(from: "2026-03-01T04:30:00Z"))
        let steps = [questionStep("birthday", [AnswerResult(identifier: "birthday", answerType: "date", value: .date(midnight), dateStyle: .date)], end: Self.end),
                     questionStep("dose", [AnswerResult(identifier: "dose", answerType: "date", value: .date(moment), dateStyle: .dateAndTime)], end: Self.end)]
        let built = try payload(steps, study: ["timeZone": "\"America/New_York\""])
        #expect(fields(built).map { $0["data_value"] } == ["1950-06-15T00:00:00", "2026-02-28T23:30:00"])
        // 08:00 UTC in January is 03:00 EST, on a 24-hour clock.
        #expect(fields(built).first?["date_time_entered"] == "2027-01-15T03:00:00")
        let custom = try payload(steps, study: ["dateFormat": "\"dd MMM yyyy HH:mm\""])
        #expect(fields(custom).map { $0["data_value"] } == ["15 Jun 1950 00:00", "01 Mar 2026 04:30"])
    }

    @Test func skippedSupersededAndUnansweredQuestionsAreLeftOut() throws {
        let answer = AnswerResult(identifier: "q", answerType: "integer", value: .integer(1))
        let steps = [questionStep("q", [answer], end: Self.end, isPrevious: true),
                     questionStep("q", [AnswerResult(identifier: "q", answerType: "integer", value: .integer(2))], end: Self.end),
                     questionStep("skipped", [], end: Self.end, skipped: true),
                     questionStep("intro", [], end: Self.end, type: "instruction")]
        let built = try payload(steps)
        #expect(fields(built).map { $0["data_value"] } == ["2"])
        #expect(!built.json.jsonText.contains("(null)"))
    }

    @Test func itemOIDsRenameByStepAndItemBeforeItemAlone() throws {
        let form = StepResult(identifier: "visit", stepType: "form", startDate: Self.end, endDate: Self.end, results: [
            .answer(AnswerResult(identifier: "pin", answerType: "integer", value: .integer(1))),
            .answer(AnswerResult(identifier: "notes", answerType: "text", value: .text("x")))])
        let built = try payload([form], study: ["itemOIDs": #"{"visit.pin": "PIN", "pin": "NOT_THIS", "notes": "NOTES"}"#])
        #expect(fields(built).map { $0["item_oid"] } == ["PIN", "NOTES"])
    }

    @Test func booleanCodesAndTheChoiceSeparatorComeFromTheStudy() throws {
        let steps = [questionStep("b", [AnswerResult(identifier: "b", answerType: "boolean", value: .boolean(true))], end: Self.end),
                     questionStep("m", [AnswerResult(identifier: "m", answerType: "multipleChoice",
                                                     value: .choices([.string("A"), .bool(false)]))], end: Self.end)]
        let built = try payload(steps, study: ["booleanCodes": #"{"true": "Y", "false": "N"}"#, "choiceSeparator": #""|""#])
        #expect(fields(built).map { $0["data_value"] } == ["Y", "A|N"])
    }

    @Test func aValueBreakingItsFormatIsAnErrorNamingTheItem() {
        let steps = [questionStep("weight", [AnswerResult(identifier: "weight", answerType: "decimal", value: .decimal(12.5),
                                                          format: RaveFormat("3"))], end: Self.end)]
        let message = failure(steps, study: ["itemOIDs": #"{"weight": "WEIGHT"}"#])
        #expect(message.contains("item WEIGHT (answer weight): \"12.5\" is not a whole number"), "\(message)")
    }

    @Test func aChoiceValueHoldingTheSeparatorIsAnError() {
        let steps = [questionStep("m", [AnswerResult(identifier: "m", answerType: "multipleChoice",
                                                     value: .choices([.string("a,b"), .string("c")]))], end: Self.end)]
        #expect(failure(steps).contains("item m (answer m): the choice value \"a,b\" contains the choice separator \",\""))
    }

    @Test func twoAnswersSharingAnOIDAreAnError() {
        let steps = [questionStep("a", [AnswerResult(identifier: "a", answerType: "integer", value: .integer(1))], end: Self.end),
                     questionStep("b", [AnswerResult(identifier: "b", answerType: "integer", value: .integer(2))], end: Self.end)]
        #expect(failure(steps, study: ["itemOIDs": #"{"a": "X", "b": "X"}"#]).contains("item X: both a and b map to it"))
    }

    @Test func aConsentReviewNeitherSignsTheFormNorBecomesAField() throws {
        let signature = ResultItem.typed(try TaskResult.makeDecoder(registry: .standard).decode(ConsentSignatureResult.self, from: Data(
            #"{"type": "consentSignature", "identifier": "participant", "consented": true, "signatureInstant": "2027-01-15T07:59:30.000Z"}"#.utf8)))
        let review = StepResult(identifier: "review", stepType: "consentReview", startDate: Self.end.addingTimeInterval(-60),
                                endDate: Self.end.addingTimeInterval(-20), results: [
            .answer(AnswerResult(identifier: "review", answerType: "boolean", value: .boolean(true))), signature])
        let pain = questionStep("pain", [AnswerResult(identifier: "pain", answerType: "integer", value: .integer(3))], end: Self.end)
        let built = try payload([review, pain])
        // The form is signed off when the run ended (2027-01-15T08:00:00Z), not when the consent was signed.
        #expect(built.json["form_data"]?["signature_date_time_entered"] == .string("2027-01-15T08:00:00"))
        #expect(fields(built).map { $0["item_oid"] } == ["pain"], "\(fields(built))")
    }

    @Test func aCancelledRunIsNotSubmitted() {
        var result = surveyResult([], end: Self.end)
        result.status = .cancelled
        #expect(failure([], result: result).contains("the run is cancelled, not completed"))
    }
}
