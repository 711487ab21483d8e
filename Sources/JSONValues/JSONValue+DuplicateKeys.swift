extension JSONValue {
    /// The JSON paths of every object member whose key an earlier member of the same object
    /// already has (the second and later ones), in document order.
    /// - Parameters:
    ///   - value: The parsed document or a part of it.
    ///   - path: `value`'s own path (`""` for the document).
    package static func duplicateKeyPaths(in value: JSONValue, at path: String) -> [String] {
        switch value {
        case .object(let members):
            var seen: Set<String> = []
            return members.flatMap { member -> [String] in
                let memberPath = JSONPath.member(member.key, of: path)
                let own = seen.insert(member.key).inserted ? [] : [memberPath]
                return own + duplicateKeyPaths(in: member.value, at: memberPath)
            }
        case .array(let elements):
            return elements.enumerated().flatMap { duplicateKeyPaths(in: $0.element, at: JSONPath.element($0.offset, of: path)) }
        default:
            return []
        }
    }
}
