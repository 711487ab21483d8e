import Foundation
import JSONValues

/// What was run, recorded in `taskResult.json` so that a result can be traced to the tool, the
/// task and the devices that made it, and so that `--resume` continues only the same run.
public struct RunProvenance: Sendable, Equatable, Codable {
    /// The version of `activetask` that wrote the result.
    public var toolVersion: String
    /// The task: a predefined task's name or the task-JSON file's path (absolute since results
    /// recorded it so; older results hold the path as it was typed).
    public var task: String
    /// Lowercase hex SHA-256 of the task-JSON file's bytes; `nil` for a predefined task.
    public var taskSHA256: String?
    /// Every parameter of a predefined task with the value the run used (`--set` or the
    /// default); empty for a task-JSON file.
    public var parameters: [String: JSONValue]
    /// The device each recorder was bound to, keyed by `recorder` (task-level) or
    /// `step/recorder`; a recorder without a device (optional, none found) is absent.
    public var devices: [String: String]

    /// Creates a record of a run.
    /// - Parameters:
    ///   - toolVersion: The version of `activetask`.
    ///   - task: The predefined task's name or the task file's path.
    ///   - taskSHA256: The task file's SHA-256 (lowercase hex), `nil` for a predefined task.
    ///   - parameters: The predefined task's parameters with the values used.
    ///   - devices: The device of each recorder.
    public init(toolVersion: String, task: String, taskSHA256: String? = nil, parameters: [String: JSONValue] = [:],
                devices: [String: String] = [:]) {
        self.toolVersion = toolVersion
        self.task = task
        self.taskSHA256 = taskSHA256
        self.parameters = parameters
        self.devices = devices
    }

    /// What makes `other` a different run than this one, one phrase each, for a resume to refuse:
    /// a changed task file or different parameter values. The tool version and the devices may
    /// differ (a device renumbered after a power cut is the same device).
    /// - Parameter other: The run about to continue this one.
    /// - Returns: The differences; empty when `other` may continue this run.
    public func differences(from other: RunProvenance) -> [String] {
        var differences: [String] = []
        if taskSHA256 != other.taskSHA256 {
            differences.append("the task file changed (SHA-256 \(taskSHA256 ?? "none") when the run started, \(other.taskSHA256 ?? "none") now)")
        }
        for name in Set(parameters.keys).union(other.parameters.keys).sorted() where parameters[name] != other.parameters[name] {
            differences.append("\(name) was \(Self.text(parameters[name])) when the run started, \(Self.text(other.parameters[name])) now")
        }
        return differences
    }

    private static func text(_ value: JSONValue?) -> String {
        guard let value else { return "not set" }
        guard let data = try? JSONEncoder().encode(value) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}
