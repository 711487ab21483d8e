import ActiveTasks
import Export
import Foundation
import RecordingFormat
import Study
import TestSupport
import Testing
import Upload

/// The adherence journal through `upload`: `schedule status --output` by a fixed clock, `upload
/// enqueue --adherence`, `upload run` to a server that enforces BridgeServer2's validation: the
/// report arrives once as an archive of its own (info.json and adherence.json), through the outbox's
/// fault cases, a new state is a new archive, and Rave refuses it.
@Suite(.timeLimit(.minutes(1))) struct AdherenceUploadTests {
    /// A study of one daily session, its state folder and its journal, in the bench's folder.
    private struct Study {
        let folder: URL
        var url: URL { folder.appendingPathComponent("study.json") }
        var state: URL { folder.appendingPathComponent("state") }
        var journal: URL { state.appendingPathComponent("schedule-journal.jsonl") }

        /// `morning`: shortWalk, 08:00–10:00 UTC daily from 2026-11-02, 30 minutes' grace.
        init(in folder: URL) throws {
            self.folder = folder
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            try Data(#"{"identifier": "pilot", "sessions": [{"identifier": "morning", "tasks": ["shortWalk"], "window": {"start": "08:00", "end": "10:00"}, "repeat": "daily", "grace": 1800}]}"#.utf8)
                .write(to: url)
        }

        /// Appends the journal line `run --session morning` writes for a completed run that ended at `end`.
        func completedRun(endingAt end: String) throws {
            let line = #"{"endDate":"\#(end)","result":"/runs/morning/\#(end.prefix(10))","session":"morning","startDate":"\#(end)","status":"completed","task":"shortWalk"}"# + "\n"
            if !FileManager.default.fileExists(atPath: journal.path) {
                FileManager.default.createFile(atPath: journal.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let handle = try FileHandle(forWritingTo: journal)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(line.utf8))
            try handle.close()
        }

        /// Runs `schedule status --at TIME --output FILE`; returns the report's file and what it printed.
        func status(at time: String, output name: String) async throws -> (file: URL, stdout: String) {
            let file = folder.appendingPathComponent(name)
            let run = try await ActivetaskBinary.run(["schedule", "status", "--study", url.path, "--participant", "P1", "--enrolled", "2026-11-02",
                                                "--time-zone", "UTC", "--state", state.path, "--at", time, "--output", file.path])
            #expect(run.status == 0, "\(run.stderr)")
            return (file, run.stdout)
        }
    }

    /// A journal with a done, a late and a missed window, and its report as at 2026-11-05 07:00 UTC.
    private static func threeWindows(in bench: UploadBench) async throws -> (study: Study, report: URL) {
        let study = try Study(in: bench.folder.url)
        try study.completedRun(endingAt: "2026-11-02T08:30:00.000Z")
        try study.completedRun(endingAt: "2026-11-03T10:15:00.000Z")
        let status = try await study.status(at: "2026-11-05T07:00:00Z", output: "adherence.json")
        #expect(status.stdout.hasSuffix("done 1, late 1, missed 1, open 0\n"), "\(status.stdout)")
        return (study, status.file)
    }

    @Test func theJournalsReportReachesBridgeOnceAsAnArchiveOfItsOwnAndANewStateAsAnother() async throws {
        let bench = try await UploadBench()
        let (study, report) = try await Self.threeWindows(in: bench)
        let enqueue = try await bench.command(["enqueue", "--adherence", report.path, "--to", "bridge"])
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        #expect(enqueue.stdout.hasPrefix("\(report.path): queued for bridge as bridge-") && enqueue.stdout.contains("-adherence.zip"), "\(enqueue.stdout)")
        let delivered = try await bench.command(["run"])
        #expect(delivered.status == 0, "\(delivered.stderr)")

        let upload = try #require(bench.server.completed.first)
        #expect(bench.server.completed.count == 1 && upload.zipped && !upload.encrypted && upload.account == "board")
        let validation = try #require(bench.server.validations.first)
        #expect(validation.status == "succeeded", "\(validation.messages)")
        #expect(validation.entries == ["adherence.json", "info.json"] && validation.item == "adherence" && validation.dataFilename == "adherence.json")
        #expect(try bench.server.entry("adherence.json", of: upload) == (try Data(contentsOf: report)))
        let info = try #require(try JSONSerialization.jsonObject(with: bench.server.entry("info.json", of: upload)) as? [String: Any])
        #expect(info["participantIdentifier"] as? String == "P1" && info["format"] as? String == "v2_generic")
        #expect(info["createdOn"] as? String == "2026-11-05T07:00:00.000+00:00")
        let status = try await bench.command(["status"])
        #expect(status.stdout.contains("sent to bridge (bridge): adherence report ") && status.stdout.contains("stage validated"), "\(status.stdout)")

        // Nothing is due: a second run sends nothing; the same report, or the same state recomputed later, is not queued again.
        let requests = bench.server.requests.count
        await #expect(try bench.command(["run"]).status == 0)
        #expect(bench.server.requests.count == requests)
        let again = try await bench.command(["enqueue", "--adherence", report.path, "--to", "bridge"])
        #expect(again.status == 0 && again.stdout.contains("already sent for bridge; left as it is"), "\(again.stdout)")
        let recomputed = try await study.status(at: "2026-11-05T07:30:00Z", output: "adherence-later.json")
        let same = try await bench.command(["enqueue", "--adherence", recomputed.file.path, "--to", "bridge"])
        #expect(same.stdout.contains("already sent for bridge; left as it is"), "\(same.stdout)")
        #expect(try bench.outbox().items().count == 1)

        // The journal grew: the new state is a new item and a second archive.
        try study.completedRun(endingAt: "2026-11-05T08:20:00.000Z")
        let grown = try await study.status(at: "2026-11-05T12:00:00Z", output: "adherence-grown.json")
        #expect(grown.stdout.hasSuffix("done 2, late 1, missed 1, open 0\n"), "\(grown.stdout)")
        let next = try await bench.command(["enqueue", "--adherence", grown.file.path, "--to", "bridge"])
        #expect(next.stdout.contains(": queued for bridge as bridge-"), "\(next.stdout)")
        await #expect(try bench.command(["run"]).status == 0)
        let uploads = bench.server.completed
        #expect(uploads.count == 2 && bench.server.validations.map(\.status) == ["succeeded", "succeeded"])
        #expect(try bench.server.entry("adherence.json", of: try #require(uploads.last)) == (try Data(contentsOf: grown.file)))
    }

    @Test func anEncryptedReportIsDecryptedAndValidatedByBridgeWithItsSchemaRevision() async throws {
        let bench = try await UploadBench()
        try bench.editDestination("bridge") { $0["schemaRevisions"] = ["adherence": 4] }
        let (_, report) = try await Self.threeWindows(in: bench)
        let enqueue = try await bench.command(["enqueue", "--adherence", report.path, "--to", "bridge", "--encrypt-for", bench.study.cert.path])
        #expect(enqueue.status == 0 && enqueue.stdout.contains("-adherence.zip.cms"), "\(enqueue.stdout) \(enqueue.stderr)")
        await #expect(try bench.command(["run"]).status == 0)
        let upload = try #require(bench.server.completed.first)
        #expect(upload.encrypted && bench.server.validations.map(\.status) == ["succeeded"] && bench.server.validations.first?.schemaRevision == 4)
        #expect(try bench.server.entry("adherence.json", of: upload) == (try Data(contentsOf: report)))
    }

    @Test func serverErrorsAndRetriesStillDeliverTheReportExactlyOnce() async throws {
        let bench = try await UploadBench(rules: [["method": "PUT", "path": "/s3/", "times": 1, "status": 503, "retryAfter": 0],
                                            ["method": "POST", "path": "/v3/uploads/", "times": 1, "status": 500]])
        let (_, report) = try await Self.threeWindows(in: bench)
        let snapshot = try AdherenceSnapshot(contentsOf: report)
        let enqueued = try bench.outbox().enqueue(snapshot, to: try bench.destinations().destination("bridge"), archive: Self.archive)
        guard case .added = enqueued else { Issue.record("not added: \(enqueued)"); return }
        try await bench.deliverAll()

        #expect(bench.server.completed.count == 1 && bench.server.validations.map(\.status) == ["succeeded"])
        #expect(try bench.server.entry("adherence.json", of: try #require(bench.server.completed.first)) == snapshot.data)
        let item = try #require(try bench.outbox().items().first)
        #expect(item.state == .sent && item.attempts == 3 && item.stage == .validated)
    }

    @Test(arguments: [UploadStage.sessionRequested, .completed])
    func anUploaderKilledAfterAStageSendsTheReportOnce(stage: UploadStage) async throws {
        let bench = try await UploadBench(validationPolls: 0)
        let (_, report) = try await Self.threeWindows(in: bench)
        await #expect(try bench.command(["enqueue", "--adherence", report.path, "--to", "bridge"]).status == 0)
        let killed = try await bench.command(["run"], environment: ["ACTIVETASK_UPLOAD_KILL_AFTER": stage.rawValue])
        #expect(killed.status == SIGKILL, "the run was not killed after \(stage): \(killed.stderr)")
        let resumed = try await bench.command(["run"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(bench.server.completed.count == 1 && bench.server.validations.map(\.status) == ["succeeded"])
        // The upload URL is never journaled (its signature is a credential): a run resumed after
        // the session was opened asks for a new one; one completed upload either way.
        #expect(bench.server.requests(to: "/v3/uploads").count == (stage == .sessionRequested ? 2 : 1))
    }

    @Test func aParticipantAccountSendsTheReportAsItsParticipant() async throws {
        let bench = try await UploadBench(accounts: [UploadBench.board, UploadServer.Account(externalId: "P1", password: "p1-pass", consented: true)],
                                    participants: ["P1": "p1-pass"])
        let (_, report) = try await Self.threeWindows(in: bench)
        await #expect(try bench.command(["enqueue", "--adherence", report.path, "--to", "participants"]).status == 0)
        await #expect(try bench.command(["run"]).status == 0)
        #expect(bench.server.completed.map(\.account) == ["P1"] && bench.server.validations.map(\.status) == ["succeeded"])
    }

    @Test func raveAndFilesThatAreNoReportAreRefusedNamingTheWayOut() async throws {
        let bench = try await UploadBench()
        let (study, report) = try await Self.threeWindows(in: bench)
        let rave = try await bench.command(["enqueue", "--adherence", report.path, "--to", "rave"])
        #expect(rave.status == 1)
        #expect(rave.stderr.contains("\(report.path): destination rave is a Rave destination, which takes one form per run and no adherence report; send adherence reports to a Bridge destination"),
                "\(rave.stderr)")
        let folder = try await bench.command(["enqueue", "--adherence", study.state.path, "--to", "bridge"])
        #expect(folder.status == 1 && folder.stderr.contains("is a folder, not an adherence report; give the file `activetask schedule status --output FILE` writes"),
                "\(folder.stderr)")
        let journal = try await bench.command(["enqueue", "--adherence", study.journal.path, "--to", "bridge"])
        #expect(journal.status == 1 && journal.stderr.contains("\(study.journal.path) is not an adherence report ("), "\(journal.stderr)")
        let nothing = try await bench.command(["enqueue", "--to", "bridge"])
        #expect(nothing.status == 64 && nothing.stderr.contains("Give the run folders to upload, or an adherence report with --adherence FILE."),
                "\(nothing.stderr)")
        #expect(try bench.outbox().items().isEmpty)
    }

    @Test func aReportRecomputedWithoutChangeIsTheSameSnapshotAndAChangedWindowIsANewOne() throws {
        let folder = try TemporaryDirectory(prefix: "adherence")
        func snapshot(asOf: String, state: String) throws -> AdherenceSnapshot {
            let file = folder.url.appendingPathComponent("\(asOf)-\(state).json")
            try Data(#"{"asOf":"\#(asOf)","counts":{"done":0,"late":0,"missed":0,"open":1},"enrolment":"2026-11-02","participant":"P1","timeZone":"UTC","windows":[{"day":"2026-11-02","end":"2026-11-02T10:00:00.000Z","graceEnd":"2026-11-02T10:30:00.000Z","results":[],"session":"morning","start":"2026-11-02T08:00:00.000Z","state":"\#(state)"}]}"#.utf8)
                .write(to: file)
            return try AdherenceSnapshot(contentsOf: file)
        }
        let first = try snapshot(asOf: "2026-11-02T09:00:00.000Z", state: "open")
        let later = try snapshot(asOf: "2026-11-02T09:30:00.000Z", state: "open")
        let missed = try snapshot(asOf: "2026-11-02T11:00:00.000Z", state: "missed")
        #expect(first.identifier == later.identifier && first.data != later.data)
        #expect(missed.identifier != first.identifier)
    }

    private static let archive = ArchiveOptions(appName: "activetask", appVersion: "0.0-test", timeZone: TimeZone(identifier: "UTC")!)
}
