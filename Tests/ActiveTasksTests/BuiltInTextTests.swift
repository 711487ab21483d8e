@testable import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The tool's own texts: the core and families' tables' string files have every declared key in
/// every shipped language with the same values and no key the code does not declare, a family's
/// texts are declared in its folder, a language is added by its file alone, and texts show in the
/// language a task was loaded in.
@Suite struct BuiltInTextTests {
    private static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{[0-9]+\}/).map { String($0.output) })
    }

    /// Every Swift file under `Sources`, by path, sorted.
    private static func sources() throws -> [(file: String, text: String)] {
        let folder = ProjectPaths.root.appendingPathComponent("Sources")
        return try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The `static let NAME = BuiltInText("KEY"…)` declarations in `Sources`, as (name, key,
    /// table) with the table's name (`core` unless `table:` names another), and every other line
    /// with `BuiltInText("…")`, which would declare a key outside the list.
    private static func declarations() throws -> (declared: [(name: String, key: String, table: String, file: String)], stray: [String]) {
        var declared: [(name: String, key: String, table: String, file: String)] = [], stray: [String] = []
        for (file, text) in try sources() {
            for line in text.split(separator: "\n") where line.contains("BuiltInText(\"") {
                if let match = line.wholeMatch(of: /\s*(?:public |package )?static let (\w+) = BuiltInText\("([^"]+)"(?:, table: \.(\w+))?\)/) {
                    declared.append((String(match.1), String(match.2), match.3.map(String.init) ?? "core", file))
                } else {
                    stray.append("\(file): \(line)")
                }
            }
        }
        return (declared, stray)
    }

    /// What is wrong with `table`'s files: a file that does not load cleanly, a declared key
    /// missing from a language, a key no declaration has, an empty text, values that differ
    /// from English's, and a text longer than 12 characters still in English.
    static func problems(in table: BuiltInTextTable, declared: Set<String>) throws -> [String] {
        let folder = try #require(table.folder)
        let log = IssueLog()
        let files = StringsTable.load(from: folder.deletingLastPathComponent(), log: log)
        var problems = log.issues.map { "\($0.path): \($0.message)" }
        let english = try #require(files[.english], "\(table.name) has no en.json").texts
        for (language, file) in files.sorted(by: { $0.key < $1.key }) {
            for key in declared.subtracting(file.texts.keys).sorted() { problems.append("\(file.file): \(key) is missing") }
            for key in Set(file.texts.keys).subtracting(declared).sorted() { problems.append("\(file.file): \(key) is used by no BuiltInText") }
            for (key, text) in file.texts.sorted(by: { $0.key < $1.key }) {
                guard let original = english[key] else { continue }
                if text.isEmpty { problems.append("\(file.file): \(key) is empty") }
                if placeholders(text) != placeholders(original) { problems.append("\(file.file): \(key) has other values than in English: \(text)") }
                if language != .english, original.count > 12, text == original { problems.append("\(file.file): \(key) is still English") }
            }
        }
        return problems
    }

    private static func coreKeys() throws -> Set<String> {
        try keys(of: "core")
    }

    private static func keys(of table: String) throws -> Set<String> {
        Set(try declarations().declared.filter { $0.table == table }.map(\.key))
    }

    @Test func theFamiliesTableHasEveryDeclaredKeyInEveryLanguageOfTheCore() throws {
        #expect(try Self.problems(in: .families, declared: Self.keys(of: "families")) == [])
        let shipped = StringsTable.names(in: ProjectPaths.root.appendingPathComponent("Sources/TaskFamilies/strings")).compactMap(StringsTable.tag(ofFile:))
        #expect(BuiltInLanguage.allCases.map(\.tag) == shipped, "the families ship in the core's languages")
    }

    /// The presenters' and the study's own tables: each target's `strings` folder beside its
    /// sources, by the table name its texts declare.
    private static let presenterTables = ["terminal": "TerminalUI", "kiosk": "Kiosk", "consentPDF": "ConsentPDF", "study": "Study"]

    @Test(arguments: presenterTables.sorted { $0.key < $1.key })
    func aTargetsOwnTableHasEveryDeclaredKeyInEveryLanguageOfTheCore(table: String, target: String) throws {
        let folder = ProjectPaths.root.appendingPathComponent("Sources/\(target)/strings")
        #expect(try Self.problems(in: BuiltInTextTable(name: table, folder: folder), declared: Self.keys(of: table)) == [])
        #expect(BuiltInLanguage.allCases.map(\.tag) == StringsTable.names(in: folder).compactMap(StringsTable.tag(ofFile:)),
                "\(target) ships in the core's languages")
        let declaredOutside = try Self.declarations().declared.filter { $0.table == table && !$0.file.hasPrefix("\(target)/") }
        #expect(declaredOutside.map(\.file) == [], "a presenter's texts are declared in its target")
    }

    @Test func theCoreHasNoTextOnlyOnePresenterOrTheStudyShows() throws {
        let declared = try Self.declarations().declared.filter { $0.table == "core" }
        let code = try Self.sources().map { source in
            (target: String(source.file.prefix { $0 != "/" }),
             members: Set(source.text.split(separator: "\n").filter { !$0.contains("BuiltInText(\"") }.joined(separator: "\n")
                .matches(of: /\.(\w+)/).map { String($0.output.1) }))
        }
        let presenters = Set(Self.presenterTables.values)
        let onlyOne = declared.filter { text in
            let users = Set(code.filter { $0.members.contains(text.key) }.map(\.target))
            return users.count == 1 && users.isSubset(of: presenters)
        }
        #expect(onlyOne.map(\.key) == [], "a text only one presenter (or the study) shows belongs in its table")
    }

    @Test func everyShippedLanguageHasEveryDeclaredKeyWithTheSameValuesAndNoOther() throws {
        #expect(try Self.problems(in: .core, declared: Self.coreKeys()) == [])
        let shipped = StringsTable.names(in: ProjectPaths.root.appendingPathComponent("Sources/ActiveTasks/strings")).compactMap(StringsTable.tag(ofFile:))
        #expect(BuiltInLanguage.allCases.map(\.tag) == shipped && shipped.contains(.english), "the languages are the files in Sources/ActiveTasks/strings")
    }

    @Test func everyTextIsDeclaredOnceAsAStaticNamedAfterItsKeyAndUsedInTheSources() throws {
        let (declared, stray) = try Self.declarations()
        #expect(stray == [], "declare a text as `static let key = BuiltInText(\"key\")`")
        #expect(declared.filter { $0.name != $0.key }.map(\.name) == [])
        #expect(Set(declared.map { "\($0.table).\($0.key)" }).count == declared.count, "a key is declared twice")
        let code = try Self.sources().flatMap { $0.text.split(separator: "\n") }.filter { !$0.contains("BuiltInText(\"") }.joined(separator: "\n")
        let members = Set(code.matches(of: /\.([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) })
        let unused = declared.map(\.name).filter { !members.contains($0) }
        #expect(unused == [], "texts nothing shows")
    }

    /// The family whose folder `file` is in, in any target (`Kiosk/Stroop/KioskStroopPart.swift` →
    /// `Stroop`); `nil` for a shared file.
    private static func family(of file: String, among families: Set<String>) -> String? {
        let parts = file.split(separator: "/").map(String.init)
        return parts.count > 2 && families.contains(parts[1]) ? parts[1] : nil
    }

    @Test func aFamilysTextsAreDeclaredInItsFolderAndTheCoreHasNoneOnlyOneFamilyUses() throws {
        let families = Set(try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root.appendingPathComponent("Sources/TaskFamilies").path)
            .filter { !$0.contains(".") && $0 != "strings" })
        let declared = try Self.declarations().declared
        let misplaced = declared.filter { ($0.table == "families") != (Self.family(of: $0.file, among: families) != nil && $0.file.hasPrefix("TaskFamilies/")) }
        #expect(misplaced.map { "\($0.file): \($0.key)" } == [], "a family's texts are in the families' table, declared in its folder of TaskFamilies")
        let code = try Self.sources().map { source in
            (file: source.file, text: source.text.split(separator: "\n").filter { !$0.contains("BuiltInText(\"") }.joined(separator: "\n"))
        }
        let onlyOneFamily = declared.filter { $0.table == "core" }.filter { text in
            let users = code.filter { $0.text.contains(".\(text.key)") && $0.text.matches(of: /\.(\w+)/).contains { $0.output.1 == text.key } }
            let owners = Set(users.map { Self.family(of: $0.file, among: families) ?? "" })
            return owners.count == 1 && owners != [""]
        }
        #expect(onlyOneFamily.map(\.key) == [], "a text only one family shows belongs in its folder, in the families' table")
    }

    @Test func theCheckFindsAMissingKeyAnUnusedKeyAndOtherValues() throws {
        let folder = try TemporaryDirectory(prefix: "builtin-texts")
        let strings = folder.url.appendingPathComponent("strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data(#"{ "stepOf": "Step {1} of {2}", "tapsSoFar": "{1} taps so far" }"#.utf8).write(to: strings.appendingPathComponent("en.json"))
        try Data(#"{ "stepOf": "Schritt {1}", "old": "Alt" }"#.utf8).write(to: strings.appendingPathComponent("de.json"))
        let problems = try Self.problems(in: BuiltInTextTable(name: "test", folder: strings), declared: ["stepOf", "tapsSoFar"])
        #expect(problems == ["strings/de.json: tapsSoFar is missing", "strings/de.json: old is used by no BuiltInText",
                             "strings/de.json: stepOf has other values than in English: Schritt {1}"])
    }

    @Test func aLanguageIsAddedByItsFileAlone() throws {
        let folder = try TemporaryDirectory(prefix: "builtin-texts")
        let strings = folder.url.appendingPathComponent("strings")
        try FileManager.default.copyItem(at: try #require(BuiltInTextTable.core.folder), to: strings)
        let english = try #require(StringsTable.read(strings.appendingPathComponent("en.json"), file: "en.json", log: IssueLog())).texts
        var italian = english.mapValues { "[it] \($0)" }
        italian["languageEndonym"] = "Italiano"
        try JSONSerialization.data(withJSONObject: italian).write(to: strings.appendingPathComponent("it.json"))
        let table = BuiltInTextTable(name: "core with Italian", folder: strings)
        let language = try #require(BuiltInLanguage(tag: LanguageTag("it-CH")!, offeredBy: table))
        #expect(language.tag == LanguageTag("it"))
        #expect(BuiltInText(BuiltInText.languageEndonym.rawValue, table: table).text(in: language) == "Italiano")
        #expect(BuiltInText("stepOf", table: table).text(in: language, "3", "8") == "[it] Step 3 of 8")
        #expect(try Self.problems(in: table, declared: Self.coreKeys()) == [])
        #expect(BuiltInLanguage(tag: LanguageTag("it")!) == nil, "the shipped table is untouched")
    }

    @Test func valuesFillTheirPlacesInOrder() {
        #expect(BuiltInText.stepOf.text(in: .german, "3", "8") == "Schritt 3 von 8")
        #expect(BuiltInText.memoryStatus.text(in: .french, "2", "1", "5") == "Score 2   Partie 1 sur 5")
    }

    @Test func aTextMissingFromALanguageIsShownInEnglishAndOneMissingEverywhereAsItsKey() throws {
        let folder = try TemporaryDirectory(prefix: "builtin-texts")
        try Data(#"{ "stepOf": "Step {1} of {2}" }"#.utf8).write(to: folder.url.appendingPathComponent("en.json"))
        try Data(#"{}"#.utf8).write(to: folder.url.appendingPathComponent("de.json"))
        let table = BuiltInTextTable(name: "test", folder: folder.url)
        let german = try #require(BuiltInLanguage(tag: LanguageTag("de")!, offeredBy: table))
        #expect(BuiltInText("stepOf", table: table).text(in: german, "1", "2") == "Step 1 of 2")
        #expect(BuiltInText("nowhere", table: table).text(in: german) == "nowhere")
        #expect(german.endonym == "Deutsch", "the endonym is the core table's")
    }

    @Test func aRegionalTagUsesItsLanguagesTextsAndAnUnknownOneEnglish() {
        #expect(BuiltInLanguage(tag: LanguageTag("es-MX")!) == .spanish)
        #expect(BuiltInLanguage(tag: LanguageTag("DE")!) == .german)
        #expect(BuiltInLanguage(tag: LanguageTag("it")!) == nil)
        #expect(LanguageTag("de")!.endonym == "Deutsch" && LanguageTag("fr-CA")!.endonym == "Français")
        #expect(LanguageTag("de_DE") == nil && LanguageTag("") == nil && LanguageTag("d") == nil)
    }

    @Test func theFlowRefusesAnUnansweredQuestionInTheTasksLanguage() throws {
        let json = """
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "q", "title": { "en": "Pick", "es": "Elige" }, "optional": false,
                "answerFormat": { "type": "singleChoice", "choices": ["a", "b"] } } ] }
            """
        let task = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard, language: LanguageTag("es")).task)
        let flow = StepFlow(runner: TaskRunner(task: task))
        flow.start()
        #expect(flow.handle(.next) == .refused("Elige una respuesta."))
    }
}
