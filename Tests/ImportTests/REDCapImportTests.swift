import ActiveTasks
import Foundation
import Import
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `fixtures/import/redcap-dictionary.csv`, written from REDCap's data dictionary format (BOM,
/// CRLF, a label over two lines, every field type, validation and branching-logic form), imported
/// in process: each form a task that validates, each field its step, and every part without a
/// counterpart listed by line and field.
@Suite struct REDCapImportTests {
    static let source = "redcap-dictionary.csv"

    static func tasks(instrument: String? = nil) throws -> [ImportedTask] {
        let dictionary = try REDCapDictionary(contentsOf: ProjectPaths.fixture("import/redcap-dictionary.csv"), source: source)
        return try REDCapImporter.tasks(from: dictionary, instrument: instrument)
    }

    static func step(_ identifier: String, in task: ImportedTask) throws -> JSONValue {
        let steps = try #require(FHIRQuestionnaireImportTests.array(task.json["steps"]), "\(task.identifier) has no steps")
        return try #require(steps.first { $0["identifier"] == .string(identifier) }, "no step \(identifier)")
    }

    @Test
    func everyFormIsATaskThatValidatesWithoutWarnings() throws {
        let tasks = try Self.tasks()
        #expect(tasks.map(\.identifier) == ["screening", "wellbeing"])
        for task in tasks {
            let outcome = TaskLoader.load(json: Array(task.json.indentedText.utf8), registry: .standard)
            #expect(outcome.task != nil && outcome.issues.isEmpty, "\(task.identifier): \(outcome.issues.map(\.description))")
        }
    }

