import Foundation
import TestSupport
import Testing

/// What `activetask kiosk` serves, and to whom, before any browser takes part.
@Suite(.serialized) struct KioskServerTests {
    /// The HTTP status of each URL, asked by Python's urllib in a child process (no redirects followed).
    private func statuses(_ urls: [URL], logs: URL) async throws -> [Int] {
        let script = """
            import sys, urllib.request, urllib.error
            class Stay(urllib.request.HTTPRedirectHandler):
                def redirect_request(self, *args): return None
            opener = urllib.request.build_opener(Stay)
            for url in sys.argv[1:]:
                try: print(opener.open(url).status)
                except urllib.error.HTTPError as error: print(error.code)
            """
        let child = try ChildProcess(executable: "/usr/bin/python3", arguments: ["-c", script] + urls.map(\.absoluteString),
                                     logDirectory: logs, name: "statuses")
        #expect(await child.exitStatus(timeout: 20) == 0, "\(child.stderr)")
        return child.stdout.split(separator: "\n").compactMap { Int($0) }
    }

    @Test(.timeLimit(.minutes(1))) func aTaskWhoseRequiredSensorIsMissingIsRefusedBeforeTheURLIsPrinted() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-no-sensor")
        let output = temporary.url.appendingPathComponent("out")
        // No accelerometer on this machine and no --replay: the tapping steps' recorders cannot start.
        let kiosk = try await ActivetaskBinary.run(["kiosk", "twoFingerTapping", "--output", output.path, "--port", "0", "--listen", "127.0.0.1"],
                                                   timeout: 30)
        #expect(kiosk.status == 1)
        #expect(kiosk.stdout.isEmpty, "no URL is offered: \(kiosk.stdout)")
        #expect(kiosk.stderr.contains("twoFingerTapping: recorder \"") && kiosk.stderr.contains("needs an accelerometer and none was found"),
                "\(kiosk.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(.timeLimit(.minutes(1))) func onlyRequestsCarryingTheSessionTokenAreServedOnLoopback() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-token")
        let kiosk = try ActivetaskBinary.start(["kiosk", ProjectPaths.fixture("kiosk/survey.json").path,
                                                "--output", temporary.url.appendingPathComponent("out").path, "--port", "0"],
                                               logDirectory: temporary.url)
        defer { kiosk.send(SIGKILL) }
        let url = try await #require(URL(string: try KioskBrowser.waitForURL(of: kiosk)))
        #expect(url.host == "127.0.0.1")
        let token = url.lastPathComponent
        #expect(token.count == 32 && token.allSatisfy(\.isHexDigit), "\(token)")
        let root = try #require(URL(string: "http://127.0.0.1:\(url.port!)"))
        let asked = [
            url, url.appendingPathComponent("kiosk.js"),
            // The survey's six faces are image/0 … image/5; nothing else is served.
            url.appendingPathComponent("image/0"), url.appendingPathComponent("image/6"),
            // Without the trailing slash the page is sent to it.
            root.appendingPathComponent(token),
            root, root.appendingPathComponent("kiosk.js"), root.appendingPathComponent(String(token.reversed())).appendingPathComponent("kiosk.js"),
        ]
        await #expect(try statuses(asked, logs: temporary.url) == [200, 200, 200, 404, 301, 403, 403, 403])
        // Nothing is written before the page starts the task.
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out/taskResult.json").path))
    }
}
