import ActiveTasks
import Export
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import Upload

/// Runs made by the built `activetask`, enqueued with `upload enqueue` (plain and encrypted for the
/// study's certificate) and delivered with `upload run` to a server that enforces BridgeServer2's
/// rules: each validates there, `upload status` says so, and a consent's names and strokes reach
/// only the consent API.
@Suite(.timeLimit(.minutes(1))) struct BridgeEndToEndTests {
    /// The runs the tests make.
    enum Run: String, CaseIterable, Sendable {
        case walk, survey, consent

        /// `activetask run …` into `output`.
        func arguments(output: URL) -> [String] {
            switch self {
            case .walk:
                ["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--pace", "fast",
                 "--set", "numberOfStepsPerLeg=6", "--set", "restDuration=1", "--output", output.path]
            case .survey:
                ["run", ProjectPaths.fixture("tasks/allAnswers.json").path, "--answers",
                 ProjectPaths.fixture("tasks/answers/allAnswers.json").path, "--output", output.path]
            case .consent:
                ["run", "consent", "--answers", ProjectPaths.fixture("consent/answers.json").path, "--output", output.path]
            }
        }
    }

    /// The consent fixture's family name, which must never reach a research archive.
    private static let familyName = "Łukasiewicz-Müller"

    private func make(_ run: Run, in bench: UploadBench) async throws -> URL {
        let output = bench.folder.url.appendingPathComponent(run.rawValue)
        let made = try await ActivetaskBinary.run(run.arguments(output: output), timeout: 40)
        #expect(made.status == 0, "\(made.stderr)")
        return output
    }

    @Test(arguments: Run.allCases, [false, true])
    func aRunEnqueuedForBridgeValidatesThereAndStatusSaysValidated(run: Run, encrypted: Bool) async throws {
        // The consent run's account consents through the consent API; the others have consented before.
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: run != .consent)])
        try bench.editDestination("bridge") { $0["schemaRevisions"] = ["shortWalk": 3] }
        let output = try await make(run, in: bench)
        let enqueue = try await bench.command(["enqueue", output.path, "--to", "bridge"] + (encrypted ? ["--encrypt-for", bench.study.cert.path] : []))
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        let delivered = try await bench.command(["run"])
        #expect(delivered.status == 0, "\(delivered.stderr)")

        let upload = try #require(bench.server.completed.first)
        #expect(bench.server.completed.count == 1 && upload.encrypted == encrypted && upload.zipped)
        let validation = try #require(bench.server.validations.first)
        #expect(validation.status == "succeeded", "\(validation.messages)")
        #expect(validation.entries.allSatisfy { !$0.contains("/") && ($0.split(separator: ".").first?.count ?? 99) <= 24 }, "\(validation.entries)")
        #expect(validation.schemaRevision == (run == .walk ? 3 : 1))
        let status = try await bench.command(["status"])
        #expect(status.stdout.contains("stage validated"), "\(status.stdout)")
        #expect(status.stdout.hasSuffix("0 pending, \(run == .consent ? 2 : 1) sent, 0 failed\n"), "\(status.stdout)")

        let folder = try TaskRunFolder(url: output)
        let taskResult = try bench.server.entry("taskResult.json", of: upload)
        let metadata = try #require(try JSONSerialization.jsonObject(with: bench.server.entry("metadata.json", of: upload)) as? [String: Any])
        let files = (metadata["files"] as? [[String: String]]) ?? []
        switch run {
        case .walk:
            let chunks = folder.files.map(\.file.relativePath)
            #expect(!chunks.isEmpty && Set(files.compactMap { $0["relativePath"] }) == Set(chunks))
            #expect(taskResult == (try Data(contentsOf: output.appendingPathComponent("taskResult.json"))))
        case .survey:
            #expect(taskResult == (try Data(contentsOf: output.appendingPathComponent("taskResult.json"))))
        case .consent:
            let consent = try #require(bench.server.consents.first)
            #expect(bench.server.consents.count == 1 && consent.subpopulation == UploadServer.subpopulation)
            #expect(consent.signature["name"] == "Åsa \(Self.familyName)" && consent.signature["scope"] == "all_qualified_researchers")
            let image = try #require(consent.signature["imageData"].flatMap { Data(base64Encoded: $0) })
            #expect(image.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && consent.signature["imageMimeType"] == "image/png")
            for name in validation.entries {
                let entry = try bench.server.entry(name, of: upload)
                #expect(!entry.contains(Data(Self.familyName.utf8)), "\(name) carries the participant's name")
                #expect(!entry.contains(Data("strokes".utf8)), "\(name) carries the signature's strokes")
            }
            #expect(!validation.entries.contains { $0.hasSuffix(".pdf") })
            let archived = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: taskResult)
            let archivedFiles = archived.stepHistory.flatMap(\.results).filter { if case .file = $0 { true } else { false } }
            #expect(archived.consentSignatures.isEmpty && archivedFiles.isEmpty)
            #expect(bench.server.requests(to: "/v3/auth/signIn").count == 1)
        }
    }

    @Test func aParticipantAccountSignsInAsTheRunsOwnParticipant() async throws {
        let bench = try await UploadBench(accounts: [UploadBench.board, UploadServer.Account(externalId: "P-17", password: "p17-pass", consented: true)],
                                    participants: ["P-17": "p17-pass"])
        let output = try await make(.survey, in: bench)
        let refused = try await bench.command(["enqueue", output.path, "--to", "participants"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("destination participants signs in as each run's participant, but taskResult.json names none (no \"participantIdentifier\")"),
                "\(refused.stderr)")

        let resultFile = output.appendingPathComponent("taskResult.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: resultFile)) as? [String: Any])
        object["participantIdentifier"] = "P-17"
        try JSONSerialization.data(withJSONObject: object).write(to: resultFile)
        let enqueue = try await bench.command(["enqueue", output.path, "--to", "participants"])
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        let delivered = try await bench.command(["run"])
        #expect(delivered.status == 0, "\(delivered.stderr)")
        #expect(bench.server.completed.map(\.account) == ["P-17"])
        #expect(bench.server.validations.map(\.status) == ["succeeded"])
        #expect(!delivered.stdout.contains("p17-pass") && !delivered.stderr.contains("p17-pass"))
    }

    @Test func aRunTooLargeForOneUploadGoesAsOneArchivePerStep() async throws {
        let bench = try await UploadBench()
        let run = try Self.runOfManyFiles(steps: ["left", "right", "rest"], filesPerStep: 40, in: bench.folder.url)
        let enqueued = try Self.enqueue(run, in: bench)
        let parts = enqueued.compactMap { if case .added(let item) = $0 { item.part } else { nil } }
        #expect(parts == ["results", "step-left", "step-right", "step-rest"])
        try await bench.deliverAll()

        let validations = bench.server.validations
        #expect(validations.map(\.status) == ["succeeded", "succeeded", "succeeded", "succeeded"], "\(validations.map(\.messages))")
        #expect(validations.map(\.entries.count) == [5, 43, 43, 43])
        #expect(validations[0].entries.contains("taskResult.json") && !validations[1].entries.contains("taskResult.json"))
    }

    @Test func anEntryOverBridgesLimitIsRefusedAtEnqueue() async throws {
        let bench = try await UploadBench()
        let run = try Self.runOfManyFiles(steps: ["walk"], filesPerStep: 1, in: bench.folder.url, claimedSize: 100_000_001)
        let refused = #expect(throws: ActivetaskError.self) {
            try Self.enqueue(run, in: bench)
        }
        #expect(refused?.code == .payloadTooLarge)
        #expect(refused?.message.contains("walk/walk-0.bin is 100000001 bytes, over Bridge's 100000000 bytes per archive entry") == true,
                "\(String(describing: refused))")
        #expect(try bench.outbox().items().isEmpty)
    }

    @Test func aStepTooLargeForOneUploadIsRefusedAtEnqueueNamingIt() async throws {
        let bench = try await UploadBench()
        let run = try Self.runOfManyFiles(steps: ["walk"], filesPerStep: 120, in: bench.folder.url)
        let refused = #expect(throws: ActivetaskError.self) {
            try Self.enqueue(run, in: bench)
        }
        #expect(refused?.message.contains("step-walk alone holds 120 files") == true && refused?.message.contains("100 entries") == true,
                "\(String(describing: refused))")
        #expect(try bench.outbox().items().isEmpty)
    }

    @Test func aStepOverBridgesUploadSizeIsRefusedAtEnqueueNamingIt() async throws {
        let bench = try await UploadBench()
        let run = try Self.runOfManyFiles(steps: ["walk"], filesPerStep: 2, in: bench.folder.url, claimedSize: 30_000_000)
        let refused = #expect(throws: ActivetaskError.self) {
            try Self.enqueue(run, in: bench)
        }
        #expect(refused?.message.contains("step-walk alone holds 2 files of 60000000 bytes") == true
                && refused?.message.contains("50000000 bytes") == true, "\(String(describing: refused))")
        #expect(try bench.outbox().items().isEmpty, "nothing of the run was enqueued")
    }

    @Test func aDestinationThatAsksForTheConsentInItsArchiveGetsTheRunWhole() async throws {
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: false)])
        try bench.editDestination("bridge") { $0["consentInArchive"] = true }
        let output = try await make(.consent, in: bench)
        await #expect(try bench.command(["enqueue", output.path, "--to", "bridge"]).status == 0)
        let delivered = try await bench.command(["run"])
        #expect(delivered.status == 0, "\(delivered.stderr)")

        let upload = try #require(bench.server.completed.first)
        #expect(bench.server.validations.first?.entries.contains("consent.pdf") == true)
        #expect(try bench.server.entry("taskResult.json", of: upload) == (try Data(contentsOf: output.appendingPathComponent("taskResult.json"))))
        #expect(bench.server.consents.count == 1)
    }

    /// `run` enqueued in-process for the bench's `bridge` destination.
    private static func enqueue(_ run: URL, in bench: UploadBench) throws -> [Outbox.Enqueued] {
        try bench.outbox().enqueue(try TaskRunFolder(url: run), to: try bench.destinations().destination("bridge"), study: nil,
                                   archive: ArchiveOptions(appName: "activetask", appVersion: "0.0-test", timeZone: .current),
                                   includeSaved: false)
    }

    /// A completed run whose steps each list `filesPerStep` small binary files (`STEP/STEP-N.bin`),
    /// with their true SHA-256; `claimedSize` overrides the size the result lists.
    private static func runOfManyFiles(steps: [String], filesPerStep: Int, in folder: URL, claimedSize: Int? = nil) throws -> URL {
        let run = folder.appendingPathComponent("many")
        let end = Date()
        var history: [StepResult] = []
        for step in steps {
            try FileManager.default.createDirectory(at: run.appendingPathComponent(step), withIntermediateDirectories: true)
            var files: [ResultItem] = []
            for index in 0..<filesPerStep {
                let path = "\(step)/\(step)-\(index).bin"
                let data = Data("\(step) \(index)\n".utf8)
                try data.write(to: run.appendingPathComponent(path))
                files.append(.file(FileResult(identifier: "\(step).data", relativePath: path, contentType: "application/octet-stream",
                                              sequence: index + 1, sensorTypes: [], startDate: end, endDate: end, sampleCount: 0,
                                              droppedCount: 0, byteSize: claimedSize ?? data.count, sha256: FileResult.sha256(of: data))))
            }
            history.append(StepResult(identifier: step, stepType: "active", startDate: end, endDate: end, results: files))
        }
        let result = TaskResult(identifier: "many", status: .completed, startDate: end.addingTimeInterval(-60), endDate: end,
                                stepHistory: history)
        try TaskResult.makeEncoder().encode(result).write(to: run.appendingPathComponent("taskResult.json"))
        return run
    }
}
