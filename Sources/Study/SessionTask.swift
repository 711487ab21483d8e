import ActiveTasks
import PredefinedTasks
import JSONValues

/// One task a study session runs: a predefined task's name (with its parameters) or a task-JSON
/// file.
///
/// Study JSON: `"shortWalk"`, or `{"task": "twoFingerTapping", "set": {"duration": 10}}`, or
/// `{"task": "tasks/walk.json"}` (a path relative to the study file's folder).
public struct SessionTask: Sendable, Equatable {
    /// A predefined task's name or the path of a task-JSON file, as written.
    public var task: String
    /// A predefined task's parameters as `NAME=VALUE` (the form `--set` takes), sorted by name.
    public var settings: [String]

    /// Creates a session's task.
    /// - Parameters:
    ///   - task: A predefined task's name or a task-JSON file's path.
    ///   - settings: Its parameters as `NAME=VALUE`.
    public init(task: String, settings: [String] = []) {
        self.task = task
        self.settings = settings
    }

    /// Reads a task from study JSON, a string or an object with `task` and `set`, recording
    /// each problem with its path.
    /// - Parameters:
    ///   - value: The element of `tasks`.
    ///   - path: Its JSON path.
    ///   - reader: The session's reader (for its log and registry).
    init?(_ value: JSONValue, path: String, in reader: JSONObjectReader) {
        if case .string(let name) = value {
            guard !name.isEmpty else {
                reader.log.error(path, "is empty; name a predefined task or a task-JSON file")
                return nil
            }
            self.init(task: name)
            return
        }
        guard let object = JSONObjectReader.make(value, path: path, log: reader.log, registry: reader.registry) else { return nil }
        guard let name = object.requiredString("task") else { return nil }
        var settings: [String] = []
        if object.value("set") != nil, PredefinedTask(rawValue: name) == nil {
            reader.log.error(object.path(of: "set"), "applies to predefined tasks only (\(name) is none); edit the task file instead")
        }
        if let parameters = object.object("set") {
            for member in parameters.members.sorted(by: { $0.key < $1.key }) {
                let value = parameters.value(member.key)
                switch value {
                case .string(let text)?: settings.append("\(member.key)=\(text)")
                case .int, .double, .bool:
                    settings.append("\(member.key)=\(value?.jsonText ?? "")")
                default:
                    reader.log.error(parameters.path(of: member.key), "expected a string, number or true/false, the value `--set \(member.key)=…` would take")
                }
            }
        }
        object.warnAboutUnreadKeys()
        self.init(task: name, settings: settings)
    }
}
