import ActiveTasks
import Foundation
import Testing
import TestSupport

/// `activetask import redcap` and `import fhir` end to end: the files written validate, run with an
/// answers file to a completed result holding the answers, and (FHIR) export to a
/// QuestionnaireResponse that names the source Questionnaire and its linkIds, checked by
/// fhir.resources; the report lists what was not mapped, and files are never replaced unasked.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ImportCommandTests {
    @Test
    func anImportedREDCapFormRunsAndItsAnswersLandInTheResult() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-redcap")
        let task = temporary.url.appendingPathComponent("screening.json"), report = temporary.url.appendingPathComponent("report.txt")
        let dictionary = ProjectPaths.fixture("import/redcap-dictionary.csv").path
        let imported = try await ActivetaskBinary.run(["import", "redcap", dictionary, "--instrument", "screening",
                                                 "--output", task.path, "--report", report.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let reported = try String(contentsOf: report, encoding: .utf8)
        #expect(reported.contains("\(dictionary): line 28 (no_height): branching logic"), "\(reported)")
        #expect(imported.stdout.hasPrefix(reported), "the report is what was printed")
        #expect(imported.stdout.contains("\(task.path): task \"screening\" (29 steps); 16 not mapped"), "\(imported.stdout)")
        let validated = try await ActivetaskBinary.run(["validate", task.path])
        #expect(validated.status == 0 && !validated.stdout.contains("warning"), "\(validated.stdout)")
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", task.path, "--auto", "--answers", ProjectPaths.fixture("import/answers/screening.json").path,
                                            "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        let answers = Dictionary(uniqueKeysWithValues: result.stepHistory.flatMap(\.answers).map { ($0.identifier, $0.value) })
        #expect(answers["age"] == .integer(40) && answers["sex_other"] == .text("non-binary") && answers["country"] == .choice(.string("DE")))
        #expect(answers["symptoms"] == .choices([.int(1), .int(2)]) && answers["headache_days"] == .integer(2))
        let shown = Set(result.stepHistory.filter { !$0.skipped }.map(\.identifier))
        #expect(shown.isDisjoint(with: ["no_symptoms", "youth", "older"]) && shown.isSuperset(of: ["nausea_note", "fatigue_free", "gave_height"]),
                "the skip rules pass over exactly the steps REDCap would hide: \(shown.sorted())")
    }

    @Test
    func aDictionaryOfSeveralFormsNeedsAFolderOrAnInstrumentAndNothingIsReplacedUnasked() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-forms")
        let dictionary = ProjectPaths.fixture("import/redcap-dictionary.csv").path
        let single = try await ActivetaskBinary.run(["import", "redcap", dictionary, "--output", temporary.url.appendingPathComponent("t.json").path])
        #expect(single.status == 1 && single.stderr.contains("has 2 forms (screening, wellbeing); choose one with --instrument"), "\(single.stderr)")
        let folder = temporary.url.appendingPathComponent("tasks").path + "/"
        let both = try await ActivetaskBinary.run(["import", "redcap", dictionary, "--output", folder])
        #expect(both.status == 0, "\(both.stderr)")
        for form in ["screening", "wellbeing"] {
            #expect(try await ActivetaskBinary.run(["validate", folder + form + ".json"]).status == 0)
        }
        // The calc fields that sum the matrix are scores of the run; wb_followup shows as wb1 = 3 and wb2 >= 2.
        let answers = temporary.url.appendingPathComponent("answers.json"), output = temporary.url.appendingPathComponent("run")
        try Data(#"{"wb1": 3, "wb2": 2, "wb3": 1, "wb_followup": "Sunshine"}"#.utf8).write(to: answers)
        let run = try await ActivetaskBinary.run(["run", folder + "wellbeing.json", "--answers", answers.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.scores?.map(\.identifier) == ["wb_total", "wb_pair"] && result.scores?.map(\.value) == [6, 5], "\(String(describing: result.scores))")
        #expect(result.stepHistory.flatMap(\.answers).contains { $0.identifier == "wb_followup" && $0.value == .text("Sunshine") })
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "wellbeing.json"))
        let again = try await ActivetaskBinary.run(["import", "redcap", dictionary, "--output", folder])
        #expect(again.status == 1 && again.stderr.contains("wellbeing.json: exists; give --force"), "\(again.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "wellbeing.json")) == before)
        #expect(try await ActivetaskBinary.run(["import", "redcap", dictionary, "--output", folder, "--force"]).status == 0)
        let missing = try await ActivetaskBinary.run(["import", "redcap", temporary.url.appendingPathComponent("none.csv").path, "--output", folder])
        #expect(missing.status == 1 && missing.stderr.contains("none.csv: cannot be read"), "\(missing.stderr)")
    }

    @Test
    func aFileInAFolderThatDoesNotExistYetIsWrittenWithItsFolder() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-new-folder")
        let task = temporary.url.appendingPathComponent("imported/wellbeing.json")
        let report = temporary.url.appendingPathComponent("reports/wellbeing.txt")
        let imported = try await ActivetaskBinary.run(["import", "redcap", ProjectPaths.fixture("import/redcap-dictionary.csv").path,
                                                       "--instrument", "wellbeing", "--output", task.path, "--report", report.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try await ActivetaskBinary.run(["validate", task.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: report.path))
    }

    @Test
    func aDictionaryWhoseTaskWouldNotValidateWritesNothingAndSaysWhy() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-invalid")
        let dictionary = temporary.url.appendingPathComponent("clash.csv"), task = temporary.url.appendingPathComponent("clash.json")
        // The section header of `a` is the instruction step `a_section`, a name the next field already has.
        let header = "Variable / Field Name,Form Name,Section Header,Field Type,Field Label,Choices,Field Note,Validation,Min,Max,"
            + "Identifier?,Branching Logic,Required Field?,Custom Alignment,Question Number,Matrix Group Name,Matrix Ranking?,Field Annotation"
        try Data((header + "\nid,f,,text,ID\n"
                  + "a,f,Part 1,yesno,A?\na_section,f,,yesno,B?\n").utf8).write(to: dictionary)
        let imported = try await ActivetaskBinary.run(["import", "redcap", dictionary.path, "--output", task.path])
        #expect(imported.status == 1 && imported.stderr.contains("the task \"f\" it gives does not validate") && imported.stderr.contains("a_section"),
                "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: task.path))
    }

    @Test
    func anImportedQuestionnaireRunsAndExportsAResponseToTheSameQuestionnaireAndLinkIds() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-fhir")
        let source = ProjectPaths.fixture("import/fhir-questionnaire.json").path
        let task = temporary.url.appendingPathComponent("healthCheck.json")
        let imported = try await ActivetaskBinary.run(["import", "fhir", source, "--output", task.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("--questionnaire-base 'https://example.org/fhir/Questionnaire/'"), "\(imported.stdout)")
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", task.path, "--answers", ProjectPaths.fixture("import/answers/healthCheck.json").path,
                                            "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let answers = try TaskResult.read(in: output).stepHistory.flatMap(\.answers)
        #expect(answers.first { $0.identifier == "sport" }?.value == .choice(.string("rowing")), "open-choice's other is typed")
        let bundle = temporary.url.appendingPathComponent("bundle.json")
        let export = try await ActivetaskBinary.run(["export", "fhir", output.path, "--output", bundle.path,
                                               "--questionnaire-base", "https://example.org/fhir/Questionnaire/"])
        #expect(export.status == 0, "\(export.stderr)")
        let (status, report) = try await StandardsPython.report("import/fhir_roundtrip_check.py", [source, bundle.path])
        #expect(status == 0, "\(report)")
        let linkIds = Set(report["linkIds"] as? [String] ?? [])
        #expect(linkIds == ["smoker", "perDay", "weight", "temperature", "lastVisit", "appointment", "bedtime", "name", "story", "homepage",
                            "mood", "moodWhy", "activities", "sport", "stairs", "sleepHours", "naps", "napMinutes", "napLong", "dreamt",
                            "visits"], "\(report)")
    }

    @Test
    func aQuestionnaireThatIsNoJSONOrNoQuestionnaireIsRefusedByName() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-fhir-bad")
        let broken = temporary.url.appendingPathComponent("broken.json"), patient = temporary.url.appendingPathComponent("patient.json")
        try Data(#"{"resourceType": "Questionnaire", "item": [}"#.utf8).write(to: broken)
        try Data(#"{"resourceType": "Patient", "id": "p"}"#.utf8).write(to: patient)
        let output = temporary.url.appendingPathComponent("task.json").path
        let malformed = try await ActivetaskBinary.run(["import", "fhir", broken.path, "--output", output])
        #expect(malformed.status == 1 && malformed.stderr.contains("\(broken.path): malformed JSON at"), "\(malformed.stderr)")
        let other = try await ActivetaskBinary.run(["import", "fhir", patient.path, "--output", output])
        #expect(other.status == 1 && other.stderr.contains("resourceType is \"Patient\", not \"Questionnaire\""), "\(other.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(.enabled(if: RADARDictionaries.files != nil,
                   "set ACTIVETASK_RADAR_ARMT to RADAR-base/RADAR-REDCap-aRMT-Definitions' REDCap-DDs folder (or one *_DataDictionary.csv) to run"))
    func radarBaseDictionariesImportValidateAndRun() async throws {
        let temporary = try TemporaryDirectory(prefix: "import-radar")
        for file in RADARDictionaries.files ?? [] {
            let folder = temporary.url.appendingPathComponent(file.deletingPathExtension().lastPathComponent).path + "/"
            let imported = try await ActivetaskBinary.run(["import", "redcap", file.path, "--output", folder])
            #expect(imported.status == 0, "\(file.lastPathComponent): \(imported.stderr)")
            print("RADAR \(file.lastPathComponent):\n\(imported.stdout)")
            for task in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                let output = temporary.url.appendingPathComponent("run-\(UUID().uuidString)")
                let run = try await ActivetaskBinary.run(["run", folder + task, "--auto", "--output", output.path])
                #expect(run.status == 0, "\(file.lastPathComponent) \(task): \(run.stderr)")
                #expect(try TaskResult.read(in: output).status == .completed)
            }
        }
    }
}

/// The RADAR-base aRMT data dictionaries `ACTIVETASK_RADAR_ARMT` names (a folder of
/// `*_DataDictionary.csv`, the repository's `REDCap-DDs`, or one such file); `nil` when unset.
enum RADARDictionaries {
    static let files: [URL]? = {
        guard let path = ProcessInfo.processInfo.environment["ACTIVETASK_RADAR_ARMT"], !path.isEmpty else { return nil }
        let url = URL(fileURLWithPath: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [url] }
        return names.filter { $0.hasSuffix("_DataDictionary.csv") }.sorted().map { url.appendingPathComponent($0) }
    }()
}
