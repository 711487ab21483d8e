import Foundation
import RecordingFormat

/// A language the built-in texts (buttons, messages, the consent PDF's labels) ship in: one
/// whose string file the core table has (`Sources/ActiveTasks/strings/TAG.json`), so adding a
/// language is adding its files.
public struct BuiltInLanguage: CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The language's tag, as its file is named (`de`).
    public let tag: LanguageTag

    /// English, the language every text falls back to.
    public static let english = BuiltInLanguage(file: .english)
    /// German.
    public static let german = BuiltInLanguage(file: LanguageTag("de")!)
    /// Spanish.
    public static let spanish = BuiltInLanguage(file: LanguageTag("es")!)
    /// French.
    public static let french = BuiltInLanguage(file: LanguageTag("fr")!)

    /// The shipped languages: one per file of the core table, ordered by tag.
    public static var allCases: [BuiltInLanguage] {
        BuiltInTextTable.core.languages.map(BuiltInLanguage.init(file:))
    }

    /// The shipped language `tag` falls back to (`de-AT` → German); `nil` when none.
    /// - Parameter tag: A task's language.
    public init?(tag: LanguageTag) {
        self.init(tag: tag, offeredBy: .core)
    }

    /// The language of `table` that `tag` falls back to (`de-AT` → `de`); `nil` when none.
    /// - Parameters:
    ///   - tag: A task's language.
    ///   - table: The table whose files are the languages offered.
    package init?(tag: LanguageTag, offeredBy table: BuiltInTextTable) {
        let offered = table.languages
        guard let found = tag.fallbacks.lazy.compactMap({ fallback in offered.first { $0 == fallback } }).first else {
            return nil
        }
        self.init(file: found)
    }

    private init(file tag: LanguageTag) {
        self.tag = tag
    }

    /// The language's name in itself (its file's `languageEndonym`); its tag when the file has none.
    public var endonym: String {
        BuiltInText.languageEndonym.translation(in: self) ?? tag.text
    }

    /// The language's tag.
    public var description: String { tag.text }
}

extension BuiltInLanguage {
    /// The language's locale, for dates and numbers.
    public var locale: Locale { Locale(identifier: tag.text) }

    /// `number` as the language writes it: up to three decimals, its own decimal mark (`7.5`,
    /// `7,5`), no grouping.
    /// - Parameter number: A value.
    public func format(_ number: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.maximumFractionDigits = 3
        return formatter.string(from: NSNumber(value: number)) ?? NumberText.string(number)
    }

    /// A number written with `.` as its decimal mark (`NumberText`), with the language's own
    /// (`6.3` → `6,3`).
    /// - Parameter text: A number as `NumberText` writes it.
    public func decimal(_ text: String) -> String {
        text.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
    }
}
