import ActiveTasks
import ActiveTasksTesting
import Foundation
import Recorders
import RecordingFormat
import Synchronization
import TaskFamilies
import TaskSessions
import TestSupport
import Testing

/// `TaskSession`, `SessionCheckpoint` and `RecordingObserver` in-process, with the shipped doubles:
/// a canned device provider whose sources are `MemorySampleSource`s the test feeds.
@Suite struct TaskSessionTests {
    /// A walk step recording the accelerometer, a task-level location recorder spanning the task,
    /// and a closing instruction.
    static let task = """
        { "identifier": "session", "recorders": [ { "identifier": "place", "type": "location" } ], "steps": [
          { "type": "instruction", "identifier": "intro" },
          { "type": "active", "identifier": "walk", "duration": 5, "analysis": "walk",
            "recorders": [ { "identifier": "motion", "type": "accelerometer" },
                           { "identifier": "turns", "type": "gyroscope", "optional": true } ] },
          { "type": "instruction", "identifier": "end" } ] }
        """

    /// The doubles behind one session: the sources it opens, by sensor type.
    final class Devices: @unchecked Sendable {
        let motion = MemorySampleSource(sensorTypes: [.accelerometer])
        let place = MemorySampleSource(sensorTypes: [.location])
        /// No gyroscope: the optional recorder finds no device.
        var provider: CannedSourceProvider {
            CannedSourceProvider(devices: [
                .init(selector: "accel0", sensorTypes: [.accelerometer]) { [motion] _ in motion },
                .init(selector: "gps0", sensorTypes: [.location]) { [place] _ in place },
            ])
        }
    }

