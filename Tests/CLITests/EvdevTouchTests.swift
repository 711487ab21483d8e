import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// Emulated touch devices under umockdev, read by the built `activetask` through the real libevdev.
@Suite(.serialized, .timeLimit(.minutes(1))) struct EvdevTouchTests {
    /// One touch as the expectation files (fixtures/evdev/expect.py) and the tests describe it.
    struct Touch: Decodable, Equatable {
        /// Microseconds from the first event to touch-down and to lift.
        var down: Int
        var up: Int
        var x: Double
        var y: Double
        var upX: Double
        var upY: Double
        var rawX: Int
        var rawY: Int
        var end: String
    }

    static let fixtures = ProjectPaths.fixture("evdev")
    static let synapticsUmockdev = ProjectPaths.sharedData("umockdev/synaptics-touchpad.umockdev")
    static let synapticsIoctl = ProjectPaths.sharedData("umockdev/synaptics-touchpad.ioctl")

    /// `umockdev-run` arguments emulating `file`.umockdev/.ioctl at `node`, replaying `events`.
    static func emulate(_ file: String, node: String, events: String? = nil) -> [String] {
        var arguments = ["-d", fixtures.appendingPathComponent("\(file).umockdev").path,
                         "-i", "\(node)=\(fixtures.appendingPathComponent("\(file).ioctl").path)"]
        if let events { arguments += ["-e", "\(node)=\(fixtures.appendingPathComponent(events).path)"] }
        return arguments
    }

    /// The shared Synaptics recording, its `@DEV` moved to event12 as its .umockdev names it.
    static func synapticsArguments(in folder: URL, events: String? = nil) throws -> [String] {
        let ioctl = try String(contentsOf: synapticsIoctl!, encoding: .utf8)
            .replacingOccurrences(of: "@DEV /dev/input/event5", with: "@DEV /dev/input/event12")
        let copy = folder.appendingPathComponent("synaptics.ioctl")
        try ioctl.write(to: copy, atomically: true, encoding: .utf8)
        var arguments = ["-d", synapticsUmockdev!.path, "-i", "/dev/input/event12=\(copy.path)"]
        if let events { arguments += ["-e", "/dev/input/event12=\(fixtures.appendingPathComponent(events).path)"] }
        return arguments
    }

    static func expected(_ name: String) throws -> [Touch] {
        try JSONDecoder().decode([Touch].self, from: Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    /// Runs `activetask record` under umockdev and reads the touch chunks it wrote.
    static func record(_ umockdev: [String], _ arguments: [String]) async throws -> [Sample] {
        let folder = try TemporaryDirectory(prefix: "touch-record")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--output", output.path] + arguments,
                                           wrapper: ["umockdev-run"] + umockdev + ["--"], timeout: 50)
        #expect(run.status == 0, "activetask record failed: \(run.stderr)")
        return try samples(in: output).samples
    }

    /// The samples of the touch chunks in `output`, and what reading them reported.
    static func samples(in output: URL) throws -> (samples: [Sample], report: ReadReport) {
        var samples: [Sample] = []
        let report = try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: output,
                                                                                     recorderIdentifier: "touch")) {
            samples.append($0)
        }
        return (samples, report)
    }

    /// Groups touch samples into touches, times in microseconds since the first sample's kernel time.
    static func recovered(_ samples: [Sample]) -> [Touch] {
        let touchSamples = samples.compactMap { sample -> TouchSample? in
            if case .touch(let touch) = sample { return touch } else { return nil }
        }
        guard let first = touchSamples.first?.uptime else { return [] }
        var touches: [Int: Touch] = [:]
        var order: [Int] = []
        for sample in touchSamples {
            let micros = Int(((sample.uptime - first) * 1_000_000).rounded())
            switch sample.phase {
            case .began:
                order.append(sample.touchId)
                touches[sample.touchId] = Touch(down: micros, up: -1, x: sample.x, y: sample.y, upX: sample.x,
                                                upY: sample.y, rawX: sample.rawX, rawY: sample.rawY, end: "down")
            case .moved:
                touches[sample.touchId]?.upX = sample.x
                touches[sample.touchId]?.upY = sample.y
            case .ended, .cancelled:
                touches[sample.touchId]?.up = micros
                touches[sample.touchId]?.upX = sample.x
                touches[sample.touchId]?.upY = sample.y
                touches[sample.touchId]?.end = sample.phase.rawValue
            }
        }
        return order.compactMap { touches[$0] }
    }

    static func expectSame(_ actual: [Touch], _ expected: [Touch]) {
        #expect(actual.count == expected.count)
        for (got, want) in zip(actual, expected) {
            #expect(got.down == want.down && got.up == want.up && got.end == want.end, "\(got) vs \(want)")
            #expect(got.rawX == want.rawX && got.rawY == want.rawY, "\(got) vs \(want)")
            #expect(abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6, "\(got) vs \(want)")
            #expect(abs(got.upX - want.upX) < 1e-6 && abs(got.upY - want.upY) < 1e-6, "\(got) vs \(want)")
        }
    }

    @Test func devicesListsTouchscreensFirstWithKindRangesAndSlots() async throws {
        let umockdev = Self.emulate("touchpad", node: "/dev/input/event9")
            + Self.emulate("singletouch", node: "/dev/input/event11")
            + Self.emulate("touchscreen", node: "/dev/input/event7")
        let run = try await ActivetaskBinary.run(["devices", "--json"], wrapper: ["umockdev-run"] + umockdev + ["--"])
        #expect(run.status == 0, "\(run.stderr)")
        let reports = try JSONDecoder().decode([DeviceReport].self, from: Data(run.stdout.utf8))
        let evdev = try #require(reports.first { $0.backend == "evdev" })
        #expect(evdev.devices.map(\.identifier) == ["/dev/input/event7", "/dev/input/event9", "/dev/input/event11"])
        #expect(evdev.devices.map { $0.details["kind"] } == ["touchscreen", "touchpad", "single-touch"])
        #expect(evdev.devices[0].name == "Activetask Emulated Touchscreen")
        #expect(evdev.devices[0].details == ["kind": "touchscreen", "x": "100..4100", "y": "50..2450", "slots": "10"])
        #expect(evdev.devices[1].details == ["kind": "touchpad", "x": "1200..5800", "y": "1000..4800", "slots": "2"])
        #expect(evdev.devices[2].details == ["kind": "single-touch", "x": "200..3900", "y": "300..3800", "slots": "0"])
    }

    @Test(.enabled(if: synapticsUmockdev != nil && synapticsIoctl != nil,
                   "../shared/data/umockdev/synaptics-touchpad.* is absent; the recorded Synaptics touchpad is not tested"))
    func devicesDescribesTheRecordedSynapticsTouchpad() async throws {
        let folder = try TemporaryDirectory(prefix: "synaptics")
        let run = try await ActivetaskBinary.run(["devices"], wrapper: ["umockdev-run"]
                                           + Self.synapticsArguments(in: folder.url) + ["--"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
              /dev/input/event12  SynPS/2 Synaptics TouchPad
                kind: touchpad
                slots: 2
                x: 1472..5768
                y: 1408..5062
            """))
    }

    @Test func touchscreenSessionRecoversEveryTouchThroughTheDrop() async throws {
        let lines = try await Self.record(Self.emulate("touchscreen", node: "/dev/input/event7", events: "touchscreen.evemu"),
                                     ["--touch", "/dev/input/event7", "--duration", "7.5"])
        Self.expectSame(Self.recovered(lines), try Self.expected("touchscreen.expected.json"))
        let markers = lines.compactMap { sample -> MarkerRecord? in
            if case .marker(let marker) = sample { return marker } else { return nil }
        }
        #expect(markers.map(\.event) == [.eventsDropped])
        guard case .touch(let first) = try #require(lines.first) else { Issue.record("no touch first"); return }
        #expect(first.uptime == 100.5 && first.phase == .began)
    }

    @Test func touchesStillDownAtStopAreCancelled() async throws {
        let lines = try await Self.record(Self.emulate("touchscreen", node: "/dev/input/event7", events: "touchscreen.evemu"),
                                     ["--touch", "/dev/input/event7", "--duration", "2.8"])
        let touches = Self.recovered(lines)
        let expected = try Self.expected("touchscreen.expected.json")
        #expect(touches.count == 5)
        Self.expectSame(Array(touches.prefix(3)), Array(expected.prefix(3)))
        let longPress = try #require(touches.last { $0.down == 1_500_000 })
        #expect(longPress.end == "cancelled")
        #expect(longPress.up > 1_500_000 && longPress.up < expected[3].up)
    }

    @Test func grabbedTouchpadSessionMatchesItsExpectation() async throws {
        let lines = try await Self.record(Self.emulate("touchpad", node: "/dev/input/event9", events: "touchpad.evemu"),
                                     ["--touch", "/dev/input/event9", "--duration", "2.5", "--touch-grab"])
        Self.expectSame(Self.recovered(lines), try Self.expected("touchpad.expected.json"))
    }

    @Test func singleTouchPanelGivesATapAndADrag() async throws {
        let lines = try await Self.record(Self.emulate("singletouch", node: "/dev/input/event11", events: "singletouch.evemu"),
                                     ["--touch", "/dev/input/event11", "--duration", "1.2"])
        Self.expectSame(Self.recovered(lines), [
            Touch(down: 0, up: 90_000, x: 0, y: 1, upX: 0, upY: 1, rawX: 200, rawY: 3800, end: "ended"),
            Touch(down: 400_000, up: 650_000, x: 0.5, y: 0.5, upX: 1, upY: 0, rawX: 2050, rawY: 2050, end: "ended"),
        ])
        #expect(lines.filter { if case .touch(let touch) = $0 { touch.phase == .moved } else { false } }.count == 1)
    }

    @Test(.enabled(if: synapticsUmockdev != nil && synapticsIoctl != nil,
                   "../shared/data/umockdev/synaptics-touchpad.* is absent; the recorded Synaptics touchpad is not tested"))
    func mirroredCalibrationFlipsTheRecordedTouchpadHorizontally() async throws {
        let folder = try TemporaryDirectory(prefix: "synaptics")
        let lines = try await Self.record(try Self.synapticsArguments(in: folder.url, events: "synaptics-taps.evemu"),
                                     ["--touch", "/dev/input/event12", "--duration", "1.8", "--calibration=-1,0,1,0,1,0"])
        let mirrored = try Self.expected("synaptics-taps.expected.json").map { touch in
            var touch = touch
            touch.x = 1 - touch.x
            touch.upX = 1 - touch.upX
            return touch
        }
        Self.expectSame(Self.recovered(lines), mirrored)
    }

    /// `calibrationMatrix`, `grab` and `movementThreshold` written on a task's touch recorder reach
    /// the evdev source: the single-touch panel's tap and drag (the same events as
    /// `singleTouchPanelGivesATapAndADrag`) come out mirrored, and its one move is below the threshold.
    @Test func touchSettingsFromTaskJSONReachTheDevice() async throws {
        let folder = try TemporaryDirectory(prefix: "touch-settings")
        let task = folder.url.appendingPathComponent("touch.json")
        try Data("""
            { "identifier": "touchSettings", "steps": [
              { "type": "active", "identifier": "panel", "duration": 1.2, "shouldStartAutomatically": true,
                "shouldContinueOnFinish": true,
                "recorders": [ { "identifier": "touch", "type": "touch", "device": "/dev/input/event11",
                                 "calibrationMatrix": [-1, 0, 1, 0, 1, 0], "grab": true, "movementThreshold": 2 } ] } ] }
            """.utf8).write(to: task)
        let validate = try await ActivetaskBinary.run(["validate", task.path])
        #expect(validate.status == 0 && !validate.stderr.contains("unknown key"), "\(validate.stdout)\(validate.stderr)")
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", task.path, "--auto", "--output", output.path],
                                           wrapper: ["umockdev-run"] + Self.emulate("singletouch", node: "/dev/input/event11",
                                                                                    events: "singletouch.evemu") + ["--"],
                                           timeout: 50)
        #expect(run.status == 0, "activetask run failed: \(run.stderr)")
        let lines = try Self.samples(in: output.appendingPathComponent("panel")).samples
        Self.expectSame(Self.recovered(lines), [
            Touch(down: 0, up: 90_000, x: 1, y: 1, upX: 1, upY: 1, rawX: 200, rawY: 3800, end: "ended"),
            Touch(down: 400_000, up: 650_000, x: 0.5, y: 0.5, upX: 0, upY: 0, rawX: 2050, rawY: 2050, end: "ended"),
        ])
        #expect(!lines.contains { if case .touch(let touch) = $0 { touch.phase == .moved } else { false } })
        let chunk = try #require(try ChunkReader.chunkURLs(in: output.appendingPathComponent("panel"), recorderIdentifier: "touch").first)
        let header = try #require(String(contentsOf: chunk, encoding: .utf8).split(separator: "\n").first)
        #expect(header.contains("\"grab\":\"exclusive\""), "the grabbed device's header says so: \(header)")
    }

    @Test func deviceRemovedMidSessionKeepsEarlierTouchesAndCancelsTheOneDown() async throws {
        let output = try TemporaryDirectory(prefix: "touch-unplug")
        let logs = try TemporaryDirectory(prefix: "touch-unplug-logs")
        defer { withExtendedLifetime(logs) {} }
        let node = "/dev/input/event7"
        // unplug.py is umockdev-run with an unplug on SIGUSR1: it closes the node's pty master and
        // removes the device while its ioctl server, which answers the recorder's reads, stays up.
        let wrapper = ["/usr/bin/python3", Self.fixtures.appendingPathComponent("unplug.py").path,
                       Self.fixtures.appendingPathComponent("touchscreen.umockdev").path, node,
                       Self.fixtures.appendingPathComponent("touchscreen.ioctl").path,
                       Self.fixtures.appendingPathComponent("unplug.evemu").path, "--"]
        let recorder = try ActivetaskBinary.start(["record", "--touch", node, "--duration", "20",
                                                   "--output", output.url.path], wrapper: wrapper, logDirectory: logs.url)
        let expected = try Self.expected("unplug.expected.json")
        // Unplug once the last event (the held finger's move to upX, upY) is on disk.
        await waitUntil(timeout: 30) {
            !recorder.isRunning || (try? Self.recovered(Self.samples(in: output.url).samples).last?.upX) == expected[3].upX
        }
        recorder.send(SIGUSR1)
        let status = await recorder.exitStatus(timeout: 20)
        #expect(status == 1, "\(recorder.stderr)")
        #expect(recorder.stderr.contains("\(node) unplugged"), "\(recorder.stderr)")
        #expect(recorder.stderr.contains("error: touch device \(node) (Activetask Emulated Touchscreen) was removed "
                                         + "while recording"), "\(recorder.stderr)")

        let summary = try RecordingSummary(contentsOf: output.url)
        #expect(summary.stopReason == .sourcesFinished)
        let result = try #require(summary.recorders.first)
        #expect(result.errors.map(\.code) == [.deviceLost])
        #expect(result.errors.first?.message.contains("\(node) (Activetask Emulated Touchscreen)") == true)

        let (samples, report) = try Self.samples(in: output.url)
        #expect(report.tornLines.isEmpty)
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } == samples.count)
        for file in result.files {
            let bytes = try Data(contentsOf: output.url.appendingPathComponent(file.relativePath))
            #expect(bytes.count == file.byteSize && bytes.last == 0x0A, "\(file.relativePath)")
        }
        let touches = Self.recovered(samples)
        #expect(touches.count == expected.count)
        Self.expectSame(Array(touches.prefix(3)), Array(expected.prefix(3)))
        let held = try #require(touches.last)
        var cancelled = expected[3]
        cancelled.end = "cancelled"
        cancelled.up = held.up
        Self.expectSame([held], [cancelled])
        // Cancelled when the loss was noticed, never before the touch's last move (1.0 s after the first event).
        #expect(held.up >= 1_000_000 && held.up < 10_000_000)
    }

    @Test func missingDeviceNamesTheNode() async throws {
        let folder = try TemporaryDirectory(prefix: "touch-missing")
        let run = try await ActivetaskBinary.run(["record", "--touch", "/dev/input/event97", "--duration", "1",
                                            "--output", folder.url.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("/dev/input/event97 does not exist"))
    }
}
