import ActiveTasks
@testable import Analysis
import Foundation
import PredefinedTasks
import RecordingFormat
import SignalProcessing
import TaskFamilies
import TestSupport
import Testing

/// The kinds the predefined tasks give their steps, and the balance, tremor and timed-walk
/// summaries on signals whose answers are known by construction.
@Suite struct StepAnalysisTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func stepResult(_ step: any ActivityStep) -> StepResult {
        let files = step.recorders.map { recorder in
            ResultItem.file(FileResult(identifier: recorder.identifier, relativePath: "\(step.identifier)/x.jsonl", sequence: 1,
                                       sensorTypes: [recorder.type], startDate: start, endDate: start, sampleCount: 0,
                                       droppedCount: 0, byteSize: 0, sha256: ""))
        }
        return StepResult(identifier: step.identifier, stepType: step.type, startDate: start, endDate: start, results: files,
                          analysis: step.analysis)
    }

    @Test func everyRecordingStepOfThePredefinedTasksHasTheKindOfItsPurpose() throws {
        let expected: [PredefinedTask: [String: AnalysisKind]] = [
            .shortWalk: ["walking.outbound": .walk, "walking.return": .walk, "walking.rest": .balance],
            .timedWalk: ["timed.walk.trial1": .timedWalk, "timed.walk.turn.around": .timedWalk, "timed.walk.trial2": .timedWalk],
            .twoFingerTapping: ["tapping.left": .tapping, "tapping.right": .tapping],
            .spatialSpanMemory: ["cognitive.memory.spatialspan": .memory],
            .stroop: ["stroop": .stroop],
            .touchAbility: ["touchAbility": .touchAbility],
            .psat: ["psat": .psat],
            .trailMaking: ["trailmaking.A": .trailMaking, "trailmaking.B": .trailMaking],
            .towerOfHanoi: ["towerOfHanoi": .towerOfHanoi],
            .fitnessCheck: ["fitness.walk": .walk, "fitness.rest": .balance],
            .sixMinuteWalk: ["6mwt": .walk],
            .tremor: Dictionary(uniqueKeysWithValues: ["handInLap", "handAtShoulderLength", "handAtShoulderLengthWithElbowBent",
                                                       "handToNose", "handQueenWave"].flatMap { pose in
                ["left", "right"].map { ("tremor.\(pose).\($0)", AnalysisKind.tremor) }
            }),
            .reactionTime: ["reactionTime": .reactionTime], .sitToStand: ["sitToStand": .sitToStand],
            .walkBackAndForth: ["walking.outbound": .walkBackAndForth, "walking.rest": .balance],
            .timedUpAndGo: ["timedUpAndGo": .timedUpAndGo],
            .kneeRangeOfMotion: ["knee.range.of.motion": .rangeOfMotion], .shoulderRangeOfMotion: ["shoulder.range.of.motion": .rangeOfMotion],
            .consent: [:], .phq9: [:], .phq2: [:], .gad7: [:],
            .holePeg: Dictionary(uniqueKeysWithValues: ["dominant", "non.dominant"].flatMap { hand in
                ["place", "remove"].map { ("hole.peg.test.\(hand).\($0)", AnalysisKind.holePeg) }
            }),
            .amslerGrid: ["amsler.grid.left": .amslerGrid, "amsler.grid.right": .amslerGrid],
            .normalizedReactionTime: ["normalizedReactionTime": .normalizedReactionTime],
            .flanker: ["flanker": .flanker],
        ]
        for predefined in PredefinedTask.allCases {
            let task = try predefined.task()
            var kinds: [String: AnalysisKind] = [:]
            for case let step as any ActivityStep in task.steps {
                if let kind = AnalysisKind.of(stepResult(step)) { kinds[step.identifier] = kind }
            }
            #expect(kinds == expected[predefined], "\(predefined)")
        }
    }

    /// A task of one active step with `members` and an accelerometer unless `recorders` says otherwise.
    private func activeTask(_ members: String, recorders: String = #"[{"identifier": "a", "type": "accelerometer"}]"#) -> String {
        #"{"identifier": "t", "steps": [{"type": "active", "identifier": "hold", "duration": 5, \#(members)"recorders": \#(recorders)}]}"#
    }

    @Test func anActiveStepOfOnesOwnNamesItsAnalysisAndItsResultCarriesIt() throws {
        let step = try #require(try TestTasks.task(activeTask(#""analysis": "balance", "#)).steps.first as? any ActivityStep)
        #expect(step.analysis == .balance)
        var result = stepResult(step)
        result.analysis = step.analysis
        #expect(AnalysisKind.of(result) == .balance && AnalysisKind.assumption(for: result) == nil)
        let decoded = try JSONDecoder().decode(StepResult.self, from: try JSONEncoder().encode(result))
        #expect(decoded.analysis == .balance)
        // Unnamed: a walk, said so; a predefined step in an older result keeps its kind silently.
        result.analysis = nil
        #expect(AnalysisKind.of(result) == .walk)
        #expect(AnalysisKind.assumption(for: result)?.hasPrefix(#"step "hold" does not name its analysis; analysed as a walk"#) == true)
        result.identifier = "walking.rest"
        #expect(AnalysisKind.of(result) == .balance && AnalysisKind.assumption(for: result) == nil)
        #expect(!String(decoding: try JSONEncoder().encode(result), as: UTF8.self).contains("analysis"))
    }

    @Test func anAnalysisAnActiveStepCannotHaveIsAnErrorThatSaysWhatToUse() {
        #expect(TestTasks.issues(activeTask(#""analysis": "tapping", "#)) == [
            #"steps[0].analysis: "tapping" is not an analysis of an active step; use one of walk, balance, tremor, timedWalk, sitToStand, walkBackAndForth, timedUpAndGo "#
                + #"(tapping and memory come from a "tapping" step)"#,
        ])
        #expect(TestTasks.issues(activeTask(#""analysis": "sway", "#)) == [
            #"steps[0].analysis: "sway" is not an analysis of an active step; use one of walk, balance, tremor, timedWalk, sitToStand, walkBackAndForth, timedUpAndGo"#,
        ])
        #expect(TestTasks.issues(activeTask(#""analysis": "tremor", "#, recorders: #"[{"identifier": "g", "type": "gyroscope"}]"#)) == [
            #"steps[0].analysis: "tremor" analyses the accelerometer, but the step records none; add a recorder of type "accelerometer""#,
        ])
    }

    /// `seconds` of 100 Hz readings of `signal(t)`, rotated by `rotation` (a device held otherwise).
    private func feed(_ consumer: inout some SampleConsumer, seconds: Double, sensor: SensorType = .accelerometer,
                      rotation: (Double, Double, Double) -> (Double, Double, Double) = { ($0, $1, $2) },
                      _ signal: (Double) -> (Double, Double, Double)) {
        for index in 0..<Int(seconds * 100) {
            let t = Double(index) / 100
            let (x, y, z) = rotation(signal(t).0, signal(t).1, signal(t).2)
            consumer.consume(.motion(MotionSample(sensorType: sensor, timestamp: t, uptime: 1000 + t, x: x, y: y, z: z)))
        }
    }

    /// A rotation by 30° about x and then 50° about z.
    private func tilt(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        let (a, b) = (30.0 * .pi / 180, 50.0 * .pi / 180)
        let (y1, z1) = (y * cos(a) - z * sin(a), y * sin(a) + z * cos(a))
        return (x * cos(b) - y1 * sin(b), x * sin(b) + y1 * cos(b), z1)
    }

    @Test func balanceSwayIsTheHorizontalMotionHoweverTheDeviceIsHeld() throws {
        // Sway of 0.02 g at 0.5 Hz along x and 0.005 g at 0.3 Hz along y, gravity on z.
        let sway = { (t: Double) in (0.02 * sin(2 * .pi * 0.5 * t), 0.005 * sin(2 * .pi * 0.3 * t), 1.0) }
        var upright = BalanceAnalyzer(), tilted = BalanceAnalyzer()
        feed(&upright, seconds: 20, sway)
        feed(&tilted, seconds: 20, rotation: tilt, sway)
        let summary = upright.finish().summary
        // A sine of amplitude A has RMS A/√2 and range 2A; 20 s hold whole periods of both.
        #expect(abs((summary["swayRMSMajor"] ?? 0) - 0.02 / 2.0.squareRoot()) < 1e-4)
        #expect(abs((summary["swayRMSMinor"] ?? 0) - 0.005 / 2.0.squareRoot()) < 1e-4)
        #expect(abs((summary["swayRangeMajor"] ?? 0) - 0.04) < 1e-4)
        #expect(summary["sampleCount"] == 2000 && summary.text("durationSeconds") == "19.99")
        // A sin(ωt) integrates to A/ω (1 − cos ωt): the mean length of that velocity, in mm/s.
        let speeds = (0..<2000).map { index in
            let t = Double(index) / 100
            let vx = 0.02 * BalanceAnalyzer.standardGravity / (.pi) * (1 - cos(.pi * t))
            let vy = 0.005 * BalanceAnalyzer.standardGravity / (0.6 * .pi) * (1 - cos(0.6 * .pi * t))
            return (vx * vx + vy * vy).squareRoot() * 1000
        }
        let velocity = speeds.reduce(0, +) / 2000
        #expect(abs((summary["swayMeanVelocity"] ?? 0) - velocity) < 0.01 * velocity, "\(summary), expected \(velocity)")
        for key in summary.keys {
            #expect(abs((summary[key] ?? 0) - (tilted.finish().summary[key] ?? 0)) < 1e-6 * max(1, abs(summary[key] ?? 0)), "\(key)")
        }
    }

    @Test func sitToStandCountsFullStandsHoweverTheDeviceLiesInThePocket() {
        // The thigh rises to upright (90°) for a second from 3, 6 and 9 s, and only halfway (45°)
        // from 12 s: three stands, 3 s apart; the half rise is no stand.
        let thigh = { (t: Double) -> (Double, Double, Double) in
            let peak = [3.0, 6, 9].contains { (0..<1).contains(t - $0) } ? 90.0 : (0..<1).contains(t - 12) ? 45 : 0
            let theta = peak * .pi / 180
            return (0, sin(theta), cos(theta))
        }
        var level = SitToStandAnalyzer(), turned = SitToStandAnalyzer()
        feed(&level, seconds: 15, thigh)
        feed(&turned, seconds: 15, rotation: tilt, thigh)
        for summary in [level.finish().summary, turned.finish().summary] {
            #expect(summary["repetitions"] == 3, "\(summary)")
            #expect(abs((summary["meanCycleSeconds"] ?? 0) - 3) < 1e-9, "\(summary)")
            // A step to 90° passes 60° once exp(−t/τ) < 1/(1 + tan 60°): after τ ln 2.732 = 0.201 s,
            // at the sample of 3.20 s.
            #expect(abs((summary["firstStandSeconds"] ?? 0) - 3.2) < 1e-9, "\(summary)")
        }
        #expect(level.standTimes == turned.standTimes)
    }

    @Test func turnsAreCountedAboutTheVerticalHoweverTheDeviceIsHeld() {
        // A 180° turn over 2 s from 2 s and a 60° glance (too small) from 6 s about gravity's
        // axis, on top of a hip rotation of 10°/s at 0.9 Hz and a thigh swing about x.
        let pulse = { (t: Double, start: Double, degrees: Double) -> Double in
            (0..<2).contains(t - start) ? degrees * .pi / 180 / 2 * (1 - cos(.pi * (t - start))) : 0
        }
        let yaw = { (t: Double) in pulse(t, 2, 180) + pulse(t, 6, 60) + 10 * .pi / 180 * sin(2 * .pi * 0.9 * t) }
        var level = TurnAnalyzer(), turned = TurnAnalyzer()
        feed(&level, seconds: 10) { _ in (0, 0, 1) }
        feed(&level, seconds: 10, sensor: .gyroscope) { t in (0.4 * sin(2 * .pi * 0.9 * t), 0, yaw(t)) }
        feed(&turned, seconds: 10, rotation: tilt) { _ in (0, 0, 1) }
        feed(&turned, seconds: 10, sensor: .gyroscope, rotation: tilt) { t in (0.4 * sin(2 * .pi * 0.9 * t), 0, yaw(t)) }
        for analyzer in [level, turned] {
            let turns = analyzer.turns
            #expect(turns.count == 1, "\(turns)")
            #expect((170...184).contains(turns.first?.angle ?? 0), "\(turns)")
            #expect((2...2.45).contains(turns.first?.start ?? 0) && (3.6...4.1).contains(turns.first?.end ?? 0), "\(turns)")
        }
        #expect(abs((level.turns.first?.angle ?? 0) - (turned.turns.first?.angle ?? 1)) < 1e-6)
        let summary = level.finish().summary
        #expect(summary["turnCount"] == 1 && summary["meanTurnAngleDegrees"] == level.turns.first?.angle)
    }

    @Test func timedUpAndGoPhasesFollowTheThighAndTheTurn() throws {
        // Seated, a rise from 1 s (0.5 s), upright, a 180° turn from 3 s (2 s), a sit from 6 s
        // (0.5 s), seated: no walking, so each boundary is its event plus the filters' lag and
        // the thresholds (steps.py on the same signal: 1.17, 1.72, 3.26–4.93, 6.17, 6.72 s).
        let theta = { (t: Double) -> Double in
            let up = t < 1 ? 0 : t < 1.5 ? (t - 1) / 0.5 : t < 6 ? 1 : t < 6.5 ? 1 - (t - 6) / 0.5 : 0
            return up * .pi / 2
        }
        let yaw = { (t: Double) in (0..<2).contains(t - 3) ? .pi / 2 * (1 - cos(.pi * (t - 3))) : 0 }
        var analyzer = TimedUpAndGoAnalyzer()
        feed(&analyzer, seconds: 9) { t in (0, sin(theta(t)), cos(theta(t))) }
        feed(&analyzer, seconds: 9, sensor: .gyroscope) { t in (0, yaw(t) * sin(theta(t)), yaw(t) * cos(theta(t))) }
        let phases = analyzer.phases
        let (rise, upright, sit, seated) = (try #require(phases.riseStart), try #require(phases.upright),
                                            try #require(phases.sitStart), try #require(phases.seated))
        let turn = try #require(phases.turn)
        #expect((1.1...1.25).contains(rise) && (1.6...1.8).contains(upright), "\(phases)")
        #expect((3.15...3.35).contains(turn.start) && (4.8...5).contains(turn.end) && (170...180).contains(turn.angle), "\(phases)")
        #expect((6.1...6.25).contains(sit) && (6.6...6.85).contains(seated), "\(phases)")
        let summary = analyzer.finish().summary
        #expect(summary["totalSeconds"] == seated - rise && summary["turnSeconds"] == turn.end - turn.start)
        #expect(summary["walkBackSeconds"] == sit - turn.end)
    }

    @Test func reactionTimeSummarisesTheSuccessesAndWarnsWhenTooFewCameInTime() {
        let trials = [ReactionTimeTrial(outcome: .falseStart, stimulusUptime: nil, responseUptime: 10, peakAcceleration: 0.7),
                      ReactionTimeTrial(outcome: .success, stimulusUptime: 20, responseUptime: 20.4, peakAcceleration: 1),
                      ReactionTimeTrial(outcome: .timeout, stimulusUptime: 30, responseUptime: nil, peakAcceleration: nil),
                      ReactionTimeTrial(outcome: .success, stimulusUptime: 40, responseUptime: 40.2, peakAcceleration: 1.1)]
        let result = ReactionTimeResult(identifier: "reactionTime", thresholdAcceleration: 0.5, timeout: 3, numberOfAttempts: 3, trials: trials)
        let analysis = ReactionTimeAnalyzer.analyze(StepResult(identifier: "reactionTime", stepType: "reactionTime", startDate: start,
                                                               endDate: start, results: [.typed(result)]))
        let summary = analysis.summary
        #expect(summary["attempts"] == 4 && summary["successes"] == 2 && summary["timeouts"] == 1 && summary["falseStarts"] == 1)
        #expect(abs((summary["meanLatencySeconds"] ?? 0) - 0.3) < 1e-9 && abs((summary["medianLatencySeconds"] ?? 0) - 0.3) < 1e-9)
        #expect(abs((summary["minimumLatencySeconds"] ?? 0) - 0.2) < 1e-9 && abs((summary["maximumLatencySeconds"] ?? 0) - 0.4) < 1e-9)
        #expect(analysis.warnings == ["reactionTime: 2 of the 3 responses asked for were in time; the step ended after 4 attempts"])
        let stopped = ReactionTimeAnalyzer.analyze(StepResult(identifier: "reactionTime", stepType: "reactionTime", startDate: start, endDate: start))
        #expect(stopped.summary["meanLatencySeconds"] == nil && stopped.summary["attempts"] == 0)
        #expect(stopped.warnings == ["reactionTime: no reactionTime result: the run stopped before the step ended"])
    }

    @Test func tremorFindsTheFrequencyOfTheOscillationHoweverTheDeviceIsHeld() {
        let shake = { (t: Double) in (0.05 * sin(2 * .pi * 6 * t), 0.0, 1.0) }
        var upright = TremorAnalyzer(), tilted = TremorAnalyzer()
        feed(&upright, seconds: 10, shake)
        feed(&upright, seconds: 10, sensor: .gyroscope) { t in (0, 0.3 * sin(2 * .pi * 9.5 * t), 0) }
        feed(&tilted, seconds: 10, rotation: tilt, shake)
        let summary = upright.finish().summary
        #expect(summary["accDominantFrequency"] == 6 && summary["gyroDominantFrequency"] == 9.5)
        #expect((summary["accShareLowBand"] ?? 0) > 0.99 && (summary["gyroShareHighBand"] ?? 0) > 0.99)
        let turned = tilted.finish()
        #expect(turned.summary["accDominantFrequency"] == 6)
        #expect(abs((turned.summary["accShareLowBand"] ?? 0) - (summary["accShareLowBand"] ?? 0)) < 1e-9)
        #expect(turned.summary["gyroDominantFrequency"] == nil && turned.warnings.contains { $0.contains("gyroscope") })
    }

    @Test func aTimedWalkTrialHasItsSpeedAndTheTurnItsTime() {
        let trial = TimedWalkResult(identifier: "timed.walk.trial1", distanceInMeters: 10, timeLimit: 180, duration: 8,
                                    distanceWalked: 11.2, locationFixCount: 13)
        let walked = TimedWalkAnalyzer.analyze(StepResult(identifier: "timed.walk.trial1", stepType: "timedWalk", startDate: start,
                                                          endDate: start.addingTimeInterval(9), results: [.typed(trial)])).summary
        #expect(walked["durationSeconds"] == 8 && walked["speed"] == 1.4 && walked["reachedDistance"] == 1)
        let turn = TimedWalkAnalyzer.analyze(StepResult(identifier: "timed.walk.turn.around", stepType: "active", startDate: start,
                                                        endDate: start.addingTimeInterval(4.5))).summary
        #expect(turn["durationSeconds"] == 4.5 && turn["distanceMeters"] == nil && turn.keys == walked.keys)
    }
}
