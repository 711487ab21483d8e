import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// What `activetask export` must get right beyond the round trip: MORK's mistakes corrected,
/// encryption that `openssl` undoes, and bad input refused with the thing named.
@Suite(.timeLimit(.minutes(1))) struct ExportCheckTests {
    private static let survey = ExportCommandTests.runs.first { $0.name == "allAnswers" }!
    private static let sixMinuteWalk = ExportCommandTests.runs.first { $0.name == "sixMinuteWalk" }!
    private static let study = ProjectPaths.fixture("export/study.json")

    /// `date` in New York (the study fixture's zone) on a 24-hour clock, from calendar components
    /// rather than a date formatter.
    private static func newYork(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }

    @Test
    func theSurveyPayloadCorrectsWhatMORKGotWrong() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-mork")
        let output = try await ExportCommandTests.run(Self.survey, in: temporary.url)
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study.path])
        #expect(export.status == 0, "\(export.stderr)")
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let fields = try #require((payload["form_data"] as? [String: Any])?["field_data"] as? [[String: String]])
        let values = Dictionary(uniqueKeysWithValues: fields.map { ($0["item_oid"] ?? "", $0["data_value"] ?? "") })
        // Worked out by hand from fixtures/tasks/answers/allAnswers.json and fixtures/export/study.json.
        #expect(values == [
            "SMOKER": "Y", "activity": "2", "symptoms": "TREMOR|STIFF", "hand": "Right", "AGE": "67",
            "weight": "0.00001",                     // 1e-05 in taskResult.json: no exponent
            "mood": "6", "pain": "3.25", "initials": "AB", "email": "ab@example.org",
            "birthday": "1950-06-15T00:00:00",       // a day stays its day in New York
            "LAST_DOSE": "2026-02-28T23:30:00",      // 04:30Z is 23:30 EST the evening before
            "wakeUp": "17:03",                       // a 24-hour clock, not MORK's 05:03
            "sleep": "27000.5", "faces": "4",
            "where": "40.7128,-74.006",              // latitude,longitude in degrees
            "FASTING": "N", "contact": "Y", "notes": "ate, \"quickly\"\nthen slept", "pin": "4821",
            "kept": "SLEEP|WORK",                    // image choices in choice order
        ])
        #expect(!export.stdout.contains("(null)") && values["comment"] == nil, "the skipped question is left out")
        // Entry times: each step's end in New York on a 24-hour clock.
        let result = try TaskResult.read(in: output)
        let ends = result.stepHistory.filter { !$0.answers.isEmpty }.flatMap { step in step.answers.map { _ in step.endDate } }
        #expect(fields.map { $0["date_time_entered"] ?? "" } == ends.map(Self.newYork))
    }

    @Test
    func aConsentRunsFormIsSignedOffAtItsEndAndCarriesNoConsentReview() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-consent")
        let consent = try #require(ExportCommandTests.runs.first { $0.name == "consent" })
        let output = try await ExportCommandTests.run(consent, in: temporary.url)
        let end = try #require(try TaskResult.read(in: output).endDate)
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study.path])
        #expect(export.status == 0, "\(export.stderr)")
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let form = try #require(payload["form_data"] as? [String: Any])
        #expect(form["signature_date_time_entered"] as? String == Self.newYork(end))
        let fields = (form["field_data"] as? [[String: String]]) ?? []
        #expect(fields.map { $0["item_oid"] } == ["sharing"], "the consent review's agreement is no field: \(fields)")
    }

    @Test
    func anEncryptedArchiveDecryptsWithOpenSSLToThePlainArchive() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-cms")
        let folder = temporary.url
        let output = try await ExportCommandTests.run(Self.sixMinuteWalk, in: folder)
        let key = folder.appendingPathComponent("study.key"), certificate = folder.appendingPathComponent("study.pem")
        try await openssl(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=study", "-days", "1",
                     "-keyout", key.path, "-out", certificate.path], in: folder)
        let plain = folder.appendingPathComponent("plain.zip"), sealed = folder.appendingPathComponent("sealed.zip.cms")
        for (file, extra) in [(plain, [String]()), (sealed, ["--encrypt-for", certificate.path])] {
            let export = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", file.path, "--time-zone", "UTC"] + extra)
            #expect(export.status == 0, "\(export.stderr)")
        }
        let opened = folder.appendingPathComponent("opened.zip")
        try await openssl(["cms", "-decrypt", "-inform", "DER", "-binary", "-in", sealed.path, "-inkey", key.path,
                     "-recip", certificate.path, "-out", opened.path], in: folder)
        // Both archives were made from the same run with the same dates: byte for byte alike.
        #expect(try Data(contentsOf: opened) == Data(contentsOf: plain))
        #expect(try Data(contentsOf: sealed) != Data(contentsOf: plain))
        let attributes = try FileManager.default.attributesOfItem(atPath: sealed.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    private func openssl(_ arguments: [String], in folder: URL) async throws {
        let child = try ChildProcess(executable: try which("openssl"), arguments: arguments, logDirectory: folder,
                                     name: "openssl-\(arguments[0])")
        try #require(await child.exitStatus(timeout: 30) == 0, "openssl \(arguments.joined(separator: " ")): \(child.stderr)")
    }

    /// Changes one digit of the first chunk the run in `output` lists, as a damaged copy would.
    /// - Returns: The chunk changed.
    private func changeADigitOfTheFirstChunk(in output: URL) throws -> URL {
        let chunk = try #require(try TaskResult.read(in: output).stepHistory.flatMap(\.results).files.first)
        let file = output.appendingPathComponent(chunk.relativePath)
        var bytes = try Data(contentsOf: file)
        let digit = try #require(bytes.lastIndex { (0x30...0x38).contains($0) })
        bytes[digit] += 1
        try bytes.write(to: file)
        return file
    }

    @Test
    func aChangedChunkOfAWalkWithGaitBoutsStopsTheCSVExportNamingIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-changed-gait")
        let output = temporary.url.appendingPathComponent("walk")
        try await GaitWalk.run(into: output)
        let file = try changeADigitOfTheFirstChunk(in: output)
        let target = temporary.url.appendingPathComponent("csv")
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", target.path])
        #expect(export.status == 1 && export.stdout.isEmpty, "\(export.stdout)")
        #expect(export.stderr.contains("\(file.path): its SHA-256 differs from the task result's "), "\(export.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []).isEmpty, "no bouts file is left behind")
    }

    @Test
    func aChangedChunkStopsEveryExportNamingItAndLeavesNothingBehind() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-changed")
        let output = try await ExportCommandTests.run(Self.sixMinuteWalk, in: temporary.url)
        let file = try changeADigitOfTheFirstChunk(in: output)
        for format in ["archive", "mpower", "csv"] {
            let target = temporary.url.appendingPathComponent("out-\(format)")
            let export = try await ActivetaskBinary.run(["export", format, output.path, "--output", target.path])
            #expect(export.status == 1 && export.stdout.isEmpty, "\(format): \(export.stdout)")
            #expect(export.stderr.contains("\(file.path): its SHA-256 differs from the task result's ") && export.stderr.contains("restore it from a backup"),
                    "\(format): \(export.stderr)")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
            #expect(left.isEmpty, "\(format) left \(left)")
        }
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out-archive").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func anOutputInsideTheRunIsRefused() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-inside")
        let output = try await ExportCommandTests.run(Self.survey, in: temporary.url)
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", output.appendingPathComponent("csv").path])
        #expect(export.status == 1)
        #expect(export.stderr.contains("is inside the run's folder \(output.path); exports never change it"), "\(export.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["taskResult.json"])
    }

    @Test func aFolderOfChunksWithoutTaskResultIsAClearError() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-no-result")
        let replay = ProjectPaths.fixture("replay").path
        let export = try await ActivetaskBinary.run(["export", "mpower", replay, "--output", temporary.url.path])
        #expect(export.status == 1)
        #expect(export.stderr == "\(replay): no taskResult.json; give the output folder of `activetask run`, not a folder of chunks\n")
    }

    @Test func aStudyMissingAnOIDFailsWithItsJSONPath() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-study")
        let output = try await ExportCommandTests.run(Self.survey, in: temporary.url)
        var study = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.study)) as? [String: Any])
        study["site_oid"] = nil
        study["timeZone"] = "Europe/Atlantis"
        let bad = temporary.url.appendingPathComponent("bad-study.json")
        try JSONSerialization.data(withJSONObject: study).write(to: bad)
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", bad.path])
        #expect(export.status == 1 && export.stdout.isEmpty)
        #expect(export.stderr.contains("bad-study.json: site_oid: missing; add \"site_oid\": \"…\""), "\(export.stderr)")
        #expect(export.stderr.contains("bad-study.json: timeZone: \"Europe/Atlantis\" is not an IANA time zone name"), "\(export.stderr)")
    }

    @Test func aValueBreakingItsItemsRaveFormatFailsNamingTheItem() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-format")
        let task = temporary.url.appendingPathComponent("weight.json"), answers = temporary.url.appendingPathComponent("answers.json")
        try Data(#"""
            {"identifier": "weigh", "steps": [{"type": "question", "identifier": "weight",
              "answerFormat": {"type": "decimal", "unit": "kg", "format": "3"}}]}
            """#.utf8).write(to: task)
        try Data(#"{"weight": 72.5}"#.utf8).write(to: answers)
        let output = try await ExportCommandTests.run(ExportCommandTests.TaskRun(name: "weigh", arguments: [task.path, "--answers", answers.path]),
                                                in: temporary.url)
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study.path])
        #expect(export.status == 1)
        #expect(export.stderr.contains("item weight (answer weight): \"72.5\" is not a whole number, as its format 3 requires"),
                "\(export.stderr)")
    }

    @Test func theStudySchemaAcceptsTheFixtureAndRejectsWhatTheExporterRejects() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-schema")
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            validator = Draft202012Validator(json.load(open(sys.argv[1])))
            study = json.load(open(sys.argv[2]))
            good = [e.message for e in validator.iter_errors(study)]
            del study["site_oid"]
            study["study_uuid"] = "not-a-uuid"
            study["booleanCodes"] = {"true": "1"}
            bad = sorted(e.message for e in validator.iter_errors(study))
            print(json.dumps({"good": good, "bad": bad}))
            """
        let child = try ChildProcess(executable: try which("python3"),
                                     arguments: ["-c", script, ProjectPaths.root.appendingPathComponent("docs/rave-study-schema.json").path,
                                                 Self.study.path],
                                     logDirectory: temporary.url, name: "jsonschema")
        #expect(await child.exitStatus(timeout: 30) == 0, "\(child.stderr)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(child.stdout.utf8)) as? [String: [String]])
        #expect(found["good"] == [])
        #expect(found["bad"]?.count == 3, "\(found)")
        #expect(found["bad"]?.contains("'site_oid' is a required property") == true, "\(found)")
    }
}
