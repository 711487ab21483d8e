import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import Testing

/// The validator's checks that keep a run from looping for ever or writing two things into one
/// place, and dates that must be real calendar dates.
@Suite struct TaskValidatorSafetyTests {
    @Test func aLoopOfTwoStepsWithNoWayOutIsAnErrorNamingItsSteps() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "instruction", "identifier": "a", "nextStepIdentifier": "b" },
          { "type": "instruction", "identifier": "b", "nextStepIdentifier": "a" },
          { "type": "instruction", "identifier": "c" } ] }
        """) == [#"steps[0]: steps "a", "b" form a loop that no navigation rule can leave; add a rule that leads out of it or to exit"#,
                   #"warning: steps[2]: step "c" is unreachable: no navigation leads to it"#])
    }

    @Test func aLoopIsReportedAtTheStepsThatFormItNotTheStepsLeadingIntoIt() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "instruction", "identifier": "intro" },
          { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" } },
          { "type": "instruction", "identifier": "a", "nextStepIdentifier": "b" },
          { "type": "instruction", "identifier": "b", "nextStepIdentifier": "a" } ] }
        """) == [#"steps[2]: steps "a", "b" form a loop that no navigation rule can leave; add a rule that leads out of it or to exit"#])
    }

    @Test func aLoopOfThousandsOfStepsWithSkipRulesIsReportedOnceAtItsFirstStep() {
        // Every step but the last may be skipped (skipping the last would end the task) and the
        // last leads back to the first: one loop of 3,000 steps, found once (not once per step,
        // as a search from each trapped step did).
        let count = 3_000
        let skip = #""skipRules": [{ "resultIdentifier": "q", "matchingAnswer": true }]"#
        let steps = (0..<count).map { index in
            index == 0 ? #"{ "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" } }"#
                : #"{ "type": "instruction", "identifier": "s\#(index)", \#(index == count - 1 ? #""nextStepIdentifier": "q""# : skip) }"#
        }
        let issues = TestTasks.issues(#"{ "identifier": "t", "steps": [\#(steps.joined(separator: ","))] }"#)
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix(#"steps[0]: steps "q", "s1", "s2", "#) == true)
        #expect(issues.first?.components(separatedBy: #"", ""#).count == count)
    }

    @Test func twoLoopsWithNoWayOutAreReportedEachAtItsOwnSteps() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" }, "nextStepIdentifier": "c",
            "surveyRules": [ { "ruleOperator": "eq", "matchingAnswer": true, "skipToIdentifier": "a" } ] },
          { "type": "instruction", "identifier": "a", "nextStepIdentifier": "b" },
          { "type": "instruction", "identifier": "b", "nextStepIdentifier": "a" },
          { "type": "instruction", "identifier": "c", "nextStepIdentifier": "d" },
          { "type": "instruction", "identifier": "d", "nextStepIdentifier": "c" } ] }
        """) == [#"steps[1]: steps "a", "b" form a loop that no navigation rule can leave; add a rule that leads out of it or to exit"#,
                   #"steps[3]: steps "c", "d" form a loop that no navigation rule can leave; add a rule that leads out of it or to exit"#])
    }

    @Test func aLoopWithASurveyRuleLeadingOutIsAccepted() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "a", "answerFormat": { "type": "boolean" }, "nextStepIdentifier": "b",
            "surveyRules": [ { "ruleOperator": "eq", "matchingAnswer": true, "skipToIdentifier": "c" } ] },
          { "type": "instruction", "identifier": "b", "nextStepIdentifier": "a" },
          { "type": "instruction", "identifier": "c" } ] }
        """).isEmpty)
    }

    @Test func aLoopBehindAStepItsSkipRulesMaySkipIsFoundAndReportedAtItsOwnSteps() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" } },
          { "type": "instruction", "identifier": "x", "nextStepIdentifier": "y",
            "skipRules": [ { "resultIdentifier": "q", "matchingAnswer": true } ] },
          { "type": "instruction", "identifier": "w", "nextStepIdentifier": "exit" },
          { "type": "instruction", "identifier": "y", "nextStepIdentifier": "z" },
          { "type": "instruction", "identifier": "z", "nextStepIdentifier": "y" } ] }
        """) == [#"steps[3]: steps "y", "z" form a loop that no navigation rule can leave; add a rule that leads out of it or to exit"#],
                "x, which its skip rule may pass, leads into the loop of y and z; the loop is reported at its own steps")
    }

    @Test(.timeLimit(.minutes(1)))
    func tensOfThousandsOfStepsWithSkipRulesAreCheckedWithoutRecursion() {
        let steps = (1..<20_000).map { #"{ "type": "instruction", "identifier": "s\#($0)", "skipRules": [ { "resultIdentifier": "q", "matchingAnswer": true } ] }"# }
        let json = #"{ "identifier": "t", "steps": [ { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" } }, "#
            + steps.joined(separator: ", ") + "] }"
        #expect(TestTasks.issues(json).isEmpty)
    }

    @Test func stepsAndRecordersWhoseFileNamesCollideOnDiskAreErrors() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "active", "identifier": "leg/one", "duration": 1, "recorders": [ { "identifier": "motion:1", "type": "accelerometer" } ] },
          { "type": "active", "identifier": "leg_one", "duration": 1, "recorders": [ { "identifier": "motion_1", "type": "gyroscope" } ] },
          { "type": "instruction", "identifier": "taskResult.json" } ] }
        """) == [
            #"steps[1].identifier: step "leg_one" would write into the folder leg_one of step "leg/one" at steps[0]; rename one (letters, digits, - _ . stay as they are)"#,
            #"steps[1].recorders[0].identifier: recorder "motion_1" would write the chunk files motion_1-NNNNNN.jsonl of recorder "motion:1" at steps[0].recorders[0]; rename one (letters, digits, - _ . stay as they are)"#,
            #"steps[2].identifier: "taskResult.json" would name its folder taskResult.json, the run's own result file; rename the step"#,
        ])
    }

    @Test func anEmptySectionIsAnError() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "section", "identifier": "s", "steps": [] },
                                        { "type": "instruction", "identifier": "i" } ] }
        """) == ["steps[0].steps: is empty; a section needs at least one step"])
    }

    @Test func aDuplicateKeyIsReportedAtTheSecondOnesPath() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "instruction", "identifier": "i", "title": "One", "title": "Two" } ] }
        """) == ["steps[0].title: is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one"])
    }

    @Test func rulesLeadingBackToTheirOwnStepWhateverTheAnswerAreErrors() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "q", "answerFormat": { "type": "boolean" },
            "surveyRules": [ { "ruleOperator": "always", "skipToIdentifier": "q" } ] },
          { "type": "question", "identifier": "r", "answerFormat": { "type": "boolean" }, "nextStepIdentifier": "r" } ] }
        """) == [
            #"steps[0].surveyRules[0].skipToIdentifier: "q" leads back to the step itself whatever the answer: an endless loop; make it depend on the answer or lead elsewhere"#,
            #"steps[1].nextStepIdentifier: "r" leads back to the step itself whatever the answer: an endless loop; make it depend on the answer or lead elsewhere"#,
        ])
    }

    @Test func datesMustBeCalendarDatesWithATimeZone() throws {
        #expect(DateText.date(from: "1980-02-30") == nil)
        #expect(DateText.date(from: "1980-02-29") == Date(timeIntervalSince1970: 320_630_400))
        #expect(DateText.date(from: "1900-02-29") == nil)
        #expect(DateText.date(from: "2026-13-01") == nil)
        #expect(DateText.date(from: "2026-11-22T24:00:00Z") == nil)
        #expect(DateText.calendarProblem(in: "1980-02-30") == "month 2 of 1980 has 29 days, not 30")
        #expect(DateText.calendarProblem(in: "2026-11-22T08:30:00") == "the time has no time zone; end it with Z (UTC) or an offset such as +01:00")
        let format = DateAnswerFormat()
        #expect(throws: ActivetaskError(.invalidAnswer, "\"1980-02-30\" is not a date, e.g. 2026-11-23 or 23.11.2026: month 2 of 1980 has 29 days, not 30")) {
            try format.answer(fromText: "1980-02-30")
        }
        #expect(throws: ActivetaskError.self) { try format.answer(from: .string("1980-02-30")) }
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "q",
          "answerFormat": { "type": "date", "minimumDate": "1980-02-30" } } ] }
        """) == [#"steps[0].answerFormat.minimumDate: "1980-02-30" is not a date: month 2 of 1980 has 29 days, not 30; write yyyy-MM-dd or ISO 8601"#])
    }
}
