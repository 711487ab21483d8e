import ActiveTasks
import Foundation
import RecordingFormat
import Study
import TaskFamilies
import TestSupport
import Testing

/// `--participant`, `--visit`, `--site` and `--study` on `run`: the study's refusals, and a short
/// walk whose participant and visit reach `taskResult.json`, every export (each parsed, not
/// searched) and `analyze`, with `analyze --group-by participant` checked against means computed
/// here from the entries.
@Suite(.serialized) struct ParticipantCommandTests {
    private static let study = ProjectPaths.fixture("participant/study.json").path
    private static let task = ProjectPaths.fixture("participant/task.json").path
    private static let walk = ["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path,
                               "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1"]

    /// Runs the one-page fixture task with `flags`; expects a refusal with exactly `message` and no output folder.
    private func refused(_ flags: [String], _ message: String) async throws {
        let folder = try TemporaryDirectory(prefix: "participant-refused")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--output", output.path] + flags, timeout: 30)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "a refused run writes nothing")
    }

    @Test(.timeLimit(.minutes(1))) func aStudyRefusesARunWithoutTheParticipantOrVisitItRequires() async throws {
        try await refused(["--study", Self.study], "\(Self.study): the study requires a participant for every run; give --participant ID")
        try await refused(["--study", Self.study, "--participant", "P-0042-7"],
                    "\(Self.study): the study requires a visit for every run; give --visit NAME (baseline, week2, week4)")
    }

    @Test(.timeLimit(.minutes(1))) func anIdOrVisitTheStudyRefusesIsNamedWithTheRule() async throws {
        try await refused(["--study", Self.study, "--participant", "P-0042-3", "--visit", "week2"],
                    "\(Self.study): participant id P-0042-3 fails its Damm check digit (the digits before its last give 7, not 3); check the label for a mistyped digit")
        try await refused(["--study", Self.study, "--participant", "P-0000-0", "--visit", "week2"],
                    "\(Self.study): participant id P-0000-0 is not one of the study's 3 allowed ids; check the label, or add the id to the study's list")
        try await refused(["--study", Self.study, "--participant", "P-0042-7", "--visit", "week9"],
                    "\(Self.study): visit week9 is not one of the study's visits (baseline, week2, week4); give one of them")
        try await refused(["--participant", "Jane Doe"],
                    "--participant: participant id \"Jane Doe\" is not an id: use the capital letters A–Z, the digits 0–9 and '-' only (a pseudonym, nothing else identifying)")
    }

