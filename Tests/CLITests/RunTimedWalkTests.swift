import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// `activetask run timedWalk --auto`: each trial ends when the location fixes show its distance
/// walked, well before its time limit, and files its motion chunks and a `timedWalk` result; the
/// task-level location recorder spanning the trials is listed in asyncResults.
@Suite(.timeLimit(.minutes(1))) struct RunTimedWalkTests {
    private static let trials = ["timed.walk.trial1", "timed.walk.trial2"]
    private static let parameters = ["--set", "distanceInMeters=10", "--set", "timeLimit=30",
                                     "--set", "turnAroundTimeLimit=2", "--set", "includeAssistiveDeviceForm=false"]

    private func walks(_ items: [ResultItem]) -> [TimedWalkResult] {
        items.compactMap { if let walk = $0.typed(as: TimedWalkResult.self) { return walk } else { return nil } }
    }

    /// Checks what both runs share: every trial's and the turn-around's motion chunks hold samples,
    /// each trial has one `timedWalk` result, and the location chunk in asyncResults holds fixes
    /// and the trials' step markers. Returns the trials' results.
    private func checkRun(in output: URL, stdout: String) throws -> [TimedWalkResult] {
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        #expect(result.stepHistory.map(\.identifier) == ["instruction", "instruction1", "countdown", "timed.walk.trial1",
                                                          "timed.walk.turn.around", "timed.walk.trial2", "conclusion"])
        var trialResults: [TimedWalkResult] = []
        for identifier in Self.trials + ["timed.walk.turn.around"] {
            let step = try #require(result.stepHistory.first { $0.identifier == identifier })
            let chunks = step.results.files
            #expect(Set(chunks.flatMap(\.sensorTypes)) == [.accelerometer, .gyroscope], "\(identifier): \(chunks)")
            #expect(chunks.allSatisfy { $0.relativePath.hasPrefix(identifier + "/") && $0.sampleCount > 0 }, "\(chunks)")
            let own = walks(step.results)
            if identifier == "timed.walk.turn.around" {
                #expect(own.isEmpty)
                continue
            }
            let walk = try #require(own.first, "\(identifier) has no timedWalk result: \(step.results)")
            #expect(own.count == 1)
            #expect(walk.identifier == identifier && walk.distanceInMeters == 10 && walk.timeLimit == 30)
            #expect(walk.distanceWalked >= 10, "\(identifier): \(walk)")
            // The trial ended when the distance was measured, well before its 30 s limit.
            let took = step.endDate.timeIntervalSince(step.startDate)
            #expect(walk.duration < 25 && took < 26, "\(identifier): \(walk.duration) s in the result, \(took) s between its dates")
            #expect(abs(took - walk.duration) < 1.5, "\(identifier): \(walk.duration) s in the result, \(took) s between its dates")
            trialResults.append(walk)
        }
        let location = result.asyncResults.files.filter { $0.sensorTypes == [.location] }
        #expect(!location.isEmpty, "no location chunk in asyncResults: \(result.asyncResults)")
        var fixes = 0
        var markers: [String] = []
        for chunk in location {
            try ChunkReader(url: output.appendingPathComponent(chunk.relativePath)).forEachSample { sample in
                switch sample {
                case .location: fixes += 1
                case .marker(let marker): markers.append("\(marker.event.rawValue) \(marker.stepIdentifier ?? "")")
                default: break
                }
            }
        }
        #expect(fixes >= trialResults.map(\.locationFixCount).reduce(0, +), "\(fixes) fixes recorded")
        #expect(markers.contains("stepStarted timed.walk.trial2"), "\(markers)")
        #expect(stdout.components(separatedBy: "\nwalked ").count - 1 == 2, "one summary line per trial: \(stdout)")
        return trialResults
    }

    @Test(.timeLimit(.minutes(1)))
    func replayedTrialsEndAtTenMetresWithTheirTimedWalkResults() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-timedwalk")
        let run = try await ActivetaskBinary.run(["run", "timedWalk", "--auto", "--replay", ProjectPaths.fixture("replay-timedwalk").path,
                                            "--output", temporary.url.path] + Self.parameters, timeout: 58)
        #expect(run.status == 0, "\(run.stderr)")
        let walks = try checkRun(in: temporary.url, stdout: run.stdout)
        // fixtures/replay-timedwalk/generate.py prints the expectation: one fix a second at
        // 1.4 m/s, the 13th fix of a trial measures 11.2 m, 12 s after its first.
        #expect(walks.count == 2)
        for walk in walks {
            #expect(abs(walk.distanceWalked - 11.2) < 0.01, "\(walk)")
            #expect(walk.locationFixCount == 13, "\(walk)")
            #expect((11.5...13.5).contains(walk.duration), "\(walk)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func trialsEndAtTenMetresWalkedOnLocationFromARealGpsd() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-timedwalk-gpsd")
        // walk.nmea walks north at 1.4 m per epoch; gpsfake plays an epoch (3 sentences) every 0.3 s.
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/walk.nmea"), logDirectory: temporary.url)
        defer { gpsd.stop() }
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "timedWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path,
                                            "--location", gpsd.endpoint, "--output", output.path] + Self.parameters,
                                           timeout: 45)
        #expect(run.status == 0, "\(run.stderr)")
        let walks = try checkRun(in: output, stdout: run.stdout)
        #expect(walks.count == 2)
        for walk in walks {
            // At least the 13 fixes a straight walk needs (generate.py beside the replay fixture).
            #expect(walk.locationFixCount >= 13, "\(walk)")
        }
    }
}
