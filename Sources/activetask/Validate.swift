import ActiveTasks
import ArgumentParser
import Foundation

/// `activetask validate TASK.json`: checks a task definition before it is deployed.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a task-JSON file and list every problem with its JSON path.",
        discussion: "Exits 0 when the task can run (warnings, such as unreachable steps, are listed but do not fail), 1 otherwise."
    )

    @Argument(help: "The task-JSON file to check.")
    var task: String

    func run() throws {
        let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task))
        for issue in outcome.issues { print(issue.line(in: task)) }
        guard let loaded = outcome.task else { throw ExitCode.failure }
        print("\(task): task \"\(loaded.identifier)\" is valid (\(loaded.flattenedSteps.count) steps)")
    }
}
