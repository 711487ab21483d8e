import Crypto
import Foundation
import Testing
import TestSupport

/// The test server keeps the rules of BridgeServer2 that the uploader must live with (each cited
/// in fixtures/upload/test_server.py and docs/UPLOAD.md): asked directly, it answers as Bridge
/// and S3 would.
@Suite(.timeLimit(.minutes(1))) struct BridgeServerRulesTests {
    /// A consent signature the account `board` sends, with `changes` applied.
    private func consent(_ changes: [String: Any?], bench: UploadBench, session: String) async throws -> BridgeRequest.Reply {
        var signature: [String: Any] = ["name": "Board Seventeen", "scope": "no_sharing"]
        for (key, value) in changes { signature[key] = value }
        return try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/subpopulations/\(UploadServer.subpopulation)/consents/signature",
                                      signature, session: session).send(in: bench.folder.url)
    }

    @Test func aConsentWithoutItsSharingScopeIsRefusedBeforeAnythingElse() async throws {
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: false)])
        let session = try await BridgeRequest.signIn(to: bench.server, in: bench.folder.url)
        for scope in [nil, "everyone"] as [String?] {
            let refused = try await consent(["scope": scope], bench: bench, session: session)
            #expect(refused.status == 400 && refused.body["message"] as? String == "ConsentSignature: scope is required.", "\(refused.body)")
        }
        let elsewhere = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/subpopulations/another/consents/signature",
                                               ["name": "Board Seventeen"], session: session).send(in: bench.folder.url)
        #expect(elsewhere.status == 400, "the scope is read before the subpopulation")
        #expect(bench.server.consents.isEmpty)
        #expect(try await consent(["scope": "sponsors_and_partners"], bench: bench, session: session).status == 201)
    }

    @Test func anAppWithAMinimumAgeRefusesASignatureWithoutABirthdateOrOfAYoungerParticipant() async throws {
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: false)],
                                    minAgeOfConsent: 18)
        let session = try await BridgeRequest.signIn(to: bench.server, in: bench.folder.url)
        let missing = try await consent([:], bench: bench, session: session)
        #expect(missing.status == 400 && (missing.body["message"] as? String)?.contains("birthdate cannot be missing, null, or blank") == true,
                "\(missing.body)")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let young = try await consent(["birthdate": formatter.string(from: Date().addingTimeInterval(-10 * 365 * 86400))], bench: bench, session: session)
        #expect(young.status == 400 && (young.body["message"] as? String)?.contains("the study requires participants to be 18 years of age or older") == true,
                "\(young.body)")
        let malformed = try await consent(["birthdate": "15.06.1950"], bench: bench, session: session)
        #expect(malformed.status == 400 && (malformed.body["message"] as? String)?.contains("required format: YYYY-MM-DD") == true)
        #expect(bench.server.consents.isEmpty)
        #expect(try await consent(["birthdate": "1950-06-15"], bench: bench, session: session).status == 201)
    }

    @Test func aPutWhoseContentMD5OrContentTypeDiffersFromTheSignedOnesIsRefused403() async throws {
        let bench = try await UploadBench()
        let session = try await BridgeRequest.signIn(to: bench.server, in: bench.folder.url)
        let archive = UploadBench.payload(500)
        let md5 = UploadBench.md5(archive)
        let opened = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads",
                                            ["name": "run.zip", "contentLength": archive.count, "contentMd5": md5,
                                             "contentType": "application/zip", "encrypted": false, "zipped": true],
                                            session: session).send(in: bench.folder.url)
        let url = try #require(opened.body["url"] as? String)
        func put(type: String, md5 header: String, body: Data = archive) async throws -> BridgeRequest.Reply {
            try await BridgeRequest(method: "PUT", url: url, headers: ["Content-Type": type, "Content-MD5": header], body: body).send(in: bench.folder.url)
        }
        let otherType = try await put(type: "application/octet-stream", md5: md5)
        #expect(otherType.status == 403 && otherType.body["Code"] as? String == "SignatureDoesNotMatch", "\(otherType.body)")
        let otherMD5 = try await put(type: "application/zip", md5: UploadBench.md5(Data("other".utf8)))
        #expect(otherMD5.status == 403 && otherMD5.body["Code"] as? String == "SignatureDoesNotMatch", "\(otherMD5.body)")
        var changed = archive
        changed[changed.count - 1] ^= 0xFF
        let otherBody = try await put(type: "application/zip", md5: md5, body: changed)
        #expect(otherBody.status == 400 && otherBody.body["Code"] as? String == "BadDigest", "\(otherBody.body)")
        #expect(try await put(type: "application/zip", md5: md5).status == 200)
    }

    @Test func theSameBytesAgainReopenAnUploadNotYetCompletedAndAfterItsCompletionAreADuplicate() async throws {
        let bench = try await UploadBench()
        let session = try await BridgeRequest.signIn(to: bench.server, in: bench.folder.url)
        let archive = UploadBench.payload(700)
        let request: [String: Any] = ["name": "run.zip", "contentLength": archive.count, "contentMd5": UploadBench.md5(archive),
                                      "contentType": "application/zip", "encrypted": false, "zipped": true]
        func open() async throws -> String {
            let reply = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads", request, session: session).send(in: bench.folder.url)
            return try #require(reply.body["id"] as? String)
        }
        let first = try await open()
        #expect(try await open() == first, "a requested upload of the same MD5 is reopened, not created again")
        let put = try await BridgeRequest(method: "PUT", url: "http://127.0.0.1:\(bench.server.s3Port)/s3/\(first)",
                                    headers: ["Content-Type": "application/zip", "Content-MD5": UploadBench.md5(archive)],
                                    body: archive).send(in: bench.folder.url)
        #expect(put.status == 200)
        let completed = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads/\(first)/complete", nil, session: session)
            .send(in: bench.folder.url)
        #expect(completed.status == 200)

        let again = try await open()
        #expect(again != first)
        #expect(bench.server.duplicates.map(\.original) == [first] && bench.server.duplicates.map(\.id) == [again])
        let completeAgain = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads/\(again)/complete", nil, session: session)
            .send(in: bench.folder.url)
        #expect(completeAgain.body["status"] as? String == "duplicate", "a duplicate is never validated: \(completeAgain.body)")
        let status = try await BridgeRequest.json("GET", "\(bench.server.baseURL)/v3/uploadstatuses/\(again)", nil, session: session)
            .send(in: bench.folder.url)
        #expect(status.body["status"] as? String == "duplicate")
        let view = try await BridgeRequest.json("GET", "\(bench.server.baseURL)/v3/uploads/\(again)/exporter3", nil, session: session)
            .send(in: bench.folder.url)
        #expect((view.body["upload"] as? [String: Any])?["duplicateUploadId"] as? String == first, "\(view.body)")
        #expect(bench.server.completed.count == 1 && bench.server.validations.count == 1)
    }

    @Test func aStrictSchemaFailsAnUploadWhoseDataLacksARequiredFieldOrHasAWrongValue() async throws {
        let schema: [String: Any] = ["schemaId": "walk", "revision": 1, "fieldDefinitions": [
            ["name": "steps", "type": "INT", "required": true],
            ["name": "data.bin", "type": "ATTACHMENT_V2", "required": true],
        ]]
        let bench = try await UploadBench(schemas: ["strictness": "STRICT", "schemas": [schema]])
        let missing = try bench.enqueue(UploadBench.payload(300), to: "bridge")
        let wrong = try bench.enqueue(UploadBench.payload(300, answers: #"{"steps": "many"}"#), to: "bridge")
        let right = try bench.enqueue(UploadBench.payload(300, answers: #"{"steps": "42"}"#), to: "bridge")
        try await bench.deliverAll()

        let items = try bench.outbox().items()
        #expect(items.map(\.state) == [.failed, .failed, .sent])
        #expect(items.first { $0.id == missing.id }?.lastError?.contains("Strict upload validation error in app \(UploadServer.appId), schema walk-v1") == true)
        #expect(items.first { $0.id == missing.id }?.lastError?.contains("Required field steps missing") == true, "\(items.map(\.lastError))")
        #expect(items.first { $0.id == wrong.id }?.lastError?.contains("Canonicalization failed for field steps: Invalid int string many") == true,
                "\(items.map(\.lastError))")
        #expect(items.first { $0.id == right.id }?.stage == .validated)

        try JSONSerialization.data(withJSONObject: ["strictness": "REPORT", "schemas": [schema]]).write(to: bench.schemasFile)
        try bench.enqueue(UploadBench.payload(300), to: "bridge")
        try await bench.deliverAll()
        #expect(try bench.outbox().items().last?.state == .sent, "only a strict app fails the upload")
    }
}
