import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// `activetask export` on the project's own outputs: every predefined task run on the replay
/// fixtures (the consent task on its answers) and a survey of every answer format, each exported four ways and checked by tools
/// that share no code with the exporter: fixtures/export/reference.py (Python's json, csv,
/// zoneinfo and decimal), the system's `unzip` and `sha256sum`, and `openssl`. The task runs
/// replay in real time, one after another so each stays well inside its minute.
@Suite(.serialized) struct ExportCommandTests {
    /// A task run on the fixtures.
    struct TaskRun: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
    }

    private static let replay = ProjectPaths.fixture("replay").path
    private static let study = ProjectPaths.fixture("export/study.json")

    static let runs: [TaskRun] = [
        TaskRun(name: "shortWalk", arguments: ["shortWalk", "--auto", "--replay", replay, "--set", "numberOfStepsPerLeg=6",
                                               "--set", "restDuration=1"]),
        TaskRun(name: "timedWalk", arguments: ["timedWalk", "--auto", "--replay", ProjectPaths.fixture("replay-timedwalk").path,
                                               "--set", "distanceInMeters=5", "--set", "timeLimit=30", "--set", "turnAroundTimeLimit=1"]),
        TaskRun(name: "twoFingerTapping", arguments: ["twoFingerTapping", "--auto", "--replay", ProjectPaths.fixture("replay-tapping").path,
                                                      "--set", "duration=5", "--set", "handOptions=both"]),
        TaskRun(name: "spatialSpanMemory", arguments: ["spatialSpanMemory", "--auto", "--replay", ProjectPaths.fixture("replay-memory").path,
                                                       "--set", "seed=7", "--set", "playSpeed=0.5", "--set", "maximumTests=3"]),
        TaskRun(name: "fitnessCheck", arguments: ["fitnessCheck", "--auto", "--replay", replay, "--set", "walkDuration=2",
                                                  "--set", "restDuration=1"]),
        TaskRun(name: "sixMinuteWalk", arguments: ["sixMinuteWalk", "--auto", "--replay", replay, "--set", "walkDuration=2"]),
        TaskRun(name: "tremor", arguments: ["tremor", "--auto", "--replay", replay, "--set", "handOptions=right",
                                            "--set", "activeStepDuration=0.5"]),
        TaskRun(name: "consent", arguments: ["consent", "--answers", ProjectPaths.fixture("consent/answers.json").path]),
        TaskRun(name: "allAnswers", arguments: [ProjectPaths.fixture("tasks/allAnswers.json").path, "--answers",
                                                ProjectPaths.fixture("tasks/answers/allAnswers.json").path]),
    ]

    /// Runs `task` into `folder/run`.
    static func run(_ task: TaskRun, in folder: URL) async throws -> URL {
        let output = folder.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run"] + task.arguments + ["--output", output.path], timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        return output
    }

    /// Runs fixtures/export/reference.py; returns its exit status and parsed output.
    static func reference(_ arguments: [String], logs: URL) async throws -> (Int32?, [String: Any]) {
        let child = try ChildProcess(executable: try which("python3"),
                                     arguments: [ProjectPaths.fixture("export/reference.py").path] + arguments,
                                     logDirectory: logs, name: "reference-\(arguments[0])")
        let status = await child.exitStatus(timeout: 30)
        let json = try JSONSerialization.jsonObject(with: Data(child.stdout.utf8)) as? [String: Any]
        return (status, json ?? ["stderr": child.stderr])
    }

    /// Every file under `folder` with its bytes and modification date.
    static func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: folder.path) as [String]?)
        for path in paths {
            let url = folder.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: url), try #require(attributes[.modificationDate] as? Date))
        }
        return files
    }

    /// Checks that each `wrote PATH (N bytes, …)` line names a file of that size.
    static func expectWritten(_ stdout: String) throws -> [URL] {
        var urls: [URL] = []
        for line in stdout.split(separator: "\n") {
            #expect(line.hasPrefix("wrote "), "\(line)")
            let text = String(line.dropFirst("wrote ".count))
            let open = try #require(text.range(of: " (", options: .backwards))
            let url = URL(fileURLWithPath: String(text[..<open.lowerBound]))
            let bytes = Int(text[open.upperBound...].prefix { $0.isNumber })
            let size = (try FileManager.default.attributesOfItem(atPath: url.path))[.size] as? Int
            #expect(bytes != nil && bytes == size, "\(line): the file holds \(size ?? -1) bytes")
            urls.append(url)
        }
        return urls
    }

    @Test(.timeLimit(.minutes(1)), arguments: runs)
    func everyExportRunsOnTheOutputOfTheTask(_ task: TaskRun) async throws {
        let temporary = try TemporaryDirectory(prefix: "export-\(task.name)")
        let output = try await Self.run(task, in: temporary.url)
        let before = try Self.snapshot(output)
        let result = try TaskResult.read(in: output)
        try await expectRavePayload(of: output, in: temporary.url)
        try await expectArchive(of: output, result: result, in: temporary.url)
        for format in ["mpower", "csv"] {
            let folder = temporary.url.appendingPathComponent(format)
            let export = try await ActivetaskBinary.run(["export", format, output.path, "--output", folder.path])
            #expect(export.status == 0, "\(export.stderr)")
            let written = try Self.expectWritten(export.stdout)
            #expect(Set(written.map(\.lastPathComponent)) == Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)))
            let (status, checked) = try await Self.reference([format, output.path, folder.path], logs: temporary.url)
            #expect(status == 0, "\(format): \(checked)")
            if format == "csv" {
                let answers = result.stepHistory.filter { !$0.isPrevious }.flatMap(\.answers)
                #expect((checked["answers"] as? [Any])?.count == answers.count, "\(checked)")
            }
        }
        let after = try Self.snapshot(output)
        #expect(before.keys.sorted() == after.keys.sorted())
        for (path, (data, date)) in before {
            #expect(after[path]?.0 == data && after[path]?.1 == date, "\(path) changed")
        }
    }

    @Test(.timeLimit(.minutes(1))) func oneOfAThingIsCountedInTheSingular() async throws {
        let temporary = try TemporaryDirectory(prefix: "export-singular")
        let task = temporary.url.appendingPathComponent("one.json"), answers = temporary.url.appendingPathComponent("answers.json")
        try Data(#"{"identifier": "one", "steps": [{"type": "question", "identifier": "q", "text": "Well?", "answerFormat": {"type": "boolean"}}]}"#.utf8)
            .write(to: task)
        try Data(#"{"q": true}"#.utf8).write(to: answers)
        let output = temporary.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", task.path, "--answers", answers.path, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let export = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", temporary.url.appendingPathComponent("csv").path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("steps.csv (") && export.stdout.contains(" bytes, 1 step visit)\n"), "\(export.stdout)")
        #expect(export.stdout.contains(" bytes, 1 answer)\n"), "\(export.stdout)")
    }

    /// The payload, field by field, against reference.py's.
    private func expectRavePayload(of output: URL, in folder: URL) async throws {
        let file = folder.appendingPathComponent("payload.json")
        let export = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", Self.study.path, "--output", file.path])
        #expect(export.status == 0, "\(export.stderr)")
        _ = try Self.expectWritten(export.stdout)
        let (status, expected) = try await Self.reference(["rave", output.path, Self.study.path], logs: folder)
        #expect(status == 0, "\(expected)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let form = try #require(found["form_data"] as? [String: Any]), wanted = try #require(expected["form_data"] as? [String: Any])
        #expect(Set(form.keys) == Set(wanted.keys))
        for key in wanted.keys where key != "field_data" {
            #expect("\(form[key] ?? "missing")" == "\(wanted[key] ?? "")", "\(key)")
        }
        let fields = try #require(form["field_data"] as? [[String: String]])
        let wantedFields = try #require(wanted["field_data"] as? [[String: String]])
        #expect(fields.count == wantedFields.count)
        for (field, wantedField) in zip(fields, wantedFields) {
            #expect(field == wantedField)
        }
    }

    /// The archive opened with `unzip`, every checksum checked with `sha256sum`, its JSON files read.
    private func expectArchive(of output: URL, result: TaskResult, in folder: URL) async throws {
        let zip = folder.appendingPathComponent("run.zip")
        let export = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", zip.path, "--time-zone", "Asia/Kolkata"])
        #expect(export.status == 0, "\(export.stderr)")
        _ = try Self.expectWritten(export.stdout)
        let unzipped = folder.appendingPathComponent("unzipped")
        let unzip = try ChildProcess(executable: try which("unzip"), arguments: ["-q", zip.path, "-d", unzipped.path],
                                     logDirectory: folder, name: "unzip")
        #expect(await unzip.exitStatus(timeout: 30) == 0, "\(unzip.stderr)")
        let check = try ChildProcess(executable: try which("sha256sum"), arguments: ["--check", "--strict", "manifest.sha256"],
                                     logDirectory: folder, name: "sha256sum", workingDirectory: unzipped)
        #expect(await check.exitStatus(timeout: 30) == 0, "\(check.stdout)\(check.stderr)")
        let files = Set(try Self.snapshot(unzipped).keys)
        let manifest = try String(contentsOf: unzipped.appendingPathComponent("manifest.sha256"), encoding: .utf8)
        let sums = Dictionary(uniqueKeysWithValues: manifest.split(separator: "\n").map { line in
            (String(line.dropFirst(66)), String(line.prefix(64)))
        })
        #expect(Set(sums.keys) == files.subtracting(["manifest.sha256"]), "every file but the manifest has its checksum")
        let chunks = (result.stepHistory.flatMap(\.results) + result.asyncResults).files
        let metadata = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: unzipped.appendingPathComponent("metadata.json"))) as? [String: Any])
        let manifested = (metadata["files"] as? [[String: String]]) ?? []
        // Flat names (SageResearch's rule, Bridge's unzip step), the run's relative path kept in metadata.json.
        let flat = Dictionary(uniqueKeysWithValues: manifested.compactMap { entry in entry["relativePath"].map { ($0, entry["filename"] ?? "") } })
        for chunk in chunks {
            let name = try #require(flat[chunk.relativePath], "\(chunk.relativePath) has no entry in metadata.json")
            #expect(!name.contains("/") && (name.split(separator: ".").first?.count ?? 99) <= 24, "\(name)")
            #expect(sums[name] == chunk.sha256, "\(chunk.relativePath)")
        }
        #expect(files == Set(chunks.compactMap { flat[$0.relativePath] } + ["taskResult.json", "answers.json", "metadata.json", "info.json",
                                                                            "manifest.sha256"]))
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: unzipped.appendingPathComponent("info.json"))) as? [String: Any])
        #expect(info["format"] as? String == "v2_generic" && info["dataFilename"] as? String == "answers.json")
        #expect(info["item"] as? String == result.identifier && (info["phoneInfo"] as? String)?.isEmpty == false)
        let listed = (info["files"] as? [[String: String]]) ?? []
        #expect(Set(listed.compactMap { $0["filename"] }) == files.subtracting(["info.json"]))
        #expect(listed.allSatisfy { $0["timestamp"]?.hasSuffix("+05:30") == true && $0["contentType"] != nil }, "\(listed)")
        #expect(metadata["taskRunUUID"] as? String == result.taskRunUUID.uuidString)
        #expect(metadata["taskIdentifier"] as? String == result.identifier)
        for key in ["deviceInfo", "deviceTypeIdentifier", "appName", "appVersion", "startDate", "endDate"] {
            #expect(metadata[key] is String, "metadata.json lacks \(key)")
        }
        for chunk in chunks {
            let entry = manifested.first { $0["relativePath"] == chunk.relativePath }
            let step = result.stepHistory.first { $0.results.files.contains(chunk) }?.identifier
            #expect(entry?["stepPath"] == ([result.identifier] + [step].compactMap { $0 }).joined(separator: "/"), "\(chunk.relativePath)")
        }
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: unzipped.appendingPathComponent("answers.json"))) as? [String: Any])
        let current = result.stepHistory.filter { !$0.isPrevious }.flatMap(\.answers)
        #expect(answers.count == current.count + current.filter { $0.unit != nil }.count, "\(answers)")
    }
}
