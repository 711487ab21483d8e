import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues
import SignalProcessing
import Testing
@testable import Analysis

/// The gait analysis's steps and summary on walks whose answers are known by construction: the
/// trunk rises and falls as a cosine once a step (peaking at each initial contact), seen by a
/// sensor tilted on the back, with a turn of 90° made in one walk.
@Suite struct GaitAnalysisTests {
    /// The sensor's up, in its own axes: tilted, as on a lower back.
    static let up = SIMD3<Double>(0.9, 0.1, -0.4) / (SIMD3<Double>(0.9, 0.1, -0.4) * SIMD3<Double>(0.9, 0.1, -0.4)).sum().squareRoot()
    /// Steps per second.
    static let stepRate = 1.8
    /// The vertical acceleration's amplitude, m/s².
    static let amplitude = 2.0

    /// A walk of `walks` (seconds on the timeline, from-to) at `rate` Hz with standing between,
    /// and a 90° turn over the 2 s from `turn` when given; gyroscope readings at `gyroscopeRate`.
    static func samples(walks: [ClosedRange<Double>], seconds: Double, rate: Double = 100, up: SIMD3<Double> = up,
                        turn: Double? = nil, gyroscopeRate: Double? = 100) -> [MotionSample] {
        var samples: [MotionSample] = []
        for index in 0..<Int(seconds * rate) {
            let time = Double(index) / rate
            let walking = walks.first { $0.contains(time) }
            let vertical = walking.map { amplitude * cos(2 * .pi * stepRate * (time - $0.lowerBound)) } ?? 0
            let acceleration = up * (1 + vertical / TrunkSignals.standardGravity)
            samples.append(MotionSample(sensorType: .accelerometer, timestamp: time, uptime: time,
                                        x: acceleration.x, y: acceleration.y, z: acceleration.z))
        }
        if let gyroscopeRate {
            for index in 0..<Int(seconds * gyroscopeRate) {
                let time = Double(index) / gyroscopeRate
                let yaw = turn.map { start in (start...(start + 2)).contains(time) ? Double.pi / 4 * (1 - cos(.pi * (time - start))) : 0 } ?? 0
                let rotation = up * yaw
                samples.append(MotionSample(sensorType: .gyroscope, timestamp: time, uptime: time, x: rotation.x, y: rotation.y, z: rotation.z))
            }
        }
        return samples
    }

    /// The analyzer's result on `samples`.
    static func analyze(_ samples: [MotionSample], body: BodyMeasures = BodyMeasures(sensorHeight: 0.9)) throws -> AnalysisResult {
        var analyzer = GaitAnalyzer(body: body)
        for sample in samples { analyzer.consume(motion: sample) }
        try analyzer.check()
        return analyzer.finish()
    }

    @Test func aZeroPhaseBandPassKeepsAStepRateSinusoidsPeaksWhereTheyWere() {
        let rate = 50.0
        let signal = (0..<1000).map { 1 + sin(2 * .pi * 1.5 * Double($0) / rate) }
        let filtered = ZeroPhaseFilter.bandPass(low: 0.25, high: 3, rate: rate).apply(signal)
        let peaks = { (values: [Double]) in (1..<(values.count - 1)).filter { values[$0] > values[$0 - 1] && values[$0] >= values[$0 + 1] } }
        #expect(peaks(filtered).dropFirst(2).dropLast(2).elementsEqual(peaks(signal).dropFirst(2).dropLast(2)))
        // Each pass of the low-pass gives 1.5 Hz a gain of 1 / √(1 + (1.5 / 3)⁴), the high-pass 1 / √(1 + (0.25 / 1.5)⁴).
        let gain = 1 / (1 + pow(1.5 / 3, 4)) / (1 + pow(0.25 / 1.5, 4))
        let middle = filtered[300..<700]
        #expect(abs(middle.max()! - gain) < 0.01 && abs(middle.min()! + gain) < 0.01, "a 1.5 Hz sine passes at its gain \(gain), without the constant")
    }

