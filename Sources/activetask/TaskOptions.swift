import ActiveTasks
import ArgumentParser
import ConsentPDF
import Foundation
import Recorders
import RecordingFormat
import TaskSessions

/// The task `run` and `present` run — a predefined task's name or a task-JSON file, with
/// predefined parameters — and the folder its result goes to.
struct TaskOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A predefined task (\(PredefinedTask.allCases.map(\.rawValue).joined(separator: ", "))) or a task-JSON file.",
                                 valueName: "NAME|TASK.json"))
    var task: String

    @Option(name: .long, help: "The folder for taskResult.json (created with mode 0700).")
    var output: String

    @Option(name: .customLong("set"), help: ArgumentHelp("A predefined task's parameter, e.g. --set numberOfStepsPerLeg=10 (repeatable).",
                                                         valueName: "NAME=VALUE"))
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

    /// The task, validated; its problems go to standard error, one line each, naming the file or
    /// the parameter.
    /// - Throws: `ExitCode.failure` when the task has errors.
    func load() throws -> OrderedTask {
        try Self.load(task, settings: settings)
    }

    /// The task `task` names (a predefined task with `settings`, or a task-JSON file), validated;
    /// its problems go to standard error, one line each, naming the file or the parameter.
    /// - Throws: `ExitCode.failure` when the task has errors.
    static func load(_ task: String, settings: [String] = []) throws -> OrderedTask {
        guard let predefined = PredefinedTask(rawValue: task) else {
            let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task))
            guard let loaded = outcome.task else {
                for issue in outcome.issues where issue.severity == .error { printError(issue.line(in: task)) }
                throw ExitCode.failure
            }
            return loaded
        }
        var values: [String: JSONValue] = [:]
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1)
            values[String(parts[0])] = PredefinedParameter.value(parsing: parts.count > 1 ? String(parts[1]) : "")
        }
        do {
            return try predefined.task(values: values)
        } catch {
            for line in error.message.split(separator: "\n") { printError("\(task): \(line)") }
            throw ExitCode.failure
        }
    }

    /// The session that runs `task` into the output folder with the devices the flags choose,
    /// writing the signed consent PDF when a consent review ends.
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - devices: The device flags.
    func session(for task: OrderedTask, devices: DeviceOptions) -> TaskSession {
        session(for: task) { devices.resolver(try devices.selection(), replayAlignment: .sourceStart) }
    }

    /// The session that runs `task` into the output folder with devices bound by `resolver`,
    /// writing the signed consent PDF when a consent review ends.
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - resolver: Makes the resolver that binds recorders to devices.
    func session(for task: OrderedTask, resolver: @escaping () throws -> DeviceResolver) -> TaskSession {
        let folder = URL(fileURLWithPath: output)
        return TaskSession(task: task, outputDirectory: folder, observers: [ConsentPDFObserver(outputDirectory: folder)], resolver: resolver)
    }

    /// Runs `session` with `present`; a run that cannot start is named with the task or folder.
    /// - Throws: `ExitCode.failure` after naming the task or folder and the reason when a required
    ///   recorder has no device or the output folder cannot be made; the presenter's own error.
    func starting(_ session: TaskSession, _ present: (TaskRunner, SampleInbox) throws -> TaskResult) throws -> TaskResult {
        do {
            return try session.run(present)
        } catch let error as ActivetaskError where error.code == .outputNotWritable {
            printError("\(output): \(error.message)")
        } catch let error as ActivetaskError where Self.recorderCodes.contains(error.code) {
            printError("\(task): \(error.message)")
        }
        throw ExitCode.failure
    }

    /// The codes of failures to start a recorder, named with the task.
    private static let recorderCodes: Set<ActivetaskError.Code> = [
        .deviceNotFound, .permissionDenied, .deviceLost, .connectionFailed, .unsupported, .writeFailed,
        .malformedRecording, .invalidConfiguration,
    ]

    /// Writes `result` as `taskResult.json` in the output folder (0700 folder, 0600 file, atomically).
    /// - Throws: `ExitCode.failure` after naming the folder and the reason.
    func write(_ result: TaskResult, with session: TaskSession) throws {
        do {
            print("wrote \(try session.write(result).path)")
        } catch let error as ActivetaskError {
            printError("\(output): \(error.message)")
            throw ExitCode.failure
        }
    }
}
