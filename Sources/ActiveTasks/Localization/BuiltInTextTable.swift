import Foundation
import Synchronization

/// One target's built-in texts: the string files among its resources (`strings/en.json`,
/// `strings/de.json` …), one per language, each a flat JSON object from key to text with values
/// marked `{1}`, `{2}`… — the format of a task's string files (`StringsTable`), which translation
/// tools edit as JSON key-value files.
///
/// A `BuiltInText` names its table, so a target ships its texts beside its code: it copies its
/// `strings` folder among its resources (`.copy("strings")`) and declares
/// `extension BuiltInTextTable { static let families = BuiltInTextTable(name: "families", bundle: .module) }`.
/// A table's languages are the files present; each file is read the first time a text in its
/// language is asked for, once per process.
public final class BuiltInTextTable: Sendable {
    /// The table's name, for messages (`core`).
    public let name: String
    /// The folder of string files; `nil` when the target's resources are missing.
    public let folder: URL?
    private let state = Mutex(State())

    private struct State {
        var languages: [LanguageTag]?
        var texts: [LanguageTag: [String: String]] = [:]
    }

    /// The table whose files are in `folder`.
    /// - Parameters:
    ///   - name: The table's name, for messages.
    ///   - folder: The folder of `TAG.json` files.
    public init(name: String, folder: URL?) {
        self.name = name
        self.folder = folder
    }

    /// The table of a target's `strings` resource folder.
    /// - Parameters:
    ///   - name: The table's name, for messages.
    ///   - bundle: The target's resource bundle (`Bundle.module`).
    public convenience init(name: String, bundle: Bundle) {
        self.init(name: name, folder: bundle.resourceURL?.appendingPathComponent(StringsTable.folderName, isDirectory: true))
    }

    /// The texts of `ActiveTasks` and the presenters: `Sources/ActiveTasks/strings/TAG.json`; its
    /// files are the languages the tool ships in (`BuiltInLanguage`).
    public static let core = BuiltInTextTable(name: "core", bundle: .module)

    /// The languages whose files are present, ordered by tag.
    package var languages: [LanguageTag] {
        state.withLock { state in
            if let languages = state.languages { return languages }
            let found = folder.map { StringsTable.names(in: $0).compactMap(StringsTable.tag(ofFile:)) } ?? []
            state.languages = found
            return found
        }
    }

    /// The text of `key` in `language`'s file, as written; `nil` when the table has no such
    /// file or the file no such key. A file that cannot be read counts as empty, so its texts
    /// fall back to English (`BuiltInTextTests` check the shipped files).
    /// - Parameters:
    ///   - key: A text's key.
    ///   - language: A language whose file is named by its tag.
    package func text(_ key: String, in language: LanguageTag) -> String? {
        state.withLock { state in
            if let texts = state.texts[language] { return texts[key] }
            let texts = read(language)
            state.texts[language] = texts
            return texts[key]
        }
    }

    private func read(_ language: LanguageTag) -> [String: String] {
        guard let folder else { return [:] }
        let name = "\(language).json"
        return StringsTable.read(folder.appendingPathComponent(name), file: "\(StringsTable.folderName)/\(name)", log: IssueLog())?.texts ?? [:]
    }
}
