import ActiveTasks
import JSONValues

/// One of a predefined task's parameters (ResearchKit's factory-method arguments): its name,
/// kind, default and what it changes in the task JSON.
public struct PredefinedParameter: Sendable {
    /// The values a parameter takes.
    public enum Kind: Sendable, Equatable {
        /// A whole number.
        case integer
        /// A number of seconds or metres.
        case number
        /// `true` or `false`.
        case boolean
        /// One of the listed words.
        case choice([String])
    }

    /// What setting the parameter changes in the task JSON.
    enum Target: Sendable {
        /// Member `key` of the step `step` takes the value.
        case member(step: String, key: String)
        /// Member `key` (`text` unless given: `title`, `detail`) of step `step` is rewritten from
        /// the value, as a language object.
        case text(step: String, key: String = "text", make: @Sendable (JSONValue) -> JSONValue)
        /// Step `step` is kept only when the value is `true`.
        case include(step: String)
        /// Steps whose identifiers end in `.left` / `.right` are kept for that hand; `both` keeps
        /// both blocks in random order.
        case hands
        /// Steps whose identifiers end in `.A` / `.B` are kept for that trail; `both` keeps both,
        /// A first (see `PredefinedTask.keepTrails(_:_:)`).
        case trails
    }

    /// The parameter's name, as ResearchKit spells it.
    public let name: String
    /// The values it takes.
    public let kind: Kind
    /// Its value when not given; `nil` when leaving it out leaves the JSON as it is.
    public let defaultValue: JSONValue?
    /// One sentence for help text.
    public let summary: String
    let targets: [Target]

    init(_ name: String, _ kind: Kind, default defaultValue: JSONValue?, _ summary: String, _ targets: [Target]) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.targets = targets
    }

    /// Whether `value` is of the parameter's kind.
    /// - Parameter value: A value given for the parameter.
    public func accepts(_ value: JSONValue) -> Bool {
        switch (kind, value) {
        case (.integer, .int), (.number, .int), (.number, .double), (.boolean, .bool): return true
        case (.choice(let words), .string(let word)): return words.contains(word)
        default: return false
        }
    }

    /// A value as typed on a command line: JSON (`10`, `2.5`, `true`, `"left"`), or else the
    /// text itself as a string (`left`).
    /// - Parameter text: The typed value.
    public static func value(parsing text: String) -> JSONValue {
        (try? JSONParser.parse(Array(text.utf8))) ?? .string(text)
    }

    /// What the parameter takes, for error messages: "a whole number", "left, right or both".
    public var expectation: String {
        switch kind {
        case .integer: return "a whole number"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .choice(let words): return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
        }
    }
}
