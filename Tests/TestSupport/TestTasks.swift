import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies

/// Loads the task fixtures and inline task JSON for the tests.
package enum TestTasks {
    /// A task that should have loaded did not: its issues.
    package struct InvalidTask: Error, CustomStringConvertible {
        /// Where the task came from and its issues.
        package let description: String
    }

    /// `fixtures/tasks/NAME`.
    package static func fixture(_ name: String) -> URL {
        ProjectPaths.fixture("tasks").appendingPathComponent(name)
    }

    /// The task in `fixtures/tasks/NAME`, which must be valid.
    package static func load(_ name: String) throws -> OrderedTask {
        let outcome = TaskLoader.load(contentsOf: fixture(name), registry: .standard)
        guard let task = outcome.task else { throw InvalidTask(description: "\(name): \(outcome.issues)") }
        return task
    }

    /// The issues of inline task JSON, as `path: message` lines.
    package static func issues(_ json: String) -> [String] {
        TaskLoader.load(json: Array(json.utf8), registry: .standard).issues.map(\.description)
    }

    /// The task of inline task JSON, which must be valid.
    package static func task(_ json: String) throws -> OrderedTask {
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        guard let task = outcome.task else { throw InvalidTask(description: "\(outcome.issues)") }
        return task
    }
}
