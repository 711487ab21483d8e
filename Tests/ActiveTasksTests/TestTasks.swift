import RecordingFormat
import ActiveTasks
import Foundation
import Testing

/// Loads the task fixtures and inline task JSON for the tests.
enum TestTasks {
    /// `fixtures/tasks/NAME`.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/tasks").appendingPathComponent(name)
    }

    /// The task in `fixtures/tasks/NAME`, which must be valid.
    static func load(_ name: String) throws -> OrderedTask {
        let outcome = TaskLoader.load(contentsOf: fixture(name))
        return try #require(outcome.task, "\(name): \(outcome.issues)")
    }

    /// The issues of inline task JSON, as `path: message` lines.
    static func issues(_ json: String) -> [String] {
        TaskLoader.load(json: Array(json.utf8)).issues.map(\.description)
    }

    /// The task of inline task JSON, which must be valid.
    static func task(_ json: String) throws -> OrderedTask {
        let outcome = TaskLoader.load(json: Array(json.utf8))
        return try #require(outcome.task, "\(outcome.issues)")
    }
}
