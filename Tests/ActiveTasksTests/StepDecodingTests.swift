import ActiveTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

@Suite struct StepDecodingTests {
    @Test func everyStepTypeDecodesWithItsFields() throws {
        let task = try TestTasks.task("""
        { "identifier": "all", "title": "All", "steps": [
          { "type": "instruction", "identifier": "i", "title": "Hi", "text": "Read", "detail": "More" },
          { "type": "question", "identifier": "q", "optional": false, "answerFormat": { "type": "boolean", "yes": "Oui", "no": "Non" } },
          { "type": "form", "identifier": "f", "items": [
            { "identifier": "f1", "text": "One", "answerFormat": { "type": "email" } },
            { "identifier": "f2", "optional": false, "answerFormat": { "type": "timeOfDay" } } ] },
          { "type": "countdown", "identifier": "c", "duration": 3 },
          { "type": "active", "identifier": "a", "duration": 2.5, "shouldStartAutomatically": true,
            "shouldContinueOnFinish": true,
            "recorders": [ { "identifier": "acc", "type": "accelerometer", "frequency": 50, "chunkBytes": 4096,
                             "chunkSeconds": 10, "bufferCapacity": 256, "device": "iio:device0", "optional": true } ] },
          { "type": "section", "identifier": "s", "steps": [ { "type": "completion", "identifier": "end", "title": "Bye" } ] }
        ] }
        """)
        #expect(task.identifier == "all")
        #expect(task.title == "All")
        #expect(task.steps.map(\.type) == ["instruction", "question", "form", "countdown", "active", "section"])
        #expect(task.flattenedSteps.map(\.identifier) == ["i", "q", "f", "c", "a", "end"])
        let instruction = try #require(task.steps[0] as? InstructionStep)
        #expect(instruction.title == "Hi" && instruction.text == "Read" && instruction.detail == "More")
        let question = try #require(task.steps[1] as? QuestionStep)
        #expect(question.isOptional == false)
        #expect(question.answerFormat as? BooleanAnswerFormat == BooleanAnswerFormat(yes: "Oui", no: "Non"))
        let form = try #require(task.steps[2] as? FormStep)
        #expect(form.items.map(\.identifier) == ["f1", "f2"])
        #expect(form.items.map(\.isOptional) == [true, false])
        #expect(form.questions.map(\.formatPath) == ["items[0].answerFormat", "items[1].answerFormat"])
        #expect((task.steps[3] as? CountdownStep)?.duration == 3)
        #expect(task.steps[3].isActive)
        let active = try #require(task.steps[4] as? ActiveStep)
        #expect(active.duration == 2.5 && active.shouldStartAutomatically && active.shouldContinueOnFinish)
        #expect(active.recorders == [RecorderConfiguration(identifier: "acc", type: .accelerometer, frequency: 50,
                                                           device: "iio:device0", chunkBytes: 4096, chunkSeconds: 10,
                                                           bufferCapacity: 256, optional: true)])
        let completion = try #require(task.flattenedSteps.last as? InstructionStep)
        #expect(completion.kind == .completion && completion.type == "completion")
    }

    @Test func everyAnswerFormatTypeDecodes() throws {
        let formats = [
            #"{ "type": "boolean" }"#, #"{ "type": "singleChoice", "choices": ["A", "B"] }"#,
            #"{ "type": "multipleChoice", "choices": ["A", { "text": "None", "value": 0, "exclusive": true }] }"#,
            #"{ "type": "valuePicker", "choices": ["A"] }"#, #"{ "type": "integer", "unit": "kg" }"#,
            #"{ "type": "decimal", "maximumFractionDigits": 2 }"#, #"{ "type": "scale", "minimum": 1, "maximum": 5 }"#,
            #"{ "type": "continuousScale", "minimum": 0, "maximum": 1 }"#, #"{ "type": "text", "maximumLength": 5 }"#,
            #"{ "type": "email" }"#, #"{ "type": "date", "style": "dateAndTime" }"#, #"{ "type": "timeOfDay" }"#,
            #"{ "type": "timeInterval", "maximum": 60 }"#,
        ]
        let steps = formats.enumerated().map { #"{ "type": "question", "identifier": "q\#($0.offset)", "answerFormat": \#($0.element) }"# }
        let task = try TestTasks.task(#"{ "identifier": "formats", "steps": [\#(steps.joined(separator: ","))] }"#)
        #expect(task.steps.flatMap(\.questions).map(\.answerFormat.type) == [
            "boolean", "singleChoice", "multipleChoice", "valuePicker", "integer", "decimal", "scale",
            "continuousScale", "text", "email", "date", "timeOfDay", "timeInterval",
        ])
        let multiple = try #require(task.steps[2].questions[0].answerFormat as? ChoiceAnswerFormat)
        #expect(multiple.choices == [TextChoice(text: "A"), TextChoice(text: "None", value: .int(0), isExclusive: true)])
        #expect((task.steps[4].questions[0].answerFormat as? NumericAnswerFormat)?.unit == "kg")
        #expect((task.steps[10].questions[0].answerFormat as? DateAnswerFormat)?.style == .dateAndTime)
    }

    @Test func navigationMembersDecode() throws {
        let task = try TestTasks.task("""
        { "identifier": "nav", "steps": [
          { "type": "question", "identifier": "q", "answerFormat": { "type": "integer" }, "nextStepIdentifier": "end",
            "allowsBack": false,
            "surveyRules": [ { "ruleOperator": "lt", "matchingAnswer": 3, "skipToIdentifier": "exit" } ] },
          { "type": "instruction", "identifier": "end",
            "skipRules": [ { "resultIdentifier": "q", "ruleOperator": "de" } ] }
        ] }
        """)
        #expect(task.steps[0].navigation == StepNavigation(
            nextStepIdentifier: "end",
            surveyRules: [SurveyRule(ruleOperator: .lt, matchingAnswer: .int(3), skipToIdentifier: "exit")],
            allowsBack: false))
        #expect(task.steps[1].navigation.skipRules == [SkipRule(resultIdentifier: "q", ruleOperator: .de)])
    }

    @Test func registeredCustomStepTypesDecodeThroughTheRegistry() throws {
        var registry = StepRegistry.standard
        registry.registerStep(type: "goNoGo") { reader in
            let header = reader.stepHeader()
            let rounds = reader.int("rounds")
            guard let header, let rounds else { return nil }
            return GoNoGoStep(header: header, rounds: rounds)
        }
        let json = #"{ "identifier": "t", "steps": [ { "type": "goNoGo", "identifier": "s", "rounds": 4 } ] }"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: registry)
        let step = try #require(outcome.task?.steps.first as? GoNoGoStep)
        #expect(step.rounds == 4)
        #expect(TaskLoader.load(json: Array(json.utf8), registry: .standard).issues.map(\.description) == [
            #"steps[0].type: unknown step type "goNoGo"; use one of active, amslerGrid, completion, consentReview, consentSharing, countdown, flanker, form, holePeg, instruction, normalizedReactionTime, psat, question, rangeOfMotion, reactionTime, review, section, spatialSpanMemory, stroop, tapping, timedWalk, touchAbility, towerOfHanoi, trailmaking, visualConsent, walking"#,
        ])
    }

    @Test func misspeltKeysAreWarningsNotErrors() throws {
        let outcome = TaskLoader.load(json: Array(#"{ "identifier": "t", "steps": [ { "type": "instruction", "identifier": "i", "txt": "x" } ] }"#.utf8), registry: .standard)
        #expect(outcome.task != nil)
        #expect(outcome.issues.map(\.description) == ["warning: steps[0].txt: unknown key; it is ignored (check its spelling)"])
    }
}

/// A user-defined step type for the registry test.
struct GoNoGoStep: Step {
    var header: StepHeader
    var rounds: Int
    var type: String { "goNoGo" }
}
