import ActiveTasks
import Export
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// A run as a REDCap record, in this process: names, values, events, instances and the CSV.
@Suite struct REDCapRecordTests {
    private static let end = Date(timeIntervalSince1970: 1_800_000_000)

    /// A completed run of `steps` by participant `P1`.
    private static func run(_ steps: [StepResult], task: String = "dailySurvey", visit: String? = nil, start: Date = end,
                            status: TaskResult.Status = .completed) throws -> RunFolder {
        var result = TaskResult(identifier: task, status: status, startDate: start.addingTimeInterval(-60), endDate: start, stepHistory: steps)
        result.participantIdentifier = "P1"
        result.visit = visit
        return try RunFolder(result)
    }

    private static func record(_ folder: RunFolder, study: REDCapStudy = REDCapStudy()) throws -> REDCapRecord {
        try REDCapRecord(run: folder.open(), analysis: [], study: study)
    }

    private static func values(_ record: REDCapRecord) -> [String: String] {
        Dictionary(record.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func answersTakeREDCapsRawFormatsAndCheckboxesBecomeOneColumnPerChosenCode() throws {
        let moment = Date(timeIntervalSince1970: 1_772_339_400) // 2026-03-01T04:30:00Z
        let day = Date(timeIntervalSince1970: 1_781_049_600) // 2026-06-10T00:00:00Z
        let folder = try Self.run([
            questionStep("body", [
                AnswerResult(identifier: "smoker", answerType: "boolean", value: .boolean(false)),
                AnswerResult(identifier: "symptoms", answerType: "multipleChoice", value: .choices([.string("TREMOR"), .int(3)])),
                AnswerResult(identifier: "sleep", answerType: "multipleValuePicker", value: .choices([.int(7), .int(30)])),
                AnswerResult(identifier: "weight", answerType: "weight", value: .decimal(72.80)),
                AnswerResult(identifier: "born", answerType: "date", value: .date(day), dateStyle: .date),
                AnswerResult(identifier: "dose", answerType: "date", value: .date(moment), dateStyle: .dateAndTime),
                AnswerResult(identifier: "bedtime", answerType: "timeOfDay", value: .timeOfDay(TimeOfDay(hour: 22, minute: 5))),
                AnswerResult(identifier: "age", answerType: "age", value: .dontKnow),
                AnswerResult(identifier: "quitYear", answerType: "year", value: .notShown),
            ], type: "form"),
        ])
        var study = REDCapStudy()
        study.timeZone = TimeZone(identifier: "America/New_York")!
        let values = Self.values(try Self.record(folder, study: study))

        #expect(values["body_smoker"] == "0")
        #expect(values["body_symptoms___tremor"] == "1" && values["body_symptoms___3"] == "1")
        #expect(values["body_symptoms"] == nil, "a checkbox has no column of its own")
        #expect(values["body_sleep"] == "7,30", "a multiple value picker is one text field")
        #expect(values["body_weight"] == "72.8")
        #expect(values["body_born"] == "2026-06-10", "a day keeps its calendar day, as Y-M-D")
        #expect(values["body_dose"] == "2026-02-28 23:30", "a moment is Y-M-D H:M in the study's zone")
        #expect(values["body_bedtime"] == "22:05")
        #expect(values["body_age"] == "", "don't know is an empty value without a missing code")
        #expect(values["body_quit_year"] == nil, "a hidden question is left out")
        #expect(values["daily_survey_complete"] == "2")
        #expect(values["daily_survey_run_uuid"] != nil)
    }

    @Test func dontKnowTakesTheStudysMissingDataCode() throws {
        let folder = try Self.run([questionStep("income", [AnswerResult(identifier: "income", answerType: "singleChoice", value: .dontKnow)])])
        let study = try REDCapStudy.read(json: Array(#"{"missingCode": "UNK"}"#.utf8), fileName: "redcap.json")
        #expect(Self.values(try Self.record(folder, study: study))["income"] == "UNK")
    }

    @Test func anIdentifierThatCannotBecomeAFieldNameIsRefusedWithTheFix() throws {
        let folder = try Self.run([questionStep("9lives", [AnswerResult(identifier: "9lives", answerType: "integer", value: .integer(1))])])
        let error = try #require(throws: ActivetaskError.self) { try Self.record(folder) }
        #expect(error.message.contains("9lives") && error.message.contains("does not start with a lowercase letter")
                && error.message.contains("\"fieldNames\""), "\(error.message)")

        let mapped = try REDCapStudy.read(json: Array(#"{"fieldNames": {"9lives": "lives_9"}}"#.utf8), fileName: "redcap.json")
        #expect(Self.values(try Self.record(folder, study: mapped))["lives_9"] == "1")
    }

    @Test func twoAnswersDerivingOneFieldAreRefusedNamingBoth() throws {
        let folder = try Self.run([
            questionStep("a", [AnswerResult(identifier: "bC", answerType: "integer", value: .integer(1))], type: "form"),
            questionStep("a.b", [AnswerResult(identifier: "c", answerType: "integer", value: .integer(2))], type: "form"),
        ])
        let error = try #require(throws: ActivetaskError.self) { try Self.record(folder) }
        #expect(error.message.contains("field a_b_c: both a.bC and a.b.c map to it"), "\(error.message)")
    }

    @Test func aLongitudinalProjectTakesTheEventFromTheVisitAndRefusesARunWithoutOne() throws {
        let answer = [questionStep("pain", [AnswerResult(identifier: "pain", answerType: "scale", value: .integer(3))])]
        let study = try REDCapStudy.read(json: Array(#"{"longitudinal": true, "arm": 2, "events": {"week 4": "w4_arm_2"}}"#.utf8),
                                         fileName: "redcap.json")
        #expect(try Self.record(Self.run(answer, visit: "Week 2"), study: study).event == "week_2_arm_2", "REDCap's rule for a visit not mapped")
        #expect(try Self.record(Self.run(answer, visit: "week 4"), study: study).event == "w4_arm_2")
        let error = try #require(throws: ActivetaskError.self) { try Self.record(Self.run(answer), study: study) }
        #expect(error.message.contains("no visit") && error.message.contains("--visit"), "\(error.message)")
    }

    @Test func aRunWithoutAParticipantHasNoRecordToGoTo() throws {
        var result = TaskResult(identifier: "pain", status: .completed, startDate: Self.end, endDate: Self.end,
                                stepHistory: [questionStep("pain", [AnswerResult(identifier: "pain", answerType: "scale", value: .integer(3))])])
        result.visit = "baseline"
        let folder = try RunFolder(result)
        let error = try #require(throws: ActivetaskError.self) { try Self.record(folder) }
        #expect(error.message.contains(folder.url.lastPathComponent) && error.message.contains("--participant ID"), "\(error.message)")
    }

    @Test func aStudyFileWithNamesREDCapRefusesIsReportedWithEveryPath() {
        let json = #"{"recordIdField": "Record ID", "events": {"baseline": "baseline-arm-1"}, "missingCode": "n/a", "timeZone": "Mars/Olympus"}"#
        let error = #expect(throws: ActivetaskError.self) { try REDCapStudy.read(json: Array(json.utf8), fileName: "redcap.json") }
        let message = error?.message ?? ""
        for path in ["recordIdField", "events.baseline", "missingCode", "timeZone"] {
            #expect(message.contains("redcap.json: \(path)"), "\(path) is not reported: \(message)")
        }
    }

    @Test func repeatedRunsOfOneRecordCountInstancesFromOneInTheOrderTheyStarted() throws {
        let steps = [questionStep("pain", [AnswerResult(identifier: "pain", answerType: "scale", value: .integer(3))])]
        var repeating = REDCapStudy()
        repeating.repeating = true
        let late = try Self.record(Self.run(steps, start: Self.end), study: repeating)
        let early = try Self.record(Self.run(steps, start: Self.end.addingTimeInterval(-86_400)), study: repeating)
        let numbered = try REDCapImportFile.instances(of: [late, early])
        #expect(numbered.map(\.record.runUUID) == [early.runUUID, late.runUUID])
        #expect(numbered.map(\.instance) == [1, 2])

        var single = REDCapStudy()
        single.repeating = false
        let once = try Self.record(Self.run(steps), study: single), twice = try Self.record(Self.run(steps), study: single)
        let error = try #require(throws: ActivetaskError.self) { try REDCapImportFile.instances(of: [once, twice]) }
        #expect(error.message.contains("does not repeat") && error.message.contains("\"repeating\": true"), "\(error.message)")
    }

    @Test func theCSVHasTheRecordIdFirstThenTheRepeatColumnsAndEmptyCellsForOtherInstruments() throws {
        var repeating = REDCapStudy()
        repeating.repeating = true
        let survey = try Self.record(Self.run([questionStep("pain", [AnswerResult(identifier: "pain", answerType: "scale", value: .integer(3))])]),
                                     study: repeating)
        let walk = try Self.record(Self.run([questionStep("steps", [AnswerResult(identifier: "steps", answerType: "integer", value: .integer(40))])],
                                            task: "shortWalk", start: Self.end.addingTimeInterval(60), status: .saved), study: repeating)
        let folder = try TemporaryDirectory(prefix: "redcap-csv")
        let output = folder.url.appendingPathComponent("records.csv")
        let file = try OutputFile(url: output, replacing: false)
        #expect(try REDCapImportFile.write([walk, survey], recordIDField: "study_id", to: file) == 2)
        try file.commit()
        let lines = try String(contentsOf: output, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(lines[0] == "study_id,redcap_repeat_instrument,redcap_repeat_instance,daily_survey_run_uuid,pain,daily_survey_complete,short_walk_run_uuid,steps,short_walk_complete")
        #expect(lines[1] == "P1,daily_survey,1,\(survey.runUUID.uuidString),3,2,,,")
        #expect(lines[2] == "P1,short_walk,1,,,,\(walk.runUUID.uuidString),40,0", "a saved run is incomplete (0)")
    }
}