    @Test
    func fieldTypesAndValidationsBecomeTheirAnswerFormats() throws {
        let screening = try #require(try Self.tasks(instrument: "screening").first)
        let expected: [(String, String)] = [
            ("age", "integer"), ("height", "decimal"), ("dob", "date"), ("visit_time", "date"), ("wake", "timeOfDay"),
            ("email", "email"), ("phone", "text"), ("comments", "text"), ("smoker", "boolean"), ("understood", "boolean"),
            ("sex", "singleChoice"), ("country", "valuePicker"), ("symptoms", "multipleChoice"), ("pain", "continuousScale"),
        ]
        for (field, type) in expected {
            #expect(try Self.step(field, in: screening)["answerFormat"]?["type"] == .string(type), "\(field)")
        }
        let age = try Self.step("age", in: screening)
        #expect(age["answerFormat"]?["minimum"] == .int(18) && age["answerFormat"]?["maximum"] == .int(120))
        #expect(age["optional"] == .bool(false), "Required Field? y is a required question")
        let height = try Self.step("height", in: screening)
        #expect(height["answerFormat"]?["maximumFractionDigits"] == .int(2) && height["answerFormat"]?["minimum"] == .double(0.5))
        #expect(height["text"] == .string("Metres, for example 1.72"), "the field note is the question's text")
        #expect(try Self.step("dob", in: screening)["answerFormat"]?["minimumDate"] == .string("1900-01-01"))
        #expect(try Self.step("visit_time", in: screening)["answerFormat"]?["style"] == .string("dateAndTime"))
        #expect(try Self.step("comments", in: screening)["title"] == .string("Anything else?\nWrite as much as you like."))
        #expect(try Self.step("comments", in: screening)["answerFormat"]?["multipleLines"] == .bool(true))
        let sex = try Self.step("sex", in: screening)["answerFormat"]?["choices"]
        #expect(sex == .array([.object(dropping: [("text", .string("Female")), ("value", .int(1))]),
                               .object(dropping: [("text", .string("Male")), ("value", .int(2))]),
                               .object(dropping: [("text", .string("Other, please specify")), ("value", .int(3))])]))
        #expect(FHIRQuestionnaireImportTests.array(try Self.step("country", in: screening)["answerFormat"]?["choices"])?[0] == .object(dropping: [
            ("text", .string("Germany")), ("value", .string("DE"))]), "a code that is no number stays text")
        let pain = try Self.step("pain", in: screening)["answerFormat"]
        #expect(pain?["minimum"] == .int(0) && pain?["maximum"] == .int(100) && pain?["minimumValueDescription"] == .string("No pain")
                && pain?["maximumValueDescription"] == .string("Worst pain"))
        #expect(try Self.step("no_symptoms", in: screening)["text"] == .string("Good to hear & thank you"), "HTML removed, entities read")
        #expect(try Self.step("age_section", in: screening)["title"] == .string("Demographics"), "a section header is an instruction")
    }

    @Test
    func branchingLogicBecomesSkipRulesThatSkipExactlyWhenItFails() throws {
        let screening = try #require(try Self.tasks(instrument: "screening").first)
        func rule(_ field: String, _ op: String, _ value: JSONValue? = nil) -> JSONValue {
            .object(dropping: [("resultIdentifier", .string(field)), ("ruleOperator", .string(op)), ("matchingAnswer", value)])
        }
        let expected: [(String, [JSONValue])] = [
            ("per_day", [rule("smoker", "ne", .bool(true)), rule("smoker", "de")]),
            ("sex_other", [rule("sex", "ne", .int(3)), rule("sex", "de")]),
            ("not_us", [rule("country", "eq", .string("US"))]),
            ("headache_days", [rule("symptoms", "ne", .int(1)), rule("symptoms", "de")]),
            ("nausea_note", [rule("symptoms", "ne", .int(2)), rule("symptoms", "de"), rule("age", "lt", .int(18)), rule("age", "de")]),
            ("fatigue_free", [rule("symptoms", "eq", .int(3))]),
            ("youth", [rule("age", "gt", .int(25)), rule("age", "de")]),
            ("gave_height", [rule("height", "de")]),
        ]
        for (field, rules) in expected {
            #expect(try Self.step(field, in: screening)["skipRules"] == .array(rules), "\(field)")
        }
        // The rules skip `nausea_note` exactly when REDCap hides it: [symptoms(2)] = "1" and [age] >= 18.
        let rules = try #require(FHIRQuestionnaireImportTests.array(try Self.step("nausea_note", in: screening)["skipRules"]))
        for (symptoms, age, shown) in [([JSONValue.int(2)], JSONValue.int(18), true), ([.int(1)], .int(40), false),
                                       ([.int(2), .int(3)], .int(17), false), ([], .int(40), false), ([.int(2)], .null, false)] {
            let skipped = rules.contains { rule in
                let answer: JSONValue = rule["resultIdentifier"] == .string("age") ? age : (symptoms.isEmpty ? .null : .array(symptoms))
                guard case .string(let name)? = rule["ruleOperator"], let op = RuleOperator(rawValue: name) else { return false }
                return op.matches(answer, rule["matchingAnswer"])
            }
            #expect(skipped != shown, "symptoms \(symptoms), age \(age)")
        }
        // `older` shows when [age] > 65 or [age] < 20: skipped when 20 <= age <= 65 (a rule of
        // all) or age is blank.
        let older = try #require(FHIRQuestionnaireImportTests.array(try Self.step("older", in: screening)["skipRules"]))
        for age in [JSONValue.null, .int(10), .int(19), .int(20), .int(40), .int(65), .int(66), .int(90)] {
            let shown = age.doubleValue.map { $0 > 65 || $0 < 20 } ?? false
            #expect(Self.skips(older, ["age": age]) != shown, "age \(age)")
        }
        #expect(older.count == 2, "the rules that can never match are absorbed: \(older)")
    }

    /// Whether skip rules written as JSON skip a step given `answers` (`.null`: blank), read as
    /// docs/TASK-JSON.md says: any rule matching skips, a rule of `all` matches when each of its
    /// comparisons does.
    static func skips(_ rules: [JSONValue], _ answers: [String: JSONValue]) -> Bool {
        func matches(_ rule: JSONValue) -> Bool {
            if let all = FHIRQuestionnaireImportTests.array(rule["all"]) { return all.allSatisfy(matches) }
            guard case .string(let field)? = rule["resultIdentifier"], case .string(let name)? = rule["ruleOperator"],
                  let op = RuleOperator(rawValue: name) else { return false }
            return op.matches(answers[field] ?? .null, rule["matchingAnswer"])
        }
        return rules.contains(where: matches)
    }

    /// Mixed `and`/`or` logic with parentheses and a checkbox: the rules skip exactly when
    /// REDCap's logic fails, over every combination of answers (blank included).
    @Test
    func logicWithOrAndParenthesesSkipsExactlyWhenItFails() throws {
        let text = Self.header + "\nid,f,,text,ID\nsex,f,,radio,Sex,\"1, F | 2, M | 3, Other\"\nage,f,,text,Age,,,integer\n"
            + "sym,f,,checkbox,Symptoms,\"1, Cough | 2, Fever\"\n"
            + "q,f,,text,Q,,,,,,,([sex] = '1' or [age] > 60) and ([sym(1)] = '1' or [sym(2)] <> '1')\n"
        let task = try #require(try REDCapImporter.tasks(from: REDCapDictionary(text: text, source: "d.csv"), instrument: nil).first)
        #expect(task.notes.allSatisfy { $0.location != "line 6 (q)" }, "\(task.notes.map { $0.line(in: "") })")
        let rules = try #require(FHIRQuestionnaireImportTests.array(try Self.step("q", in: task)["skipRules"]))
        var cases = 0
        for sex in [nil, 1, 2, 3] {
            for age in [nil, 30, 61] {
                for ticked in [[], [1], [2], [1, 2]] {
                    for blankSymptoms in ticked.isEmpty ? [false, true] : [false] {
                        // REDCap: a blank field fails = and > comparisons; a checkbox option is "1" when ticked.
                        let sexOrAge = sex == 1 || (age.map { $0 > 60 } ?? false)
                        let symptoms = ticked.contains(1) || !ticked.contains(2)
                        let shown = sexOrAge && symptoms
                        let answers: [String: JSONValue] = [
                            "sex": sex.map { .int($0) } ?? .null, "age": age.map { .int($0) } ?? .null,
                            "sym": blankSymptoms ? .null : .array(ticked.map { .int($0) }),
                        ]
                        #expect(Self.skips(rules, answers) != shown, "\(answers)")
                        cases += 1
                    }
                }
            }
        }
        #expect(cases == 60)
    }

    @Test
    func sumsBecomeScoresAndAnnotationsAreKept() throws {
        let tasks = try Self.tasks()
        #expect(tasks[1].json["scores"] == .array([
            .object(dropping: [("identifier", .string("wb_total")), ("sum", .array(["wb1", "wb2", "wb3"].map(JSONValue.string)))]),
            .object(dropping: [("identifier", .string("wb_pair")), ("sum", .array(["wb1", "wb2"].map(JSONValue.string)))]),
        ]))
        #expect(tasks[0].json["annotations"]?["hidden_note"] == .string("@HIDDEN @DEFAULT='none' kept for the coordinator"))
        #expect(tasks[0].json["scores"] == nil, "the BMI is no sum")
    }

    @Test
    func everyPartWithoutACounterpartIsListedByLineAndField() throws {
        let notes = try Self.tasks().flatMap(\.notes)
        let expected: [(String, String)] = [
            ("line 2 (record_id)", "record identifier is not asked"),
            ("line 5 (dob)", "Identifier? = y"),
            ("line 5 (dob)", "the bound \"today\" is not kept"),
            ("line 9 (phone)", "text validation \"phone\" has no counterpart"),
            ("line 10 (comments)", "custom alignment \"LH\""),
            ("line 14 (understood)", "question number \"7a\""),
            ("line 22 (no_symptoms)", "HTML tags are removed"),
            ("line 24 (pain)", "middle label \"Some\""),
            ("line 27 (gave_height)", "pipes an answer"),
            ("line 28 (no_height)", "no rule matches an answered question"),
            ("line 29 (adult_years)", "function datediff()"),
            ("line 30 (photo)", "a file upload (file)"),
            ("line 31 (signature)", "a file upload (signature)"),
            ("line 32 (bmi)", "is not a sum of fields"),
            ("line 33 (query)", "field type \"sql\""),
            ("line 34 (hidden_note)", "action tags @HIDDEN, @DEFAULT"),
            ("line 35 (wb1)", "matrix group \"wb\""),
            ("line 36 (wb2)", "matrix ranking \"y\""),
            ("line 39 (wb_total)", "sum() adds the items answered"),
        ]
        for (location, message) in expected {
            #expect(notes.contains { $0.location == location && $0.message.contains(message) }, "\(location): \(message) in \(notes.map { $0.line(in: "") })")
        }
        #expect(notes.count == expected.count, "\(notes.map { $0.line(in: "") })")
    }

    @Test
    func quotedCommasLineBreaksAndShortRowsAreReadWithTheirLines() throws {
        let text = Self.header + "\n"
            + "id,f,,text,ID\r\n"
            + "q1,f,,radio,\"Two\r\nlines, and a comma\",\"1, A | 2, B\"\n"
            + "\n"
            + "q2,f,,text,Last,,,phone\n"
        let dictionary = try REDCapDictionary(text: "\u{FEFF}" + text, source: "d.csv")
        #expect(dictionary.fields.map(\.name) == ["id", "q1", "q2"])
        #expect(dictionary.fields.map(\.line) == [2, 3, 6], "a row starts after the lines of the cells before it; blank lines count")
        #expect(dictionary.fields[1].label == "Two\r\nlines, and a comma")
        let task = try #require(try REDCapImporter.tasks(from: dictionary, instrument: nil).first)
        #expect(task.notes.map(\.location) == ["line 2 (id)", "line 6 (q2)"])
    }

    @Test
    func aRequiredFieldWhoseLogicCannotBeMappedIsAskedAsOptionalAndTheRecordsSectionIsKept() throws {
        let text = Self.header + "\nid,f,Welcome,text,ID\nage,f,,text,Age,,,integer\n"
            + "why,f,,text,Why?,,,,,,,[later] = '1',y\n"
        let task = try #require(try REDCapImporter.tasks(from: REDCapDictionary(text: text, source: "d.csv"), instrument: nil).first)
        let why = try Self.step("why", in: task)
        #expect(why["optional"] == nil && why["skipRules"] == nil, "asked of everyone, so it can be skipped")
        #expect(task.notes.contains { $0.location == "line 4 (why)" && $0.message.contains("asked as optional") })
        #expect(try Self.step("id_section", in: task)["title"] == .string("Welcome"), "a header on the record identifier is still shown")
    }

    /// REDCap's 18 column names, as its export writes them.
    static let header = "Variable / Field Name,Form Name,Section Header,Field Type,Field Label,\"Choices, Calculations, OR Slider Labels\","
        + "Field Note,Text Validation Type OR Show Slider Number,Text Validation Min,Text Validation Max,Identifier?,"
        + "Branching Logic (Show field only if...),Required Field?,Custom Alignment,Question Number (surveys only),"
        + "Matrix Group Name,Matrix Ranking?,Field Annotation"

    @Test(arguments: [
        ("name,form\nq,f\n", "line 1 is not a REDCap data dictionary header"),
        (header + "\nq,f,,text,L" + String(repeating: ",", count: 13) + ",extra\n", "d.csv: line 2: 19 cells"),
        (header + "\nq,,,text,L\n", "d.csv: line 2: a field needs"),
        (header + "\n", "has no fields"),
    ])
    func aFileThatIsNoDictionaryIsRefusedByLine(text: String, expected: String) {
        let error = #expect(throws: ActivetaskError.self) {
            _ = try REDCapDictionary(text: text, source: "d.csv")
        }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }

    @Test
    func anUnknownInstrumentIsRefusedWithTheFormsThereAre() throws {
        let dictionary = try REDCapDictionary(contentsOf: ProjectPaths.fixture("import/redcap-dictionary.csv"), source: Self.source)
        let error = #expect(throws: ActivetaskError.self) {
            _ = try REDCapImporter.tasks(from: dictionary, instrument: "baseline")
        }
        #expect(error?.message == "the dictionary has no form \"baseline\"; its forms: screening, wellbeing")
    }
}
