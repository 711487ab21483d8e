import TestSupport
import SignalProcessing
import Foundation
import RecordingFormat
import Testing
@testable import Analysis
import ActiveTasks

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
        return StepResult(identifier: step.identifier, stepType: step.type, startDate: start, endDate: start, results: files)
    }

    @Test func everyRecordingStepOfThePredefinedTasksHasTheKindOfItsPurpose() throws {
        let expected: [PredefinedTask: [String: AnalysisKind]] = [
            .shortWalk: ["walking.outbound": .walk, "walking.return": .walk, "walking.rest": .balance],
            .timedWalk: ["timed.walk.trial1": .timedWalk, "timed.walk.turn.around": .timedWalk, "timed.walk.trial2": .timedWalk],
            .twoFingerTapping: ["tapping.left": .tapping, "tapping.right": .tapping],
            .spatialSpanMemory: ["cognitive.memory.spatialspan": .memory],
            .stroop: ["stroop": .stroop],
            .fitnessCheck: ["fitness.walk": .walk, "fitness.rest": .balance],
            .sixMinuteWalk: ["6mwt": .walk],
            .tremor: Dictionary(uniqueKeysWithValues: ["handInLap", "handAtShoulderLength", "handAtShoulderLengthWithElbowBent",
                                                       "handToNose", "handQueenWave"].flatMap { pose in
                ["left", "right"].map { ("tremor.\(pose).\($0)", AnalysisKind.tremor) }
            }),
            .consent: [:], .phq9: [:], .phq2: [:], .gad7: [:],
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
            #"steps[0].analysis: "tapping" is not an analysis of an active step; use one of walk, balance, tremor, timedWalk "#
                + #"(tapping and memory come from a "tapping" step)"#,
        ])
        #expect(TestTasks.issues(activeTask(#""analysis": "sway", "#)) == [
            #"steps[0].analysis: "sway" is not an analysis of an active step; use one of walk, balance, tremor, timedWalk"#,
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
                                                          endDate: start.addingTimeInterval(9), results: [.timedWalk(trial)])).summary
        #expect(walked["durationSeconds"] == 8 && walked["speed"] == 1.4 && walked["reachedDistance"] == 1)
        let turn = TimedWalkAnalyzer.analyze(StepResult(identifier: "timed.walk.turn.around", stepType: "active", startDate: start,
                                                        endDate: start.addingTimeInterval(4.5))).summary
        #expect(turn["durationSeconds"] == 4.5 && turn["distanceMeters"] == nil && turn.keys == walked.keys)
    }
}
