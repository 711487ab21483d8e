import ActiveTasks
import ArgumentParser
import Foundation
import Import
import RecordingFormat
import TaskFamilies

/// The output options every `activetask import` subcommand takes, and the writing they share.
struct ImportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The task-JSON file to write (a folder, for a dictionary of several forms: one FORM.json each).", valueName: "FILE"))
    var output: String

    @Flag(help: "Replace output files that exist.")
    var force = false

    @Option(help: ArgumentHelp("Also write what could not be mapped to this file, one line each.", valueName: "FILE"))
    var report: String?

    /// Checks each task as `validate` does, then writes it and the report (creating the folders
    /// that hold them), and prints the notes.
    /// - Parameters:
    ///   - tasks: The imported tasks.
    ///   - source: The source file's path as given.
    /// - Throws: `ExitCode.failure` after printing why, when a task does not validate or a file
    ///   exists (without `--force`) or cannot be written; nothing is written then.
    func write(_ tasks: [ImportedTask], from source: String) throws {
        let folder = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        let intoFolder = output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue)
        guard intoFolder || tasks.count == 1 else {
            printError("\(source): has \(tasks.count) forms (\(tasks.map(\.identifier).joined(separator: ", "))); choose one with --instrument, or give --output a folder (ending in /) for one FORM.json each")
            throw ExitCode.failure
        }
        let files = tasks.map { task in intoFolder ? folder.appendingPathComponent(task.identifier + ".json") : folder }
        var refusals: [String] = []
        for (task, file) in zip(tasks, files) {
            if !force, FileManager.default.fileExists(atPath: file.path) {
                refusals.append("\(file.path): exists; give --force to replace it, or another --output")
            }
            let checked = TaskLoader.load(json: Array((task.json.indentedText + "\n").utf8), registry: .standard, baseDirectory: file.deletingLastPathComponent())
            if checked.task == nil {
                refusals += checked.issues.map { "\(source): the task \"\(task.identifier)\" it gives does not validate: \($0.line(in: file.lastPathComponent))" }
            }
        }
        if let report, !force, FileManager.default.fileExists(atPath: report) {
            refusals.append("\(report): exists; give --force to replace it, or another --report")
        }
        guard refusals.isEmpty else {
            refusals.forEach(printError)
            throw ExitCode.failure
        }
        let lines = tasks.flatMap(\.notes).map { $0.line(in: source) }
        do {
            try FileManager.default.createDirectory(at: intoFolder ? folder : folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let report {
                try FileManager.default.createDirectory(at: URL(fileURLWithPath: report).deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            for (task, file) in zip(tasks, files) {
                try Data((task.json.indentedText + "\n").utf8).write(to: file, options: .atomic)
            }
            if let report {
                try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: report), options: .atomic)
            }
        } catch {
            printError("\(output): cannot be written (\(error.localizedDescription)); check that its folder can be created and written")
            throw ExitCode.failure
        }
        lines.forEach { print($0) }
        for (task, file) in zip(tasks, files) {
            var steps = 0
            if case .array(let list)? = task.json["steps"] { steps = list.count }
            print("\(file.path): task \"\(task.identifier)\" (\(steps) steps); \(task.notes.count) not mapped")
        }
    }
}
