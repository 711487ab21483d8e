import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import Testing
import JSONValues

/// The predefined tasks load, take their parameters and run headless with `TaskRunner`.
struct PredefinedTaskTests {
    /// Step identifiers and types of each task with its defaults, written out by hand from the
    /// resources (hands: right first when the generator's first coin toss says so).
    @Test func everyPredefinedTaskLoadsWithItsDefaults() throws {
        let counts: [PredefinedTask: Int] = [.shortWalk: 7, .timedWalk: 8, .twoFingerTapping: 6, .spatialSpanMemory: 4, .stroop: 5, .psat: 5, .trailMaking: 9, .towerOfHanoi: 4,
                                             .fitnessCheck: 6, .sixMinuteWalk: 6, .tremor: 24, .reactionTime: 4, .sitToStand: 5, .walkBackAndForth: 6, .timedUpAndGo: 5, .kneeRangeOfMotion: 5, .shoulderRangeOfMotion: 5, .touchAbility: 3, .consent: 5, .phq9: 3, .phq2: 3, .gad7: 3, .holePeg: 7, .amslerGrid: 6, .normalizedReactionTime: 4, .flanker: 5]
        for predefined in PredefinedTask.allCases {
            let task = try predefined.task()
            #expect(task.identifier == predefined.rawValue)
            #expect(task.steps.count == counts[predefined], "\(predefined)")
        }
    }

    @Test func shortWalkLegsTakeTheirStepsAndFallBackAfterOneAndAHalfSecondsPerStep() throws {
        let task = try PredefinedTask.shortWalk.task(values: ["numberOfStepsPerLeg": .int(10), "restDuration": .double(7.5)])
        let legs = task.steps.compactMap { $0 as? WalkingStep }
        #expect(legs.map(\.identifier) == ["walking.outbound", "walking.return"])
        #expect(legs.map(\.numberOfSteps) == [10, 10])
        #expect(legs.map(\.legDuration) == [15, 15])
        #expect(legs[0].text == "Walk up to 10 steps in a straight line.")
        #expect(legs[0].recorders.map(\.type) == [.accelerometer, .gyroscope])
        #expect(legs[0].recorders.map(\.frequency) == [100, 100])
        #expect((task.steps.first { $0.identifier == "walking.rest" } as? any ActivityStep)?.duration == 7.5)
    }

    @Test func tappingHandOptionsKeepOneHandOrBothInEitherOrder() throws {
        let left = try PredefinedTask.twoFingerTapping.task(values: ["handOptions": .string("left")])
        #expect(left.steps.map(\.identifier) == ["instruction", "instruction1.left", "tapping.left", "conclusion"])
        var orders: Set<[String]> = []
        for seed in 0..<16 {
            var random = SpatialSpanRandom(seed: UInt64(seed))
            let both = try PredefinedTask.twoFingerTapping.task(values: ["duration": .int(5)], random: &random)
            orders.insert(both.steps.compactMap { ($0 as? TappingStep)?.hand })
            #expect(both.steps.compactMap { ($0 as? TappingStep)?.tappingDuration } == [5, 5])
        }
        #expect(orders == [["right", "left"], ["left", "right"]])
    }

    @Test func timedWalkWithoutTheFormAsksNothing() throws {
        let task = try PredefinedTask.timedWalk.task(values: ["includeAssistiveDeviceForm": .bool(false), "timeLimit": .int(90)])
        #expect(!task.steps.contains { $0.identifier == "timed.walk.form" })
        #expect(task.steps.allSatisfy { $0.questions.isEmpty })
        #expect((task.steps.first { $0.identifier == "timed.walk.trial2" } as? any ActivityStep)?.duration == 90)
        #expect(task.recorders.map(\.type) == [.location])
    }

