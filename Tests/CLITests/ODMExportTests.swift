import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `activetask export odm` on the project's own runs, checked by rules we did not write: the
/// document must validate against CDISC's ODM 1.3.2 XML Schema (odmlib's copy, `xmllint
/// --schema`), and fixtures/export/odm_check.py compares every ItemData with taskResult.json and
/// `analyze`, reading them with Python's json and xml.etree modules.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ODMExportTests {
    private static let study = ProjectPaths.fixture("export/odm-study.json")

    /// Runs the demographics survey on its answers file for P-0042-7 at `visit` into `folder/name`.
    private static func demographics(_ name: String, visit: String, in folder: URL) async throws -> URL {
        let output = folder.appendingPathComponent(name)
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/demographics.json").path, "--answers",
                                            ProjectPaths.fixture("tasks/answers/demographics.json").path, "--study", study.path,
                                            "--participant", "P-0042-7", "--visit", visit, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        return output
    }

    /// `analyze RUN --format json` into `RUN.analysis.json` beside it.
    private static func analysis(of run: URL) async throws -> URL {
        let file = run.deletingLastPathComponent().appendingPathComponent(run.lastPathComponent + ".analysis.json")
        let analyze = try await ActivetaskBinary.run(["analyze", run.path, "--format", "json", "--output", file.path])
        try #require(analyze.status == 0 || analyze.status == 1, "\(analyze.stderr)")
        return file
    }

    @Test
    func aRunStartedWithARelativeTaskPathExportsItsMetadataFromAnyFolder() async throws {
        let temporary = try TemporaryDirectory(prefix: "odm-relative")
        let tasks = temporary.url.appendingPathComponent("tasks")
        try FileManager.default.createDirectory(at: tasks, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectPaths.fixture("tasks/demographics.json"), to: tasks.appendingPathComponent("demographics.json"))
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", "tasks/demographics.json", "--answers", ProjectPaths.fixture("tasks/answers/demographics.json").path,
                                                  "--participant", "P-0042-7", "--output", output.path], workingDirectory: temporary.url)
        try #require(run.status == 0, "\(run.stderr)")
        #expect(try TaskResult.read(in: output).provenance?.task == tasks.appendingPathComponent("demographics.json").path)
        let export = try await ActivetaskBinary.run(["export", "odm", output.path, "--metadata", "--output", temporary.url.appendingPathComponent("odm.xml").path])
        #expect(export.status == 0, "\(export.stderr)")
    }

    @Test
    func surveysAndAWalkValidateAgainstTheODMSchemaWithEveryValueAsRecordedAndTheStudysOIDs() async throws {
        let temporary = try TemporaryDirectory(prefix: "odm")
        let first = try await Self.demographics("first", visit: "baseline", in: temporary.url)
        let second = try await Self.demographics("second", visit: "baseline", in: temporary.url)
        let later = try await Self.demographics("later", visit: "week2", in: temporary.url)
        let walkTask = try #require(ExportCommandTests.runs.first { $0.name == "shortWalk" })
        let walk = try await ExportCommandTests.run(ExportCommandTests.TaskRun(name: walkTask.name, arguments: walkTask.arguments + [
            "--study", Self.study.path, "--participant", "P-0017-4", "--visit", "week2"]), in: temporary.url)
        let surveyTask = try #require(ExportCommandTests.runs.first { $0.name == "allAnswers" })
        let survey = try await ExportCommandTests.run(ExportCommandTests.TaskRun(name: surveyTask.name, arguments: surveyTask.arguments + [
            "--participant", "P-0099-2"]), in: temporary.url.appendingPathComponent("all"))
        let runs = [walk, later, survey, second, first]
        let document = temporary.url.appendingPathComponent("odm.xml"), again = temporary.url.appendingPathComponent("again.xml")
        for file in [document, again] {
            let export = try await ActivetaskBinary.run(["export", "odm"] + runs.map(\.path) + ["--study", Self.study.path, "--metadata",
                                                                                          "--output", file.path])
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout.contains("5 forms"), "\(export.stdout)")
        }
        #expect(try Data(contentsOf: document) == Data(contentsOf: again), "the same runs give the same bytes")
        var pairs: [String] = []
        for run in runs { pairs += [run.path, try await Self.analysis(of: run).path] }
        let (status, report) = try await StandardsPython.report("export/odm_check.py", [document.path, Self.study.path] + pairs)
        #expect(status == 0, "\(report["error"] ?? "")")
        #expect(report["forms"] as? Int == 5 && report["metadata"] as? Bool == true, "\(report)")
        #expect(report["nulls"] as? Int == 6, "each survey's two don't-know answers are null values: \(report)")
        #expect(report["compared"] as? Int ?? 0 > 80, "\(report)")
        let xml = try String(contentsOf: document, encoding: .utf8)
        for oid in [#"StudyOID="ST.GAIT2026""#, #"StudyEventOID="SE.BASELINE""#, #"FormOID="F.DEMOG""#, #"ItemGroupOID="IG.BODY""#,
                    #"<ItemData ItemOID="IT.HEIGHT" Value="172.5">"#, #"FormRepeatKey="2""#, #"<CodeListItem CodedValue="blue">"#,
                    #"ItemOID="IT.shortWalk.walking-2Eoutbound.stepCount""#, #"DataType="date""#, #"DataType="datetime""#, #"DataType="time""#,
                    #"<ItemData ItemOID="IT.allAnswers.symptoms" Value="TREMOR,STIFF"/>"#] {
            #expect(xml.contains(oid), "\(oid) is in the document")
        }
    }

    @Test
    func aWalkGivenItsSensorHeightHasEachBoutAsARepeatThatValidates() async throws {
        let temporary = try TemporaryDirectory(prefix: "odm-bouts")
        let walk = temporary.url.appendingPathComponent("walk")
        try await GaitWalk.run(into: walk, ["--participant", "P-0017-4"])
        let document = temporary.url.appendingPathComponent("odm.xml")
        let export = try await ActivetaskBinary.run(["export", "odm", walk.path, "--metadata", "--output", document.path])
        #expect(export.status == 0, "\(export.stderr)")
        // odm_check.py validates against the schema and compares each repeat's items with analyze's bout.
        let (status, report) = try await StandardsPython.report("export/odm_check.py", [document.path, "-", walk.path, try await Self.analysis(of: walk).path])
        #expect(status == 0, "\(report["error"] ?? "")")
        #expect(report["repeats"] as? Int ?? 0 >= 2 * 8, "two bouts' numbers: \(report)")
        let xml = try String(contentsOf: document, encoding: .utf8)
        #expect(xml.contains(#"<ItemGroupData ItemGroupOID="IG.shortWalk.walking-2Eoutbound.walkingBouts" ItemGroupRepeatKey="1">"#))
        #expect(xml.contains(#"<ItemGroupDef OID="IG.shortWalk.walking-2Ereturn.walkingBouts" Name="walking.return.walkingBouts" Repeating="Yes">"#))
    }

    @Test
    func anOutputInsideARunsFolderIsRefusedAndTheFolderKeepsItsFiles() async throws {
        let temporary = try TemporaryDirectory(prefix: "odm-inside")
        let first = try await Self.demographics("first", visit: "baseline", in: temporary.url)
        let second = try await Self.demographics("second", visit: "week2", in: temporary.url)
        let before = try FileManager.default.contentsOfDirectory(atPath: second.path).sorted()
        let export = try await ActivetaskBinary.run(["export", "odm", first.path, second.path, "--output", second.appendingPathComponent("odm.xml").path])
        #expect(export.status == 1)
        #expect(export.stderr.contains("is inside the run's folder \(second.path)"), "\(export.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path).sorted() == before)
    }

    @Test
    func aBadStudyOdmSectionIsRefusedNamingTheField() async throws {
        let temporary = try TemporaryDirectory(prefix: "odm-study")
        let run = try await Self.demographics("run", visit: "baseline", in: temporary.url)
        let study = temporary.url.appendingPathComponent("study.json")
        try Data(#"{"identifier": "s", "odm": {"itemOIDs": {"body.heightCm": "IT HEIGHT"}, "formOIDs": {"demographics": 7}}}"#.utf8).write(to: study)
        let output = temporary.url.appendingPathComponent("odm.xml")
        let export = try await ActivetaskBinary.run(["export", "odm", run.path, "--study", study.path, "--output", output.path])
        #expect(export.status == 1)
        #expect(export.stderr.contains(#"study.json: odm.itemOIDs.body.heightCm: "IT HEIGHT" is not an OID"#), "\(export.stderr)")
        #expect(export.stderr.contains("study.json: odm.formOIDs.demographics: expected an OID (a string)"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }
}
