import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// Two demographics survey runs and a walk replay of one participant, through `export redcap` and
/// through the `redcap` destination against fixtures/upload/redcap_server.py, with the outbox's
/// fault cases: each run ends as one record instance and one file, however the delivery is cut.
@Suite(.serialized, .timeLimit(.minutes(1))) struct REDCapUploadTests {
    /// The runs every test shares, made once by `activetask run`.
    struct Runs {
        let folder: TemporaryDirectory
        let surveys: [URL]
        let walk: URL
        var all: [URL] { surveys + [walk] }
    }

    private static let made = Task { () async throws -> Runs in
        let folder = try TemporaryDirectory(prefix: "redcap-runs")
        var surveys: [URL] = []
        for name in ["survey-1", "survey-2"] {
            surveys.append(try await survey(participant: "P-1", into: folder.url.appendingPathComponent(name)))
        }
        let walk = folder.url.appendingPathComponent("walk")
        let run = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path,
                                            "--set", "numberOfStepsPerLeg=6", "--set", "restDuration=1", "--participant", "P-1",
                                            "--output", walk.path], timeout: 50)
        guard run.status == 0 else { throw TestSupportError("the walk run failed: \(run.stderr)") }
        return Runs(folder: folder, surveys: surveys, walk: walk)
    }

    /// Runs the demographics survey on its answers for `participant` (at `visit`) into `output`.
    private static func survey(participant: String, visit: String? = nil, into output: URL) async throws -> URL {
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/demographics.json").path, "--answers",
                                            ProjectPaths.fixture("tasks/answers/demographics.json").path, "--participant", participant]
                                           + (visit.map { ["--visit", $0] } ?? []) + ["--output", output.path])
        guard run.status == 0 else { throw TestSupportError("the demographics run failed: \(run.stderr)") }
        return output
    }

    /// The study file of a project whose every instrument repeats.
    private static let repeating = ProjectPaths.fixture("upload/redcap-repeating.json").path

    private static func runs() async throws -> Runs {
        try await made.value
    }

    /// `export redcap` of `runs` into `folder/records.csv`.
    private static func export(_ runs: [URL], in folder: URL) async throws -> URL {
        let output = folder.appendingPathComponent("records.csv")
        let export = try await ActivetaskBinary.run(["export", "redcap"] + runs.map(\.path) + ["--output", output.path, "--study", repeating])
        try #require(export.status == 0, "\(export.stderr)")
        return output
    }

    /// The REDCap project that takes `csv`'s records: every column a field of the instrument
    /// whose `<instrument>_run_uuid` column comes last before it (`export redcap` writes each
    /// record's fields together, from its run's UUID to `<instrument>_complete`), `field___code` a
    /// checkbox with its codes, `record_id` on the first instrument, `<instrument>_file` a file
    /// field, every instrument repeating; `without` names fields it lacks.
    private static func project(for csv: URL, without: Set<String> = []) throws -> [String: Any] {
        let header = CSVText.records(try String(contentsOf: csv, encoding: .utf8))[0]
        var fields: [[String: Any]] = []
        var forms: [String] = []
        var checkboxes: [String: [String]] = [:]
        for column in header.dropFirst(3) where !column.hasSuffix("_complete") && !without.contains(column) {
            if column.hasSuffix("_run_uuid") { forms.append(String(column.dropLast("_run_uuid".count))) }
            guard let owner = forms.last else { continue }
            if let range = column.range(of: "___") {
                let field = String(column[..<range.lowerBound])
                if checkboxes[field] == nil { fields.append(["name": field, "form": owner, "type": "checkbox"]) }
                checkboxes[field, default: []].append(String(column[range.upperBound...]))
            } else {
                fields.append(["name": column, "form": owner, "type": "text"])
            }
        }
        fields = fields.map { field in
            var field = field
            if let codes = checkboxes[field["name"] as? String ?? ""] { field["choices"] = codes }
            return field
        }
        let files = forms.map { ["name": $0 + "_file", "form": $0, "type": "file"] as [String: Any] }
        return ["fields": [["name": "record_id", "form": forms[0], "type": "text"]] + fields + files, "repeating": forms]
    }

    /// A bench whose project takes the records of `runs`, with `rules`.
    private static func bench(for runs: [URL], rules: [[String: Any]] = [], without: Set<String> = []) async throws -> REDCapBench {
        let folder = try TemporaryDirectory(prefix: "redcap")
        let csv = try await export(runs, in: folder.url)
        return try await REDCapBench(project: project(for: csv, without: without), rules: rules, in: folder)
    }

    private static func enqueue(_ runs: [URL], on bench: REDCapBench) async throws {
        let enqueue = try await bench.command(["enqueue"] + runs.map(\.path) + ["--to", "redcap", "--study", repeating])
        try #require(enqueue.status == 0, "\(enqueue.stderr)")
    }

    /// The server's row of the run in `folder`: the one whose `<instrument>_run_uuid` is its UUID.
    private static func rows(of folder: URL, in bench: REDCapBench) throws -> [[String: Any]] {
        let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("taskResult.json"))) as? [String: Any])
        let uuid = try #require(result["taskRunUUID"] as? String)
        return try bench.rows().filter { row in row.contains { $0.key.hasSuffix("_run_uuid") && $0.value as? String == uuid } }
    }

    @Test func theExportedCSVHoldsEveryAnswerScoreAndSummaryOfItsRun() async throws {
        let runs = try await Self.runs()
        let folder = try TemporaryDirectory(prefix: "redcap-export")
        let csv = try await Self.export(runs.all, in: folder.url)
        let analysis = folder.url.appendingPathComponent("analysis.json")
        let analyze = try await ActivetaskBinary.run(["analyze"] + runs.all.map(\.path) + ["--format", "json", "--output", analysis.path])
        try #require(analyze.status == 0 || analyze.status == 1, "\(analyze.stderr)")
        let check = try ChildProcess(executable: try which("python3"),
                                     arguments: [ProjectPaths.fixture("export/redcap_check.py").path, csv.path, analysis.path] + runs.all.map(\.path),
                                     logDirectory: folder.url, name: "redcap-check")
        #expect(await check.exitStatus(timeout: 30) == 0, "\(check.stdout) \(check.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect(report["rows"] as? Int == 3)
        #expect(report["checked"] as? Int ?? 0 > 40, "\(report)")
        let lines = CSVText.records(try String(contentsOf: csv, encoding: .utf8))
        #expect(lines.dropFirst().map { $0[2] } == ["1", "2", "1"], "the second survey of P-1 is instance 2")
    }

    @Test func anImportedREDCapFormExportsBackUnderTheDictionarysOwnFieldNames() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-roundtrip")
        let dictionary = ProjectPaths.fixture("import/redcap-dictionary.csv")
        let task = folder.url.appendingPathComponent("screening.json"), output = folder.url.appendingPathComponent("run")
        let imported = try await ActivetaskBinary.run(["import", "redcap", dictionary.path, "--instrument", "screening", "--output", task.path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let run = try await ActivetaskBinary.run(["run", task.path, "--auto", "--answers", ProjectPaths.fixture("import/answers/screening.json").path,
                                            "--participant", "P-3", "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let csv = try await Self.export([output], in: folder.url)

        let fields = Set(CSVText.records(try String(contentsOf: dictionary, encoding: .utf8)).dropFirst().compactMap(\.first))
        let records = CSVText.records(try String(contentsOf: csv, encoding: .utf8))
        let header = records[0]
        let answered = header.dropFirst(3).filter { !$0.hasSuffix("_run_uuid") && !$0.hasSuffix("_complete") }
        #expect(!answered.isEmpty)
        for column in answered {
            let field = column.components(separatedBy: "___")[0]
            #expect(fields.contains(field), "\(column) is no field of the dictionary")
        }
        let row = Dictionary(uniqueKeysWithValues: zip(header, records[1]))
        #expect(row["record_id"] == "P-3" && row["redcap_repeat_instrument"] == "screening" && row["screening_complete"] == "2")
        #expect(row["age"] == "40" && row["country"] == "DE" && row["symptoms___1"] == "1" && row["symptoms___2"] == "1", "\(row)")
    }

    @Test func eachRunBecomesOneRecordInstanceAndOneFileAndASecondUploadSendsNothing() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: runs.all)
        try await Self.enqueue(runs.all, on: bench)
        let upload = try await bench.command(["run", "--once"])
        #expect(upload.status == 0, "\(upload.stderr)")

        for (run, instance) in zip(runs.all, [1, 2, 1]) {
            let rows = try Self.rows(of: run, in: bench)
            try #require(rows.count == 1, "\(run.lastPathComponent): \(rows.count) rows")
            let key = try #require(rows[0]["@key"] as? [Any])
            #expect(key[0] as? String == "P-1" && key[3] as? Int == instance, "\(run.lastPathComponent) is at \(key)")
            let form = try #require(key[2] as? String)
            #expect(rows[0]["\(form)_complete"] as? String == "2")
            let filed = bench.files.filter { $0.field == form + "_file" && $0.instance == instance }
            try #require(filed.count == 1, "\(run.lastPathComponent): \(filed.count) files")
            // The file is the run's archive: its taskResult.json is the run's, byte for byte.
            let zip = bench.folder.url.appendingPathComponent("\(run.lastPathComponent).zip")
            try bench.body(of: filed[0]).write(to: zip)
            let unpacked = bench.folder.url.appendingPathComponent("unpacked-\(run.lastPathComponent)")
            let unzip = try ChildProcess(executable: try which("unzip"), arguments: ["-q", zip.path, "-d", unpacked.path],
                                         logDirectory: bench.folder.url, name: "unzip-\(run.lastPathComponent)")
            #expect(await unzip.exitStatus(timeout: 20) == 0, "\(unzip.stderr)")
            #expect(try Data(contentsOf: unpacked.appendingPathComponent("taskResult.json"))
                    == Data(contentsOf: run.appendingPathComponent("taskResult.json")))
        }
        #expect(bench.files.count == 3 && bench.requests.filter(\.withData).count == 3)
        #expect(try bench.items().allSatisfy { $0.state == .sent && $0.stage == .completed })

        let before = bench.requests.count
        let again = try await bench.command(["run", "--once"])
        #expect(again.status == 0, "\(again.stderr)")
        let enqueued = try await bench.command(["enqueue", runs.walk.path, "--to", "redcap", "--study", Self.repeating])
        #expect(enqueued.stdout.contains("already sent for redcap; left as it is"), "\(enqueued.stdout)")
        #expect(bench.requests.count == before, "a second upload run sent \(bench.requests.dropFirst(before).map(\.content))")
    }

    @Test func aServerErrorOnTheFileIsRetriedWithoutImportingTheRecordAgain() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: [runs.surveys[0]], rules: [["content": "file", "status": 503]])
        try await Self.enqueue([runs.surveys[0]], on: bench)
        try await bench.deliverAll()

        #expect(bench.requests.map { "\($0.content)\($0.withData ? " import" : "") \($0.status ?? 0)" }
                == ["record 200", "record import 200", "record 200", "file 503", "record 200", "file 200"])
        #expect(bench.files.count == 1)
        let item = try #require(try bench.items().first)
        #expect(item.state == .sent && item.attempts == 2)
    }

    @Test func anUploaderKilledAfterTheRecordWasImportedFilesTheRecordingsOnly() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: [runs.walk])
        try await Self.enqueue([runs.walk], on: bench)
        let killed = try await bench.command(["run", "--once"], environment: ["ACTIVETASK_UPLOAD_KILL_AFTER": UploadStage.recordImported.rawValue])
        #expect(killed.status == SIGKILL, "the run was not killed after the record: \(killed.stderr)")
        #expect(try bench.items().first?.stage == .recordImported)
        let before = bench.requests.count

        let resumed = try await bench.command(["run", "--once"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(bench.requests.dropFirst(before).map { "\($0.content)\($0.withData ? " import" : "")" } == ["record", "file"])
        let rows = try Self.rows(of: runs.walk, in: bench)
        #expect(bench.files.count == 1 && rows.count == 1)
    }

    @Test func aRecordImportCutOffBeforeItsAnswerFindsItsInstanceAgainByTheRunsUUID() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: runs.surveys, rules: [["content": "record", "withData": true, "hold": 30]])
        try await Self.enqueue([runs.surveys[0]], on: bench)
        let child = try ActivetaskBinary.start(["upload", "run", "--once", "--outbox", bench.outboxFolder.path, "--config", bench.configFile.path],
                                               logDirectory: bench.folder.url)
        await waitUntil(timeout: 20) { bench.requests.contains { $0.taken == "held" } }
        #expect(bench.requests.contains { $0.taken == "held" }, "the server never held the record import")
        child.send(SIGKILL)
        #expect(await child.exitStatus(timeout: 5) == SIGKILL)
        // A second run of the participant takes the next instance meanwhile.
        try await Self.enqueue([runs.surveys[1]], on: bench)

        let resumed = try await bench.command(["run", "--once"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let first = try Self.rows(of: runs.surveys[0], in: bench), second = try Self.rows(of: runs.surveys[1], in: bench)
        #expect(first.count == 1 && (first.first?["@key"] as? [Any])?[3] as? Int == 1, "the cut-off run is still one instance: \(first)")
        #expect(second.count == 1 && (second.first?["@key"] as? [Any])?[3] as? Int == 2)
        #expect(bench.files.count == 2)
    }

    @Test func aLongitudinalProjectGetsEachRunAtItsVisitsEventAndRefusesAnEventWithoutTheInstrument() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-events")
        var runs: [URL] = []
        for visit in ["baseline", "week2"] {
            runs.append(try await Self.survey(participant: "P-2", visit: visit, into: folder.url.appendingPathComponent(visit)))
        }
        let study = folder.url.appendingPathComponent("redcap.json")
        try Data(#"{"events": {"baseline": "baseline_arm_1"}, "repeating": true}"#.utf8).write(to: study)
        let csv = try await Self.export([runs[0]], in: folder.url)
        var project = try Self.project(for: csv)
        // week2 is REDCap's week2_arm_1, an event that does not hold the instrument.
        project["events"] = ["baseline_arm_1": ["demographics"], "week2_arm_1": ["other"]]
        let bench = try await REDCapBench(project: project, in: folder)
        let enqueue = try await bench.command(["enqueue"] + runs.map(\.path) + ["--to", "redcap", "--study", study.path])
        try #require(enqueue.status == 0, "\(enqueue.stderr)")
        try await bench.deliverAll()

        let rows = try Self.rows(of: runs[0], in: bench)
        #expect(rows.count == 1 && (rows.first?["@key"] as? [Any])?[1] as? String == "baseline_arm_1", "\(rows)")
        #expect(bench.files.map(\.event) == ["baseline_arm_1"])
        let items = try bench.items()
        #expect(items.map(\.state) == [.sent, .failed])
        #expect(items.last?.lastError?.contains("not designated for the event named 'week2_arm_1'") == true, "\(items.last?.lastError ?? "")")
    }

    @Test func anAdherenceReportIsRefusedForAREDCapDestinationNamingTheWayOut() async throws {
        let bench = try await REDCapBench(project: ["fields": [["name": "record_id", "form": "f", "type": "text"]], "repeating": []])
        let report = bench.folder.url.appendingPathComponent("adherence.json")
        try Data(#"{"asOf":"2026-11-02T09:00:00.000Z","counts":{"done":0,"late":0,"missed":0,"open":1},"enrolment":"2026-11-02","participant":"P1","timeZone":"UTC","windows":[{"day":"2026-11-02","end":"2026-11-02T10:00:00.000Z","graceEnd":"2026-11-02T10:30:00.000Z","results":[],"session":"morning","start":"2026-11-02T08:00:00.000Z","state":"open"}]}"#.utf8)
            .write(to: report)
        let enqueue = try await bench.command(["enqueue", "--adherence", report.path, "--to", "redcap"])
        #expect(enqueue.status == 1)
        #expect(enqueue.stderr.contains("\(report.path): destination redcap is a REDCap destination, which takes one record per run and no adherence report; send adherence reports to a Bridge destination"),
                "\(enqueue.stderr)")
        #expect(try bench.items().isEmpty)
    }

    @Test func aTokenTheProjectRefusesFailsTheRunForGoodWithoutPrintingIt() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: [runs.surveys[0]])
        let other = "FEDCBA9876543210FEDCBA9876543210"
        try bench.writeDestination(["type": "redcap", "baseURL": "http://127.0.0.1:\(bench.port)/api/", "token": other])
        try await Self.enqueue([runs.surveys[0]], on: bench)
        try await bench.deliverAll()

        let item = try #require(try bench.items().first)
        #expect(item.state == .failed)
        #expect(item.lastError?.contains("403") == true && item.lastError?.contains("You do not have permissions to use the API") == true
                && item.lastError?.contains("API token") == true, "\(item.lastError ?? "")")
        #expect(item.lastError?.contains(other) == false, "the token never appears in an error")
        #expect(try bench.rows().isEmpty && bench.files.isEmpty)
    }

    @Test func aFieldTheProjectLacksFailsTheRunWithREDCapsErrorNamingIt() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: [runs.surveys[0]], without: ["body_birth_year"])
        try await Self.enqueue([runs.surveys[0]], on: bench)
        try await bench.deliverAll()

        let item = try #require(try bench.items().first)
        #expect(item.state == .failed)
        #expect(item.lastError?.contains("400") == true
                && item.lastError?.contains("not found in the project as real data fields: body_birth_year") == true, "\(item.lastError ?? "")")
        #expect(bench.files.isEmpty)
    }

    @Test func recordingsSentToAFieldThatIsNotAFileUploadFieldFailTheRunAfterItsRecord() async throws {
        let runs = try await Self.runs()
        let bench = try await Self.bench(for: [runs.surveys[0]])
        let study = bench.folder.url.appendingPathComponent("redcap.json")
        try Data(#"{"fileFields": {"demographics": "body_height_cm"}, "repeating": true}"#.utf8).write(to: study)
        let enqueue = try await bench.command(["enqueue", runs.surveys[0].path, "--to", "redcap", "--study", study.path])
        try #require(enqueue.status == 0, "\(enqueue.stderr)")
        try await bench.deliverAll()

        let item = try #require(try bench.items().first)
        #expect(item.state == .failed && item.stage == .recordImported)
        #expect(item.lastError?.contains("The field 'body_height_cm' is not a file upload field") == true, "\(item.lastError ?? "")")
        #expect(try Self.rows(of: runs.surveys[0], in: bench).count == 1 && bench.files.isEmpty)
    }

    @Test func aTokenThatIsNotOneIsRefusedWithoutEchoingIt() throws {
        let folder = try TemporaryDirectory(prefix: "redcap-config")
        let config = folder.url.appendingPathComponent("destinations.json")
        try Data(#"{"redcap": {"type": "redcap", "baseURL": "https://redcap.example.org/api/", "token": "hunter2-secret"}}"#.utf8).write(to: config)
        chmod(config.path, 0o600)
        let error = try #require(throws: ActivetaskError.self) { try DestinationsFile(url: config) }
        #expect(error.message.contains("destination redcap") && error.message.contains("32 hexadecimal characters"), "\(error.message)")
        #expect(!error.message.contains("hunter2"))
    }
}

/// RFC 4180 records of a CSV text (quoted fields with doubled quotes, CRLF line ends), for tests.
enum CSVText {
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = "", quoted = false
        var characters = Array(text).makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    guard let following = characters.next() else { quoted = false; break }
                    if following == "\"" { field.append("\"") } else {
                        quoted = false
                        if following == "," { record.append(field); field = "" } else if following == "\r\n" || following == "\n" {
                            record.append(field); records.append(record); record = []; field = ""
                        }
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\r\n" || character == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
