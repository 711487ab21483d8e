import ActiveTasks
import ArgumentParser
import Foundation

/// `activetask present NAME|TASK.json --output DIR`: runs a task full-screen on this terminal
/// (console kiosks) and writes `DIR/taskResult.json`.
struct Present: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a predefined task or a task-JSON file full-screen on this terminal and write DIR/taskResult.json.",
        discussion: """
            Takes over the whole terminal (alternate screen) until the task ends. The task's recorders record as \
            with `run`; touches from the touch recorder land on what is drawn (the touchscreen is taken to cover the \
            whole terminal). Enter continues, b goes back, \
            Esc or Ctrl-C cancels; questions: a choice's number (y/n for yes/no), other answers typed and taken with Enter, \
            s skips optional ones; tapping: f and j tap the left and right targets; memory: each target shows its key. \
            Predefined tasks: \(PredefinedTask.allCases.map(\.rawValue).joined(separator: ", ")). \
            Nothing is written unless the task completes.
            """
    )

    @OptionGroup var options: TaskOptions

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    func run() throws {
        let loaded = try options.load()
        do {
            try FullScreenPresenter.requireTerminal()
        } catch {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
        let createsOutput = !FileManager.default.fileExists(atPath: options.output)
        let samples = SampleInbox()
        let recording = try TaskRecording.start(loaded, options: options, devices: devices, samples: samples)
        var completed: TaskResult?
        var failure = "cancelled; nothing was saved"
        do {
            let result = try FullScreenPresenter(runner: TaskRunner(task: loaded, observer: recording), samples: samples).run()
            if result.status == .completed { completed = result }
        } catch {
            failure = error.message
        }
        if let completed { return try options.write(completed) }
        // The recordings of a run that did not complete go with it, unless the folder was there before.
        _ = recording?.coordinator.finish()
        if createsOutput { try? FileManager.default.removeItem(atPath: options.output) }
        printError("\(options.task): \(failure)")
        throw ExitCode.failure
    }
}
