import ActiveTasks
import ArgumentParser
import Foundation

/// `activetask run TASK.json --output DIR`: runs a task in the terminal or headless and writes
/// `DIR/taskResult.json`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a task in the terminal (or headless) and write DIR/taskResult.json.",
        discussion: """
            Interactive by default: type a choice's number, b to go back, s to skip an optional question. \
            With --answers or --auto nothing is asked: instructions and countdowns advance by themselves and \
            active steps run for their duration. Nothing is written unless the task completes.
            """
    )

    @Argument(help: "The task-JSON file to run.")
    var task: String

    @Option(name: .long, help: "The folder for taskResult.json (created with mode 0700).")
    var output: String

    @Option(name: .long, help: "A JSON file of answers keyed by step or step.item identifier; implies no prompts.")
    var answers: String?

    @Flag(name: .long, help: "No prompts: optional questions without an answer are skipped.")
    var auto = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--output \(output) is a file; give a folder (it is created when missing)")
        }
        if let answers, !FileManager.default.fileExists(atPath: answers) {
            throw ValidationError("--answers \(answers) does not exist; give the path of an answers JSON file")
        }
    }

    func run() throws {
        let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task))
        let problems = outcome.issues.filter { $0.severity == .error }
        guard let loaded = outcome.task else {
            for issue in problems { printError(issue.line(in: task)) }
            throw ExitCode.failure
        }
        var mode = ConsolePresenter.Mode.interactive
        if let answers {
            switch AnswersFile.load(contentsOf: URL(fileURLWithPath: answers), for: loaded) {
            case .success(let file): mode = .headless(file)
            case .failure(let error):
                for issue in error.issues { printError(issue.line(in: answers)) }
                throw ExitCode.failure
            }
        } else if auto {
            mode = .headless(nil)
        }
        let presenter = ConsolePresenter(runner: TaskRunner(task: loaded), mode: mode, readLine: { readLine() },
                                         write: { print($0) }, wait: { Thread.sleep(forTimeInterval: $0) })
        do {
            let result = try presenter.run()
            let directory = try OutputDirectory(creating: URL(fileURLWithPath: output))
            let file = try directory.writeAtomically(try TaskResult.makeEncoder().encode(result), to: "taskResult.json")
            print("wrote \(file.path)")
        } catch let error as PresenterError {
            printError("\(answers ?? task): \(error.message)")
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
