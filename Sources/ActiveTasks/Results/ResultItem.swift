import Foundation
import RecordingFormat

/// One entry of a step's results or of a task's async results: an answer, a recorded file or an
/// error, or a step's own result of a type its family defines (`TypedResult`). Written with a
/// `"resultType"` beside the entry's fields: `answer`, `file`, `error`, or the typed result's own
/// `resultType`, which is read back through the registry in the decoder
/// (`TaskResult.makeDecoder(registry:)`).
public enum ResultItem: Sendable, Equatable, Codable {
    /// A question's answer.
    case answer(AnswerResult)
    /// A closed chunk of a recording.
    case file(FileResult)
    /// A failure that did not stop the run.
    case error(ErrorResult)
    /// A step's own result (a tapping step's taps, a consent review's signature).
    case typed(any TypedResult)

    private enum CodingKeys: String, CodingKey {
        case resultType
    }

    /// The key under which a decoder's `userInfo` holds the result types it can read
    /// (`StepRegistry.resultTypes`).
    static let resultTypesKey = CodingUserInfoKey(rawValue: "activetask.resultTypes")!

    /// Decodes the entry named by `resultType`.
    /// - Throws: `DecodingError` for a `resultType` the decoder's registry does not know, or
    ///   malformed fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .resultType)
        switch name {
        case "answer": self = .answer(try AnswerResult(from: decoder))
        case "file": self = .file(try FileResult(from: decoder))
        case "error": self = .error(try ErrorResult(from: decoder))
        default:
            let known = decoder.userInfo[Self.resultTypesKey] as? [String: any TypedResult.Type] ?? [:]
            guard let type = known[name] else {
                let names = ["answer", "file", "error"] + known.keys.sorted()
                throw DecodingError.dataCorruptedError(forKey: .resultType, in: container,
                                                       debugDescription: "unknown resultType \"\(name)\"; expected \(names.joined(separator: ", "))")
            }
            self = .typed(try type.init(from: decoder))
        }
    }

    /// Encodes the entry's fields and its `resultType`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .answer(let answer):
            try container.encode("answer", forKey: .resultType)
            try answer.encode(to: encoder)
        case .file(let file):
            try container.encode("file", forKey: .resultType)
            try file.encode(to: encoder)
        case .error(let error):
            try container.encode("error", forKey: .resultType)
            try error.encode(to: encoder)
        case .typed(let result):
            try container.encode(type(of: result).resultType, forKey: .resultType)
            try result.encode(to: encoder)
        }
    }

    /// Whether two entries are the same kind with equal fields.
    public static func == (lhs: ResultItem, rhs: ResultItem) -> Bool {
        switch (lhs, rhs) {
        case (.answer(let left), .answer(let right)): left == right
        case (.file(let left), .file(let right)): left == right
        case (.error(let left), .error(let right)): left == right
        case (.typed(let left), .typed(let right)): left.isEqual(to: right)
        default: false
        }
    }

    /// The entry's typed result when it is one of type `type`.
    /// - Parameter type: The result type wanted.
    public func typed<Result: TypedResult>(as type: Result.Type) -> Result? {
        if case .typed(let result) = self { return result as? Result }
        return nil
    }
}

extension Sequence<ResultItem> {
    /// The first typed result of type `type` among the entries.
    /// - Parameter type: The result type wanted.
    public func first<Result: TypedResult>(of type: Result.Type) -> Result? {
        lazy.compactMap { $0.typed(as: type) }.first
    }

    /// Every typed result of type `type` among the entries, in order.
    /// - Parameter type: The result type wanted.
    public func all<Result: TypedResult>(of type: Result.Type) -> [Result] {
        compactMap { $0.typed(as: type) }
    }
}
