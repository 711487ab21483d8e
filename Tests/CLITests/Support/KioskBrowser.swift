import Foundation
import TestSupport
import ActiveTasks
import Testing
import JSONValues

/// `activetask kiosk` serving a task on a free port, and a Selenium scenario from
/// `fixtures/kiosk/` completing it in headless Chromium; only these two processes are ever killed.
struct KioskBrowser {
    /// What a scenario reported on its last line, with the kiosk's own output.
    struct Outcome {
        /// The scenario's findings (`overflows`, `smallTargets`, `strayText`, `screenshots` and its own keys).
        let report: JSONValue
        /// The kiosk's exit status; `nil` when it had to be killed.
        let kioskStatus: Int32?
        /// The kiosk's standard output.
        let kioskOutput: String
        /// The kiosk's standard error.
        let kioskErrors: String
    }

    /// Where screenshots go: a folder under the system's temporary folder that is kept after the
    /// test (the CI's test artifacts), one subfolder per scenario.
    static func artifacts(_ scenario: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("activetask-kiosk-artifacts/\(scenario)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Serves `arguments` (`kiosk` is prepended, `--port 0` appended), runs `fixtures/kiosk/SCENARIO.py URL
    /// ARTIFACTS EXTRA...` against it and waits for both to end.
    static func run(_ scenario: String, kiosk arguments: [String], extra: [String] = [], logs: URL) async throws -> Outcome {
        let kiosk = try ActivetaskBinary.start(["kiosk"] + arguments + ["--port", "0"], logDirectory: logs)
        defer { kiosk.send(SIGKILL) }
        let url = try await waitForURL(of: kiosk)
        let script = ProjectPaths.fixture("kiosk/\(scenario).py")
        // Debian's python3, which has python3-selenium (a python3 earlier on PATH may not).
        let browser = try ChildProcess(executable: "/usr/bin/python3", arguments: [script.path, url, try artifacts(scenario).path] + extra,
                                       logDirectory: logs, name: scenario, environment: ["PYTHONDONTWRITEBYTECODE": "1"],
                                       workingDirectory: script.deletingLastPathComponent())
        let status = await browser.exitStatus(timeout: 50)
        let kioskStatus = await kiosk.exitStatus(timeout: 5)
        guard status == 0, let last = browser.stdout.split(separator: "\n").last else {
            throw TestSupportError("\(scenario).py exited with \(status.map(String.init) ?? "a timeout"):\n\(browser.stderr)\nkiosk: \(kiosk.stderr)")
        }
        let report = try JSONParser.parse(Array(last.utf8))
        // Every screen a scenario captured, at 800×480 and 1280×800: no touch target under 48 px or closer than 8 px to another.
        #expect(report["smallTargets"] == .array([]), "\(scenario): \(report["smallTargets"]?.jsonText ?? "no smallTargets")")
        // …and no text the server never sent ("null", "undefined").
        #expect(report["strayText"] == .array([]), "\(scenario): \(report["strayText"]?.jsonText ?? "no strayText")")
        return Outcome(report: report, kioskStatus: kioskStatus, kioskOutput: kiosk.stdout, kioskErrors: kiosk.stderr)
    }

    /// The URL the kiosk prints as its first line.
    static func waitForURL(of kiosk: ChildProcess) async throws -> String {
        var url: String?
        await waitUntil(timeout: 20) {
            if let line = kiosk.stdout.split(separator: "\n").first, kiosk.stdout.contains("\n") { url = String(line) }
            return url != nil || !kiosk.isRunning
        }
        if let url { return url }
        throw TestSupportError("activetask kiosk printed no URL: \(kiosk.stderr)")
    }
}
