import TestSupport
import SignalProcessing
import Analysis
import RecordingFormat
import ActiveTasks
import Foundation
import Testing

/// The walking leg's online step counter on the analyzer's walk fixture, whose 80 steps
/// `fixtures/analysis/reference.py` counted.
struct StepCounterTests {
    private func walkSamples() throws -> [MotionSample] {
        let text = try String(contentsOf: AnalysisFixtures.folder.appendingPathComponent("walk/accelerometer-000001.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["type"] == nil, let t = object["timestamp"] as? Double, let uptime = object["uptime"] as? Double,
                  let x = object["x"] as? Double, let y = object["y"] as? Double, let z = object["z"] as? Double else { return nil }
            return MotionSample(sensorType: .accelerometer, timestamp: t, uptime: uptime, x: x, y: y, z: z)
        }
    }

    @Test func countsTheStepsTheReferenceScriptCounts() throws {
        let expected = try #require(try AnalysisFixtures.expected("walk")["stepCount"] as? Int)
        var counter = StepCounter(target: 1000)
        for sample in try walkSamples() { counter.add(sample) }
        #expect(counter.count == expected)
        #expect(!counter.isComplete)
    }

    @Test func aLegOfTwentyStepsEndsPartWayThroughTheWalk() throws {
        let samples = try walkSamples()
        var counter = StepCounter(target: 20)
        let end = samples.firstIndex { counter.add($0) }
        let index = try #require(end)
        #expect(counter.count == 20)
        // 80 steps in 58 s: the twentieth comes about a quarter of the way in.
        #expect(samples[index].timestamp > 5 && samples[index].timestamp < 30)
        let stillComplete = counter.add(MotionSample(sensorType: .gyroscope, timestamp: 99, uptime: 99, x: 9, y: 9, z: 9))
        #expect(stillComplete)
        #expect(counter.count == 20)
    }
}
