import Markup
import RecordingFormat
import JSONValues

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

    /// A rung of the ladder.
    public var inputKind: AnswerInputKind { .ladder }

    /// The rungs by their numbers, with what the bottom and top mean.
    public var input: AnswerInput {
        AnswerInput(options: Self.rungs.map { AnswerOption(text: String($0), value: .int($0)) }, minimum: Double(Self.rungs.lowerBound),
                    maximum: Double(Self.rungs.upperBound), minimumLabel: bottomRungText, maximumLabel: topRungText)
    }

    /// `rung 1 (bottom) to 10 (top)`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Sprosse 1 (unten) bis 10 (oben)`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        BuiltInText.typingRungs.text(in: language, String(Self.rungs.lowerBound), String(Self.rungs.upperBound))
    }
    /// The rungs from the bottom, the ends with their texts: option n is rung n.
    public var options: [String] { options(in: .english) }

    /// `options` in `language`: `Sprosse 1, unten: …`.
    /// - Parameter language: The run's language.
    public func options(in language: BuiltInLanguage) -> [String] {
        Self.rungs.map { rung in
            switch rung {
            case Self.rungs.lowerBound: BuiltInText.typingRungBottom.text(in: language, String(rung)) + (bottomRungText.map { ": \($0)" } ?? "")
            case Self.rungs.upperBound: BuiltInText.typingRungTop.text(in: language, String(rung)) + (topRungText.map { ": \($0)" } ?? "")
            default: BuiltInText.typingRung.text(in: language, String(rung))
            }
        }
    }

    /// A ladder has nothing to get wrong.
    public func definitionIssues() -> [TaskIssue] { [] }

    /// Accepts a rung number, 1 to 10.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no rung.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .int(let rung) = value else { throw ActivetaskError(.invalidAnswer, "expected a \(hint), found \(value.shown)") }
        return try checked(rung, in: .english)
    }

    /// Accepts a typed rung number, 1 to 10.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no rung.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed rung number, 1 to 10.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is no rung, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let rung = Int(text.trimmingSpaces) else { throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language)) }
        return try checked(rung, in: language)
    }

    private func checked(_ rung: Int, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard Self.rungs.contains(rung) else {
            throw BuiltInText.refusedThen.refusal(in: language, BuiltInText.refusedNoRung.text(in: language, String(rung)),
                                                  BuiltInText.refusedTypeA.text(in: language, hint(in: language)))
        }
        return .integer(rung)
    }
}
