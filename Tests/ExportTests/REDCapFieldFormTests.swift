import ActiveTasks
import Export
import Foundation
import Import
import RecordingFormat
import Testing
import TestSupport

/// A run as a record of a project whose data dictionary the study names
/// (fixtures/export/redcap-vitals): each value in the form its field's type and validation
/// require, as REDCap's import validates it.
@Suite struct REDCapFieldFormTests {
    private static let end = Date(timeIntervalSince1970: 1_800_000_000)
    /// 2026-03-01T04:30:15Z, 05:30:15 in Zurich (the study's zone).
    private static let moment = Date(timeIntervalSince1970: 1_772_339_415)

    /// The study of fixtures/export/redcap-vitals: its dictionary, zone Europe/Zurich.
    private static func study() throws -> REDCapStudy {
        try REDCapStudy.load(contentsOf: ProjectPaths.fixture("export/redcap-vitals/study.json"))
    }

    /// The record of a completed `vitals` run of P1 whose one step holds `answers`.
    private static func record(_ answers: [AnswerResult], scores: [ScoreResult] = [], study: REDCapStudy) throws -> REDCapRecord {
        var result = TaskResult(identifier: "vitals", status: .completed, startDate: end.addingTimeInterval(-60), endDate: end,
                                stepHistory: answers.map { questionStep($0.identifier, [$0]) })
        result.participantIdentifier = "P1"
        result.scores = scores
        return try REDCapRecord(run: RunFolder(result).open(), analysis: [], study: study)
    }

    private static func values(_ record: REDCapRecord) -> [String: String] {
        Dictionary(record.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aNumberFieldWithNDecimalPlacesGetsExactlyN() throws {
        let values = Self.values(try Self.record([
            AnswerResult(identifier: "height", answerType: "decimal", value: .decimal(1.8)),
            AnswerResult(identifier: "weight", answerType: "decimal", value: .decimal(72)),
            AnswerResult(identifier: "pulse_1", answerType: "decimal", value: .decimal(64)),
        ], study: Self.study()))
        #expect(values["height"] == "1.80", "number_2dp: 1.8 is 1.80")
        #expect(values["weight"] == "72.0", "number_1dp: 72 is 72.0")
        #expect(values["pulse_1"] == "64", "integer: a whole decimal is written whole")
    }

    @Test func roundingToTheFieldsPlacesRoundsHalfAwayFromZeroOnTheDecimalAsWritten() throws {
        let values = Self.values(try Self.record([
            AnswerResult(identifier: "height", answerType: "decimal", value: .decimal(1.005)),
            AnswerResult(identifier: "weight", answerType: "decimal", value: .decimal(-70.25)),
        ], study: Self.study()))
        #expect(values["height"] == "1.01" && values["weight"] == "-70.3", "\(values)")
    }

    @Test func dateAndTimeFieldsTakeTheirValidationsFormWithSecondsWhereItHasThem() throws {
        let values = Self.values(try Self.record([
            AnswerResult(identifier: "measured", answerType: "date", value: .date(Self.moment), dateStyle: .dateAndTime),
            AnswerResult(identifier: "visit_day", answerType: "date", value: .date(Date(timeIntervalSince1970: 1_781_049_600)), dateStyle: .date),
            AnswerResult(identifier: "wake", answerType: "timeOfDay", value: .timeOfDay(TimeOfDay(hour: 6, minute: 45, second: 30))),
        ], study: Self.study()))
        #expect(values["measured"] == "2026-03-01 05:30:15", "datetime_seconds_ymd: Y-M-D H:M:S in the study's zone")
        #expect(values["visit_day"] == "2026-06-10", "date_dmy is imported as Y-M-D")
        #expect(values["wake"] == "06:45", "time: H:M")
    }

    @Test func aDayWithoutATimeCannotFillADateAndTimeFieldAndIsRefusedNamingTheField() throws {
        let error = try #require(throws: ActivetaskError.self) {
            try Self.record([AnswerResult(identifier: "measured", answerType: "date", value: .date(Self.end), dateStyle: .date)], study: Self.study())
        }
        #expect(error.message.contains("measured: field measured (datetime_seconds_ymd) takes a date and time with seconds"), "\(error.message)")
    }

    @Test func checkboxAndRadioCodesStayAsTheDictionaryGivesThem() throws {
        let values = Self.values(try Self.record([
            AnswerResult(identifier: "symptoms", answerType: "multipleChoice", value: .choices([.string("01"), .string("10")])),
            AnswerResult(identifier: "site", answerType: "singleChoice", value: .choice(.string("02"))),
            AnswerResult(identifier: "fasting", answerType: "boolean", value: .boolean(true)),
        ], study: Self.study()))
        #expect(values["symptoms___01"] == "1" && values["symptoms___10"] == "1" && values["symptoms___1"] == nil, "\(values)")
        #expect(values["site"] == "02" && values["fasting"] == "1", "\(values)")
    }

    @Test func aChoiceThatIsNoCodeOfItsFieldIsRefusedListingTheCodes() throws {
        let error = try #require(throws: ActivetaskError.self) {
            try Self.record([AnswerResult(identifier: "site", answerType: "singleChoice", value: .choice(.int(2)))], study: Self.study())
        }
        #expect(error.message.contains("\"2\" is no choice of radio field site (its codes: 01, 02)"), "\(error.message)")
    }

