import ActiveTasks
import Export
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
@testable import Upload

/// A Bridge app with a minimum age of consent refuses a signature without a birthdate or of a
/// younger participant (BridgeServer2 `ConsentSignatureValidator`): a destination that says so gets
/// the birthdate from the question it names, and a consent run without one, or under the age, is
/// refused at enqueue, before anything is sent.
@Suite(.timeLimit(.minutes(1))) struct BridgeConsentAgeTests {
    /// A completed consent run in `folder` whose question `question` answered `born` (no such
    /// question when `nil`), with an agreeing signature made in London.
    private func consentRun(born: DateComponents?, question: String, in folder: URL) throws -> TaskRunFolder {
        let end = Date(timeIntervalSince1970: 1_800_000_000)
        let signature = try TaskResult.makeDecoder(registry: .standard).decode(ConsentSignatureResult.self, from: Data("""
            {"type": "consentSignature", "identifier": "participant", "consented": true, "givenName": "Ann", "familyName": "Lee",
             "signatureInstant": "2027-01-15T07:59:30.000Z", "timeZone": "Europe/London"}
            """.utf8))
        var steps: [StepResult] = []
        if let born {
            var london = Calendar(identifier: .gregorian)
            london.timeZone = try #require(TimeZone(identifier: "Europe/London"))
            let date = try #require(london.date(from: born))
            steps.append(StepResult(identifier: question, stepType: "question", startDate: end, endDate: end,
                                    results: [.answer(AnswerResult(identifier: question, answerType: "date", value: .date(date)))]))
        }
        steps.append(StepResult(identifier: "review", stepType: "consentReview", startDate: end, endDate: end, results: [.typed(signature)]))
        let result = TaskResult(identifier: "consent", status: .completed, startDate: end.addingTimeInterval(-60), endDate: end, stepHistory: steps)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TaskResult.makeEncoder().encode(result).write(to: folder.appendingPathComponent("taskResult.json"))
        return try TaskRunFolder(url: folder)
    }

    /// Enqueues `run` for the bench's `bridge` destination, which the app's minimum age of 18 and
    /// the birthdate question `dob` were added to.
    private func enqueue(_ run: TaskRunFolder, in bench: UploadBench) throws -> [Outbox.Enqueued] {
        try bench.editDestination("bridge") {
            $0["minAgeOfConsent"] = 18
            $0["birthdateQuestion"] = "dob"
        }
        return try bench.outbox().enqueue(run, to: try bench.destinations().destination("bridge"), study: nil,
                                          archive: ArchiveOptions(appName: "activetask", appVersion: "0.0-test", timeZone: .current),
                                          includeSaved: false)
    }

    @Test func aConsentRunWithoutTheNamedBirthdateQuestionIsRefusedAtEnqueue() async throws {
        let bench = try await UploadBench(minAgeOfConsent: 18)
        let run = try consentRun(born: DateComponents(year: 1950, month: 6, day: 15), question: "birthdate",
                                 in: bench.folder.url.appendingPathComponent("consent"))
        let refused = #expect(throws: ActivetaskError.self) { try enqueue(run, in: bench) }
        #expect(refused?.code == .consentNotAccepted)
        #expect(refused?.message.contains("minimum age of consent is 18") == true && refused?.message.contains("no date answer to the question dob") == true,
                "\(String(describing: refused))")
        #expect(try bench.outbox().items().isEmpty, "nothing of the run was queued")
    }

    @Test func aConsentRunUnderTheAppsMinimumAgeIsRefusedAtEnqueue() async throws {
        let bench = try await UploadBench(minAgeOfConsent: 18)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let tenYearsAgo = utc.dateComponents([.year, .month, .day], from: utc.date(byAdding: .year, value: -10, to: Date()) ?? Date())
        let run = try consentRun(born: tenYearsAgo, question: "dob", in: bench.folder.url.appendingPathComponent("consent"))
        let refused = #expect(throws: ActivetaskError.self) { try enqueue(run, in: bench) }
        #expect(refused?.code == .consentNotAccepted && refused?.message.contains("under the Bridge app's minimum age of consent (18 years)") == true,
                "\(String(describing: refused))")
        #expect(try bench.outbox().items().isEmpty)
    }

    @Test func aConsentRunOfAgeSendsItsBirthdateAndScopeAndBridgeRecordsIt() async throws {
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: false)], minAgeOfConsent: 18)
        let run = try consentRun(born: DateComponents(year: 1950, month: 6, day: 15), question: "dob", in: bench.folder.url.appendingPathComponent("consent"))
        #expect(try enqueue(run, in: bench).count == 2)
        try await bench.deliverAll()

        let consent = try #require(bench.server.consents.first)
        #expect(consent.signature["birthdate"] == "1950-06-15" && consent.signature["scope"] == "no_sharing", "\(consent.signature)")
        #expect(bench.server.validations.map(\.status) == ["succeeded"])
        #expect(try bench.outbox().items().allSatisfy { $0.state == .sent })
    }

    @Test func aTwentyNinthOfFebruaryBirthdayComesOfAgeOnTheFirstOfMarch() throws {
        let folder = try TemporaryDirectory(prefix: "consent-leap")
        let run = try consentRun(born: DateComponents(year: 2008, month: 2, day: 29), question: "birthdate", in: folder.url)
        let eve = try #require(ISO8601DateFormatter().date(from: "2026-02-28T12:00:00Z"))
        let refused = #expect(throws: ActivetaskError.self) { try ConsentSubmission(run: run, minimumAge: 18, now: eve) }
        #expect(refused?.code == .consentNotAccepted)
        let march = try #require(ISO8601DateFormatter().date(from: "2026-03-01T00:30:00Z"))
        #expect(try ConsentSubmission(run: run, minimumAge: 18, now: march) != nil)
    }

    @Test func aMinimumAgeThatIsNotAWholeNumberOfYearsIsRefusedByName() async throws {
        let bench = try await UploadBench()
        try bench.editDestination("bridge") { $0["minAgeOfConsent"] = "18" }
        let refused = #expect(throws: ActivetaskError.self) { try bench.destinations() }
        #expect(refused?.message.contains("destination bridge: \"minAgeOfConsent\" must be a whole number of years") == true,
                "\(String(describing: refused))")
    }
}
