import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The Trail Making step's rules: ResearchKit's layouts placed as fixtures/replay-trailMaking/
/// generate.py places them (independently of the Swift code), taps judged in order at the touch's
/// own time, the end 1.5 s after the last circle or at the time limit, and the step's JSON rules.
struct TrailMakingTests {
    /// fixtures/replay-trailMaking/expected.json's layouts.
    private struct Expected: Decodable {
        struct Trail: Decodable {
            let layout: TrailMakingLayout
            let circles: [SpatialSpanRect]
        }
        let seed: UInt64
        let trails: [String: Trail]
    }

    private func activity(_ type: TrailMakingType = .a, timeLimit: Double = 300) -> TrailMakingActivity {
        let step = TrailMakingStep(header: StepHeader(identifier: "trailmaking"), trailType: type, seed: 5, timeLimit: timeLimit)
        return TrailMakingActivity(step: step, language: .english, seed: 5)
    }

    private func touch(_ rect: SpatialSpanRect, _ phase: TouchPhase = .began) -> Sample {
        .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: 1, x: rect.center.x, y: rect.center.y, rawX: 0, rawY: 0))
    }

    @Test func layoutsAreTheCirclesGeneratePyPlacedFromResearchKitsTablesForTheSeed() throws {
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: ProjectPaths.fixture("replay-trailMaking/expected.json")))
        for type in TrailMakingType.allCases {
            let wanted = try #require(expected.trails[type.rawValue])
            let layout = TrailMakingLayout(seed: expected.seed, type: type)
            #expect(layout == wanted.layout, "\(type)")
            for (found, circle) in zip(layout.circles, wanted.circles) {
                #expect(abs(found.x - circle.x) < 1e-9 && abs(found.y - circle.y) < 1e-9, "\(type): \(found) vs \(circle)")
            }
        }
    }

    @Test func noTwoCirclesOfAnyLayoutOverlapAndEachIsFiftyTwoPixelsAcross() {
        for test in 0..<12 {
            for flags in 0..<8 {
                let layout = TrailMakingLayout(test: test, invertX: flags & 1 != 0, invertY: flags & 2 != 0, reverse: flags & 4 != 0)
                let pixels = layout.circles.map { rect in
                    (x: rect.x * 800, y: rect.y * 480, width: rect.width * 800, height: rect.height * 480)
                }
                #expect(pixels.allSatisfy { abs($0.width - 52) < 1e-9 && abs($0.height - 52) < 1e-9 })
                #expect(pixels.allSatisfy { $0.x >= 5 - 1e-9 && $0.x + 52 <= 795 + 1e-9 && $0.y >= 101 - 1e-9 && $0.y + 52 <= 475 + 1e-9 })
                for (index, first) in pixels.enumerated() {
                    for second in pixels[(index + 1)...] {
                        #expect(hypot(first.x - second.x, first.y - second.y) >= 60, "layout \(test) flags \(flags)")
                    }
                }
            }
        }
    }

    @Test func trailBAlternatesNumbersAndLettersFromOneToSeven() {
        #expect(TrailMakingType.a.labels == (1...13).map(String.init))
        #expect(TrailMakingType.b.labels == ["1", "A", "2", "B", "3", "C", "4", "D", "5", "E", "6", "F", "7"])
    }

    @Test func aTouchOnTheCircleDueNextAdvancesAndAnyOtherIsAFlashedErrorThatDoesNot() throws {
        let trail = activity()
        trail.begin(at: 100)
        let circles = trail.test.circles
        trail.advance(to: 100.4)
        trail.receive(touch(circles[0], .ended), at: 100.4)
        trail.receive(touch(circles[0]), at: 100.5)
        trail.receive(touch(circles[2]), at: 100.9)
        #expect(trail.test.nextIndex == 1 && trail.test.flashedError == 2)
        #expect(trail.status == "errors: 1")
        trail.receive(touch(circles[1]), at: 101.2)
        #expect(trail.test.nextIndex == 2 && trail.test.flashedError == nil)
        let taps = trail.test.taps
        #expect(taps.map(\.index) == [0, 2, 1] && taps.map(\.incorrect) == [false, true, false])
        #expect(taps.map(\.label) == ["1", "3", "2"])
        #expect(zip(taps.map(\.timestamp), [0.5, 0.9, 1.2]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(taps[0].location == circles[0].center)
        guard let result = trail.results.first?.typed(as: TrailMakingResult.self) else { Issue.record("no Trail Making result"); return }
        #expect(result.numberOfErrors == 1 && result.labels == TrailMakingType.a.labels && result.circles == circles)
    }

    @Test func theStepEndsOneAndAHalfSecondsAfterTheLastCircleAndTapsAfterItAreIgnored() {
        let trail = activity(.b)
        trail.begin(at: 0)
        for index in 0..<13 { trail.tap(index, at: Double(index + 1)) }
        trail.tap(0, at: 13.5)
        trail.advance(to: 14.4)
        #expect(!trail.isFinished && trail.test.completionTime == 13)
        trail.advance(to: 14.5)
        #expect(trail.isFinished && trail.test.taps.count == 13)
        #expect(trail.summary(after: 14.5) == "13 of 13 circles, 0 errors")
    }

    @Test func anUnattendedTrailEndsUnfinishedAtItsTimeLimit() {
        let trail = activity(timeLimit: 10)
        trail.begin(at: 0)
        trail.tap(0, at: 2)
        trail.advance(to: 9.9)
        #expect(!trail.isFinished)
        trail.advance(to: 10)
        trail.tap(1, at: 10)
        #expect(trail.isFinished && trail.test.taps.count == 1 && trail.test.completionTime == nil)
    }

    @Test func aTrailOtherThanAOrBAndATimeLimitOutOfRangeAreRefusedAtTheirMembers() {
        let json = #"{"identifier": "t", "steps": [{"type": "trailmaking", "identifier": "s", "trailType": "C", "timeLimit": 5, "seed": -2}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        #expect(messages.contains { $0.contains("steps[0].trailType") && $0.contains("use \"A\" or \"B\"") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[0].timeLimit") && $0.contains("outside 10 … 3600") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[0].seed") && $0.contains("negative") }, "\(messages)")
    }

    @Test func thePredefinedTaskKeepsTheTrailsChosenAndSeedsBothSteps() throws {
        let a = try PredefinedTask.trailMaking.task(values: ["trailType": .string("A"), "seed": .int(4)])
        #expect(a.steps.map(\.identifier) == ["instruction", "instruction2", "instruction1.A", "countdown.A", "trailmaking.A", "conclusion"])
        let both = try PredefinedTask.trailMaking.task(values: ["seed": .int(4), "timeLimit": .int(60)])
        let trails = both.steps.compactMap { $0 as? TrailMakingStep }
        #expect(trails.map(\.trailType) == [.a, .b] && trails.allSatisfy { $0.seed == 4 && $0.timeLimit == 60 })
        #expect(TrailMakingLayout(seed: 4, type: .a) != TrailMakingLayout(seed: 4, type: .b))
        let german = try PredefinedTask.trailMaking.task(values: ["trailType": .string("B")], language: LanguageTag("de"))
        #expect(german.steps.map(\.identifier).contains("trailmaking.B") && !german.steps.map(\.identifier).contains("trailmaking.A"))
        #expect(german.steps.first { $0.identifier == "instruction1.B" }?.text?.hasPrefix("Tippen Sie nach dem Countdown") == true)
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        let layout = TrailMakingLayout(test: 3, invertX: true, invertY: false, reverse: true)
        let result = TrailMakingResult(identifier: "trailmaking.B", trailType: .b, layout: layout, taps: [
            TrailMakingTap(timestamp: 0.8, index: 0, label: "1", incorrect: false, location: SpatialSpanPoint(x: 0.5, y: 0.5)),
            TrailMakingTap(timestamp: 1.4, index: 2, label: "2", incorrect: true),
        ])
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result) && result.numberOfErrors == 1)
    }
}
