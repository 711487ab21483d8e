import Foundation
import TestSupport

/// Runs one of systemd's own tools (`systemd-analyze`, `systemd-escape`), so the tests check the
/// units against the rules systemd applies rather than rules of our own.
enum SystemdTool {
    /// What the tool printed and its exit status.
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `tool ARGUMENTS` in the UTC zone and awaits its end.
    static func run(_ tool: String, _ arguments: [String]) async throws -> Output {
        let logs = try TemporaryDirectory(prefix: "systemd-tool")
        defer { withExtendedLifetime(logs) {} }
        let child = try ChildProcess(executable: try which(tool), arguments: arguments, logDirectory: logs.url, name: URL(fileURLWithPath: tool).lastPathComponent,
                                     environment: ["TZ": "UTC", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SYSTEMD_LOG_COLOR": "0"],
                                     inheritsEnvironment: false)
        let run = await child.output(timeout: 30)
        guard let status = run.status else { throw TestSupportError("\(tool) \(arguments.joined(separator: " ")) did not end within 30 s") }
        return Output(status: status, stdout: run.stdout, stderr: run.stderr)
    }

    /// The next `count` times a timer with `expressions` as its `OnCalendar=` lines elapses after
    /// `base`, as `systemd-analyze calendar --iterations=N --base-time=…` computes them.
    static func nextElapses(of expressions: [String], after base: Date, count: Int) async throws -> [Date] {
        let baseText = base.ISO8601Format().replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
        var elapses: Set<Date> = []
        for expression in expressions {
            let output = try await run("systemd-analyze", ["calendar", "--iterations=\(count)", "--base-time=\(baseText)", expression])
            guard output.status == 0 else { throw TestSupportError("systemd-analyze refused \(expression): \(output.stderr)") }
            for line in output.stdout.split(separator: "\n") where line.contains("Next elapse:") || line.contains("Iter. #") {
                guard !line.hasSuffix("never") else { continue }
                let words = line.split(separator: " ")
                let text = "\(words[words.count - 3])T\(words[words.count - 2])Z"
                guard words.last == "UTC", let date = try? Date(text, strategy: .iso8601) else {
                    throw TestSupportError("cannot read systemd-analyze's line \(line)")
                }
                elapses.insert(date)
            }
        }
        return Array(elapses.sorted().prefix(count))
    }
}
