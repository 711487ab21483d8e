import Foundation

/// The Python of the pinned environment the standards tests read outputs with
/// (`scripts/standards-venv`: duckdb, pyarrow, fhir.resources), made when missing.
package enum StandardsPython {
    /// The environment's folder: `.build/standards-venv`.
    package static let environment = ProjectPaths.root.appendingPathComponent(".build/standards-venv")

    /// The environment's `python`, after `scripts/standards-venv` made sure its packages are the pinned ones.
    /// - Throws: `TestSupportError` when the environment cannot be made (no network for PyPI, no python3-venv).
    package static func path() async throws -> String {
        let script = ProjectPaths.root.appendingPathComponent("scripts/standards-venv").path
        let made = try await ActivetaskBinary.shell("'\(script)' '\(environment.path)'", timeout: 50)
        guard made.status == 0 else {
            throw TestSupportError("scripts/standards-venv failed (it needs python3-venv and PyPI): \(made.stderr)")
        }
        return environment.appendingPathComponent("bin/python").path
    }

    /// Runs `python ARGUMENTS` (each quoted for the shell) in the environment.
    package static func run(_ arguments: [String], timeout: Double = 30) async throws -> RunOutput {
        let line = ([try await path()] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try await ActivetaskBinary.shell(line, timeout: timeout)
    }

    /// Runs the checker script `fixture` (a path under fixtures/) with `arguments` in the
    /// environment and reads the one JSON object it prints.
    /// - Returns: Its exit status and that object.
    /// - Throws: `TestSupportError` with its standard error when it printed no JSON object.
    package static func report(_ fixture: String, _ arguments: [String]) async throws -> (status: Int32?, report: [String: Any]) {
        let checked = try await run([ProjectPaths.fixture(fixture).path] + arguments)
        guard let report = try? JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any] else {
            throw TestSupportError("\(fixture) printed no report: \(checked.stderr)")
        }
        return (checked.status, report)
    }
}
