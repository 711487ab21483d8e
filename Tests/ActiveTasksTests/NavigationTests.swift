import TestSupport
import RecordingFormat
import ActiveTasks
import Testing

@Suite struct NavigationTests {
    /// Runs `task` giving `answers[stepIdentifier]` at each step (skipping steps listed in
    /// `skips`), and returns the identifiers of the steps visited in order.
    private func visit(_ task: OrderedTask, answers: [String: [String: AnswerValue]], skips: Set<String> = [],
                       limit: Int = 30) throws -> [String] {
        let runner = TaskRunner(task: task)
        runner.start()
        var visited: [String] = []
        while let step = runner.currentStep, visited.count < limit {
            visited.append(step.identifier)
            if skips.contains(step.identifier) { try runner.skip() } else { try runner.next(answers: answers[step.identifier] ?? [:]) }
        }
        return visited
    }

    @Test func aFalseSmokerBranchesPastTheSmokingQuestions() throws {
        let task = try TestTasks.load("survey.json")
        let visited = try visit(task, answers: ["age": ["age": .integer(30)], "smoker": ["smoker": .boolean(false)],
                                                "activity": ["activity": .choice(.int(2))], "confirm": ["confirm": .boolean(true)]])
        #expect(visited == ["intro", "age", "smoker", "activity", "mood", "confirm", "done"])
    }

