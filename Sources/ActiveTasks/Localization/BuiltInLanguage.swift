import Foundation
import RecordingFormat

/// The languages the built-in texts (buttons, messages, the consent PDF's labels) ship in.
public enum BuiltInLanguage: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// German.
    case german = "de"
    /// Spanish.
    case spanish = "es"
    /// French.
    case french = "fr"

    /// The shipped language `tag` falls back to (`de-AT` → German); `nil` when none.
    /// - Parameter tag: A task's language.
    public init?(tag: LanguageTag) {
        guard let found = tag.fallbacks.lazy.compactMap({ BuiltInLanguage(rawValue: $0.text.lowercased()) }).first else {
            return nil
        }
        self = found
    }

    /// The language's name in itself.
    public var endonym: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .spanish: "Español"
        case .french: "Français"
        }
    }
}

extension BuiltInLanguage {
    /// The language's locale, for dates and numbers.
    public var locale: Locale { Locale(identifier: rawValue) }

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
