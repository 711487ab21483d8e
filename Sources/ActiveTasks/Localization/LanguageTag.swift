/// A BCP 47 language tag as task JSON and `--language` write it (`en`, `de`, `de-AT`, `pt-BR`),
/// with the fallback order texts are looked up in.
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The tag as written.
    public let text: String

    /// Checks the tag's shape: a language subtag of 2 to 8 letters, then subtags of 1 to 8
    /// letters or digits, joined by `-`; `nil` otherwise.
    /// - Parameter text: A tag such as `de-AT`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        self.text = text
    }

    /// The tag itself, then each shorter tag made by dropping its last subtag (`de-CH-1996`,
    /// `de-CH`, `de`), as RFC 4647's lookup falls back.
    public var fallbacks: [LanguageTag] {
        var parts = text.split(separator: "-")
        var chain: [LanguageTag] = []
        while !parts.isEmpty {
            chain.append(LanguageTag(unchecked: parts.joined(separator: "-")))
            parts.removeLast()
        }
        return chain
    }

    /// The language's own name (`Deutsch`, `English`, `Español`, `Français`), for choosing it on
    /// screen; the tag itself for a language the catalogue does not name.
    public var endonym: String {
        if let shipped = BuiltInLanguage(tag: self) { return shipped.endonym }
        return text
    }

    /// The tag as written.
    public var description: String { text }

    /// Orders tags by their text, ignoring case.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.text.lowercased() < rhs.text.lowercased() }

    /// Tags are equal whatever their case (`de-AT` is `de-at`), as BCP 47 says.
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }

    /// Hashes the tag ignoring case.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text.lowercased())
    }

    /// English, the default language of a task that names none.
    public static let english = LanguageTag(unchecked: "en")

    private init(unchecked text: String) {
        self.text = text
    }
}
