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

    /// Runs `tool ARGUMENTS` in the UTC zone and waits for it.
    static func run(_ tool: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try which(tool))
        process.arguments = arguments
        process.environment = ["TZ": "UTC", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SYSTEMD_LOG_COLOR": "0"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The next `count` times a timer with `expressions` as its `OnCalendar=` lines elapses after
    /// `base`, as `systemd-analyze calendar --iterations=N --base-time=…` computes them.
    static func nextElapses(of expressions: [String], after base: Date, count: Int) throws -> [Date] {
        let baseText = base.ISO8601Format().replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
        var elapses: Set<Date> = []
        for expression in expressions {
            let output = try run("systemd-analyze", ["calendar", "--iterations=\(count)", "--base-time=\(baseText)", expression])
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
