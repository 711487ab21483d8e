import ActiveTasks
import Export
import Foundation
import RecordingFormat
import Testing

/// The Rave payload of issue #28's answers: don't-know by the study's code, hidden questions
/// left out, scores sent as items after the answers.
@Suite struct RaveFormsTests {
    private static let end = Date(timeIntervalSince1970: 1_800_000_000)

    private func fields(_ steps: [StepResult], scores: [ScoreResult] = [], study extra: KeyValuePairs<String, String> = [:]) throws -> [String] {
        var result = surveyResult(steps, end: Self.end)
        result.scores = scores
        let payload = try RavePayload(run: RunFolder(result).open(), study: RaveStudy.read(json: studyJSON(extra), fileName: "study.json"))
        guard case .array(let entries)? = payload.json["form_data"]?["field_data"] else { return [] }
        return entries.map { entry in
            guard case .string(let oid)? = entry["item_oid"], case .string(let value)? = entry["data_value"] else { return "" }
            return "\(oid)=\(value)"
        }
    }

    private static let answers = [
        AnswerResult(identifier: "age", answerType: "age", value: .dontKnow),
        AnswerResult(identifier: "perDay", answerType: "integer", value: .notShown),
        AnswerResult(identifier: "height", answerType: "height", value: .decimal(177.8), unit: "cm"),
        AnswerResult(identifier: "sleep", answerType: "multipleValuePicker", value: .choices([.int(7), .int(30)])),
    ]

    @Test func dontKnowIsTheStudysCodeAndAHiddenQuestionIsLeftOut() throws {
        let step = questionStep("form", Self.answers)
        #expect(try fields([step]) == ["age=UNK", "height=177.8", "sleep=7,30"])
        #expect(try fields([step], study: ["dontKnowCode": "\"ND\""]) == ["age=ND", "height=177.8", "sleep=7,30"])
    }

    @Test func scoresFollowTheAnswersUnderTheirOIDAndAScoreWithoutValueIsLeftOut() throws {
        let scores = [ScoreResult(identifier: "phq9_total", value: 12, band: "moderate", answered: 9, items: 9),
                      ScoreResult(identifier: "gad7_total", value: nil, answered: 2, items: 7),
                      ScoreResult(identifier: "mean", value: 2.25, answered: 4, items: 4)]
        #expect(try fields([questionStep("q", [Self.answers[2]])], scores: scores, study: ["itemOIDs": #"{"phq9_total": "PHQ9TOT"}"#])
                == ["height=177.8", "PHQ9TOT=12", "mean=2.25"])
    }

    @Test func aScoreAndAnAnswerOnOneOIDAreAnErrorNamingBoth() {
        let scores = [ScoreResult(identifier: "total", value: 3, answered: 1, items: 1)]
        do {
            _ = try fields([questionStep("q", [Self.answers[2]])], scores: scores, study: ["itemOIDs": #"{"total": "H", "height": "H"}"#])
            Issue.record("two items on one OID were accepted")
        } catch {
            #expect("\(error)".contains("item H: both q.height and score total map to it"), "\(error)")
        }
    }

    @Test func aDontKnowOnANumericItemNeedsANumericCode() throws {
        let age = AnswerResult(identifier: "age", answerType: "age", value: .dontKnow, format: RaveFormat("3"))
        do {
            _ = try fields([questionStep("age", [age])])
            Issue.record("UNK was accepted for a numeric item")
        } catch {
            #expect("\(error)".contains("item age (answer age): \"UNK\" is not a whole number, as its format 3 requires"), "\(error)")
        }
        #expect(try fields([questionStep("age", [age])], study: ["dontKnowCode": "\"-9\""]) == ["age=-9"])
    }

    @Test func aBlankDontKnowCodeIsAStudyError() {
        #expect(throws: ActivetaskError.self) { try RaveStudy.read(json: studyJSON(["dontKnowCode": "\" \""]), fileName: "study.json") }
    }
}
