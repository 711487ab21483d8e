import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// `deploy/activetask-kiosk-session`, what `activetask-kiosk.service` starts at boot, on a headless
/// wlroots backend: Debian's `cage` and `chromium` show the kiosk's page full screen, and SIGTERM
/// (systemd stopping the unit) ends the browser and saves the run. cage refuses to run as root, so
/// the session runs as `nobody`, as the unit runs as its own user.
@Suite(.timeLimit(.minutes(1))) struct KioskBootTests {
    @Test func theBootSessionShowsTheTaskInChromiumUnderCageAndSavesTheRunWhenStopped() async throws {
        guard getuid() == 0 else {
            Issue.record("this test starts the session as nobody and needs root to do so; CI runs as root")
            return
        }
        let home = try TemporaryDirectory(prefix: "kiosk-boot")
        #expect(chown(home.url.path, 65534, 65534) == 0 && chmod(home.url.path, 0o700) == 0)
        let results = home.url.appendingPathComponent("results")
        let port = try LoopbackPort.free()
        let logs = try TemporaryDirectory(prefix: "kiosk-boot-log")
        defer { withExtendedLifetime(logs) {} }
        let session = try ChildProcess(
            executable: try which("setpriv"),
            arguments: ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", ProjectPaths.root.appendingPathComponent("deploy/activetask-kiosk-session").path],
            logDirectory: logs.url, name: "session",
            environment: ["HOME": home.url.path, "XDG_RUNTIME_DIR": home.url.path, "TMPDIR": home.url.path,
                          "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
                          "ACTIVETASK": ActivetaskBinary.url.path, "ACTIVETASK_TASK": ProjectPaths.fixture("kiosk/survey.json").path,
                          "ACTIVETASK_RESULTS": results.path, "CHROMIUM_FLAGS": "--remote-debugging-port=\(port)"])
        var page: [String: Any]?
        await waitUntil(timeout: 40) {
            let listing = (try? await ActivetaskBinary.shell("curl -s http://127.0.0.1:\(port)/json").stdout) ?? ""
            let pages = (try? JSONSerialization.jsonObject(with: Data(listing.utf8))) as? [[String: Any]] ?? []
            page = pages.first { $0["type"] as? String == "page" && $0["title"] as? String == "activetask" }
            return page != nil
        }
        let url = try #require(page?["url"] as? String, "no kiosk page in chromium: \(session.stderr)")
        #expect(url.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}\//) != nil, "\(url)")
        // The token reaches chromium through a page only its user can read, never its arguments.
        let token = String(url.dropLast().suffix(32))
        let processes = try await ActivetaskBinary.shell("ps -eo args").stdout
        #expect(processes.contains("chromium") && !processes.contains(token), "the token is in ps")
        session.send(SIGTERM)
        #expect(await session.exitStatus(timeout: 20) == 143, "\(session.stderr)")
        let runs = try FileManager.default.contentsOfDirectory(at: results, includingPropertiesForKeys: nil)
        #expect(runs.count == 1)
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: runs[0].appendingPathComponent("taskResult.json")))
        #expect(result.status == .saved || result.status == .interrupted)
        await #expect((try? ActivetaskBinary.shell("curl -s -m 2 http://127.0.0.1:\(port)/json").stdout) ?? "" == "", "chromium still runs")
    }
}
