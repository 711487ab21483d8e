@testable import ActiveTasks
import Foundation
@testable import PredefinedTasks
import TestSupport
import Testing
import JSONValues

/// The predefined tasks' string files (`Sources/PredefinedTasks/Tasks/strings/TAG.json`): every
/// language has every key with the same values, every key is used by a task's JSON or by the
/// texts a parameter rewrites, and a language is added by its file alone, falling back to English
/// per key.
@Suite struct PredefinedStringsTests {
    private static let folder = ProjectPaths.root.appendingPathComponent("Sources/PredefinedTasks")

    /// The keys the tasks' JSON names (`{"key": …}`) and the string literals of the catalogue's
    /// Swift that are keys of the English file (the texts parameters rewrite).
    private static func usedKeys(among keys: Set<String>) throws -> Set<String> {
        var used: Set<String> = []
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        for file in files where !file.contains("strings/") && (file.hasSuffix(".json") || file.hasSuffix(".swift")) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if file.hasSuffix(".json") {
                used.formUnion(text.matches(of: /"key": "([^"]+)"/).map { String($0.output.1) })
            } else if file.hasSuffix(".swift") {
                used.formUnion(text.matches(of: /"((?:[^"\\]|\\.)*)"/).map { String($0.output.1) }.filter(keys.contains))
            }
        }
        return used
    }

    @Test func everyLanguageHasEveryUsedKeyWithTheSameValuesAndNoOther() throws {
        let english = try #require(StringsTable.read(Self.folder.appendingPathComponent("Tasks/strings/en.json"), file: "en.json", log: IssueLog())).texts
        let used = try Self.usedKeys(among: Set(english.keys))
        let names = ["consent.sharing.investigatorShortDescription", "timedUpAndGo.title", "trailMaking.title"]
        let problems = try BuiltInTextTests.problems(in: .predefined, declared: used)
            .filter { problem in !names.contains { problem.hasSuffix(": \($0) is still English") } }
        #expect(problems == [], "names (the tests' own, the investigator's) are the same in every language")
        #expect(BuiltInTextTable.predefined.languages.map(\.text) == ["de", "en", "es", "fr"])
    }

    @Test(arguments: PredefinedTask.allCases) func noTextIsAKeyMissingFromTheFiles(_ predefined: PredefinedTask) throws {
        for parameter in predefined.parameters {
            let values: [JSONValue] = switch parameter.kind {
            case .choice(let words): words.map { .string($0) }
            case .boolean: [.bool(true), .bool(false)]
            case .integer, .number: [parameter.defaultValue ?? .int(1)]
            }
            for value in values {
                for language in ["en", "de", "es", "fr"] {
                    let task = try predefined.task(values: [parameter.name: value], language: LanguageTag(language))
                    let details = task.flattenedSteps.compactMap { ($0 as? InstructionStep)?.detail }
                    for text in task.flattenedSteps.flatMap({ [$0.title, $0.text].compactMap { $0 } }) + details {
                        #expect(text.wholeMatch(of: /[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+/) == nil, "\(predefined.rawValue) \(parameter.name)=\(value.jsonText) \(language): \(text)")
                    }
                }
            }
        }
    }

    @Test func aLanguageIsAddedByItsFileAloneAndFallsBackToEnglishPerKey() throws {
        let copy = try TemporaryDirectory(prefix: "predefined-texts")
        let strings = copy.url.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: try #require(BuiltInTextTable.predefined.folder), to: strings)
        try Data(#"{ "stroop.words": "Vedrà {1} parole." }"#.utf8).write(to: strings.appendingPathComponent("it.json"))
        let table = BuiltInTextTable(name: "predefined with Italian", folder: strings)
        let italian = try #require(BuiltInLanguage(tag: LanguageTag("it")!, offeredBy: table))
        #expect(BuiltInText("stroop.words", table: table).text(in: italian, "20") == "Vedrà 20 parole.")
        #expect(BuiltInText("towerOfHanoi.disks", table: table).text(in: italian, "4")
                    == "Move the entire stack of 4 disks to the highlighted tower in as few moves as possible.")
        let json = try Data(contentsOf: try PredefinedTask.stroop.resourceURL())
        try json.write(to: copy.url.appendingPathComponent("stroop.json"))
        let task = try #require(TaskLoader.load(json: Array(json), registry: .standard, baseDirectory: copy.url, language: LanguageTag("it")).task)
        #expect(task.languages.map(\.text) == ["en", "de", "es", "fr", "it"])
        #expect(task.title == "Stroop", "a key the Italian file lacks is shown in English")
    }
}
