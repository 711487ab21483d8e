import Foundation
import Testing
import TestSupport

/// fixtures/analysis/steps.py, the independent Python reference for the sensor and reaction
/// steps: it recomputes each step's values from a run's chunks and `taskResult.json`, and a
/// report must agree with it within half a unit of the precision each key is written to.
extension AnalysisReport {
    /// Half a unit of the precision each key of steps.py's kinds is written to.
    static let stepsTolerances: [String: Double] = [
        "durationSeconds": 0.0005, "timeLimitSeconds": 0.0005, "sampleCount": 0, "swayRMS": 5e-7, "swayRMSMajor": 5e-7,
        "swayRMSMinor": 5e-7, "swayRangeMajor": 5e-7, "swayRangeMinor": 5e-7, "swayMeanVelocity": 0.0005,
        "swayEllipseArea95": 5e-10, "accDominantFrequency": 0.005, "gyroDominantFrequency": 0.005,
        "accShareLowBand": 5e-5, "accShareHighBand": 5e-5, "gyroShareLowBand": 5e-5, "gyroShareHighBand": 5e-5,
        "distanceRequestedMeters": 0.005, "distanceMeters": 0.005, "speed": 0.0005, "locationFixCount": 0,
        "reachedDistance": 0, "attempts": 0, "successes": 0, "timeouts": 0, "falseStarts": 0, "meanLatencySeconds": 0.0005,
        "medianLatencySeconds": 0.0005, "minimumLatencySeconds": 0.0005, "maximumLatencySeconds": 0.0005,
        "repetitions": 0, "firstStandSeconds": 0.0005, "meanCycleSeconds": 0.0005, "turnCount": 0,
        "meanTurnDurationSeconds": 0.0005, "meanTurnAngleDegrees": 0.05, "maximumTurnRate": 0.05, "totalSeconds": 0.0005,
        "sitToStandSeconds": 0.0005, "walkOutSeconds": 0.0005, "turnSeconds": 0.0005, "walkBackSeconds": 0.0005,
        "standToSitSeconds": 0.0005, "turnAngleDegrees": 0.05,
        // The live filter and steps.py may take an accelerometer and a gyroscope sample of one
        // time in either order: 0.2° apart at most.
        "startDegrees": 0.2, "finishDegrees": 0.2, "minimumDegrees": 0.2, "maximumDegrees": 0.2, "rangeDegrees": 0.2,
    ]

    /// Runs steps.py on `output` and checks every entry it knows against this report.
    func expectStepsReference(for output: URL) async throws {
        let script = ProjectPaths.fixture("analysis/steps.py").path
        let logs = try TemporaryDirectory(prefix: "steps-py")
        defer { withExtendedLifetime(logs) {} }
        let child = try ChildProcess(executable: try which("python3"), arguments: [script, output.path],
                                     logDirectory: logs.url, name: "steps.py")
        let run = await child.output(timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String: Any]])
        #expect(!expected.isEmpty)
        for (step, values) in expected {
            let entry = try #require(entries.first { $0["step"] as? String == step }, "no entry for \(step)")
            #expect(entry["kind"] as? String == values["kind"] as? String, "\(step)")
            let summary = try summary(step)
            for (key, value) in values where key != "kind" {
                let wanted = try #require((value as? NSNumber)?.doubleValue)
                let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(step).\(key) is null")
                let tolerance = try #require(Self.stepsTolerances[key], "no tolerance for \(key)") + 1e-9 * max(1, abs(wanted))
                #expect(abs(found - wanted) <= tolerance, "\(step).\(key): \(found), steps.py \(wanted)")
            }
        }
    }
}
