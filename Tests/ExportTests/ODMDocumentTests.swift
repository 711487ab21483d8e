import ActiveTasks
@testable import Export
import Foundation
import RecordingFormat
import Study
import TestSupport
import Testing

/// `ODMDocument` and its parts on runs made in the test: what ODM expects of missing values,
/// repeated runs and OIDs, and the refusals that name what to fix.
struct ODMDocumentTests {
    /// A completed survey run of `participant` at `visit` starting at `start`.
    private func run(_ steps: [StepResult], participant: String? = "P-0042-7", visit: String? = "baseline",
                     start: Date = Date(timeIntervalSince1970: 1_800_000_000)) throws -> RunFolder {
        var result = surveyResult(steps, end: start.addingTimeInterval(60))
        result.startDate = start
        result.participantIdentifier = participant
        result.visit = visit
        return try RunFolder(result)
    }

    private func document(_ folders: [RunFolder], study: ODMStudy = ODMStudy()) throws -> String {
        try ODMDocument(runs: folders.map { (run: try $0.open(), analysis: []) }, study: study, definitions: nil).xml
    }

    @Test
    func aDontKnowAnswerIsANullValueFlaggedAskedButUnknownAndAHiddenOneIsLeftOut() throws {
        let folder = try run([questionStep("age", [AnswerResult(identifier: "age", answerType: "age", value: .dontKnow)]),
                              questionStep("quit", [AnswerResult(identifier: "quit", answerType: "year", value: .notShown)]),
                              questionStep("height", [AnswerResult(identifier: "height", answerType: "height", value: .decimal(172.5), unit: "cm")])])
        let xml = try document([folder])
        #expect(xml.contains("""
            <ItemData ItemOID="IT.survey.age" IsNull="Yes">
                          <Annotation SeqNum="1">
                            <Flag>
                              <FlagValue CodeListOID="CL.NULLFLAVOR">ASKU</FlagValue>
            """), "\(xml)")
        #expect(!xml.contains("IT.survey.quit"), "a question not shown has no ItemData")
        #expect(xml.contains(#"<ItemData ItemOID="IT.survey.height" Value="172.5">"#) && xml.contains(#"<MeasurementUnitRef MeasurementUnitOID="MU.cm"/>"#))
    }

    @Test
    func repeatedRunsOfATaskInOneVisitAreNumberedInStartOrderAndVisitsFollowTheStudy() throws {
        let answer = [questionStep("q", [AnswerResult(identifier: "q", answerType: "integer", value: .integer(3))])]
        let late = try run(answer, start: Date(timeIntervalSince1970: 1_800_100_000))
        let early = try run(answer, start: Date(timeIntervalSince1970: 1_800_000_000))
        let other = try run(answer, visit: "week2")
        let xml = try document([late, other, early])
        let keys = xml.components(separatedBy: "\n").filter { $0.contains("<FormData") || $0.contains("<StudyEventData") || $0.contains("SourceID") }
        let earlyRun = try early.open().result.taskRunUUID.uuidString, lateRun = try late.open().result.taskRunUUID.uuidString
        let expected = [#"<StudyEventData StudyEventOID="SE.baseline">"#, #"<FormData FormOID="F.survey" FormRepeatKey="1">"#, "<SourceID>\(earlyRun)</SourceID>",
                        #"<FormData FormOID="F.survey" FormRepeatKey="2">"#, "<SourceID>\(lateRun)</SourceID>",
                        #"<StudyEventData StudyEventOID="SE.week2">"#, #"<FormData FormOID="F.survey" FormRepeatKey="1">"#]
        #expect(keys.map { $0.trimmingCharacters(in: .whitespaces) }.prefix(7) == expected[...], "\(keys)")
        #expect(try document([early, other, late]) == xml, "the order runs are given in does not change the document")
    }

    @Test
    func aRunWithoutAParticipantIsRefusedNamingItsFolder() throws {
        let folder = try run([questionStep("q", [AnswerResult(identifier: "q", answerType: "integer", value: .integer(3))])], participant: nil)
        let error = #expect(throws: ActivetaskError.self) { try document([folder]) }
        #expect(error?.message.contains(folder.url.standardizedFileURL.path) == true, "\(String(describing: error))")
        #expect(error?.message.contains("record runs with --participant ID") == true)
    }

    @Test
    func anOIDTheStudyGivesThatADerivedOneAlsoHasIsRefusedNamingBoth() throws {
        let temporary = try TemporaryDirectory(prefix: "odm-study")
        let file = temporary.url.appendingPathComponent("study.json")
        try Data(#"{"identifier": "s", "odm": {"itemOIDs": {"a": "IT.survey.f.b"}}}"#.utf8).write(to: file)
        let study = try ODMStudy.load(contentsOf: file).study
        let folder = try run([questionStep("a", [AnswerResult(identifier: "a", answerType: "integer", value: .integer(1))]),
                              StepResult(identifier: "f", stepType: "form", startDate: Date(timeIntervalSince1970: 1_800_000_000),
                                         endDate: Date(timeIntervalSince1970: 1_800_000_010),
                                         results: [.answer(AnswerResult(identifier: "b", answerType: "integer", value: .integer(2)))])])
        let error = #expect(throws: ActivetaskError.self) { try document([folder], study: study) }
        #expect(error?.message.contains("item OID IT.survey.f.b would name both task survey's answer a.a and task survey's answer f.b") == true,
                "\(String(describing: error))")
    }

    @Test
    func anEventOIDForAVisitTheStudyDoesNotListIsRefusedWithItsPath() throws {
        let folder = try TemporaryDirectory(prefix: "odm-study")
        let file = folder.url.appendingPathComponent("study.json")
        try Data(#"{"identifier": "s", "visit": {"names": ["baseline"]}, "odm": {"eventOIDs": {"week9": "SE.W9"}, "colour": 1}}"#.utf8).write(to: file)
        let error = #expect(throws: ActivetaskError.self) { try ODMStudy.load(contentsOf: file) }
        #expect(error?.message.contains("study.json: odm.eventOIDs.week9: week9 is not one of the study's visits (baseline)") == true,
                "\(String(describing: error))")
    }

    @Test
    func theMetadataHasEachQuestionAndChoiceInEveryLanguageOfTheTaskAndACodeListOfItsValues() throws {
        let task = ProjectPaths.fixture("tasks/languages/walk.json").path
        var result = surveyResult([questionStep("aid", [AnswerResult(identifier: "aid", answerType: "singleChoice", value: .choice(.string("cane")))])])
        result.identifier = "languageWalk"
        result.participantIdentifier = "P-0042-7"
        result.provenance = RunProvenance(toolVersion: "test", task: task)
        let folder = try RunFolder(result)
        let run = try folder.open()
        let definition = try ODMTaskDefinition(run: run)
        let xml = try ODMDocument(runs: [(run: run, analysis: [])], study: ODMStudy(), definitions: ["languageWalk": definition]).xml
        #expect(definition.translations.map(\.language.description) == ["en", "de", "fr"])
        #expect(xml.contains("""
            <CodeList OID="CL.languageWalk.aid" Name="aid" DataType="text">
                    <CodeListItem CodedValue="none">
                      <Decode>
                        <TranslatedText xml:lang="en">None</TranslatedText>
                        <TranslatedText xml:lang="de">Keine</TranslatedText>
                        <TranslatedText xml:lang="fr">Aucune</TranslatedText>
            """), "\(xml)")
        #expect(xml.contains(#"<TranslatedText xml:lang="de">Do you use a walking aid?</TranslatedText>"#),
                "a text without a translation is the one shown in that language: the default language's")
        #expect(xml.contains(#"<ItemDef OID="IT.languageWalk.aid" Name="aid" DataType="text">"#) && xml.contains(#"<CodeListRef CodeListOID="CL.languageWalk.aid"/>"#))
        #expect(xml.contains(#"<ItemData ItemOID="IT.languageWalk.aid" Value="cane"/>"#))
    }

    @Test
    func aChangedTaskFileIsRefusedForTheMetadataNamingItAndTheWayOut() throws {
        var result = surveyResult([])
        result.provenance = RunProvenance(toolVersion: "test", task: ProjectPaths.fixture("tasks/languages/walk.json").path, taskSHA256: "00")
        let folder = try RunFolder(result)
        let error = #expect(throws: ActivetaskError.self) { try ODMTaskDefinition(run: try folder.open()) }
        #expect(error?.message.contains("walk.json: changed since the run in") == true, "\(String(describing: error))")
        #expect(error?.message.contains("restore the task file the run was made from, or export without --metadata") == true)
    }

    @Test
    func chosenValuesAreJoinedByCommasAndAValueWithACommaIsRefusedNamingTheItem() throws {
        let chosen = try run([questionStep("symptoms", [AnswerResult(identifier: "symptoms", answerType: "multipleChoice",
                                                                     value: .choices([.string("TREMOR"), .int(2)]))])])
        #expect(try document([chosen]).contains(#"<ItemData ItemOID="IT.survey.symptoms" Value="TREMOR,2"/>"#))
        let comma = try run([questionStep("symptoms", [AnswerResult(identifier: "symptoms", answerType: "multipleChoice",
                                                                    value: .choices([.string("a,b")]))])])
        let error = #expect(throws: ActivetaskError.self) { try document([comma]) }
        #expect(error?.message.contains(#"symptoms.symptoms: the chosen value "a,b" contains ",""#) == true, "\(String(describing: error))")
    }

    @Test
    func theStudyFilesOdmSectionIsAcceptedByTheRunsRulesAndGivesEachOID() throws {
        let file = ProjectPaths.fixture("export/odm-study.json")
        #expect(Study.load(contentsOf: file).issues.isEmpty, "run --study accepts the odm section without a warning")
        let (study, warnings) = try ODMStudy.load(contentsOf: file)
        #expect(warnings.isEmpty)
        #expect(study.studyOID == "ST.GAIT2026" && study.metaDataVersionOID == "MDV.GAIT2026.1" && study.visits == ["baseline", "week2"])
        #expect(study.eventOID(visit: "week2") == "SE.WEEK2" && study.eventOID(visit: nil) == "SE.UNSCHEDULED")
        #expect(study.formOID(task: "demographics") == "F.DEMOG" && study.formOID(task: "shortWalk") == "F.shortWalk")
        #expect(study.itemGroupOID(task: "demographics", step: "body") == "IG.BODY")
        #expect(study.itemOID(task: "demographics", step: "body", item: "heightCm") == "IT.HEIGHT", "step.item first")
        #expect(study.itemOID(task: "demographics", step: "body", item: "weightKg") == "IT.WEIGHT", "then the item alone")
        #expect(study.itemOID(task: "demographics", step: "income", item: "income") == "IT.INCOME")
        #expect(study.itemOID(task: "demographics", step: "body", item: "age") == "IT.demographics.body.age")
        #expect(study.itemOID(task: "demographics", step: "smoker", item: "smoker") == "IT.demographics.smoker", "a question step's answer")
    }

    @Test
    func derivedOIDsKeepOnlyOIDCharactersAndDistinctIdentifiersStayDistinct() {
        #expect(ODMOID.derived("IT", "demographics", "body", "heightCm") == "IT.demographics.body.heightCm")
        #expect(ODMOID.derived("SE", "week 2") == "SE.week-202")
        #expect(ODMOID.derived("IT", "a.b", "c") != ODMOID.derived("IT", "a", "b.c"), "a dot in an identifier is escaped")
        #expect(ODMOID.derived("IT", "a-2E") != ODMOID.derived("IT", "a."), "a dash is escaped too")
        #expect(ODMOID.derived("USR", "Zoë") == "USR.Zo-C3-AB")
        #expect(ODMOID.isValid(ODMOID.derived("X", "日本 <&>")) && !ODMOID.isValid("IT HEIGHT") && !ODMOID.isValid(""))
    }
}
