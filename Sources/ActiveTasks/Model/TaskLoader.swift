import Foundation
import JSONValues

/// Reads task JSON into an `OrderedTask`, reporting every problem with its JSON path.
public enum TaskLoader {
    /// The task and every problem found; `task` is `nil` when any problem is an error.
    public struct Outcome: Sendable {
        /// The task, when it has no errors.
        public var task: OrderedTask?
        /// Every error and warning, in document order for reading problems, then validation.
        public var issues: [TaskIssue]
    }

    /// Loads and validates the task in the file at `url`.
    /// - Parameters:
    ///   - url: A task-JSON file.
    ///   - registry: The step and answer-format types known.
    ///   - language: The language to show the texts in (with fallback to the task's default
    ///     language); `nil` for the default language.
    /// - Returns: The task and its issues; an unreadable file is one issue with an empty path.
    public static func load(contentsOf url: URL, registry: StepRegistry, language: LanguageTag? = nil) -> Outcome {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            return Outcome(task: nil, issues: [TaskIssue(path: "", "\(reason); check the path and its permissions")])
        }
        return load(json: Array(data), registry: registry, baseDirectory: url.deletingLastPathComponent(), language: language)
    }

    /// Loads and validates task JSON.
    /// - Parameters:
    ///   - json: The task JSON as UTF-8.
    ///   - registry: The step and answer-format types known.
    ///   - baseDirectory: The folder relative file paths in the task (images) resolve against,
    ///     usually the task file's folder; without one, such paths are an error. Its `strings/`
    ///     folder holds the task's string files.
    ///   - language: The language to show the texts in (with fallback to the task's default
    ///     language); `nil` for the default language.
    /// - Returns: The task and its issues.
    public static func load(json: [UInt8], registry: StepRegistry, baseDirectory: URL? = nil,
                            language: LanguageTag? = nil) -> Outcome {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            return Outcome(task: nil, issues: [TaskIssue(path: "", "malformed JSON at \(error)")])
        }
        let log = IssueLog()
        for path in JSONValue.duplicateKeyPaths(in: root, at: "") {
            log.error(path, "is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
        }
        let localization = TaskLocalization(requested: language)
        guard let reader = JSONObjectReader.make(root, path: "", log: log, registry: registry,
                                                 baseDirectory: baseDirectory, localization: localization) else {
            return Outcome(task: nil, issues: log.issues)
        }
        localization.configure(from: reader, baseDirectory: baseDirectory)
        let identifier = reader.requiredString("identifier")
        let title = reader.text("title")
        let recorders = reader.recorders("recorders")
        let consentDocument = reader.object("consentDocument").flatMap(ConsentDocument.init(reader:))
        let scores = (reader.objects("scores") ?? []).compactMap(ScoreDefinition.init(reader:))
        if reader.value("steps") == nil { log.error("steps", "missing; a task needs at least one step") }
        let steps = reader.steps("steps")
        reader.checkAnnotations("annotations")
        reader.warnAboutUnreadKeys()
        localization.finish(log: log)
        var task = OrderedTask(identifier: identifier ?? "", title: title, steps: steps, recorders: recorders,
                               consentDocument: consentDocument, scores: scores)
        task.language = localization.language
        task.languages = localization.languages
        task.registry = registry
        log.append(contentsOf: TaskValidator.issues(in: task, alsoKnown: log.unbuiltStepIdentifiers,
                                                    stepPaths: log.stepPaths, recorderPaths: log.recorderPaths))
        return Outcome(task: log.hasErrors ? nil : task, issues: TaskIssue.inDocumentOrder(log.issues))
    }
}