    @Test func calculatedFieldsAndNamesThatAreNoFieldOfTheDictionaryAreLeftOut() throws {
        let record = try Self.record([
            AnswerResult(identifier: "pulse_1", answerType: "integer", value: .integer(64)),
            AnswerResult(identifier: "mood", answerType: "integer", value: .integer(3)),
        ], scores: [ScoreResult(identifier: "pulse_total", value: 134, answered: 2, items: 2)], study: Self.study())
        let values = Self.values(record)
        #expect(values["pulse_total"] == nil, "REDCap computes a calc field; an import of it is refused")
        #expect(values["mood"] == nil && values["vitals_run_uuid"] == nil, "\(values)")
        #expect(values["pulse_1"] == "64" && values["vitals_complete"] == "2", "\(values)")
        #expect(record.leftOut == ["vitals_run_uuid (the run's UUID)", "mood (mood)"], "a calc field is left out without a word: \(record.leftOut)")
    }

    @Test func aTaskWhoseInstrumentIsNoFormOfTheDictionaryIsRefused() throws {
        var study = try Self.study()
        study.instruments = ["vitals": "vital_signs"]
        let error = try #require(throws: ActivetaskError.self) {
            try Self.record([AnswerResult(identifier: "pulse_1", answerType: "integer", value: .integer(64))], study: study)
        }
        #expect(error.message.contains("instrument vital_signs is no form of the project's dictionary (its forms: vitals)"), "\(error.message)")
    }

    @Test func instrumentsRepeatOnlyWhereTheStudySaysTheProjectHasThem() throws {
        let answer = [AnswerResult(identifier: "pain", answerType: "integer", value: .integer(3))]
        #expect(try !Self.record(answer, study: REDCapStudy()).repeating, "a project has no repeating instrument until set up so")
        let listed = try REDCapStudy.read(json: Array(#"{"repeating": ["vitals"]}"#.utf8), fileName: "redcap.json")
        #expect(try Self.record(answer, study: listed).repeating)
        var other = listed
        other.instruments = ["vitals": "daily"]
        #expect(try !Self.record(answer, study: other).repeating, "an instrument the list does not name does not repeat")
        let every = try REDCapStudy.read(json: Array(#"{"repeating": true}"#.utf8), fileName: "redcap.json")
        #expect(try Self.record(answer, study: every).repeating)
    }

    @Test func theDictionaryIsReadBesideTheStudyFileAndGivesTheRecordIdField() throws {
        let study = try Self.study()
        #expect(study.dictionary?.forms == ["vitals"] && study.recordIDField == "record_id")
        let folder = try TemporaryDirectory(prefix: "redcap-study")
        try Data(contentsOf: ProjectPaths.fixture("export/redcap-vitals/dictionary.csv"))
            .write(to: folder.url.appendingPathComponent("dictionary.csv"))
        let file = folder.url.appendingPathComponent("study.json")
        try Data(#"{"dictionary": "dictionary.csv", "recordIdField": "study_id"}"#.utf8).write(to: file)
        let error = try #require(throws: ActivetaskError.self) { try REDCapStudy.load(contentsOf: file) }
        #expect(error.message.contains("study.json: recordIdField: is \"study_id\", but the dictionary's record id field (its first) is \"record_id\""),
                "\(error.message)")
    }
}