    static func motion(_ count: Int, from start: Int = 0) -> [Sample] {
        (start..<start + count).map { index in
            .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index) / 100, uptime: 1_000 + Double(index) / 100,
                                 x: 0, y: 0, z: 1))
        }
    }

    static func session(in folder: URL, devices: Devices, resuming: Bool = false) throws -> TaskSession {
        TaskSession(task: try TestTasks.task(task), outputDirectory: folder, resuming: resuming,
                    resolver: { DeviceResolver(providers: [devices.provider]) })
    }

    private func files(_ step: StepResult?) -> [FileResult] {
        (step?.results ?? []).compactMap { if case .file(let file) = $0 { file } else { nil } }
    }

    @Test func aRunListsEveryChunkItsRecordersWroteAndOnlyTheStepsSamplesAreInTheStepsChunks() async throws {
        let folder = try TemporaryDirectory(prefix: "session")
        let devices = Devices()
        let session = try Self.session(in: folder.url, devices: devices)
        let result = try session.run { runner, _ in
            runner.start()
            devices.place.add([.location(LocationSample(timestamp: 0, uptime: 1_000, latitude: 47, longitude: 8, horizontalAccuracy: 5))])
            devices.place.waitUntilEmitted()
            try runner.next()
            devices.motion.add(Self.motion(250))
            devices.motion.waitUntilEmitted()
            try runner.next()
            devices.motion.add(Self.motion(50, from: 250))
            try runner.next()
            return runner.result
        }
        try session.write(result)
        #expect(result.status == .completed)
        let walk = result.stepHistory.first { $0.identifier == "walk" }
        let motion = files(walk).filter { $0.identifier == "motion" }
        #expect(motion.reduce(0) { $0 + $1.sampleCount } == 250, "only the samples of the step's visit")
        for file in motion {
            let url = folder.url.appendingPathComponent(file.relativePath)
            #expect(file.relativePath.hasPrefix("walk/"))
            #expect(try await sha256sum(url) == file.sha256)
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int == file.byteSize)
        }
        let optional = (walk?.results ?? []).compactMap { if case .error(let error) = $0 { error } else { nil } }
        #expect(optional.map(\.identifier) == ["turns"] && optional.first?.kind == ActivetaskError.Code.deviceNotFound.rawValue)
        let place = result.asyncResults.compactMap { if case .file(let file) = $0 { file } else { nil } }
        #expect(place.map(\.identifier) == ["place"] && place.first?.relativePath.hasPrefix("walk/") == false)
        var markers: [String] = []
        try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder.url, recorderIdentifier: "place")) {
            if case .marker(let marker) = $0 { markers.append("\(marker.event.rawValue) \(marker.stepIdentifier ?? "")") }
        }
        #expect(markers == ["stepStarted intro", "stepEnded intro", "stepStarted walk", "stepEnded walk", "stepStarted end", "stepEnded end"])
        let written = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: session.resultFile))
        #expect(written.stepHistory.map(\.identifier) == ["intro", "walk", "end"])
    }

    @Test func aRequiredRecorderThatFailsFailsTheRunAndKeepsWhatItRecorded() throws {
        let folder = try TemporaryDirectory(prefix: "session-failed")
        let devices = Devices()
        let session = try Self.session(in: folder.url, devices: devices)
        let result = try session.run { runner, _ in
            runner.start()
            try runner.next()
            devices.motion.add(Self.motion(40))
            devices.motion.waitUntilEmitted()
            devices.motion.end(failure: ActivetaskError(.deviceLost, "accel0 was unplugged"))
            devices.motion.waitUntilEmitted()
            try? runner.next()
            return runner.result
        }
        #expect(result.status == .failed)
        #expect(result.error?.identifier == "motion" && result.error?.message.contains("accel0 was unplugged") == true)
        let kept = files(result.stepHistory.first { $0.identifier == "walk" }).filter { $0.identifier == "motion" }
        #expect(kept.reduce(0) { $0 + $1.sampleCount } == 40)
    }

    @Test func aSecondSessionIntoAFolderWithAResultIsRefusedAndTheResultIsKept() throws {
        let folder = try TemporaryDirectory(prefix: "session-exists")
        let file = folder.url.appendingPathComponent(TaskSession.resultFileName)
        try Data("{\"kept\": true}".utf8).write(to: file)
        let session = try Self.session(in: folder.url, devices: Devices())
        #expect { _ = try session.run { runner, _ in runner.result } } throws: { error in
            (error as? ActivetaskError)?.code == .outputExists
        }
        #expect(try Data(contentsOf: file) == Data("{\"kept\": true}".utf8))
    }

    @Test func anOutputFolderOthersMayWriteIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryDirectory(prefix: "session-shared")
        #expect(chmod(folder.url.path, 0o777) == 0)
        let session = try Self.session(in: folder.url, devices: Devices())
        let error = #expect(throws: ActivetaskError.self) { _ = try session.run { runner, _ in runner.result } }
        #expect(error?.code == .outputNotWritable && error?.message.contains("run `chmod go-w \(folder.url.path)`") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aRunSavedFromAnotherThreadMidStepResumesToTheEnd() throws {
        let folder = try TemporaryDirectory(prefix: "session-saved")
        let devices = Devices()
        let session = try Self.session(in: folder.url, devices: devices)
        _ = try session.run { runner, _ in
            runner.start()
            try runner.next()
            devices.motion.add(Self.motion(30))
            devices.motion.waitUntilEmitted()
            let checkpoint = session.checkpoint
            let saved = Thread.detachNewThreadAndWait { (try? checkpoint.saveInterrupted())?.result.status }
            #expect(saved == .saved)
            return runner.result
        }
        let saved = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: session.resultFile))
        #expect(saved.status == .saved && saved.resumePath == ["intro", "walk"])
        #expect(saved.stepHistory.map(\.identifier) == ["intro"])

        let again = Devices()
        let resumed = try Self.session(in: folder.url, devices: again, resuming: true)
        let result = try resumed.run { runner, _ in
            #expect(runner.currentStep?.identifier == "walk")
            again.motion.add(Self.motion(20))
            again.motion.waitUntilEmitted()
            try runner.next()
            try runner.next()
            return runner.result
        }
        try resumed.write(result)
        #expect(result.status == .completed && result.taskRunUUID == saved.taskRunUUID)
        #expect(result.stepHistory.map(\.identifier) == ["intro", "walk", "end"])
        let place = result.asyncResults.compactMap { if case .file(let file) = $0 { file.relativePath } else { nil } }
        #expect(place == ["place-000001.jsonl", "walk/motion-000001.jsonl", "place-000002.jsonl"],
                "the interrupted visit's chunk is kept in asyncResults; the task-level recorder goes on after its saved chunk")
        let walks = files(result.stepHistory.first { $0.identifier == "walk" }).filter { $0.identifier == "motion" }
        #expect(walks.map(\.sampleCount) == [20] && walks.allSatisfy { $0.relativePath.hasPrefix("walk/visit-2/") })
    }

    @Test func aRunSavedAfterThousandsOfStepsSavesTheStepThatWasRunningAndResumesThere() throws {
        let folder = try TemporaryDirectory(prefix: "session-long")
        let steps = (0..<2_000).map { InstructionStep(header: StepHeader(identifier: "s\($0)")) as any Step }
        let task = OrderedTask(identifier: "long", steps: steps)
        let session = TaskSession(task: task, outputDirectory: folder.url, resolver: { DeviceResolver(providers: []) })
        _ = try session.run { runner, _ in
            runner.start()
            for _ in 0..<1_500 { try runner.next() }
            let checkpoint = session.checkpoint
            let saved = Thread.detachNewThreadAndWait { (try? checkpoint.saveInterrupted())?.result }
            #expect(saved?.resumePath == (0...1_500).map { "s\($0)" }, "the place of the step running, not of an earlier one")
            #expect(saved?.stepHistory.map(\.identifier) == (0..<1_500).map { "s\($0)" })
            return runner.result
        }
        let resumed = TaskSession(task: task, outputDirectory: folder.url, resuming: true, resolver: { DeviceResolver(providers: []) })
        let step = try resumed.run { runner, _ in
            #expect(runner.currentStep?.identifier == "s1500")
            runner.save()
            return runner.result
        }
        #expect(step.stepHistory.count == 1_500 && step.resumePath?.count == 1_501)
    }
}

extension Thread {
    /// Runs `work` on a thread of its own and waits for it: a signal handler's thread, in tests.
    static func detachNewThreadAndWait<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value {
        let box = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.withLock { $0 = work() }
            done.signal()
        }
        thread.start()
        done.wait()
        return box.withLock { $0! }
    }
}
