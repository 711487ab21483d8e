import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What `activetask kiosk` serves, and to whom, before any browser takes part.
@Suite(.serialized) struct KioskServerTests {
    private func status(_ url: URL) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: url)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    @Test(.timeLimit(.minutes(1))) func onlyRequestsCarryingTheSessionTokenAreServedOnLoopback() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-token")
        let kiosk = try ActivetaskBinary.start(["kiosk", ProjectPaths.fixture("kiosk/survey.json").path,
                                                "--output", temporary.url.appendingPathComponent("out").path, "--port", "0"],
                                               logDirectory: temporary.url)
        defer { kiosk.wait(timeout: 0) }
        let page = try KioskBrowser.waitForURL(of: kiosk)
        let url = try #require(URL(string: page))
        #expect(url.host == "127.0.0.1")
        let token = url.lastPathComponent
        #expect(token.count == 32 && token.allSatisfy(\.isHexDigit), "\(token)")
        let root = try #require(URL(string: "http://127.0.0.1:\(url.port!)"))
        #expect(try await status(url) == 200)
        #expect(try await status(url.appendingPathComponent("kiosk.js")) == 200)
        #expect(try await status(root) == 403)
        #expect(try await status(root.appendingPathComponent("kiosk.js")) == 403)
        #expect(try await status(root.appendingPathComponent(String(token.reversed())).appendingPathComponent("kiosk.js")) == 403)
        // The survey's six faces are image/0 … image/5; nothing else is served.
        #expect(try await status(url.appendingPathComponent("image/0")) == 200)
        #expect(try await status(url.appendingPathComponent("image/6")) == 404)
        // Nothing is written before the page starts the task.
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out/taskResult.json").path))
    }
}
