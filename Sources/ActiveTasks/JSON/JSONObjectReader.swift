import Foundation
import RecordingFormat
import JSONValues

/// Reads the members of one JSON object while building a model, recording every problem with
/// its JSON path instead of stopping at the first.
///
/// Step and answer-format factories registered in a `StepRegistry` receive a reader for their
/// object. Members a factory never reads are reported as warnings (`unknown key`).
public final class JSONObjectReader {
    /// The JSON path of the object (`steps[2]`).
    public let path: String
    /// The object's members.
    public let members: [JSONMember]
    /// Where problems are recorded.
    public let log: IssueLog
    /// The registry used to build nested steps and answer formats.
    public let registry: StepRegistry
    /// The folder relative file paths in the task (image choices' images) resolve against: the
    /// task file's folder; `nil` for JSON that did not come from a file.
    public let baseDirectory: URL?
    /// Resolves the task's texts to the language it loads in (`text(_:)`).
    public let localization: TaskLocalization
    private var readKeys: Set<String> = []

    /// Creates a reader for `members` at `path`.
    /// - Parameters:
    ///   - members: The object's members.
    ///   - path: The object's JSON path.
    ///   - log: Where problems are recorded.
    ///   - registry: The registry for nested steps and answer formats.
    ///   - baseDirectory: The folder relative file paths resolve against.
    ///   - localization: Resolves texts to the task's language; by default, to its default language.
    public init(members: [JSONMember], path: String, log: IssueLog, registry: StepRegistry, baseDirectory: URL? = nil,
                localization: TaskLocalization = TaskLocalization()) {
        self.members = members
        self.path = path
        self.log = log
        self.registry = registry
        self.baseDirectory = baseDirectory
        self.localization = localization
    }

    /// The JSON path of member `key` of this object.
    /// - Parameter key: A member key.
    public func path(of key: String) -> String {
        JSONPath.member(key, of: path)
    }

    /// The raw value of member `key`, marking the key as read; `nil` when absent.
    /// - Parameter key: A member key.
    public func value(_ key: String) -> JSONValue? {
        readKeys.insert(key)
        return members.first { $0.key == key }?.value
    }

    /// A required string member; records an error and returns `nil` when absent or not a string.
    /// - Parameter key: A member key.
    public func requiredString(_ key: String) -> String? {
        guard value(key) != nil else {
            log.error(path(of: key), "missing; add \"\(key)\": \"…\"")
            return nil
        }
        return string(key)
    }

    /// An optional string member; records an error when present but not a string.
    /// - Parameter key: A member key.
    public func string(_ key: String) -> String? {
        switch value(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: return mismatch(key, expected: "a string", found: other)
        }
    }

    /// An optional boolean member; records an error when present but not a boolean.
    /// - Parameter key: A member key.
    public func bool(_ key: String) -> Bool? {
        switch value(key) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?: return mismatch(key, expected: "true or false", found: other)
        }
    }

    /// An optional number member (integer or not); records an error when present but not a number.
    /// - Parameter key: A member key.
    public func double(_ key: String) -> Double? {
        switch value(key) {
        case nil, .null?: return nil
        case let number? where number.doubleValue != nil: return number.doubleValue
        case let other?: return mismatch(key, expected: "a number", found: other)
        }
    }

    /// An optional integer member; records an error when present but not an integer.
    /// - Parameter key: A member key.
    public func int(_ key: String) -> Int? {
        switch value(key) {
        case nil, .null?: return nil
        case .int(let number)?: return number
        case let other?: return mismatch(key, expected: "an integer", found: other)
        }
    }

    /// An optional array member; records an error when present but not an array.
    /// - Parameter key: A member key.
    /// - Returns: Each element with its JSON path.
    public func array(_ key: String) -> [(path: String, value: JSONValue)]? {
        switch value(key) {
        case nil, .null?: return nil
        case .array(let values)?:
            return values.enumerated().map { (JSONPath.element($0.offset, of: path(of: key)), $0.element) }
        case let other?: return mismatch(key, expected: "an array", found: other)
        }
    }

    /// An optional array of numbers; records an error for each element that is not a number
    /// (and then returns `nil`).
    /// - Parameter key: A member key.
    public func numbers(_ key: String) -> [Double]? {
        guard let elements = array(key) else { return nil }
        var numbers: [Double] = []
        for element in elements {
            guard let number = element.value.doubleValue else {
                log.error(element.path, "expected a number, found \(element.value.kindDescription) \(element.value.shown)")
                return nil
            }
            numbers.append(number)
        }
        return numbers
    }

    /// An optional array of objects, each as a reader; records an error for each non-object.
    /// - Parameter key: A member key.
    public func objects(_ key: String) -> [JSONObjectReader]? {
        array(key)?.compactMap { element in
            JSONObjectReader.make(element.value, path: element.path, log: log, registry: registry,
                                  baseDirectory: baseDirectory, localization: localization)
        }
    }

    /// An optional object member as a reader; records an error when present but not an object.
    /// - Parameter key: A member key.
    public func object(_ key: String) -> JSONObjectReader? {
        guard let found = value(key), found != .null else { return nil }
        return JSONObjectReader.make(found, path: path(of: key), log: log, registry: registry, baseDirectory: baseDirectory,
                                     localization: localization)
    }

    /// The steps in array member `key`, built through the registry; invalid steps are left out.
    /// - Parameter key: A member key, usually `"steps"`.
    public func steps(_ key: String) -> [any Step] {
        (objects(key) ?? []).compactMap { registry.makeStep(from: $0) }
    }

    /// The answer format in object member `key`, built through the registry.
    /// - Parameter key: A member key, usually `"answerFormat"`.
    public func answerFormat(_ key: String) -> (any AnswerFormat)? {
        guard let reader = object(key) else {
            if value(key) == nil { log.error(path(of: key), "missing; every question needs an answer format") }
            return nil
        }
        return registry.makeAnswerFormat(from: reader)
    }

    /// The recorder configurations in array member `key`.
    /// - Parameter key: A member key, usually `"recorders"`.
    public func recorders(_ key: String) -> [RecorderConfiguration] {
        (objects(key) ?? []).compactMap { reader in
            let configuration = reader.recorderConfiguration()
            if configuration != nil { log.noteRecorder(at: reader.path) }
            return configuration
        }
    }

    /// Reports members no factory read as warnings.
    public func warnAboutUnreadKeys() {
        for member in members where !readKeys.contains(member.key) {
            log.warning(path(of: member.key), "unknown key; it is ignored (check its spelling)")
        }
    }

    /// A reader for `value` when it is an object; records an error otherwise.
    /// - Parameters:
    ///   - value: The JSON value.
    ///   - path: Its JSON path.
    ///   - log: Where problems are recorded.
    ///   - registry: The registry for nested steps and answer formats.
    ///   - baseDirectory: The folder relative file paths resolve against.
    ///   - localization: Resolves texts to the task's language; by default, to its default language.
    public static func make(_ value: JSONValue, path: String, log: IssueLog, registry: StepRegistry,
                            baseDirectory: URL? = nil, localization: TaskLocalization = TaskLocalization()) -> JSONObjectReader? {
        guard case .object(let members) = value else {
            log.error(path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        return JSONObjectReader(members: members, path: path, log: log, registry: registry, baseDirectory: baseDirectory,
                                localization: localization)
    }

    private func mismatch<T>(_ key: String, expected: String, found: JSONValue) -> T? {
        log.error(path(of: key), "expected \(expected), found \(found.kindDescription) \(found.shown)")
        return nil
    }
}
