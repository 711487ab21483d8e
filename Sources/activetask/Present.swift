import ActiveTasks
import ArgumentParser
import Foundation

/// `activetask present NAME|TASK.json --output DIR`: runs a task full-screen on this terminal
/// (console kiosks) and writes `DIR/taskResult.json`.
struct Present: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a predefined task or a task-JSON file full-screen on this terminal and write DIR/taskResult.json.",
        discussion: """
            Takes over the whole terminal (alternate screen) until the task ends. Enter continues, b goes back, \
            Esc or Ctrl-C cancels; tapping: f and j tap the left and right targets; memory: each target shows its key. \
            Predefined tasks: \(PredefinedTask.allCases.map(\.rawValue).joined(separator: ", ")). \
            Nothing is written unless the task completes.
            """
    )

    @OptionGroup var options: TaskOptions

    func run() throws {
        let loaded = try options.load()
        let result: TaskResult
        do {
            result = try FullScreenPresenter(runner: TaskRunner(task: loaded)).run()
        } catch {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
        guard result.status == .completed else {
            printError("\(options.task): cancelled; nothing was saved")
            throw ExitCode.failure
        }
        try options.write(result)
    }
}
