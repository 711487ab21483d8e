import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// `activetask run` with no device flags on a machine with an IIO accelerometer and a
/// touchscreen (emulated by umockdev, read by the real libiio and libevdev): autodetection binds
/// both, and the step's recorders record what the devices delivered while the step ran.
@Suite(.timeLimit(.minutes(1))) struct RunAutodetectTests {
    private struct ExpectedIIO: Decodable {
        struct Value: Decodable { var x: Double; var y: Double; var z: Double }
        var accelerometer: [Value]
    }

    private struct ExpectedTouch: Decodable {
        var down: Int
        var up: Int
        var x: Double
        var y: Double
    }

    @Test func aTaskWithoutDeviceFlagsRecordsTheFirstAccelerometerAndTheFirstTouchscreen() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-autodetect")
        let task = temporary.url.appendingPathComponent("tap.json")
        try Data("""
            {"identifier": "autodetect", "steps": [
              {"type": "active", "identifier": "tap", "duration": 2, "shouldStartAutomatically": true, "shouldContinueOnFinish": true,
               "recorders": [{"identifier": "motion", "type": "accelerometer", "frequency": 100},
                             {"identifier": "taps", "type": "touch"}]},
              {"type": "completion", "identifier": "done"}]}
            """.utf8).write(to: task)
        let iio = ProjectPaths.fixture("iio")
        let evdev = ProjectPaths.fixture("evdev")
        let wrapper = ["umockdev-run",
                       "-d", iio.appendingPathComponent("adxl345.umockdev").path,
                       "-s", "/dev/iio:device0=" + iio.appendingPathComponent("adxl345.script").path,
                       "-d", evdev.appendingPathComponent("touchscreen.umockdev").path,
                       "-i", "/dev/input/event7=" + evdev.appendingPathComponent("touchscreen.ioctl").path,
                       "-e", "/dev/input/event7=" + evdev.appendingPathComponent("touchscreen.evemu").path, "--"]
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", task.path, "--auto", "--output", output.path], wrapper: wrapper, timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")

        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self,
                                                          from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
        let step = try #require(result.stepHistory.first { $0.identifier == "tap" })
        let files = step.results.compactMap { item -> FileResult? in if case .file(let file) = item { return file } else { return nil } }
        #expect(Set(files.map(\.relativePath)) == ["tap/motion-000001.jsonl", "tap/taps-000001.jsonl"])
        #expect(step.results.allSatisfy { if case .error = $0 { return false } else { return true } })

        let motionChunk = output.appendingPathComponent("tap/motion-000001.jsonl")
        #expect(try ChunkReader(url: motionChunk).header.device.identifier == "iio:device0")
        var motion: [MotionSample] = []
        try ChunkReader(url: motionChunk).forEachSample { if case .motion(let sample) = $0 { motion.append(sample) } }
        let expectedMotion = try JSONDecoder().decode(ExpectedIIO.self,
                                                      from: Data(contentsOf: iio.appendingPathComponent("adxl345.expected.json")))
        #expect(motion.count >= 100, "\(motion.count) accelerometer samples in a 2 s step at 100 Hz")
        #expect(zip(motion, expectedMotion.accelerometer).allSatisfy {
            abs($0.x - $1.x) <= 1e-4 && abs($0.y - $1.y) <= 1e-4 && abs($0.z - $1.z) <= 1e-4
        })

        let touchChunk = output.appendingPathComponent("tap/taps-000001.jsonl")
        #expect(try ChunkReader(url: touchChunk).header.device.identifier == "/dev/input/event7")
        var touches: [TouchSample] = []
        try ChunkReader(url: touchChunk).forEachSample { if case .touch(let sample) = $0 { touches.append(sample) } }
        let expectedTouches = try JSONDecoder().decode([ExpectedTouch].self,
                                                       from: Data(contentsOf: evdev.appendingPathComponent("touchscreen.expected.json")))
        // The first two taps of the session (down at 0 and 0.5 s) fall inside the 2 s step.
        let began = touches.filter { $0.phase == .began }
        let ended = touches.filter { $0.phase == .ended }
        let first = try #require(began.first)
        #expect(began.count >= 2 && ended.count >= 2, "\(touches)")
        for (index, expected) in expectedTouches.prefix(2).enumerated() where index < began.count && index < ended.count {
            #expect(Int(((began[index].uptime - first.uptime) * 1e6).rounded()) == expected.down)
            #expect(Int(((ended[index].uptime - first.uptime) * 1e6).rounded()) == expected.up)
            #expect(abs(began[index].x - expected.x) < 1e-6 && abs(began[index].y - expected.y) < 1e-6)
        }
    }
}
