import RecordingFormat
import ActiveTasks
import Foundation
import Recorders
import Testing
import TestSupport

/// `activetask run` with recorders: chunks recorded during the steps they belong to, listed in
/// taskResult.json, and required devices checked before anything starts.
@Suite(.timeLimit(.minutes(1))) struct RunRecordingTests {
    private static let replay = ProjectPaths.fixture("replay").path

    @Test func anActiveStepFilesTheChunksRecordedWhileItRanInItsStepResult() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-rec")
        let deadGpsd = "127.0.0.1:\(try LoopbackPort.free())"
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/walk.json").path, "--output", temporary.url.path,
                                            "--auto", "--replay", Self.replay, "--location", deadGpsd])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: temporary.url)
        let walk = try #require(result.stepHistory.first { $0.identifier == "walk" })
        let chunks = walk.results.files
        #expect(chunks.map(\.relativePath) == ["walk/walkMotion-000001.jsonl"])
        let chunk = try #require(chunks.first)
        #expect(chunk.identifier == "walkMotion" && chunk.sensorTypes == [.accelerometer])
        // The replay plays 100 Hz at its recorded pace for the 2 s the step runs.
        #expect((150...260).contains(chunk.sampleCount), "\(chunk.sampleCount) samples in a 2 s step")
        let url = temporary.url.appendingPathComponent(chunk.relativePath)
        #expect(chunk.sha256 == (try await sha256sum(url)))
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(attributes[.size] as? Int == chunk.byteSize)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        var samples = 0
        try ChunkReader(url: url).forEachSample { sample in
            if case .motion(let motion) = sample, motion.sensorType == .accelerometer { samples += 1 }
        }
        #expect(samples == chunk.sampleCount)
        // No other step recorded anything.
        #expect(result.stepHistory.filter { $0.identifier != "walk" }.allSatisfy { $0.results.files.isEmpty })
        // The optional task-level location recorder could not reach gpsd: an error result, not a failed run.
        let locationErrors = result.asyncResults.errors.filter { $0.identifier == "location" }
        #expect(locationErrors.count == 1)
        #expect(locationErrors.first?.message.contains(deadGpsd) == true, "\(locationErrors)")
        // It leaves no empty chunk behind, on disk or in the result.
        #expect(!result.asyncResults.files.contains { $0.identifier == "location" })
        let written = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(!written.contains { $0.hasPrefix("location") }, "\(written)")
    }

    @Test func aRequiredRecorderWithoutADeviceStopsTheRunBeforeAnythingIsWritten() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-nodevice")
        let output = temporary.url.appendingPathComponent("out")
        let deadGpsd = "127.0.0.1:\(try LoopbackPort.free())"
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/walk.json").path, "--output", output.path,
                                            "--auto", "--location", deadGpsd])
        #expect(run.status == 1)
        #expect(run.stderr.contains("walk.json: recorder \"walkMotion\""), "\(run.stderr)")
        #expect(run.stderr.contains("--accelerometer"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aSpanningRecorderIsListedInAsyncResultsAndMarksEveryStepItSpans() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-span")
        let task = temporary.url.appendingPathComponent("span.json")
        try Data("""
            {"identifier": "span",
             "recorders": [{"identifier": "imu", "type": "gyroscope", "startStepIdentifier": "countdown", "stopStepIdentifier": "walk"}],
             "steps": [
               {"type": "instruction", "identifier": "intro", "text": "Walk."},
               {"type": "countdown", "identifier": "countdown", "duration": 1},
               {"type": "active", "identifier": "walk", "duration": 1, "shouldStartAutomatically": true, "shouldContinueOnFinish": true},
               {"type": "completion", "identifier": "done"}]}
            """.utf8).write(to: task)
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", task.path, "--output", output.path, "--auto", "--replay", Self.replay])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: output)
        #expect(result.stepHistory.allSatisfy { $0.results.files.isEmpty })
        let chunks = result.asyncResults.files
        #expect(chunks.map(\.relativePath) == ["imu-000001.jsonl"])
        var markers: [String] = []
        var gyroscope = 0
        try ChunkReader(url: output.appendingPathComponent("imu-000001.jsonl")).forEachSample { sample in
            switch sample {
            case .marker(let marker): markers.append("\(marker.event.rawValue) \(marker.stepIdentifier ?? "")")
            case .motion(let motion) where motion.sensorType == .gyroscope: gyroscope += 1
            default: break
            }
        }
        #expect(markers == ["stepStarted countdown", "stepEnded countdown", "stepStarted walk", "stepEnded walk"])
        // Countdown and walk each last 1 s at 100 Hz.
        #expect((150...260).contains(gyroscope), "\(gyroscope) gyroscope samples over 2 s")
    }

    @Test func aPredefinedWalkRecordsEachLegIntoItsOwnStepResult() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-shortwalk")
        let run = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", Self.replay, "--output", temporary.url.path,
                                            "--set", "numberOfStepsPerLeg=2", "--set", "restDuration=1"], timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: temporary.url)
        #expect(result.identifier == "shortWalk")
        for leg in ["walking.outbound", "walking.return", "walking.rest"] {
            let step = try #require(result.stepHistory.first { $0.identifier == leg }, "no \(leg) in \(result.stepHistory.map(\.identifier))")
            let chunks = step.results.files
            #expect(Set(chunks.flatMap(\.sensorTypes)) == [.accelerometer, .gyroscope], "\(leg): \(chunks)")
            #expect(chunks.allSatisfy { $0.relativePath.hasPrefix(leg + "/") && $0.sampleCount > 0 })
        }
        // The replay walks 1.8 steps a second: each leg of 2 steps ends when the step counter has
        // counted them in its accelerometer samples, well before the 2 × 1.5 s fallback.
        for leg in ["walking.outbound", "walking.return"] {
            let step = try #require(result.stepHistory.first { $0.identifier == leg })
            #expect(step.endDate.timeIntervalSince(step.startDate) < 2.4, "\(leg) took \(step.endDate.timeIntervalSince(step.startDate)) s")
        }
    }

    @Test func aBadPredefinedParameterIsNamedAndNothingRuns() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-badparameter")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--output", output.path, "--set", "restDuration=-4"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("shortWalk: restDuration"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
