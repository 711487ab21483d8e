import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport
import Upload

/// fixtures/upload/redcap_server.py built from a project's data dictionary
/// (fixtures/export/redcap-vitals) validates each imported value as REDCap does, and a run of the
/// form `import redcap` made of that dictionary reaches it with every value in its field's form.
@Suite(.serialized, .timeLimit(.minutes(1))) struct REDCapFieldValidationTests {
    private static let fixture = ProjectPaths.fixture("export/redcap-vitals")
    private static let dictionary = fixture.appendingPathComponent("dictionary.csv")
    private static let validated = "The value you provided could not be validated because it does not follow the expected format. Please try again."

    /// A server whose project is the vitals dictionary, the instrument not repeating.
    private static func bench() async throws -> REDCapBench {
        try await REDCapBench(project: ["repeating": [String]()], dictionary: dictionary)
    }

    /// POSTs a record import of `row` (flat JSON, every value a string) to `bench`'s API.
    private static func importRecord(_ row: [String: String], on bench: REDCapBench) async throws -> (status: Int, body: String) {
        let data = String(decoding: try JSONSerialization.data(withJSONObject: [row], options: [.sortedKeys]), as: UTF8.self)
        var form = URLComponents()
        form.queryItems = [("token", REDCapBench.token), ("content", "record"), ("format", "json"), ("type", "flat"),
                           ("overwriteBehavior", "normal"), ("data", data), ("returnContent", "count")].map { URLQueryItem(name: $0.0, value: $0.1) }
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(bench.port)/api/")))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data((form.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B").utf8)
        let (body, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: body, as: UTF8.self))
    }

    /// `import redcap` of the vitals form, run on fixtures/export/redcap-vitals/answers.json by P-9.
    private static func vitalsRun(in folder: TemporaryDirectory) async throws -> URL {
        let task = folder.url.appendingPathComponent("vitals.json"), run = folder.url.appendingPathComponent("run")
        let imported = try await ActivetaskBinary.run(["import", "redcap", dictionary.path, "--instrument", "vitals", "--output", task.path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let ran = try await ActivetaskBinary.run(["run", task.path, "--auto", "--answers", fixture.appendingPathComponent("answers.json").path,
                                                  "--participant", "P-9", "--output", run.path])
        try #require(ran.status == 0, "\(ran.stderr)")
        return run
    }

    /// `activetask upload ARGUMENTS` against `bench`'s outbox and destinations file.
    private static func upload(_ arguments: [String], on bench: REDCapBench) async throws -> RunOutput {
        try await ActivetaskBinary.run(["upload"] + arguments + ["--outbox", bench.outboxFolder.path, "--config", bench.configFile.path],
                                       timeout: 50)
    }

    @Test(arguments: [
        ("weight", "72"), ("height", "1.8"), ("height", "1.800"), ("pulse_1", "64.5"), ("measured", "2026-03-01 05:30"),
        ("visit_day", "01-03-2026"), ("visit_day", "2026-02-30"), ("wake", "06:45:00"), ("site", "2"), ("fasting", "yes"),
        ("symptoms___01", "2"), ("vitals_complete", "3"),
    ])
    func aValueItsFieldsTypeAndValidationRefuseIsNotImported(field: String, value: String) async throws {
        let bench = try await Self.bench()
        let answer = try await Self.importRecord(["record_id": "P-9", field: value], on: bench)
        #expect(answer.status == 400)
        let error = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: String])["error"]
        #expect(error == "\"P-9\",\"\(field)\",\"\(value)\",\"\(Self.validated)\"", "\(answer.body)")
        #expect(try bench.rows().isEmpty)
    }

    @Test(arguments: ["pulse_total", "thanks", "vitals_file", "symptoms___1", "scores_pulse_total"])
    func aColumnThatIsNoFieldTakingDataIsNotARealDataField(column: String) async throws {
        let bench = try await Self.bench()
        let answer = try await Self.importRecord(["record_id": "P-9", column: "1"], on: bench)
        #expect(answer.status == 400)
        #expect(answer.body.contains("The following fields were not found in the project as real data fields: \(column)"), "\(answer.body)")
    }

    @Test func everyValueInItsFieldsFormIsImported() async throws {
        let bench = try await Self.bench()
        let row = ["record_id": "P-9", "weight": "72.0", "height": "1.80", "pulse_1": "64", "measured": "2026-03-01 05:30:15",
                   "visit_day": "2026-03-01", "wake": "06:45", "symptoms___01": "1", "symptoms___10": "0", "site": "02",
                   "fasting": "1", "vitals_complete": "2"]
        let answer = try await Self.importRecord(row, on: bench)
        #expect(answer.status == 200 && answer.body == #"{"count": 1}"#, "\(answer.body)")
        let stored = try #require(try bench.rows().first)
        #expect(stored["height"] as? String == "1.80" && stored["site"] as? String == "02")
    }

    @Test func exportRedcapWritesEachValueInItsFieldsFormAndOnlyTheDictionarysFields() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-vitals")
        let run = try await Self.vitalsRun(in: folder)
        let csv = folder.url.appendingPathComponent("records.csv")
        let export = try await ActivetaskBinary.run(["export", "redcap", run.path, "--study", Self.fixture.appendingPathComponent("study.json").path,
                                                     "--output", csv.path])
        try #require(export.status == 0, "\(export.stderr)")
        let records = CSVText.records(try String(contentsOf: csv, encoding: .utf8))
        #expect(records[0] == ["record_id", "weight", "height", "pulse_1", "pulse_2", "measured", "visit_day", "wake", "symptoms___01",
                               "symptoms___10", "site", "fasting", "vitals_complete"],
                "no repeat columns, no calc field, nothing the dictionary lacks: \(records[0])")
        #expect(records[1] == ["P-9", "72.0", "1.80", "64", "70", "2026-03-01 05:30:15", "2026-03-01", "06:45", "1", "1", "02", "1", "2"],
                "\(records[1])")
        #expect(export.stderr.contains("no field of the project's dictionary takes these values of task vitals, which are left out: vitals_run_uuid (the run's UUID)")
                && export.stderr.contains("scores_pulse_total"), "\(export.stderr)")
        #expect(!export.stderr.contains("pulse_total (pulse_total"), "the calc field is left out without a word: \(export.stderr)")
    }

    @Test func theREDCapDestinationDeliversTheRunEveryValueInItsFieldsForm() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-vitals")
        let run = try await Self.vitalsRun(in: folder)
        let bench = try await Self.bench()
        let enqueue = try await Self.upload(["enqueue", run.path, "--to", "redcap", "--study", Self.fixture.appendingPathComponent("study.json").path],
                                            on: bench)
        try #require(enqueue.status == 0, "\(enqueue.stderr)")
        #expect(enqueue.stderr.contains("which are left out: vitals_run_uuid (the run's UUID), scores_pulse_total"), "\(enqueue.stderr)")
        let delivered = try await Self.upload(["run", "--once"], on: bench)
        #expect(delivered.status == 0, "\(delivered.stderr)")

        let rows = try bench.rows()
        try #require(rows.count == 1, "\(rows)")
        let key = try #require(rows[0]["@key"] as? [Any])
        #expect(key[0] as? String == "P-9" && key[2] as? String == "" && key[3] as? Int == 0, "the instrument does not repeat: \(key)")
        for (field, value) in [("weight", "72.0"), ("height", "1.80"), ("measured", "2026-03-01 05:30:15"), ("symptoms___01", "1"),
                               ("symptoms___10", "1"), ("site", "02"), ("vitals_complete", "2")] {
            #expect(rows[0][field] as? String == value, "\(field): \(rows[0])")
        }
        #expect(bench.files.map(\.field) == ["vitals_file"])
        #expect(try bench.items().map(\.state) == [.sent])
    }

    @Test func theSameRunWithoutTheDictionaryIsRefusedAsREDCapRefusesIt() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-vitals")
        let run = try await Self.vitalsRun(in: folder)
        let bench = try await Self.bench()
        let enqueue = try await Self.upload(["enqueue", run.path, "--to", "redcap"], on: bench)
        try #require(enqueue.status == 0, "\(enqueue.stderr)")
        _ = try await Self.upload(["run", "--once"], on: bench)

        let item = try #require(try bench.items().first)
        #expect(item.state == .failed)
        #expect(item.lastError?.contains("not found in the project as real data fields: pulse_total, scores_pulse_total, vitals_run_uuid") == true,
                "\(item.lastError ?? "")")
        #expect(try bench.rows().isEmpty)
    }

    @Test func aDictionaryWithoutTheFieldsTheDeliveryFillsIsRefusedBeforeAnythingIsQueued() async throws {
        let folder = try TemporaryDirectory(prefix: "redcap-vitals")
        let run = try await Self.vitalsRun(in: folder)
        let bench = try await Self.bench()
        let study = folder.url.appendingPathComponent("study.json")
        try Data(#"{"dictionary": "\#(Self.dictionary.path)", "repeating": true, "fileFields": {"vitals": "height"}}"#.utf8).write(to: study)
        let enqueue = try await Self.upload(["enqueue", run.path, "--to", "redcap", "--study", study.path], on: bench)
        #expect(enqueue.status == 1)
        #expect(enqueue.stderr.contains("instrument vitals of the project's dictionary needs a file upload field height")
                && enqueue.stderr.contains("and a text field vitals_run_uuid"), "\(enqueue.stderr)")
        #expect(try bench.items().isEmpty)
    }
}