    /// `{"all": [...]}` skips only when every comparison in it matches; a step's rules still skip
    /// when any one matches, so together they say "show if age < 20 or age > 65".
    @Test func aRuleOfAllSkipsOnlyWhenEveryComparisonMatches() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "age", "answerFormat": { "type": "integer" }, "optional": true },
          { "type": "instruction", "identifier": "outside", "skipRules": [
              { "all": [ { "resultIdentifier": "age", "ruleOperator": "ge", "matchingAnswer": 20 },
                         { "resultIdentifier": "age", "ruleOperator": "le", "matchingAnswer": 65 } ] },
              { "resultIdentifier": "age", "ruleOperator": "de" } ] },
          { "type": "instruction", "identifier": "done" } ] }
        """)
        for (age, shown) in [(10, true), (19, true), (20, false), (40, false), (65, false), (66, true)] {
            let visited = try visit(task, answers: ["age": ["age": .integer(age)]])
            #expect(visited.contains("outside") == shown, "age \(age): \(visited)")
        }
        #expect(try visit(task, answers: [:], skips: ["age"]) == ["age", "done"], "no answer: skipped by de")
    }

    @Test func aMinorExitsTheTaskAtOnce() throws {
        let task = try TestTasks.load("survey.json")
        let runner = TaskRunner(task: task)
        runner.start()
        try runner.next()
        try runner.next(answers: ["age": .integer(16)])
        #expect(runner.currentStep == nil)
        #expect(runner.result.status == .completed)
        #expect(runner.result.stepHistory.map(\.identifier) == ["intro", "age"])
    }

    @Test func aDeclinedConfirmationLoopsBackAndMarksEarlierResultsPrevious() throws {
        let task = try TestTasks.load("survey.json")
        let runner = TaskRunner(task: task)
        runner.start()
        let script: [(String, [String: AnswerValue])] = [
            ("intro", [:]), ("age", ["age": .integer(30)]), ("smoker", ["smoker": .boolean(false)]),
            ("activity", ["activity": .choice(.int(1))]), ("mood", [:]), ("confirm", ["confirm": .boolean(false)]),
            ("smoker", ["smoker": .boolean(true)]), ("cigarettes", ["cigarettes": .integer(5)]),
            ("activity", ["activity": .choice(.int(2))]), ("mood", [:]), ("confirm", ["confirm": .boolean(true)]),
            ("done", [:]),
        ]
        for (identifier, answers) in script {
            #expect(runner.currentStep?.identifier == identifier)
            try runner.next(answers: answers)
        }
        let history = runner.result.stepHistory
        #expect(history.count == 12)
        #expect(history.filter(\.isPrevious).map(\.identifier) == ["smoker", "activity", "mood", "confirm"])
        #expect(runner.result.latestAnswer("smoker") == .boolean(true))
        #expect(history[2].answer("smoker") == .boolean(false))
    }

    @Test func aSkippedQuestionMatchesTheDeOperator() throws {
        let task = try TestTasks.load("survey.json")
        let visited = try visit(task, answers: ["age": ["age": .integer(30)], "smoker": ["smoker": .boolean(false)],
                                                "confirm": ["confirm": .boolean(true)]], skips: ["activity"])
        #expect(visited == ["intro", "age", "smoker", "activity", "mood", "confirm", "done"])
    }

    @Test func activityZeroMatchesNoRuleAndGoesOnInOrder() throws {
        let task = try TestTasks.load("survey.json")
        let visited = try visit(task, answers: ["age": ["age": .integer(30)], "smoker": ["smoker": .boolean(false)],
                                                "activity": ["activity": .choice(.int(0))], "confirm": ["confirm": .boolean(true)]])
        #expect(visited == ["intro", "age", "smoker", "activity", "why", "mood", "confirm", "done"])
    }

    @Test func aTargetIsTakenOnlyWhenExactlyOneTargetMatches() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "n", "answerFormat": { "type": "integer" },
            "surveyRules": [ { "ruleOperator": "gt", "matchingAnswer": 5, "skipToIdentifier": "big" },
                             { "ruleOperator": "gt", "matchingAnswer": 10, "skipToIdentifier": "huge" },
                             { "ruleOperator": "ge", "matchingAnswer": 20, "skipToIdentifier": "huge" } ] },
          { "type": "instruction", "identifier": "plain", "nextStepIdentifier": "exit" },
          { "type": "instruction", "identifier": "big", "nextStepIdentifier": "exit" },
          { "type": "instruction", "identifier": "huge" } ] }
        """)
        #expect(try visit(task, answers: ["n": ["n": .integer(7)]]) == ["n", "big"])
        #expect(try visit(task, answers: ["n": ["n": .integer(12)]]) == ["n", "plain"])
        #expect(try visit(task, answers: ["n": ["n": .integer(3)]]) == ["n", "plain"])
    }

    @Test func nextStepIdentifierJumpsAndReservedNextStepGoesOnInOrder() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "instruction", "identifier": "a", "nextStepIdentifier": "c" },
          { "type": "instruction", "identifier": "b", "nextStepIdentifier": "exit" },
          { "type": "question", "identifier": "c", "answerFormat": { "type": "boolean" }, "nextStepIdentifier": "b",
            "surveyRules": [ { "matchingAnswer": true, "skipToIdentifier": "nextStep" } ] },
          { "type": "section", "identifier": "s", "steps": [ { "type": "instruction", "identifier": "d" } ] } ] }
        """)
        #expect(try visit(task, answers: ["c": ["c": .boolean(false)]]) == ["a", "c", "b"])
        #expect(try visit(task, answers: ["c": ["c": .boolean(true)]]) == ["a", "c", "d"])
    }

    @Test func skipRulesSkipAStepWhenAnEarlierAnswerMatches() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "form", "identifier": "f", "items": [ { "identifier": "pets", "answerFormat": { "type": "integer" } } ] },
          { "type": "question", "identifier": "kind", "answerFormat": { "type": "text" },
            "skipRules": [ { "resultIdentifier": "pets", "ruleOperator": "le", "matchingAnswer": 0 } ] },
          { "type": "completion", "identifier": "end" } ] }
        """)
        #expect(try visit(task, answers: ["f": ["pets": .integer(0)]]) == ["f", "end"])
        #expect(try visit(task, answers: ["f": ["pets": .integer(2)]]) == ["f", "kind", "end"])
    }

    @Test func backReturnsToThePreviousStepUnlessTheStepBlocksIt() throws {
        let task = try TestTasks.load("survey.json")
        let runner = TaskRunner(task: task)
        runner.start()
        #expect(throws: ActivetaskError(.backNotAllowed, #"step "intro" is the first step; there is nothing to go back to"#)) { try runner.back() }
        try runner.next()
        try runner.next(answers: ["age": .integer(30)])
        try runner.back()
        #expect(runner.currentStep?.identifier == "age")
        try runner.next(answers: ["age": .integer(31)])
        try runner.next(answers: ["smoker": .boolean(false)])
        #expect(runner.currentStep?.identifier == "activity")
        #expect(throws: ActivetaskError(.backNotAllowed, #"step "activity" does not allow going back"#)) { try runner.back() }
        #expect(runner.result.stepHistory.map(\.identifier) == ["intro", "age", "age", "smoker"])
        #expect(runner.result.stepHistory.map(\.isPrevious) == [false, true, false, false])
    }

    @Test func requiredQuestionsCannotBeSkippedNorLeftUnanswered() throws {
        let task = try TestTasks.load("survey.json")
        let runner = TaskRunner(task: task)
        runner.start()
        try runner.next()
        #expect(throws: ActivetaskError(.answerRequired, #"step "age" cannot be skipped: "age" needs an answer"#)) { try runner.skip() }
        #expect(throws: ActivetaskError(.answerRequired, #""age" in step "age" needs an answer"#)) { try runner.next() }
        #expect(throws: ActivetaskError(.unexpectedAnswer, #"step "age" does not ask "smoker""#)) {
            try runner.next(answers: ["age": .integer(30), "smoker": .boolean(true)])
        }
        #expect(runner.currentStep?.identifier == "age")
    }

    @Test func progressCountsStepsAndIsEstimatedWithRules() throws {
        let runner = TaskRunner(task: try TestTasks.load("survey.json"))
        runner.start()
        try runner.next()
        #expect(runner.progress == TaskProgress(current: 2, total: 9, isEstimated: true))
        let plain = TaskRunner(task: try TestTasks.task(#"{ "identifier": "p", "steps": [ { "type": "instruction", "identifier": "a" }, { "type": "instruction", "identifier": "b" } ] }"#))
        plain.start()
        #expect(plain.progress == TaskProgress(current: 1, total: 2, isEstimated: false))
    }

    @Test func navigatingToASectionLandsOnItsFirstStepAndAnEmptySectionNowhere() {
        let step = { (identifier: String) in InstructionStep(header: StepHeader(identifier: identifier)) }
        let task = OrderedTask(identifier: "t", steps: [
            step("a"),
            SectionStep(header: StepHeader(identifier: "outer"), steps: [
                SectionStep(header: StepHeader(identifier: "inner"), steps: [step("b"), step("c")]),
                SectionStep(header: StepHeader(identifier: "empty"), steps: []),
                step("d"),
            ]),
            step("e"),
        ])
        let indices = task.flattenedIndices()
        #expect(task.flattenedSteps.map(\.identifier) == ["a", "b", "c", "d", "e"])
        #expect(indices["a"] == 0 && indices["outer"] == 1 && indices["inner"] == 1 && indices["c"] == 2)
        #expect(indices["d"] == 3 && indices["e"] == 4)
        #expect(indices["empty"] == Optional(Optional<Int>.none) && indices["missing"] == nil)
    }

    @Test func aLongRunKeepsItsPathAndMarksOnlyRepeatedStepsPrevious() throws {
        let steps = (0..<300).map { index -> any Step in
            InstructionStep(header: StepHeader(identifier: "s\(index)"))
        }
        let runner = TaskRunner(task: OrderedTask(identifier: "long", steps: steps))
        runner.start()
        for _ in 0..<150 { try runner.next() }
        try runner.back()
        try runner.next()
        #expect(runner.resumePath == (0...150).map { "s\($0)" })
        #expect(runner.result.stepHistory.filter(\.isPrevious).map(\.identifier) == ["s149"])
        #expect(runner.result.stepHistory.count == 151)
    }
}