    @Test func theVerticalIsFoundWhicheverWayTheSensorLies() {
        let walk = [0.0...10.0]
        let grids = [Self.up, SIMD3(0, 0, 1), SIMD3(-0.6, 0.8, 0)].map { up in
            let samples = Self.samples(walks: walk, seconds: 10, up: up, gyroscopeRate: nil)
            return TrunkSignals(MotionGrid(accelerometer: samples.map { ($0.timestamp, SIMD3($0.x, $0.y, $0.z)) }, gyroscope: [], rate: 50))
        }
        for trunk in grids {
            #expect(abs(trunk.gravityNorm - 1) < 0.01)
            #expect(zip(trunk.vertical, grids[0].vertical).allSatisfy { abs($0 - $1) < 1e-9 })
            for index in stride(from: 100, to: 400, by: 7) {
                // Within 10 %: the 2 s mean that finds gravity holds 3.6 steps, so a little of the step stays in it.
                let expected = Self.amplitude * cos(2 * .pi * Self.stepRate * Double(index) / 50)
                #expect(abs(trunk.vertical[index] - expected) < 0.2, "sample \(index): \(trunk.vertical[index]) for \(expected)")
            }
        }
    }

    @Test func initialContactsFallOnTheStepsOfAWalk() {
        let samples = Self.samples(walks: [0.0...20.0], seconds: 20, gyroscopeRate: nil)
        let grid = MotionGrid(accelerometer: samples.map { ($0.timestamp, SIMD3($0.x, $0.y, $0.z)) }, gyroscope: [], rate: 50)
        let (contacts, sequences) = InitialContactDetector.detect(vertical: TrunkSignals(grid).vertical, rate: 50)
        #expect(sequences.count == 1)
        let times = contacts.map(grid.time(at:))
        let steps = (2..<34).map { Double($0) / Self.stepRate }
        for step in steps {
            #expect(times.contains { abs($0 - step) <= 0.04 }, "no contact within 40 ms of the step at \(step) s")
        }
        #expect(times.count >= steps.count && times.count <= steps.count + 4, "\(times)")
    }

    @Test func standingStillHasNoGaitSequence() {
        let samples = Self.samples(walks: [], seconds: 20, gyroscopeRate: nil)
        let grid = MotionGrid(accelerometer: samples.map { ($0.timestamp, SIMD3($0.x, $0.y, $0.z)) }, gyroscope: [], rate: 50)
        let (contacts, sequences) = InitialContactDetector.detect(vertical: TrunkSignals(grid).vertical, rate: 50)
        #expect(sequences.isEmpty)
        #expect(contacts.isEmpty)
    }

    @Test func theSwayOfABodyStandingAfterAWalkIsNoStep() {
        let rate = 50.0
        // A walk for 12 s, then standing with a sway of 0.1 m/s² at the step rate: the last gait
        // window reaches 1.5 s into it, where half the local RMS is below the sway's peaks.
        let vertical = (0..<1250).map { index -> Double in
            let time = Double(index) / rate
            return (time <= 12 ? Self.amplitude : 0.1) * cos(2 * .pi * Self.stepRate * time)
        }
        let (contacts, _) = InitialContactDetector.detect(vertical: vertical, rate: rate)
        let last = contacts.last.map { Double($0) / rate }
        #expect(last.map { abs($0 - 21 / Self.stepRate) <= 0.04 } == true, "the last contact is the walk's last step at 11.67 s, not \(String(describing: last))")
    }

