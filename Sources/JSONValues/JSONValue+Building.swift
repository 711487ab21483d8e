extension JSONValue {
    /// A JSON object of `members` in order, leaving out those without a value: how the exporters
    /// and importers build JSON with optional members.
    /// - Parameter members: Keys and values; a `nil` value leaves its key out.
    package static func object(dropping members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }

    /// The value as indented JSON, two spaces a level, object members in their order, as task
    /// files are written by hand (`fixtures/tasks/`).
    package var indentedText: String {
        indented(level: 0)
    }

    private func indented(level: Int) -> String {
        let inner = String(repeating: "  ", count: level + 1), outer = String(repeating: "  ", count: level)
        switch self {
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { inner + $0.indented(level: level + 1) }.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { inner + JSONValue.quoted($0.key) + ": " + $0.value.indented(level: level + 1) }
                .joined(separator: ",\n") + "\n" + outer + "}"
        default:
            return jsonText
        }
    }
}
