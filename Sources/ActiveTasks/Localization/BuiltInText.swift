/// One participant-visible text the tool itself shows (the flow's refusals, the terminal
/// presenters' prompts, keys and typing hints, the answer formats' refusals of typed answers,
/// progress, the kiosk's progress and enrolment refusals, the consent PDF's labels): a key in
/// the string files of its table (`BuiltInTextTable`), one file per `BuiltInLanguage`, which
/// translators edit as any task's string files; presenters show the text in the language the
/// task was loaded in.
///
/// Each text is a static member (`BuiltInText.stepOf`, declared in `BuiltInText+Core.swift`
/// for the core table, `package` to the package's presenters); a task family declares its own
/// in its folder with `table:` (`Sources/TaskFamilies/Stroop/BuiltInText+Stroop.swift`). A text
/// with values marks them `{1}`, `{2}`…; `text(in:_:)` fills them in.
public struct BuiltInText: RawRepresentable, Hashable, Sendable {
    /// The text's key in its table's files (`stepOf`).
    public let rawValue: String
    /// The table whose files hold the text.
    public let table: BuiltInTextTable

    /// The text of `key` in `table`.
    /// - Parameters:
    ///   - key: The key in the table's files.
    ///   - table: The table; the core table unless the text ships with another target.
    public init(_ key: String, table: BuiltInTextTable = .core) {
        rawValue = key
        self.table = table
    }

    /// The core table's text of `rawValue`.
    /// - Parameter rawValue: The key in the core table's files.
    public init(rawValue: String) {
        self.init(rawValue)
    }

    /// Texts are equal when they have the same key in the same table.
    public static func == (lhs: BuiltInText, rhs: BuiltInText) -> Bool {
        lhs.rawValue == rhs.rawValue && lhs.table === rhs.table
    }

    /// Hashes the key and the table.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
        hasher.combine(ObjectIdentifier(table))
    }

    /// The text in `language`, with `values` in place of `{1}`, `{2}`…
    /// - Parameters:
    ///   - language: The language to show.
    ///   - values: The values, in order.
    public func text(in language: BuiltInLanguage, _ values: String...) -> String {
        text(in: language, values: values)
    }

    /// The text in `language`, else in English, else its key, with `values` in place of `{1}`,
    /// `{2}`…
    /// - Parameters:
    ///   - language: The language to show.
    ///   - values: The values, in order.
    public func text(in language: BuiltInLanguage, values: [String]) -> String {
        var text = translation(in: language) ?? translation(in: .english) ?? rawValue
        for (index, value) in values.enumerated() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: value)
        }
        return text
    }

    /// The text as `language`'s file writes it, values unfilled; `nil` when the file lacks it.
    /// - Parameter language: A language.
    package func translation(in language: BuiltInLanguage) -> String? {
        table.text(rawValue, in: language.tag)
    }
}
