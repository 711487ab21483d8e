import TestSupport
import SignalProcessing
import RecordingFormat
import Foundation
import Testing
@testable import Analysis
import ActiveTasks

@Suite struct WalkAnalysisTests {
    private func analyseFixture() throws -> AnalysisResult {
        var analyzer = WalkAnalyzer()
        let files = ["walk/accelerometer-000001.jsonl", "walk/location-000001.jsonl"]
            .map { AnalysisFixtures.folder.appendingPathComponent($0) }
        #expect(try ChunkFeed.read(files, into: &analyzer).isEmpty)
        return analyzer.finish()
    }

    @Test func stepsCadenceAndRegularityOfAWalkWithStandingAndTurningMatchTheSignalsDesign() throws {
        let summary = try analyseFixture().summary
        let expected = try AnalysisFixtures.expected("walk")
        let steps = try #require(expected["stepCount"] as? Double)
        #expect(abs((summary["stepCount"] ?? 0) - steps) <= 1, "stepCount \(String(describing: summary["stepCount"])) vs \(steps)")
        #expect(AnalysisFixtures.close(summary["cadence"], try #require(expected["cadence"] as? Double), tolerance: 0.01))
        #expect(AnalysisFixtures.close(summary["meanStepInterval"], try #require(expected["meanStepInterval"] as? Double), tolerance: 0.01))
        #expect(AnalysisFixtures.close(summary["durationSeconds"], try #require(expected["durationSeconds"] as? Double)))
        #expect(AnalysisFixtures.close(summary["stepRegularity"], try #require(expected["stepRegularity"] as? Double), tolerance: 0.06))
        #expect(AnalysisFixtures.close(summary["strideRegularity"], try #require(expected["strideRegularity"] as? Double), tolerance: 0.06))
        #expect(AnalysisFixtures.close(summary["symmetry"], try #require(expected["symmetry"] as? Double), tolerance: 0.08))
        #expect(AnalysisFixtures.close(summary["stepIntervalCV"], try #require(expected["stepIntervalCV"] as? Double), tolerance: 0.2))
    }

    @Test func distanceFromNoisyFixesIsWithinTheFilterThreshold() throws {
        let summary = try analyseFixture().summary
        let expected = try AnalysisFixtures.expected("walk")
        let walked = try #require(expected["distanceMeters"] as? Double)
        let distance = try #require(summary["distanceMeters"])
        // The filter loses at most its 8 m threshold and never invents distance beyond the noise.
        #expect(distance > walked - 10 && distance < walked + 3, "distance \(distance) vs \(walked)")
        #expect(AnalysisFixtures.close(summary["speed"], try #require(expected["speed"] as? Double), tolerance: 0.2))
    }

    @Test func aPersonStandingStillWithGPSNoiseWalksNowhere() {
        var analyzer = WalkAnalyzer()
        var generator = SeededGenerator(seed: 42)
        for second in 0..<300 {
            // 3–5 m of noise: up to ±5 m east and north around one point.
            let east = Double.random(in: -5...5, using: &generator), north = Double.random(in: -5...5, using: &generator)
            analyzer.consume(.location(LocationSample(timestamp: Double(second), uptime: Double(second),
                                                      latitude: 52.0 + north / 111_320,
                                                      longitude: 13.0 + east / (111_320 * cos(52.0 * .pi / 180)),
                                                      horizontalAccuracy: 5)))
        }
        #expect(analyzer.finish().summary["distanceMeters"] == 0)
    }

    @Test func standingStillWithSensorNoiseHasNoSteps() {
        var analyzer = WalkAnalyzer()
        var generator = SeededGenerator(seed: 7)
        for i in 0..<3000 {
            let noise = { Double.random(in: -0.02...0.02, using: &generator) }
            analyzer.addAcceleration(time: Double(i) / 100, x: 0.1 + noise(), y: noise(), z: 0.99 + noise())
        }
        let summary = analyzer.finish().summary
        #expect(summary["stepCount"] == 0)
        #expect(summary["cadence"] == nil)
    }

    @Test func holdingTheDeviceDifferentlyGivesTheSameSteps() {
        func walk(rotate: (Double, Double, Double, Double) -> (Double, Double, Double)) -> AnalysisSummary {
            var analyzer = WalkAnalyzer()
            for i in 0..<2000 {
                let t = Double(i) / 100
                let vertical = 1 + 0.25 * sin(2 * .pi * t / 0.5)
                let (x, y, z) = rotate(vertical, t, 0, 0)
                analyzer.addAcceleration(time: t, x: x, y: y, z: z)
            }
            return analyzer.finish().summary
        }
        let upright = walk { v, _, _, _ in (0, 0, v) }
        let inPocketTurning = walk { v, t, _, _ in
            (v * sin(1.2) * cos(t), v * sin(1.2) * sin(t), v * cos(1.2))
        }
        #expect(upright["stepCount"] == inPocketTurning["stepCount"])
        #expect((upright["stepCount"] ?? 0) >= 38)   // 20 s at 2 steps/s: 40 steps, the first may settle
        #expect(AnalysisFixtures.close(upright["cadence"], 120, tolerance: 0.01))
    }

    @Test func aWalkShorterThanOneWindowStillGetsItsRegularity() {
        // 6 s of identical steps (a pure 2 Hz sinusoid): every step and stride alike, Ad1 = Ad2 = 1.
        var analyzer = WalkAnalyzer()
        for i in 0..<600 {
            let t = Double(i) / 100
            analyzer.addAcceleration(time: t, x: 0, y: 0, z: 1 + 0.25 * sin(2 * .pi * t / 0.5))
        }
        let summary = analyzer.finish().summary
        #expect(AnalysisFixtures.close(summary["stepRegularity"], 1, tolerance: 0.05))
        #expect(AnalysisFixtures.close(summary["strideRegularity"], 1, tolerance: 0.05))
    }
}
