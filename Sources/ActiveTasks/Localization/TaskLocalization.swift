import Foundation
import JSONValues

/// Resolves every participant-visible text of one task to one language while the task loads,
/// and notes which languages each text has, so validation can list missing translations.
///
/// A text in task JSON is a string (in the task's `defaultLanguage`), an object of BCP 47 tags
/// (`{"en": "Walk", "de": "Gehen"}`), or `{"key": "walk.title"}`, looked up in the string files
/// beside the task (`strings/de.json`). The chosen language falls back tag by tag (`de-AT`,
/// then `de`), then to the default language.
public final class TaskLocalization {
    /// The language asked for (`--language`); `nil` for the task's default.
    public let requested: LanguageTag?
    /// The language texts written as plain strings are in, and the last fallback (`en` unless
    /// the task's `defaultLanguage` says otherwise).
    public private(set) var defaultLanguage: LanguageTag = .english
    private var declared: [LanguageTag]?
    private var tables: [LanguageTag: StringsTable] = [:]
    private var uses: [Use] = []
    private var seen: Set<LanguageTag> = []

    private struct Use {
        var path: String
        var available: Set<LanguageTag>
        var key: String?
    }

    /// Creates the localization for one load of a task.
    /// - Parameter requested: The language to show; `nil` for the task's default language.
    public init(requested: LanguageTag? = nil) {
        self.requested = requested
    }

    /// Reads the task's `defaultLanguage` and `languages` and the string files beside it; call
    /// it before any text is read.
    /// - Parameters:
    ///   - reader: The task's root object.
    ///   - baseDirectory: The task file's folder, where `strings/` is looked for.
    func configure(from reader: JSONObjectReader, baseDirectory: URL?) {
        if let text = reader.string("defaultLanguage") {
            if let tag = LanguageTag(text) { defaultLanguage = tag } else {
                reader.log.error(reader.path(of: "defaultLanguage"), "\"\(text)\" is not a BCP 47 language tag; write e.g. \"en\" or \"de-AT\"")
            }
        }
        if let elements = reader.array("languages") {
            declared = elements.compactMap { element in
                guard case .string(let text) = element.value, let tag = LanguageTag(text) else {
                    reader.log.error(element.path, "\(element.value.jsonText) is not a BCP 47 language tag; write e.g. \"en\" or \"de-AT\"")
                    return nil
                }
                return tag
            }
            if declared?.contains(defaultLanguage) == false {
                reader.log.error(reader.path(of: "languages"), "does not list the default language \(defaultLanguage); add \"\(defaultLanguage)\"")
            }
        }
        if let baseDirectory { tables = StringsTable.load(from: baseDirectory, log: reader.log) }
    }

    /// The text `value` holds in the chosen language; logs an error and returns `nil` when
    /// `value` is no text, a language object is malformed or has no text in the default language,
    /// or a key is missing from the default language's string file.
    /// - Parameters:
    ///   - value: A string, an object of language tags, or `{"key": …}`.
    ///   - path: The value's JSON path.
    ///   - log: Where problems are recorded.
    func resolve(_ value: JSONValue, at path: String, log: IssueLog) -> ResolvedText? {
        switch value {
        case .string(let text):
            uses.append(Use(path: path, available: [defaultLanguage]))
            return ResolvedText(text: text, defaultText: text)
        case .object(let members) where members.contains(where: { $0.key == "key" }):
            return resolveKey(members, at: path, log: log)
        case .object(let members):
            var texts: [LanguageTag: String] = [:]
            for member in members {
                let memberPath = JSONPath.member(member.key, of: path)
                guard let tag = LanguageTag(member.key) else {
                    log.error(memberPath, "\"\(member.key)\" is not a BCP 47 language tag; key each text by its language (\"en\", \"de-AT\"), or write {\"key\": …} for a string file's text")
                    continue
                }
                guard case .string(let text) = member.value else {
                    log.error(memberPath, "expected a text, found \(member.value.kindDescription) \(member.value.shown)")
                    continue
                }
                texts[tag] = text
            }
            guard let fallback = texts[defaultLanguage] else {
                if !members.isEmpty, texts.count == members.count {
                    log.error(path, "has no \"\(defaultLanguage)\" text, the task's defaultLanguage; every text needs one")
                } else if members.isEmpty {
                    log.error(path, "is an empty object; give a text per language, e.g. {\"\(defaultLanguage)\": \"…\"}")
                }
                return nil
            }
            seen.formUnion(texts.keys)
            uses.append(Use(path: path, available: Set(texts.keys)))
            return ResolvedText(text: pick(from: texts) ?? fallback, defaultText: fallback)
        default:
            log.error(path, "expected a text: a string, an object of language tags ({\"\(defaultLanguage)\": \"…\", \"de\": \"…\"}) or {\"key\": …}, found \(value.kindDescription) \(value.shown)")
            return nil
        }
    }

