import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// The destinations file is read only when private, and every mistake is named.
struct DestinationsFileTests {
    private func write(_ json: String, mode: mode_t = 0o600, in folder: TemporaryDirectory) throws -> URL {
        let url = folder.url.appendingPathComponent("destinations.json")
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
        let refused = try error(#"{"sage": {"type": "bridge", "baseURL": "https://bridge.example", "user": "u", "password": "p"}}"#, mode: 0o644)
        #expect(refused?.code == .invalidConfiguration)
        #expect(refused?.message.contains("mode 644") == true && refused?.message.contains("chmod 600") == true)
    }

    @Test func plainHTTPIsAllowedOnlyToThisMachine() throws {
        let remote = try error(#"{"sage": {"type": "bridge", "baseURL": "http://bridge.example", "user": "u", "password": "p"}}"#)
        #expect(remote?.message.contains("destination sage: baseURL") == true && remote?.message.contains("https://") == true)
        for loopback in ["http://127.0.0.1:8080", "http://localhost", "http://[::1]:9000", "https://bridge.example"] {
            #expect(try error(#"{"sage": {"type": "bridge", "baseURL": "\#(loopback)", "user": "u", "password": "p"}}"#) == nil, "\(loopback)")
        }
        #expect(try error(#"{"sage": {"type": "bridge", "baseURL": "http://127.0.0.1.example.com", "user": "u", "password": "p"}}"#) != nil)
    }

    @Test func aMissingOrWrongFieldIsNamedWithItsDestination() throws {
        let missing = try error(#"{"rave1": {"type": "rave", "baseURL": "https://gw.example", "user": "u"}}"#)
        #expect(missing?.message.contains("destination rave1: \"password\" is missing") == true, "\(String(describing: missing))")
        let kind = try error(#"{"x": {"type": "ftp", "baseURL": "https://gw.example", "user": "u", "password": "p"}}"#)
        #expect(kind?.message.contains("destination x: \"type\" must be \"rave\" or \"bridge\"") == true)
        let extra = try error(#"{"x": {"type": "rave", "baseURL": "https://gw.example", "user": "u", "password": "p", "pasword": "q"}}"#)
        #expect(extra?.message.contains("unknown field pasword") == true)
    }

    @Test func aDestinationNeverShowsItsPassword() throws {
        let folder = try TemporaryDirectory(prefix: "destinations")
        let url = try write(#"{"sage": {"type": "bridge", "baseURL": "https://bridge.example", "user": "board7", "password": "hunter2-secret"}}"#, in: folder)
        let destination = try DestinationsFile(url: url).destination("sage")
        var dumped = ""
        dump(destination, to: &dumped)
        for text in [destination.description, String(describing: destination), String(reflecting: destination), dumped] {
            #expect(!text.contains("hunter2"), "\(text)")
        }
        #expect(destination.description.contains("board7"))
        #expect(throws: ActivetaskError.self) { try DestinationsFile(url: url).destination("rave") }
    }
}