    @Test func aBoutNeedsFourStridesThreeOfEachFootAndEndsAtABreakOfMoreThanThreeSeconds() {
        let steps = { (from: Double, count: Int) in (0..<count).map { from + Double($0) * 0.5 } }
        #expect(WalkingBoutAssembler.bouts(contacts: steps(0, 5), stepLengths: [], turns: []).isEmpty, "five contacts are three strides")
        #expect(WalkingBoutAssembler.bouts(contacts: steps(0, 6), stepLengths: [], turns: []).isEmpty,
                "six contacts are four strides, two of each foot")
        #expect(WalkingBoutAssembler.bouts(contacts: steps(0, 7), stepLengths: [], turns: []).isEmpty,
                "seven contacts are five strides, two of one foot")
        let six = WalkingBoutAssembler.bouts(contacts: steps(0, 8), stepLengths: [], turns: [])
        #expect(six.map(\.strides.count) == [6])
        let paused = WalkingBoutAssembler.bouts(contacts: steps(0, 8) + steps(6.0, 8), stepLengths: [], turns: [])
        #expect(paused.count == 1, "a pause of 2.5 s stays within the bout")
        #expect(paused.first?.strides.count == 12, "the strides across the pause are not strides")
        let apart = WalkingBoutAssembler.bouts(contacts: steps(0, 8) + steps(7.1, 8), stepLengths: [], turns: [])
        #expect(apart.map(\.start) == [0, 7.1], "a break of 3.6 s ends the bout")
        let short = WalkingBoutAssembler.bouts(contacts: steps(0, 8), stepLengths: Array(repeating: 0.05, count: 7), turns: [])
        #expect(short.isEmpty, "strides of 0.1 m are not strides")
    }

    @Test func stepLengthIsZijlstraAndHofsPendulum() {
        let length = InvertedPendulum.stepLength(rise: 0.03, sensorHeight: 1)
        #expect(abs(length - 4.587 / 4 * 2 * (2 * 0.03 - 0.03 * 0.03).squareRoot()) < 1e-12)
    }

    @Test func aTurnOfNinetyDegreesIsOneTurnAndSwayIsNone() {
        let rate = 50.0
        let turning = (0..<500).map { index -> Double in
            let time = Double(index) / rate
            let turn = (4.0...6.0).contains(time) ? 45 * (1 - cos(.pi * (time - 4))) : 0
            return turn + 8 * sin(2 * .pi * 0.9 * time)
        }
        let turns = TurnDetector.turns(yawRate: turning, rate: rate)
        #expect(turns.count == 1)
        let turn = try? #require(turns.first)
        #expect(abs((turn?.angle ?? 0) - 90) < 8, "angle \(String(describing: turn?.angle))")
        #expect(TurnDetector.turns(yawRate: (0..<500).map { 8 * sin(2 * .pi * 0.9 * Double($0) / rate) }, rate: rate).isEmpty)
    }

    @Test func twoWalksAreTwoBoutsWithTheirCadenceStrideLengthSpeedAndTurn() throws {
        let result = try Self.analyze(Self.samples(walks: [2.0...14.0, 20.0...32.0], seconds: 35, turn: 6))
        let bouts = try #require(result.summary.items("walkingBouts"))
        #expect(bouts.count == 2)
        let rise = 2 * Self.amplitude / pow(2 * .pi * Self.stepRate, 2)
        let stride = 2 * InvertedPendulum.stepLength(rise: rise, sensorHeight: 0.9)
        for bout in bouts {
            #expect(abs((bout["cadence"] ?? 0) - Self.stepRate * 60) < 1)
            #expect(abs((bout["strideDuration"] ?? 0) - 2 / Self.stepRate) < 0.02)
            #expect(abs((bout["strideLength"] ?? 0) - stride) < 0.05 * stride, "stride length \(String(describing: bout["strideLength"])) for \(stride)")
            #expect(abs((bout["walkingSpeed"] ?? 0) - stride * Self.stepRate / 2) < 0.05 * stride)
            #expect(bout.values("initialContacts")?.count == bout["steps"].map { Int($0) + 1 })
        }
        #expect(bouts[0]["turns"] == 1)
        #expect(abs((bouts[0].values("turnAngles")?.first ?? 0) - 90) < 5)
        #expect(bouts[1]["turns"] == 0)
        #expect(result.summary["boutCount"] == 2)
        // Where walking starts or stops at full swing the band-pass rings: a bout may begin or end up to two steps early or late.
        for (bout, walk) in zip(bouts, [2.0...14.0, 20.0...32.0]) {
            #expect(abs((bout["start"] ?? 0) - walk.lowerBound) < 2 * 2 / Self.stepRate && abs((bout["end"] ?? 0) - walk.upperBound) < 2 * 2 / Self.stepRate)
        }
        #expect(result.summary["walkingSeconds"] == bouts.reduce(0) { $0 + ($1["durationSeconds"] ?? 0) })
        #expect(abs((result.summary["cadenceMedian"] ?? 0) - Self.stepRate * 60) < 1)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func everyGaitKeyIsWrittenInTheUnitGaitUnitsDeclares() throws {
        let result = try Self.analyze(Self.samples(walks: [2.0...14.0], seconds: 16, turn: 6))
        #expect(result.summary.keys == ["walkingBouts"] + GaitUnits.totals.map { $0.key }, "the entry's quality is put beside them by TargetFeed")
        let bout = try #require(result.summary.items("walkingBouts")?.first)
        #expect(bout.keys == GaitUnits.bout.map { $0.key })
        #expect(result.summary.unit(of: "cadenceP95") == "/min")
        for (key, precision) in GaitUnits.totals {
            #expect(result.summary.unit(of: key) == precision.unit, "\(key)")
        }
        guard case .object(let units) = result.summary.units,
              case .object(let boutUnits) = units.first(where: { $0.key == "walkingBouts" })?.value else {
            Issue.record("no units object for walkingBouts in \(result.summary.units)")
            return
        }
        #expect(boutUnits.first { $0.key == "walkingSpeed" }?.value == .string("m/s"))
        for (key, precision) in GaitUnits.bout {
            #expect(boutUnits.first { $0.key == key }?.value == precision.unit.map(JSONValue.string), "\(key)")
        }
    }

    @Test func withoutASensorHeightStrideLengthAndSpeedAreNullWithAWarning() throws {
        let result = try Self.analyze(Self.samples(walks: [2.0...14.0], seconds: 16), body: BodyMeasures())
        let bout = try #require(result.summary.items("walkingBouts")?.first)
        #expect(bout["cadence"] != nil)
        #expect(bout["strideLength"] == nil && bout["walkingSpeed"] == nil)
        #expect(bout.json("strideLength") == "null")
        #expect(result.summary["walkingSpeedP95"] == nil)
        #expect(result.warnings.contains { $0.contains("--sensor-height") })
    }

    @Test func theSensorHeightIsEstimatedFromBodyHeightAndSaysSo() throws {
        let result = try Self.analyze(Self.samples(walks: [2.0...14.0], seconds: 16), body: BodyMeasures(height: 1.7))
        #expect(abs((result.summary["sensorHeight"] ?? 0) - 0.53 * 1.7) < 1e-9)
        #expect(result.warnings.contains { $0.contains("0.53 × body height 1.7 m") })
    }

    @Test func withoutAGyroscopeTurnsAreNullWithAWarning() throws {
        let result = try Self.analyze(Self.samples(walks: [2.0...14.0], seconds: 16, gyroscopeRate: nil))
        let bout = try #require(result.summary.items("walkingBouts")?.first)
        #expect(bout.json("turns") == "null" && bout.json("turnAngles") == "null")
        #expect(result.warnings.contains { $0.contains("no gyroscope") })
    }

    @Test func badInputIsAnErrorThatSaysWhatToDo() {
        #expect(throws: ActivetaskError.self) { try Self.analyze([]) }
        do {
            _ = try Self.analyze(Self.samples(walks: [0.0...1.5], seconds: 1.5))
            Issue.record("a 1.5 s recording was analysed")
        } catch {
            #expect("\(error)".contains("too short for a stride"))
        }
        do {
            _ = try Self.analyze(Self.samples(walks: [0.0...10.0], seconds: 10, gyroscopeRate: 50))
            Issue.record("a gyroscope at half the accelerometer's rate was accepted")
        } catch {
            #expect("\(error)".contains("the gyroscope runs at 50 Hz and the accelerometer at 100 Hz"))
        }
        #expect(throws: ActivetaskError.self) { try BodyMeasures(sensorHeight: 9).validate() }
        #expect(throws: ActivetaskError.self) { try Self.analyze(Self.samples(walks: [0.0...10.0], seconds: 10), body: BodyMeasures(sensorHeight: 9)) }
        #expect(throws: ActivetaskError.self) { try BodyMeasures(height: 0.17).validate() }
        #expect(throws: Never.self) { try BodyMeasures(sensorHeight: 1.0, height: 1.8).validate() }
    }

    @Test func listsAreWrittenAsJSONArraysAndReadBackByMerge() throws {
        var bout = AnalysisSummary()
        bout.set("start", 1.25, .seconds)
        bout.set("initialContacts", values: [1.25, 1.8], .seconds)
        var summary = AnalysisSummary()
        summary.set("walkingBouts", items: [bout])
        summary.set("boutCount", count: 1)
        var quality = AnalysisSummary()
        quality.set("accelerometerGaps", count: 2)
        summary.set("quality", object: quality)
        #expect(summary.json == #"{"walkingBouts": [{"start": 1.25, "initialContacts": [1.25, 1.8]}], "boutCount": 1, "quality": {"accelerometerGaps": 2}}"#)
        let entry = AnalysisEntry(path: "/r", kind: .gait, summary: summary)
        let part = AnalysisPart(shard: try AnalysisShard(index: 0, count: 1), recordings: 1, entries: [.init(recording: 0, entry: entry)])
        let merged = try AnalysisPart.merge([try AnalysisPart(parsing: Data(part.text.utf8), name: "part")])
        #expect(merged.first?.summary?.json == summary.json)
        #expect(AnalysisReportWriter.csv([entry]).contains(#""[{""start"": 1.25, ""initialContacts"": [1.25, 1.8]}]",1"#))
    }
}
