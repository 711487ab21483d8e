import Foundation

/// One language's string file beside a task (`strings/de.json`): a flat JSON object from key to
/// text, as an Apple bundle's `de.lproj/Localizable.strings` maps keys to texts (the layout
/// SageResearch's tasks are localised with), written as JSON.
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
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var tables: [LanguageTag: StringsTable] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = "\(folderName)/\(name)"
            guard let tag = LanguageTag(String(name.dropLast(".json".count))) else {
                log.error(file, "\(name.dropLast(".json".count)) is not a BCP 47 language tag; name each string file after its language (de.json, pt-BR.json)")
                continue
            }
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
                log.error(file, "cannot be read; check its permissions")
                continue
            }
            let root: JSONValue
            do {
                root = try JSONParser.parse(Array(data))
            } catch {
                log.error(file, "malformed JSON at \(error)")
                continue
            }
            guard case .object(let members) = root else {
                log.error(file, "expected an object of key to text, found \(root.kindDescription)")
                continue
            }
            var texts: [String: String] = [:]
            for member in members {
                guard case .string(let text) = member.value else {
                    log.error("\(file): \(member.key)", "expected a text, found \(member.value.kindDescription) \(member.value.jsonText)")
                    continue
                }
                texts[member.key] = text
            }
            tables[tag] = StringsTable(file: file, texts: texts)
        }
        return tables
    }
}
