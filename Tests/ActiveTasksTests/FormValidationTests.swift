import ActiveTasks
import Testing
import TestSupport

/// Task JSON with issue #28's keys written wrong: each problem named at its path with the way out.
@Suite struct FormValidationTests {
    private func issues(items: String) -> [String] {
        TestTasks.issues("""
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "pain", "answerFormat": { "type": "boolean" } },
              { "type": "form", "identifier": "f", "items": [ \(items) ] } ] }
            """)
    }

    @Test func aVisibilityRuleMustLookAtAnEarlierAnswer() {
        let found = issues(items: """
            { "identifier": "a", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "b", "matchingAnswer": "x" } },
            { "identifier": "b", "answerFormat": { "type": "text" } },
            { "identifier": "c", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "nowhere", "matchingAnswer": "x" } }
            """)
        #expect(found.contains("steps[1].items[0].visibleIf.resultIdentifier: \"b\" is not asked before \"a\"; a visibility rule looks at an earlier answer"))
        #expect(found.contains("steps[1].items[2].visibleIf.resultIdentifier: \"nowhere\" is not a question or form item of this task"))
    }

    @Test func aVisibilityRuleMayNotLookAtALaterStep() {
        let found = TestTasks.issues("""
            { "identifier": "t", "steps": [
              { "type": "form", "identifier": "f", "items": [
                { "identifier": "a", "answerFormat": { "type": "text" },
                  "visibleIf": { "resultIdentifier": "later", "matchingAnswer": true } } ] },
              { "type": "question", "identifier": "later", "answerFormat": { "type": "boolean" } } ] }
            """)
        #expect(found.contains("steps[0].items[0].visibleIf.resultIdentifier: \"later\" is not asked before \"a\"; a visibility rule looks at an earlier answer"))
    }

    @Test func aVisibilityRulesAnswerMustBeOneTheQuestionCanGive() {
        let found = issues(items: """
            { "identifier": "where", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "pain", "matchingAnswer": "often" } },
            { "identifier": "when", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "pain", "ruleOperator": "eq" } }
            """)
        #expect(found.contains { $0.hasPrefix("steps[1].items[0].visibleIf.matchingAnswer: can never match:") }, "\(found)")
        #expect(found.contains("steps[1].items[1].visibleIf.matchingAnswer: missing; operator eq compares the answer with it"))
    }

    @Test func aRuleOnAnEarlierStepAndADontKnowMatchAreValid() {
        #expect(issues(items: """
            { "identifier": "where", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "pain", "matchingAnswer": true } },
            { "identifier": "unsure", "answerFormat": { "type": "text" },
              "visibleIf": { "resultIdentifier": "pain", "matchingAnswer": { "dontKnow": true } } }
            """).isEmpty)
    }

    @Test func aCustomDontKnowTextNeedsTheButton() {
        let found = issues(items: """
            { "identifier": "a", "customDontKnowButtonText": "No idea", "answerFormat": { "type": "text" } }
            """)
        #expect(found == ["steps[1].items[0].customDontKnowButtonText: has no showDontKnowButton: true to go with it"])
    }

    @Test func newFormatsReportTheirDefinitionProblemsAtTheirPaths() {
        let found = issues(items: """
            { "identifier": "h", "answerFormat": { "type": "height", "measurementSystem": "imperial" } },
            { "identifier": "w", "answerFormat": { "type": "weight", "numericPrecision": "exact", "minimum": 0 } },
            { "identifier": "s", "answerFormat": { "type": "textScale", "choices": ["1", "2", "3", "4", "5", "6", "7", "8", "9"] } },
            { "identifier": "c", "answerFormat": { "type": "colorChoice", "choices": [ { "color": "blue", "text": "Blue" } ] } },
            { "identifier": "p", "answerFormat": { "type": "multipleValuePicker", "valuePickers": [ { "choices": ["a"] } ] } },
            { "identifier": "y", "answerFormat": { "type": "year", "minimum": 2000, "maximum": 1990 } }
            """)
        #expect(found.contains("steps[1].items[0].answerFormat.measurementSystem: \"imperial\" is not a measurement system; use metric or USC"))
        #expect(found.contains("steps[1].items[1].answerFormat.numericPrecision: \"exact\" is not a precision; use default, low or high"))
        #expect(found.contains("steps[1].items[1].answerFormat.minimum: 0 kg is not a weight; use a positive number of kg"))
        #expect(found.contains("steps[1].items[2].answerFormat.choices: has 9 choices; a text scale has 2 to 8 stops"))
        #expect(found.contains("steps[1].items[3].answerFormat.choices[0].color: \"blue\" is not a colour; write #RRGGBB, e.g. #1E90FF"))
        #expect(found.contains("steps[1].items[4].answerFormat.valuePickers: has 1 pickers; use a valuePicker for one, or list two or more"))
        #expect(found.contains("steps[1].items[5].answerFormat.maximum: 1990 is before minimum 2000"))
    }

    @Test func newNumericFormatsKeepANumericRaveFormatAndRefuseAnyOther() throws {
        let found = issues(items: """
            { "identifier": "a", "answerFormat": { "type": "age", "format": "$3" } },
            { "identifier": "y", "answerFormat": { "type": "year", "format": "4+" } }
            """)
        #expect(found == ["steps[1].items[0].answerFormat.format: \"$3\" is not a numeric Rave format; use n (at most n digits) or n+ (exactly n digits)"])
        let task = try TestTasks.task("""
            { "identifier": "t", "steps": [ { "type": "question", "identifier": "h", "answerFormat": { "type": "height", "format": "3" } } ] }
            """)
        #expect(task.flattenedSteps[0].questions[0].answerFormat.raveFormat == RaveFormat("3"))
    }

    @Test func theDemographicsFixtureLoadsWithoutIssues() throws {
        let task = try TestTasks.load("demographics.json")
        #expect(task.flattenedSteps.map(\.type) == ["instruction", "form", "form", "question", "review", "completion"])
    }
}