    @Test func badParametersAreNamedWithTheWayOut() {
        #expect(throws: ActivetaskError(.invalidParameter, ["stepsPerLeg: shortWalk has no such parameter; use one of numberOfStepsPerLeg, restDuration, sensorHeight, height"].joined(separator: "\n"))) {
            try PredefinedTask.shortWalk.task(values: ["stepsPerLeg": .int(3)])
        }
        #expect(throws: ActivetaskError(.invalidParameter, ["handOptions = \"both hands\": expected left, right or both"].joined(separator: "\n"))) {
            try PredefinedTask.tremor.task(values: ["handOptions": .string("both hands")])
        }
        #expect(throws: ActivetaskError(.invalidParameter, ["minimumSpan = 1: 1 is below 2; use 2 or more"].joined(separator: "\n"))) {
            try PredefinedTask.spatialSpanMemory.task(values: ["minimumSpan": .int(1)])
        }
        #expect(throws: ActivetaskError(.invalidParameter, ["duration = 3: 3.0 s is below the tapping minimum of 5 s; use 5 or more",
                                                            "duration = 3: 3.0 s is below the tapping minimum of 5 s; use 5 or more"]
                                                               .joined(separator: "\n"))) {
            try PredefinedTask.twoFingerTapping.task(values: ["duration": .int(3)])
        }
    }

    @Test func everyPredefinedTaskRunsHeadlessToCompletionWithItsStepResults() throws {
        for predefined in PredefinedTask.allCases {
            let values: [String: JSONValue] = predefined == .spatialSpanMemory ? ["seed": .int(7), "maximumTests": .int(2)] : [:]
            let runner = TaskRunner(task: try predefined.task(values: values))
            runner.start()
            var visited: [String] = []
            while let step = runner.currentStep {
                visited.append(step.identifier)
                var results: [ResultItem] = []
                if let tapping = step as? TappingStep {
                    let session = TappingSession(layout: tapping.layout, duration: tapping.tappingDuration)
                    for tap in 0..<4 { session.press(tap % 2 == 0 ? .left : .right, time: Double(tap)) }
                    results = [.typed(session.result(identifier: step.identifier, hand: tapping.hand))]
                } else if let memory = step as? SpatialSpanMemoryStep {
                    let game = SpatialSpanGame(rules: memory.rules, seed: memory.seed ?? 0)
                    while game.phase != .finished {
                        let record = game.beginGame()
                        game.beginGameplay(at: 0)
                        for (offset, target) in record.sequence.enumerated() { game.tap(targetIndex: target, time: Double(offset)) }
                    }
                    results = [.typed(game.result(identifier: step.identifier))]
                } else if let stroop = step as? StroopStep {
                    let activity = StroopActivity(step: stroop, language: .english, seed: 1)
                    activity.begin(at: 0)
                    var time = 0.0
                    while let trial = activity.test.currentTrial {
                        time += 0.7
                        activity.choose(trial.color, at: time)
                        time += StroopTest.blankInterval
                        activity.advance(to: time)
                    }
                    results = activity.results
                } else if let touch = step as? TouchAbilityStep {
                    // Every target tapped or held at its centre, every arrow swiped along, every coloured number scrolled into its box.
                    let activity = TouchAbilityActivity(step: touch, language: .english, seed: 1)
                    activity.begin(at: 0)
                    var time = 0.0
                    while let trial = activity.test.currentTrial {
                        time += 0.5
                        switch trial.gesture {
                        case .tap: activity.tap(trial.targetRect!.center, at: time, key: "1")
                        case .longPress:
                            activity.press(trial.targetRect!.center, at: time, key: "1")
                            time += 0.7
                            activity.lift(at: time, key: "1")
                        case .swipe: activity.swipe(trial.targetDirection!, key: "w", at: time)
                        case .scroll:
                            activity.scroll(by: trial.initialItem! - trial.targetItem!, key: "down", at: time)
                            time += 0.3
                            activity.lift(at: time, key: "enter")
                        case .pinch, .rotation:
                            // Two fingers 160 px apart about the shape's centre, spread to the target scale or turned by the target angle.
                            let scale = trial.targetScale ?? 1, turn = (trial.targetRotation ?? 0) * .pi / 180
                            func finger(_ side: Double, _ scale: Double, _ turn: Double) -> SpatialSpanPoint {
                                SpatialSpanPoint(x: 0.5 + side * 80 * scale * cos(turn) / 800, y: 0.6 + side * 80 * scale * sin(turn) / 480)
                            }
                            for (id, side) in [(1, -1.0), (2, 1.0)] { activity.test.touch("began", touchId: id, at: finger(side, 1, 0), time: time) }
                            time += 0.3
                            for (id, side) in [(1, -1.0), (2, 1.0)] { activity.test.touch("ended", touchId: id, at: finger(side, scale, turn), time: time) }
                        }
                        time += TouchAbilityTest.pause
                        activity.advance(to: time)
                    }
                    results = activity.results
                } else if let psat = step as? PSATStep {
                    let activity = PSATActivity(step: psat, language: .english, seed: 1)
                    activity.begin(at: 0)
                    for index in 1...psat.seriesLength {
                        activity.choose(activity.test.digits[index - 1] + activity.test.digits[index], at: Double(index) * psat.interStimulusInterval + 1)
                    }
                    activity.advance(to: psat.duration ?? 0)
                    results = activity.results
                } else if let trail = step as? TrailMakingStep {
                    let activity = TrailMakingActivity(step: trail, language: .english, seed: 1)
                    activity.begin(at: 0)
                    for index in 0..<TrailMakingType.circleCount { activity.tap(index, at: 0.5 * Double(index + 1)) }
                    activity.advance(to: 10)
                    #expect(activity.isFinished)
                    results = activity.results
                } else if let hanoi = step as? TowerOfHanoiStep {
                    // ResearchKit's 3 disks in the fewest moves: 0→2, 0→1, 2→1, 0→2, 1→0, 1→2, 0→2.
                    let activity = TowerOfHanoiActivity(step: hanoi, language: .english)
                    activity.begin(at: 0)
                    for (offset, tower) in [0, 2, 0, 1, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2].enumerated() { activity.touch(tower, at: Double(offset)) }
                    results = activity.results
                }
                if step is ConsentReviewStep {
                    try runner.review(ConsentReviewAnswer(consented: false))
                } else if step is ConsentSharingStep {
                    try runner.next(answers: [step.identifier: .boolean(true)])
                } else if step.questions.isEmpty {
                    try runner.next(results: results)
                } else if step.questions.contains(where: { !$0.isOptional }) {
                    // An instrument's items are required: each answered with its first choice ("Not at all", 0).
                    var answers: [String: AnswerValue] = [:]
                    for question in step.questions where !question.isOptional {
                        if let choice = question.answerFormat as? ChoiceAnswerFormat { answers[question.identifier] = .choice(choice.choices[0].value) }
                    }
                    try runner.next(answers: answers)
                } else {
                    try runner.skip()
                }
            }
            #expect(runner.result.status == .completed, "\(predefined)")
            #expect(runner.result.stepHistory.map(\.identifier) == visited)
            let decoded = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: TaskResult.makeEncoder().encode(runner.result))
            #expect(decoded.stepHistory.map(\.results) == runner.result.stepHistory.map(\.results), "\(predefined)")
            let own = runner.result.stepHistory.flatMap(\.results)
            switch predefined {
            case .phq9, .phq2, .gad7:
                // Every item "Not at all": the lowest total and band.
                #expect(own.count == predefined.parameters.count + [PredefinedTask.phq9: 9, .phq2: 2, .gad7: 7][predefined]!)
                #expect(runner.result.scores?.map(\.value) == [0], "\(predefined)")
                #expect(runner.result.scores?.first?.band == (predefined == .phq2 ? "negative screen" : "minimal"), "\(predefined)")
            case .twoFingerTapping:
                #expect(own.count == 2)
                guard let tapping = own.first?.typed(as: TappingResult.self) else { Issue.record("no tapping result"); continue }
                #expect(tapping.samples.map(\.buttonIdentifier) == [.left, .right, .left, .right])
            case .spatialSpanMemory:
                guard let memory = own.first?.typed(as: SpatialSpanMemoryResult.self) else { Issue.record("no memory result"); continue }
                // Two successful games of spans 3 and 4: 45 + (5 + 10 + 15 + 15 + 15) = 105.
                #expect(memory.numberOfGames == 2)
                #expect(memory.score == 105)
            case .stroop:
                guard let result = own.first?.typed(as: StroopResult.self) else { Issue.record("no Stroop result"); continue }
                // ResearchKit's task with our default of 15 words, every one answered right.
                #expect(result.trials.count == 15 && result.trials.allSatisfy(\.isCorrect))
            case .touchAbility:
                guard let result = own.first?.typed(as: TouchAbilityResult.self) else { Issue.record("no touch-ability result"); continue }
                // ResearchKit's 3 × 3 grid tapped and held, four directions swiped twice, four scrolls, pinches and rotations twice, all as asked.
                #expect(result.trials.map(\.gesture) == Array(repeating: .tap, count: 9) + Array(repeating: .longPress, count: 9)
                            + Array(repeating: .swipe, count: 8) + Array(repeating: .scroll, count: 8) + Array(repeating: .pinch, count: 8)
                            + Array(repeating: .rotation, count: 8))
                #expect(result.trials.filter(\.success).count == 50)
            case .psat:
                guard let result = own.first?.typed(as: PSATResult.self) else { Issue.record("no PSAT result"); continue }
                // ResearchKit's catalogue values: 60 additions every 3 s, every one answered right.
                #expect(result.samples.count == 60 && result.totalCorrect == 60 && result.totalDyad == 59)
                #expect(result.interStimulusInterval == 3 && result.stimulusDuration == 1)
            case .trailMaking:
                // Both trails by default, A first, every circle tapped in order.
                let trails = own.compactMap { item -> TrailMakingResult? in
                    if let trail = item.typed(as: TrailMakingResult.self) { return trail }
                    return nil
                }
                #expect(trails.map(\.trailType) == [.a, .b] && trails.allSatisfy { $0.isComplete && $0.numberOfErrors == 0 })
            case .towerOfHanoi:
                guard let puzzle = own.first?.typed(as: TowerOfHanoiResult.self) else { Issue.record("no Tower of Hanoi result"); continue }
                #expect(puzzle.puzzleWasSolved && puzzle.moves.count == 7 && puzzle.illegalMoves.isEmpty)
            case .consent:
                // Disagreeing skips the thanks to the declined completion.
                #expect(visited == ["visualConsent", "sharing", "review", "declined"])
                #expect(runner.result.consentSignatures.map(\.consented) == [false])
            default:
                #expect(own.isEmpty)
            }
        }
    }
}