    private func resolveKey(_ members: [JSONMember], at path: String, log: IssueLog) -> ResolvedText? {
        for member in members where member.key != "key" {
            log.error(JSONPath.member(member.key, of: path), "unexpected beside \"key\"; a string file's text is {\"key\": \"…\"} alone")
        }
        guard case .string(let key)? = members.first(where: { $0.key == "key" })?.value else {
            log.error(JSONPath.member("key", of: path), "expected the key of a text in the string files, a string")
            return nil
        }
        var texts: [LanguageTag: String] = [:]
        for (tag, table) in tables {
            if let text = table.texts[key] { texts[tag] = text }
        }
        guard let fallback = texts[defaultLanguage] else {
            let file = "\(StringsTable.folderName)/\(defaultLanguage).json"
            let fix = tables[defaultLanguage] == nil ? "there is no \(file) beside the task; add it" : "add it to \(file)"
            log.error(JSONPath.member("key", of: path), "\"\(key)\" has no text in the default language \(defaultLanguage): \(fix)")
            return nil
        }
        uses.append(Use(path: path, available: Set(texts.keys), key: key))
        return ResolvedText(text: pick(from: texts) ?? fallback, defaultText: fallback)
    }

    private func pick(from texts: [LanguageTag: String]) -> String? {
        guard let requested else { return nil }
        return requested.fallbacks.lazy.compactMap { texts[$0] }.first
    }

    /// The language texts are being shown in while the task is read: the requested one, or the
    /// default language (dates in the consent document follow it).
    public var shownLanguage: LanguageTag { requested ?? defaultLanguage }

    /// The task's languages: `languages` as declared, or else the default language followed by
    /// every language a text or string file has, in tag order.
    public var languages: [LanguageTag] {
        if let declared { return declared }
        let others = seen.union(tables.keys).subtracting([defaultLanguage]).sorted()
        return [defaultLanguage] + others
    }

    /// The language the task's texts were resolved in: the first of the requested tag's
    /// fallbacks the task offers, or its default language.
    public var language: LanguageTag {
        requested?.fallbacks.first(where: languages.contains) ?? defaultLanguage
    }

    /// Logs, once every text is read, a warning for each text without a translation in one of
    /// the task's languages (naming the path, and the key and file for string-file texts), a
    /// warning for each language a text has that `languages` leaves out, and an error when the
    /// requested language is not one of the task's.
    /// - Parameter log: Where problems are recorded.
    func finish(log: IssueLog) {
        let languages = languages
        for use in uses {
            for language in languages where language != defaultLanguage && !language.fallbacks.contains(where: use.available.contains) {
                if let key = use.key {
                    let file = tables[language]?.file ?? "\(StringsTable.folderName)/\(language).json"
                    log.warning(use.path, "no \(language) translation: key \"\(key)\" is missing from \(file); shown in \(defaultLanguage)")
                } else {
                    log.warning(use.path, "no \(language) translation; shown in \(defaultLanguage)")
                }
            }
        }
        if declared != nil {
            for tag in seen.union(tables.keys).subtracting([defaultLanguage]).sorted() where !languages.contains(tag) {
                log.warning("languages", "does not list \(tag), which texts or string files give; add it, or its texts are never shown")
            }
        }
        if let requested, !requested.fallbacks.contains(where: languages.contains) {
            log.error("", "has no \(requested) texts; choose one of its languages: \(languages.map(\.text).joined(separator: ", "))")
        }
    }
}
