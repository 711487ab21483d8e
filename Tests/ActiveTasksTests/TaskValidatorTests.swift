import TestSupport
import RecordingFormat
import ActiveTasks
import Testing

@Suite struct TaskValidatorTests {
    @Test func pathsNameTheStepAsWrittenWhenAnEarlierStepCannotBeBuilt() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "instruction" },
          { "type": "question", "identifier": "n", "answerFormat": { "type": "integer", "minimum": 10, "maximum": 5 } },
          { "type": "active", "identifier": "a", "duration": 1,
            "recorders": [ { "type": "touch" }, { "identifier": "r", "type": "touch", "frequency": -1 } ] } ] }
        """) == [
            "steps[0].identifier: missing; add \"identifier\": \"…\"",
            "steps[1].answerFormat.maximum: 5 is below minimum 10",
            "steps[2].recorders[0].identifier: missing; add \"identifier\": \"…\"",
            "steps[2].recorders[1].frequency: -1 must be positive",
        ])
    }

    @Test func aRuleOfAllIsCheckedComparisonByComparisonAndNeedsTwo() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "age", "answerFormat": { "type": "integer" } },
          { "type": "instruction", "identifier": "a", "skipRules": [
              { "all": [ { "resultIdentifier": "age", "ruleOperator": "gt", "matchingAnswer": 1 },
                         { "resultIdentifier": "agee", "ruleOperator": "de" },
                         { "resultIdentifier": "age", "ruleOperator": "lt" } ] },
              { "all": [ { "resultIdentifier": "age", "ruleOperator": "de" } ] } ] } ] }
        """) == [
            "steps[1].skipRules[0].all[1].resultIdentifier: \"agee\" is not a question or form item of this task",
            "steps[1].skipRules[0].all[2].matchingAnswer: missing; operator lt compares the answer with it",
            "steps[1].skipRules[1].all: needs at least two comparisons; write a single one as a rule of its own",
        ])
    }

    @Test func aBrokenStepIsStillAKnownNavigationTarget() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "instruction", "identifier": "a", "nextStepIdentifier": "b" },
          { "type": "video", "identifier": "b" } ] }
        """).count == 1)
    }

    @Test func tasksBuiltInCodeAreValidatedWithStructuralPaths() {
        let task = OrderedTask(identifier: "code", steps: [
            SectionStep(header: StepHeader(identifier: "s"), steps: [
                QuestionStep(header: StepHeader(identifier: "q", navigation: StepNavigation(nextStepIdentifier: "nowhere")),
                             answerFormat: ScaleAnswerFormat(minimum: 5, maximum: 1)),
            ]),
            ActiveStep(header: StepHeader(identifier: "a"), duration: -1, recorders: [RecorderConfiguration(identifier: "m", type: .gyroscope, chunkBytes: 0)]),
        ], recorders: [RecorderConfiguration(identifier: "m", type: .location, stopStepIdentifier: "q")])
        #expect(TaskValidator.issues(in: task).map(\.description) == [
            "steps[0].steps[0].answerFormat.maximum: 1 must be above minimum 5",
            #"steps[0].steps[0].nextStepIdentifier: "nowhere" is not a step of this task (nor exit or nextStep)"#,
            "steps[1].duration: -1 must be positive seconds",
            #"steps[1].recorders[0].identifier: duplicate recorder identifier "m", first used at recorders[0]"#,
            "steps[1].recorders[0].chunkBytes: 0 must be positive",
        ])
    }

    @Test func aStepThatJumpsToItselfWithoutAQuestionIsAnEndlessLoop() {
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "instruction", "identifier": "a", "nextStepIdentifier": "a" } ] }"#) == [
            #"steps[0].nextStepIdentifier: "a" leads back to the step itself, which asks nothing: an endless loop"#,
        ])
    }

    @Test func formSurveyRulesMustNameTheirItem() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [
          { "type": "form", "identifier": "f", "items": [
              { "identifier": "x", "answerFormat": { "type": "boolean" } }, { "identifier": "y", "answerFormat": { "type": "boolean" } } ],
            "surveyRules": [ { "matchingAnswer": true, "skipToIdentifier": "exit" },
                             { "resultIdentifier": "z", "matchingAnswer": true, "skipToIdentifier": "exit" } ] } ] }
        """) == [
            "steps[0].surveyRules[0].resultIdentifier: missing; a form's survey rule names the item it tests",
            #"steps[0].surveyRules[1].resultIdentifier: "z" is not an item of this step; use one of x, y"#,
        ])
    }
}
