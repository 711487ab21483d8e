import Foundation
import JSONValues

/// One language's string file beside a task (`strings/de.json`): a flat JSON object from key to
/// text, as an Apple bundle's `de.lproj/Localizable.strings` maps keys to texts (the layout
/// SageResearch's tasks are localised with), written as JSON. The tool's own texts ship in the
/// same format (`BuiltInTextTable`).
struct StringsTable {
    /// The file's path relative to the task's folder, for messages (`strings/de.json`).
    var file: String
    /// The texts by key.
    var texts: [String: String]

    /// The folder beside the task that holds the string files.
    static let folderName = "strings"

    /// Reads every `strings/TAG.json` in `baseDirectory`; each problem is logged under the file's path.
    /// - Parameters:
    ///   - baseDirectory: The task file's folder.
    ///   - log: Where problems are recorded.
    /// - Returns: The tables by language; empty when there is no `strings` folder.
    static func load(from baseDirectory: URL, log: IssueLog) -> [LanguageTag: StringsTable] {
        let folder = baseDirectory.appendingPathComponent(folderName, isDirectory: true)
        var tables: [LanguageTag: StringsTable] = [:]
        for name in names(in: folder) {
            let file = "\(folderName)/\(name)"
            guard let tag = tag(ofFile: name) else {
                log.error(file, "\(name.dropLast(".json".count)) is not a BCP 47 language tag; name each string file after its language (de.json, pt-BR.json)")
                continue
            }
            if let table = read(folder.appendingPathComponent(name), file: file, log: log) { tables[tag] = table }
        }
        return tables
    }

    /// The names of the `.json` files in `folder`, sorted; empty when it cannot be listed.
    /// - Parameter folder: A `strings` folder.
    static func names(in folder: URL) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".json") }
    }

    /// The language a string file's name says (`de-AT.json` → `de-AT`); `nil` when it is no tag.
    /// - Parameter name: A file name ending in `.json`.
    static func tag(ofFile name: String) -> LanguageTag? {
        LanguageTag(String(name.dropLast(".json".count)))
    }

    /// Reads one string file.
    /// - Parameters:
    ///   - url: The file.
    ///   - file: Its path for messages (`strings/de.json`).
    ///   - log: Where problems are recorded, under `file`.
    /// - Returns: `nil` when the file cannot be read or is not a JSON object; a member that is
    ///   no text is logged and left out.
    static func read(_ url: URL, file: String, log: IssueLog) -> StringsTable? {
        guard let data = try? Data(contentsOf: url) else {
            log.error(file, "cannot be read; check its permissions")
            return nil
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            log.error(file, "malformed JSON at \(error)")
            return nil
        }
        guard case .object(let members) = root else {
            log.error(file, "expected an object of key to text, found \(root.kindDescription)")
            return nil
        }
        var texts: [String: String] = [:]
        for member in members {
            guard case .string(let text) = member.value else {
                log.error("\(file): \(member.key)", "expected a text, found \(member.value.kindDescription) \(member.value.shown)")
                continue
            }
            texts[member.key] = text
        }
        return StringsTable(file: file, texts: texts)
    }
}
