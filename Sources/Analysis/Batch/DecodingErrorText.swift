/// What a `DecodingError` from reading a task result says is wrong, in words naming the field
/// (`"identifier" is not text`, `"stepHistory[2].endDate" is missing`), for the messages of
/// `analyze` and the exports instead of Swift's own description of the error.
package enum DecodingErrorText {
    /// `error` in words.
    /// - Parameter error: What decoding threw.
    /// - Returns: The field and what is wrong with it; another error's own description.
    package static func describe(_ error: any Error) -> String {
        func field(_ path: [any CodingKey]) -> String {
            let name = path.reduce("") { name, key in
                key.intValue.map { "\(name)[\($0)]" } ?? (name.isEmpty ? key.stringValue : "\(name).\(key.stringValue)")
            }
            return name.isEmpty ? "the whole file" : "\"\(name)\""
        }
        func words(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "text"
            case is Bool.Type: "true or false"
            case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: "a number"
            case is [Any].Type: "a list"
            default: "an object"
            }
        }
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?:
            return "\(field(context.codingPath)) is not \(words(type))"
        case .valueNotFound(let type, let context)?:
            return "\(field(context.codingPath)) is null where \(words(type)) belongs"
        case .keyNotFound(let key, let context)?:
            return "\(field(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context)?:
            return "\(field(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
