import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// The destinations file is read only when private, and every mistake is named.
struct DestinationsFileTests {
    private static let bridge = #""type": "bridge", "baseURL": "https://bridge.example", "appId": "mpower""#

    private func write(_ json: String, mode: mode_t = 0o600, in folder: TemporaryDirectory, name: String = "destinations.json") throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        chmod(url.path, mode)
        return url
    }

    private func error(_ json: String, mode: mode_t = 0o600) throws -> ActivetaskError? {
        let folder = try TemporaryDirectory(prefix: "destinations")
        let url = try write(json, mode: mode, in: folder)
        do {
            _ = try DestinationsFile(url: url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileOthersCanReadIsRefusedWithTheCommandThatFixesIt() throws {
        let refused = try error(#"{"sage": {\#(Self.bridge), "account": {"email": "a@b.org", "password": "p"}}}"#, mode: 0o644)
        #expect(refused?.code == .invalidConfiguration)
        #expect(refused?.message.contains("mode 644") == true && refused?.message.contains("chmod 600") == true)
    }

    @Test func aKeyGivenTwiceIsRefusedNamingIt() throws {
        let refused = try error(#"{"sage": {\#(Self.bridge), "account": {"email": "a@b.org", "password": "p"}}, "sage": {}}"#)
        #expect(refused?.message.hasSuffix("destinations.json: sage is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one") == true,
                "\(String(describing: refused))")
    }

    @Test func plainHTTPIsAllowedOnlyToThisMachine() throws {
        let remote = try error(#"{"sage": {"type": "rave", "baseURL": "http://bridge.example", "user": "u", "password": "p"}}"#)
        #expect(remote?.message.contains("destination sage: baseURL") == true && remote?.message.contains("https://") == true)
        for loopback in ["http://127.0.0.1:8080", "http://localhost", "http://[::1]:9000", "https://bridge.example"] {
            #expect(try error(#"{"sage": {"type": "rave", "baseURL": "\#(loopback)", "user": "u", "password": "p"}}"#) == nil, "\(loopback)")
        }
        #expect(try error(#"{"sage": {"type": "rave", "baseURL": "http://127.0.0.1.example.com", "user": "u", "password": "p"}}"#) != nil)
    }

    @Test func aMissingOrWrongFieldIsNamedWithItsDestination() throws {
        let missing = try error(#"{"rave1": {"type": "rave", "baseURL": "https://gw.example", "user": "u"}}"#)
        #expect(missing?.message.contains("destination rave1: \"password\" is missing") == true, "\(String(describing: missing))")
        let kind = try error(#"{"x": {"type": "ftp", "baseURL": "https://gw.example", "user": "u", "password": "p"}}"#)
        #expect(kind?.message.contains("destination x: \"type\" must be \"rave\", \"bridge\" or \"redcap\"") == true)
        let extra = try error(#"{"x": {"type": "rave", "baseURL": "https://gw.example", "user": "u", "password": "p", "pasword": "q"}}"#)
        #expect(extra?.message.contains("unknown field pasword") == true)
    }

    @Test func aBridgeDestinationNeedsAnAppIdAndAnAccountAndNamesEveryUnknownKey() throws {
        let noApp = try error(#"{"sage": {"type": "bridge", "baseURL": "https://bridge.example", "account": {"email": "a@b.org", "password": "p"}}}"#)
        #expect(noApp?.message.contains("destination sage: \"appId\" is missing") == true, "\(String(describing: noApp))")
        let basic = try error(#"{"sage": {\#(Self.bridge), "user": "board", "password": "p"}}"#)
        #expect(basic?.message.contains("destination sage: unknown field password, user") == true, "\(String(describing: basic))")
        let noAccount = try error(#"{"sage": {\#(Self.bridge)}}"#)
        #expect(noAccount?.message.contains("destination sage: \"account\" must be") == true)
        let two = try error(#"{"sage": {\#(Self.bridge), "account": {"email": "a@b.org", "externalId": "x", "password": "p"}}}"#)
        #expect(two?.message.contains("needs exactly one of email, phone and externalId") == true)
        let misspelt = try error(#"{"sage": {\#(Self.bridge), "account": {"email": "a@b.org", "pasword": "p"}}}"#)
        #expect(misspelt?.message.contains("destination sage: unknown field account.pasword") == true, "\(String(describing: misspelt))")
        let revision = try error(#"{"sage": {\#(Self.bridge), "account": "participant", "schemaRevisions": {"shortWalk": "two"}}}"#)
        #expect(revision?.message.contains("\"schemaRevisions.shortWalk\" must be a whole number") == true)
        #expect(try error(#"{"sage": {\#(Self.bridge), "account": {"phone": "+41791234567", "regionCode": "CH", "password": "p"}, "consentSubpopulation": "g", "schemaRevisions": {"shortWalk": 2}}}"#) == nil)
    }

    @Test func aDestinationNeverShowsItsPassword() throws {
        let folder = try TemporaryDirectory(prefix: "destinations")
        let url = try write(#"{"sage": {\#(Self.bridge), "account": {"externalId": "board7", "password": "hunter2-secret"}}, "gw": {"type": "rave", "baseURL": "https://gw.example", "user": "site3", "password": "hunter2-other"}}"#, in: folder)
        for name in ["sage", "gw"] {
            let destination = try DestinationsFile(url: url).destination(name)
            var dumped = ""
            dump(destination, to: &dumped)
            for text in [destination.description, String(describing: destination), String(reflecting: destination), dumped] {
                #expect(!text.contains("hunter2"), "\(text)")
            }
        }
        #expect(try DestinationsFile(url: url).destination("sage").description.contains("as externalId board7"))
        #expect(throws: ActivetaskError.self) { try DestinationsFile(url: url).destination("rave") }
    }

    @Test func aParticipantAccountReadsItsPasswordFromAPrivateParticipantsFileBesideTheConfig() throws {
        let folder = try TemporaryDirectory(prefix: "destinations")
        let url = try write(#"{"sage": {\#(Self.bridge), "account": "participant"}}"#, in: folder)
        let destination = try DestinationsFile(url: url).destination("sage")
        guard case .participant(let participants) = destination.account else {
            Issue.record("\(destination) does not sign in as each run's participant")
            return
        }
        #expect(participants.url.path == folder.url.appendingPathComponent("participants.json").path)
        #expect(destination.description.contains("as each run's participant"))
        let missing = #expect(throws: ActivetaskError.self) { try participants.account(of: "P-17") }
        #expect(missing?.message.contains("participants.json: cannot be read") == true, "\(String(describing: missing))")

        _ = try write(#"{"P-17": {"password": "s3cret"}}"#, mode: 0o640, in: folder, name: "participants.json")
        let shared = #expect(throws: ActivetaskError.self) { try participants.account(of: "P-17") }
        #expect(shared?.message.contains("chmod 600") == true)
        chmod(participants.url.path, 0o600)
        let account = try participants.account(of: "P-17")
        #expect(account.field == .externalId && account.identifier == "P-17" && account.description == "externalId P-17")
        let other = #expect(throws: ActivetaskError.self) { try participants.account(of: "P-18") }
        #expect(other?.message.contains("no participant P-18") == true)
    }
}