    @Test(.timeLimit(.minutes(1))) func presentAndKioskRefuseAsRunDoesBeforeTheyStart() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-present")
        for command in ["present", "kiosk"] {
            let output = folder.url.appendingPathComponent(command)
            let run = try await ActivetaskBinary.run([command, Self.task, "--study", Self.study, "--participant", "P-0042-3", "--visit", "week2",
                                                "--output", output.path], timeout: 30)
            #expect(run.status == 1, "\(command)")
            #expect(run.stderr == "\(Self.study): participant id P-0042-3 fails its Damm check digit (the digits before its last give 7, not 3); "
                    + "check the label for a mistyped digit\n", "\(command): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(command) serves nothing")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
        // present has no enrolment screen: a study's missing participant is refused there too.
        let present = try await ActivetaskBinary.run(["present", Self.task, "--study", Self.study, "--output",
                                                folder.url.appendingPathComponent("none").path], timeout: 30)
        #expect(present.status == 1 && present.stderr == "\(Self.study): the study requires a participant for every run; give --participant ID\n")
    }

    @Test(.timeLimit(.minutes(1))) func aResumeKeepsTheSavedParticipantAndRefusesAnother() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-resume")
        let output = folder.url.appendingPathComponent("out")
        let first = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--study", Self.study, "--participant", "P-0042-7", "--visit", "week2",
                                              "--output", output.path], timeout: 30)
        try #require(first.status == 0, "\(first.stderr)")
        // The run as a save at its last step leaves it (what Esc or SIGTERM there writes).
        var saved = try TaskResult.read(in: output)
        saved.status = .saved
        saved.resumePath = saved.stepHistory.map(\.identifier)
        saved.stepHistory.removeLast()
        try TaskResult.makeEncoder().encode(saved).write(to: output.appendingPathComponent("taskResult.json"))
        let other = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--participant", "P-0017-4", "--resume", output.path], timeout: 30)
        #expect(other.status == 1)
        #expect(other.stderr == "\(output.path): \(output.path) cannot be resumed for someone or somewhere else: the participant was P-0042-7 "
                + "when the run started, P-0017-4 now; resume without --participant, --visit and --site, or with the values it started with\n",
                "\(other.stderr)")
        #expect(try TaskResult.read(in: output).status == .saved, "the refused resume leaves the saved run")
        let resumed = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--resume", output.path], timeout: 30)
        try #require(resumed.status == 0, "\(resumed.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed && result.taskRunUUID == saved.taskRunUUID)
        #expect(result.participantIdentifier == "P-0042-7" && result.visit == "week2" && result.site == "berlin-01")
    }

    @Test(.timeLimit(.minutes(1))) func aBrokenStudyFileIsListedProblemByProblem() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-study")
        let study = folder.url.appendingPathComponent("study.json")
        try Data(#"{"identifier": "s", "participant": {"checkDigit": "luhn"}, "visit": {"names": [1]}}"#.utf8).write(to: study)
        let run = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--study", study.path, "--output",
                                            folder.url.appendingPathComponent("out").path], timeout: 30)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n") == [
            "\(study.path): participant.checkDigit: \"luhn\" is not a check digit algorithm; use one of: damm",
            "\(study.path): visit.names[0]: expected a visit name (a non-empty string), found an integer 1",
        ], "\(run.stderr)")
    }

    @Test(.timeLimit(.minutes(1))) func aStudyRunRecordsTheStudysSiteAndTheHashedMachineId() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-site")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--study", Self.study, "--participant", "P-1234-0",
                                            "--visit", "baseline", "--output", output.path], timeout: 30)
        try #require(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        #expect(result.participantIdentifier == "P-1234-0" && result.visit == "baseline" && result.site == "berlin-01")
        let machineID = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        if let machineID, !machineID.isEmpty {
            #expect(result.deviceIdentifier == MachineDeviceIdentifier.derived(from: machineID))
            let raw = try String(contentsOf: output.appendingPathComponent("taskResult.json"), encoding: .utf8)
            #expect(!raw.contains(machineID), "the raw machine id never leaves the machine")
        }
        let own = try await ActivetaskBinary.run(["run", Self.task, "--auto", "--site", "clinic-7", "--device-id", "tablet-3",
                                            "--output", folder.url.appendingPathComponent("own").path], timeout: 30)
        try #require(own.status == 0, "\(own.stderr)")
        let second = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: folder.url.appendingPathComponent("own/taskResult.json")))
        #expect(second.site == "clinic-7" && second.deviceIdentifier == "tablet-3" && second.participantIdentifier == nil)
    }

    /// The issue's done-when: a short walk with `--participant P-0042-7 --visit week2` carries both
    /// into the result and every export.
    @Test(.timeLimit(.minutes(1))) func aShortWalksParticipantAndVisitReachTheResultAndEveryExport() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-walk")
        let output = folder.url.appendingPathComponent("walk")
        let run = try await ActivetaskBinary.run(Self.walk + ["--participant", "P-0042-7", "--visit", "week2", "--site", "berlin-01",
                                                        "--device-id", "tablet-3", "--output", output.path], timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("taskResult.json"))) as? [String: Any])
        let enrolment = ["participantIdentifier": "P-0042-7", "visit": "week2", "site": "berlin-01", "deviceIdentifier": "tablet-3"]
        for (key, value) in enrolment { #expect(object[key] as? String == value, "taskResult.json \(key)") }

        // Rave: subject_name is the participant; subject_uuid the name-based UUID (RFC 9562 v8,
        // SHA-256 of the study UUID's bytes and the id), computed here by Python's uuid and hashlib.
        let rave = try await ActivetaskBinary.run(["export", "rave", output.path, "--study", ProjectPaths.fixture("export/study.json").path], timeout: 30)
        try #require(rave.status == 0, "\(rave.stderr)")
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(rave.stdout.utf8)) as? [String: Any])
        let form = try #require(payload["form_data"] as? [String: Any])
        #expect(form["subject_name"] as? String == "P-0042-7")
        let python = """
            import hashlib, json, sys, uuid
            study = json.load(open(sys.argv[1]))["study_uuid"]
            b = bytearray(hashlib.sha256(uuid.UUID(study).bytes + sys.argv[2].encode()).digest()[:16])
            b[6] = (b[6] & 0x0F) | 0x80; b[8] = (b[8] & 0x3F) | 0x80
            print(uuid.UUID(bytes=bytes(b)))
            """
        let expected = try ChildProcess(executable: try which("python3"), arguments: ["-c", python, ProjectPaths.fixture("export/study.json").path, "P-0042-7"],
                                        logDirectory: folder.url, name: "uuid")
        #expect(await expected.exitStatus(timeout: 20) == 0)
        #expect(form["subject_uuid"] as? String == expected.stdout.trimmingCharacters(in: .whitespacesAndNewlines))

        // The archive: metadata.json (Bridge's userMetadata) and info.json (Bridge's metadata) carry all four.
        let zip = folder.url.appendingPathComponent("walk.zip")
        let archive = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", zip.path], timeout: 30)
        try #require(archive.status == 0, "\(archive.stderr)")
        let unzipped = folder.url.appendingPathComponent("unzipped")
        let unzip = try ChildProcess(executable: try which("unzip"), arguments: ["-q", zip.path, "-d", unzipped.path], logDirectory: folder.url, name: "unzip")
        #expect(await unzip.exitStatus(timeout: 20) == 0)
        for name in ["metadata.json", "info.json"] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: unzipped.appendingPathComponent(name))) as? [String: Any])
            for (key, value) in enrolment { #expect(json[key] as? String == value, "\(name) \(key)") }
        }

        // mPower: each accelerometer file's object.
        let mpower = folder.url.appendingPathComponent("mpower")
        let exported = try await ActivetaskBinary.run(["export", "mpower", output.path, "--output", mpower.path], timeout: 30)
        try #require(exported.status == 0, "\(exported.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: mpower.path).sorted()
        #expect(files.contains("accel_walking_outbound.json"), "\(files)")
        for file in files {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: mpower.appendingPathComponent(file))) as? [String: Any])
            for (key, value) in enrolment { #expect(json[key] as? String == value, "\(file) \(key)") }
            #expect((json["items"] as? [Any])?.isEmpty == false, "\(file) keeps its items")
        }

        // CSV: every file that names the run has the four columns, filled on every row.
        let csv = folder.url.appendingPathComponent("csv")
        let tables = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csv.path], timeout: 30)
        try #require(tables.status == 0, "\(tables.stderr)")
        var checked = 0, rowsChecked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: csv.path).sorted() {
            let rows = try String(contentsOf: csv.appendingPathComponent(file), encoding: .utf8).split(separator: "\r\n")
                .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            let header = try #require(rows.first)
            let columns = ["participant", "visit", "site", "device"].compactMap { header.firstIndex(of: $0) }
            #expect(columns.count == 4, "\(file): \(header)")
            for row in rows.dropFirst() {
                #expect(columns.map { row[$0] } == ["P-0042-7", "week2", "berlin-01", "tablet-3"], "\(file)")
                rowsChecked += 1
            }
            checked += 1
        }
        #expect(checked >= 4 && rowsChecked > 1_000, "steps.csv, answers.csv (a walk has no answers) and the sensor files")

        // analyze: every entry names the participant and visit.
        let analysis = try await ActivetaskBinary.run(["analyze", output.path], timeout: 30)
        try #require(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        #expect(report.entries.count == 3)
        #expect(report.entries.allSatisfy { $0["participant"] as? String == "P-0042-7" && $0["visit"] as? String == "week2" })
    }

    @Test(.timeLimit(.minutes(1))) func groupingByParticipantAveragesEachParticipantsEntries() async throws {
        let folder = try TemporaryDirectory(prefix: "participant-groups")
        let logs = try TemporaryDirectory(prefix: "participant-groups-logs")
        defer { withExtendedLifetime(logs) {} }
        // Both participants' runs at once: each waits on its real-time replay.
        let runs = try [("P-0042-7", "8"), ("P-0017-4", "6")].map { participant, legs in
            try ActivetaskBinary.start(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path,
                                        "--set", "numberOfStepsPerLeg=\(legs)", "--set", "restDuration=1", "--participant", participant,
                                        "--visit", "baseline", "--output", folder.url.appendingPathComponent(participant).path],
                                       logDirectory: logs.url.appendingPathComponent(participant).creatingDirectory())
        }
        for run in runs { try #require(await run.exitStatus(timeout: 45) == 0, "\(run.stderr)") }
        let entries = try await ActivetaskBinary.run(["analyze", folder.url.path], timeout: 30)
        try #require(entries.status == 0, "\(entries.stderr)")
        let report = try AnalysisReport(entries.stdout)
        let grouped = try await ActivetaskBinary.run(["analyze", folder.url.path, "--group-by", "participant"], timeout: 30)
        try #require(grouped.status == 0, "\(grouped.stderr)")
        let groups = try #require(try JSONSerialization.jsonObject(with: Data(grouped.stdout.utf8)) as? [[String: Any]], "\(grouped.stdout)")
        #expect(groups.map { "\($0["participant"] ?? "") \($0["kind"] ?? "")" } == ["P-0017-4 balance", "P-0017-4 walk", "P-0042-7 balance", "P-0042-7 walk"])
        for participant in ["P-0042-7", "P-0017-4"] {
            let walks = report.entries.filter { $0["participant"] as? String == participant && $0["kind"] as? String == "walk" }
            #expect(walks.count == 2, "outbound and return")
            let group = try #require(groups.first { $0["participant"] as? String == participant && $0["kind"] as? String == "walk" })
            #expect(group["runs"] as? Int == 1 && group["entries"] as? Int == 2)
            let summary = try #require(group["summary"] as? [String: [String: Any]])
            for key in ["stepCount", "cadence"] {
                let values = walks.compactMap { ($0["summary"] as? [String: Any])?[key] as? Double }
                #expect(values.count == 2, "\(key) in both legs")
                let mean = values.reduce(0, +) / Double(values.count)
                let statistic = try #require(summary[key], "\(key) in \(summary.keys.sorted())")
                #expect(abs((statistic["mean"] as? Double ?? .nan) - mean) < 0.01, "\(participant) \(key): \(statistic) vs \(values)")
                #expect(statistic["min"] as? Double == values.min() && statistic["max"] as? Double == values.max())
                #expect(statistic["n"] as? Int == 2)
            }
        }
        // Shards keep each entry's participant: the merged parts group as one run does.
        let part = folder.url.appendingPathComponent("part.json")
        let shard = try await ActivetaskBinary.run(["analyze", folder.url.path, "--shard", "0/1", "--output", part.path], timeout: 30)
        try #require(shard.status == 0, "\(shard.stderr)")
        let merged = try await ActivetaskBinary.run(["analyze", "--merge", part.path, "--group-by", "participant"], timeout: 30)
        #expect(merged.status == 0 && merged.stdout == grouped.stdout, "\(merged.stderr)\nmerged:\n\(merged.stdout)\ngrouped:\n\(grouped.stdout)")
        // By visit, as CSV: both participants' walks in one baseline row.
        let visits = try await ActivetaskBinary.run(["analyze", folder.url.path, "--group-by", "visit", "--format", "csv"], timeout: 30)
        try #require(visits.status == 0, "\(visits.stderr)")
        let rows = visits.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        #expect(Array(header.prefix(5)) == ["visit", "kind", "steps", "runs", "entries"])
        let walk = try #require(rows.first { $0.first == "baseline" && $0.dropFirst().first == "walk" }, "\(rows)")
        #expect(Array(walk[2...4]) == ["walking.outbound walking.return", "2", "4"], "two runs, four legs")
        let allSteps = report.entries.filter { $0["kind"] as? String == "walk" }.compactMap { ($0["summary"] as? [String: Any])?["stepCount"] as? Double }
        let column = try #require(header.firstIndex(of: "stepCount_mean"))
        let pooled: Double = allSteps.reduce(0, +) / Double(allSteps.count)
        let written: Double = Double(walk[column]) ?? .nan
        #expect(allSteps.count == 4 && abs(written - pooled) < 0.01, "\(walk[column]) vs \(allSteps)")
    }
}
