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

    @Argument(help: "A predefined task's name, or a task-JSON file.")
    var task: String

    @Option(name: .long, help: "The folder for taskResult.json (created with mode 0700).")
    var output: String

    @Option(name: .customLong("set"), help: "NAME=VALUE: a predefined task's parameter, e.g. --set numberOfStepsPerLeg=10 (repeatable).")
    var settings: [String] = []

    func validate() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--output \(output) is a file; give a folder (it is created when missing)")
        }
        if PredefinedTask(rawValue: task) == nil {
            guard FileManager.default.fileExists(atPath: task) else {
                let names = PredefinedTask.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("\(task) is neither a predefined task (\(names)) nor an existing task-JSON file")
            }
            if !settings.isEmpty {
                throw ValidationError("--set applies to predefined tasks only; edit \(task) instead")
            }
        }
        for setting in settings where !setting.contains("=") || setting.hasPrefix("=") {
            throw ValidationError("--set \(setting) is not NAME=VALUE; write e.g. --set restDuration=30")
        }
    }

    func run() throws {
        let loaded: OrderedTask
        if let predefined = PredefinedTask(rawValue: task) {
            var values: [String: JSONValue] = [:]
            for setting in settings {
                let parts = setting.split(separator: "=", maxSplits: 1)
                values[String(parts[0])] = PredefinedParameter.value(parsing: parts.count > 1 ? String(parts[1]) : "")
            }
            do {
                loaded = try predefined.task(values: values)
            } catch {
                for line in error.lines { printError("\(task): \(line)") }
                throw ExitCode.failure
            }
        } else {
            let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task))
            guard let task = outcome.task else {
                for issue in outcome.issues where issue.severity == .error { printError(issue.line(in: self.task)) }
                throw ExitCode.failure
            }
            loaded = task
        }
        do {
            let result = try FullScreenPresenter(runner: TaskRunner(task: loaded)).run()
            guard result.status == .completed else {
                printError("\(task): cancelled; nothing was saved")
                throw ExitCode.failure
            }
            let directory = try OutputDirectory(creating: URL(fileURLWithPath: output))
            let file = try directory.writeAtomically(try TaskResult.makeEncoder().encode(result), to: "taskResult.json")
            print("wrote \(file.path)")
        } catch let error as PresenterError {
            printError("\(task): \(error.message)")
            throw ExitCode.failure
        } catch let error as OutputError {
            printError("\(output): \(error.message)")
            throw ExitCode.failure
        }
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
