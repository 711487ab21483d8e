import RecordingFormat

/// The socio-economic status ladder (ResearchKit's `ORKSESAnswerFormat`, the MacArthur Scale of
/// Subjective Social Status): ten rungs, the participant places themselves on one. Stored as the
/// rung's number, 1 at the bottom to 10 at the top.
public struct SESAnswerFormat: AnswerFormat, Equatable {
    /// Who stands at the top rung.
    public var topRungText: String?
    /// Who stands at the bottom rung.
    public var bottomRungText: String?
    /// The Rave format (`n`, `n+`) of the item the rung is exported to.
    public var raveFormat: RaveFormat?

    /// The ladder's rungs, bottom to top.
    public static let rungs = 1...10

    /// Creates a ladder.
    /// - Parameters:
    ///   - topRungText: Who stands at the top.
    ///   - bottomRungText: Who stands at the bottom.
    ///   - raveFormat: The Rave format of the item it is exported to.
    public init(topRungText: String? = nil, bottomRungText: String? = nil, raveFormat: RaveFormat? = nil) {
        self.topRungText = topRungText
        self.bottomRungText = bottomRungText
        self.raveFormat = raveFormat
    }

    /// Reads `topRungText`, `bottomRungText` and a Rave `format` (`n`, `n+`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(topRungText: reader.string("topRungText"), bottomRungText: reader.string("bottomRungText"),
                  raveFormat: reader.numericRaveFormat())
    }

    /// `"ses"`.
    public var type: String { "ses" }
    /// `rung 1 (bottom) to 10 (top)`.
    public var hint: String { "rung \(Self.rungs.lowerBound) (bottom) to \(Self.rungs.upperBound) (top)" }
    /// The rungs from the bottom, the ends with their texts: option n is rung n.
    public var options: [String] {
        Self.rungs.map { rung in
            switch rung {
            case Self.rungs.lowerBound: "rung \(rung), bottom" + (bottomRungText.map { ": \($0)" } ?? "")
            case Self.rungs.upperBound: "rung \(rung), top" + (topRungText.map { ": \($0)" } ?? "")
            default: "rung \(rung)"
            }
        }
    }

    /// A ladder has nothing to get wrong.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts a rung number, 1 to 10.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no rung.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .int(let rung) = value else { throw ActivetaskError(.invalidAnswer, "expected a \(hint), found \(value.jsonText)") }
        return try checked(rung)
    }

    /// Accepts a typed rung number, 1 to 10.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no rung.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        guard let rung = Int(text.trimmingSpaces) else { throw ActivetaskError(.invalidAnswer, "type a \(hint)") }
        return try checked(rung)
    }

    private func checked(_ rung: Int) throws(ActivetaskError) -> AnswerValue {
        guard Self.rungs.contains(rung) else { throw ActivetaskError(.invalidAnswer, "\(rung) is no rung; type a \(hint)") }
        return .integer(rung)
    }
}
