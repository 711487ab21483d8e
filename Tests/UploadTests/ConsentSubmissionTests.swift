import ActiveTasks
import Export
import Foundation
import TaskFamilies
import TestSupport
import Testing
@testable import Upload

/// What Bridge's consent API receives for a consent run: the printed name, the birthdate the task
/// asked, the signature as a PNG and the sharing answer as the scope.
struct ConsentSubmissionTests {
    private static let end = Date(timeIntervalSince1970: 1_800_000_000)

    /// A completed consent run: a sharing answer, a `birthdate` question and a review.
    private func run(sharing: Bool?, consented: Bool, in folder: TemporaryDirectory) throws -> TaskRunFolder {
        var london = Calendar(identifier: .gregorian)
        london.timeZone = try #require(TimeZone(identifier: "Europe/London"))
        let birthday = try #require(london.date(from: DateComponents(year: 1950, month: 6, day: 15)))
        let signature = try TaskResult.makeDecoder(registry: .standard).decode(ConsentSignatureResult.self, from: Data("""
            {"type": "consentSignature", "identifier": "participant", "consented": \(consented), "givenName": "Ann", "familyName": "Lee",
             "signatureInstant": "2027-01-15T07:59:30.000Z", "timeZone": "Europe/London",
             "signature": {"source": "answersFile", "strokes": [[{"x": 0.1, "y": 0.2}, {"x": 0.3, "y": 0.8}], [{"x": 0.5, "y": 0.5}]]}}
            """.utf8))
        var steps = [StepResult(identifier: "birthdate", stepType: "question", startDate: Self.end, endDate: Self.end,
                                results: [.answer(AnswerResult(identifier: "birthdate", answerType: "date", value: .date(birthday)))])]
        if let sharing {
            steps.append(StepResult(identifier: "sharing", stepType: "consentSharing", startDate: Self.end, endDate: Self.end,
                                    results: [.answer(AnswerResult(identifier: "sharing", answerType: "boolean", value: .boolean(sharing)))]))
        }
        steps.append(StepResult(identifier: "review", stepType: "consentReview", startDate: Self.end, endDate: Self.end,
                                results: [.typed(signature)]))
        let result = TaskResult(identifier: "consent", status: .completed, startDate: Self.end.addingTimeInterval(-60), endDate: Self.end,
                                stepHistory: steps)
        try TaskResult.makeEncoder().encode(result).write(to: folder.url.appendingPathComponent("taskResult.json"))
        return try TaskRunFolder(url: folder.url)
    }

    private func body(_ submission: ConsentSubmission?) throws -> [String: String] {
        let json = try #require(submission?.json)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: String])
    }

    @Test func anAgreedConsentSendsItsNameBirthdateSignatureImageAndScope() throws {
        let folder = try TemporaryDirectory(prefix: "consent-submission")
        let sent = try body(ConsentSubmission(run: run(sharing: false, consented: true, in: folder)))
        #expect(sent["name"] == "Ann Lee" && sent["birthdate"] == "1950-06-15" && sent["scope"] == "sponsors_and_partners")
        #expect(sent["imageMimeType"] == "image/png")
        let png = try #require(sent["imageData"].flatMap { Data(base64Encoded: $0) })
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let size = png.subdata(in: 16..<24).map { UInt32($0) }
        #expect((size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3], size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7]) == (432, 144),
                "twice the PDF's 216 × 72 point signature area")
    }

    @Test func theScopeFollowsTheSharingAnswerAndNoAgreementSendsNothing() throws {
        #expect(try body(ConsentSubmission(run: run(sharing: true, consented: true, in: TemporaryDirectory(prefix: "consent-yes"))))["scope"]
                == "all_qualified_researchers")
        #expect(try body(ConsentSubmission(run: run(sharing: nil, consented: true, in: TemporaryDirectory(prefix: "consent-none"))))["scope"]
                == "no_sharing")
        #expect(try ConsentSubmission(run: run(sharing: true, consented: false, in: TemporaryDirectory(prefix: "consent-declined"))) == nil)
    }
}
