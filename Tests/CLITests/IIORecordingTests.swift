import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// The IIO recorder end to end: the built `activetask` under `umockdev-run` with the real libiio,
/// against the devices in `fixtures/iio/` and the values `fixtures/iio/generate.py` computed.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct IIORecordingTests {
    /// One expected reading from `*.expected.json`.
    struct ExpectedValue: Decodable {
        var uptime: Double?
        var x: Double
        var y: Double
        var z: Double
    }

    /// A fixture's expectations.
    struct Expected: Decodable {
        var frequency: Double
        var accelerometer: [ExpectedValue]
        var gyroscope: [ExpectedValue]?
    }

    private static let adxl = ProjectPaths.fixture("iio/adxl345.umockdev").path
    private static let bmi = ProjectPaths.fixture("iio/bmi160.umockdev").path
    private static let adxlScript = "/dev/iio:device0=" + ProjectPaths.fixture("iio/adxl345.script").path
    private static let bmiScript = "/dev/iio:device1=" + ProjectPaths.fixture("iio/bmi160.script").path
    private static let bmiGyroScript = "/dev/iio:device1=" + ProjectPaths.fixture("iio/bmi160-gyro.script").path
    private static let bothDevices = ["umockdev-run", "-d", adxl, "-d", bmi, "-s", adxlScript, "-s", bmiScript, "--"]

    private static func expected(_ name: String) throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: ProjectPaths.fixture("iio/\(name).expected.json")))
    }

    /// Every motion sample `recorder` wrote into `folder`, in order.
    private static func samples(_ folder: URL, _ recorder: String) throws -> [MotionSample] {
        var samples: [MotionSample] = []
        try ChunkReader.forEachSample(inChunks: ChunkReader.chunkURLs(in: folder, recorderIdentifier: recorder)) {
            if case .motion(let sample) = $0 { samples.append(sample) }
        }
        return samples
    }

    private static func header(_ folder: URL, _ recorder: String) throws -> ChunkHeader {
        try ChunkReader(url: try #require(ChunkReader.chunkURLs(in: folder, recorderIdentifier: recorder).first)).header
    }

    private static func matches(_ samples: [MotionSample], _ expected: [ExpectedValue], within tolerance: Double) -> Bool {
        samples.count == expected.count && zip(samples, expected).allSatisfy { sample, value in
            abs(sample.x - value.x) <= tolerance && abs(sample.y - value.y) <= tolerance && abs(sample.z - value.z) <= tolerance
        }
    }

    @Test func devicesListsChannelsFormatsScalesFrequenciesAndTriggers() async throws {
        let run = try await ActivetaskBinary.run(["devices", "--json"], wrapper: Self.bothDevices, timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        let reports = try JSONDecoder().decode([DeviceReport].self, from: Data(run.stdout.utf8))
        let iio = try #require(reports.first { $0.backend == "iio" })
        #expect(iio.devices.map(\.identifier) == ["iio:device0", "iio:device1"])
        let adxl = iio.devices[0].details
        #expect(iio.devices[0].name == "adxl345")
        #expect(adxl["channel accel_x"] == "accel, index 0, le:s12/16>>4, scale 0.0383, offset 0.0")
        #expect(adxl["sampling_frequency"] == "100")
        #expect(adxl["sampling_frequency_available"]?.hasSuffix("400 800 1600 3200") == true)
        #expect(adxl["timestamp"] == "reconstructed from sampling_frequency")
        let bmi = iio.devices[1].details
        #expect(bmi["channel anglvel_y"] == "anglvel, index 1, le:s16/16>>0, scale 0.001066, offset 0.0")
        #expect(bmi["channel timestamp"] == "timestamp, index 6, le:s64/64>>0, scale 1.0, offset 0.0")
        #expect(bmi["sampling_frequency_available"] == "25 50 100 200 400 800 1600")
        #expect(bmi["current_trigger"] == "trigger0 (bmi160-dev1)")
        #expect(bmi["triggers_available"] == "trigger0 (bmi160-dev1), trigger1 (walktimer)")
    }

    /// The IMU named the same way twice, and by name and by id: either way one source.
    @Test(arguments: [("bmi160", "bmi160"), ("bmi160", "iio:device1")])
    func imuRecordsBothSensorsFromOneBufferAtTheTimestampChannelsTimes(accelerometer: String, gyroscope: String) async throws {
        let output = try TemporaryDirectory(prefix: "iio-imu")
        let run = try await ActivetaskBinary.run(["record", "--accelerometer", accelerometer, "--gyroscope", gyroscope,
                                            "--frequency", "180", "--duration", "4", "--output", output.url.path],
                                           wrapper: Self.bothDevices, timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try Self.expected("bmi160")
        let accel = try Self.samples(output.url, "accelerometer")
        let gyro = try Self.samples(output.url, "gyroscope")
        // One source read the buffer once: each sensor has every scan (two sources would split them).
        #expect(Self.matches(accel, expected.accelerometer, within: 1e-4))
        #expect(Self.matches(gyro, try #require(expected.gyroscope), within: 1e-5))
        #expect(accel.map(\.uptime) == gyro.map(\.uptime))
        #expect(zip(accel, expected.accelerometer).allSatisfy { abs($0.uptime - $1.uptime!) < 1e-6 })
        // Sample times follow the jittered timestamp channel, not a fixed period.
        let first = try #require(accel.first)
        #expect(accel.allSatisfy { abs(($0.timestamp - first.timestamp) - ($0.uptime - first.uptime)) < 2e-6 })
        let header = try Self.header(output.url, "gyroscope")
        #expect(header.device.identifier == "iio:device1")
        #expect(header.device.details["sampling_frequency"] == "200")
    }

    @Test func accelerometerOnlyPartIsEvenlySpacedByItsFrequency() async throws {
        let output = try TemporaryDirectory(prefix: "iio-adxl")
        let run = try await ActivetaskBinary.run(["record", "--accelerometer", "adxl345", "--duration", "4",
                                            "--output", output.url.path], wrapper: Self.bothDevices, timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try Self.expected("adxl345")
        let accel = try Self.samples(output.url, "accelerometer")
        #expect(Self.matches(accel, expected.accelerometer, within: 1e-4))
        // Bursts of 10 scans arrive every 100 ms; within a burst they must be 1/f apart, never one time.
        let period = 1 / expected.frequency
        let steps = zip(accel, accel.dropFirst()).map { $1.timestamp - $0.timestamp }
        #expect(steps.allSatisfy { $0 > period / 2 })
        #expect(steps.filter { abs($0 - period) < 2e-6 }.count >= steps.count * 9 / 10)
        // Without a device clock, uptime is the reconstructed monotonic time: the zero's distance from it is fixed.
        let zero = try #require(accel.first.map { $0.uptime - $0.timestamp })
        #expect(accel.allSatisfy { abs(($0.uptime - $0.timestamp) - zero) < 2e-6 })
    }

    @Test func accelAndGyroOnTwoDevicesRecordFromEach() async throws {
        let output = try TemporaryDirectory(prefix: "iio-two")
        // Only anglvel and the timestamp are enabled on bmi160: its script holds 16-byte scans.
        let wrapper = ["umockdev-run", "-d", Self.adxl, "-d", Self.bmi, "-s", Self.adxlScript, "-s", Self.bmiGyroScript, "--"]
        let run = try await ActivetaskBinary.run(["record", "--accelerometer", "adxl345", "--gyroscope", "bmi160",
                                            "--frequency", "200", "--duration", "4", "--output", output.url.path],
                                           wrapper: wrapper, timeout: 50)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.matches(try Self.samples(output.url, "accelerometer"),
                             try Self.expected("adxl345").accelerometer, within: 1e-4))
        #expect(Self.matches(try Self.samples(output.url, "gyroscope"),
                             try #require(try Self.expected("bmi160").gyroscope), within: 1e-5))
        #expect(try Self.header(output.url, "accelerometer").device.identifier == "iio:device0")
        #expect(try Self.header(output.url, "gyroscope").device.identifier == "iio:device1")
    }

    @Test func stopRestoresWhatTheRecorderChangedOnTheDevice() async throws {
        let output = try TemporaryDirectory(prefix: "iio-restore")
        let files = ["sampling_frequency", "buffer/length", "buffer/watermark", "buffer/enable",
                     "scan_elements/in_accel_x_en", "scan_elements/in_timestamp_en", "trigger/current_trigger",
                     "current_timestamp_clock"]
        let folder = "/sys/bus/iio/devices/iio:device1"
        let show = files.map { "echo \"$1 \($0)=$(cat \(folder)/\($0))\"" }.joined(separator: "; ")
        // $0 is the activetask binary; the shell prints the files once the buffer is enabled, and after exit.
        let script = "show() { \(show); }; \"$0\" \"$@\" >/dev/null 2>&1 & pid=$!; "
            + "for i in $(seq 200); do [ \"$(cat \(folder)/buffer/enable)\" = 1 ] && break; sleep 0.05; done; "
            + "show during; wait $pid; echo status=$?; show after"
        let run = try await ActivetaskBinary.run(["record", "--accelerometer", "bmi160", "--frequency", "400",
                                            "--iio-trigger", "walktimer", "--iio-watermark", "8", "--iio-buffer-length", "30",
                                            "--duration", "2", "--output", output.url.path],
                                           wrapper: Array(Self.bothDevices) + ["sh", "-c", script], timeout: 50)
        let lines = Set(run.stdout.split(separator: "\n").map(String.init))
        #expect(lines.isSuperset(of: ["during sampling_frequency=400.000000", "during buffer/length=32",
                                      "during buffer/watermark=8", "during buffer/enable=1",
                                      "during scan_elements/in_accel_x_en=1", "during trigger/current_trigger=walktimer",
                                      "during current_timestamp_clock=monotonic"]),
                "\(run.stdout)\n\(run.stderr)")
        #expect(lines.isSuperset(of: ["status=0", "after sampling_frequency=100.000000", "after buffer/length=128",
                                      "after buffer/watermark=1", "after buffer/enable=0",
                                      "after scan_elements/in_accel_x_en=0", "after scan_elements/in_timestamp_en=0",
                                      "after trigger/current_trigger=bmi160-dev1", "after current_timestamp_clock=realtime"]),
                "\(run.stdout)\n\(run.stderr)")
    }

    @Test func deviceVanishingMidRecordingEndsWithDeviceLostAndKeepsItsSamples() async throws {
        let output = try TemporaryDirectory(prefix: "iio-lost")
        let logs = try TemporaryDirectory(prefix: "iio-lost-logs")
        defer { withExtendedLifetime(logs) {} }
        let wrapper = ["umockdev-run", "-d", Self.adxl, "-s", Self.adxlScript, "--"]
        let umockdev = try ActivetaskBinary.start(["record", "--accelerometer", "adxl345", "--duration", "20",
                                                   "--output", output.url.path], wrapper: wrapper, logDirectory: logs.url)
        // Killing umockdev-run, which serves the device node, closes the node's other end under the
        // recorder: its next read gets end-of-file, as from a device that went away.
        let chunk = output.url.appendingPathComponent("accelerometer-000001.jsonl")
        await waitUntil(timeout: 30) { ((try? String(contentsOf: chunk, encoding: .utf8)) ?? "").split(separator: "\n").count >= 41 }
        let recorder = try #require(ProcessTable.children(of: umockdev.pid).first)
        umockdev.send(SIGKILL)
        await umockdev.exitStatus(timeout: 10)
        await waitUntil(timeout: 20) { !ProcessTable.isAlive(recorder) }
        let summary = try RecordingSummary(contentsOf: output.url)
        let result = try #require(summary.recorders.first)
        let error = try #require(result.errors.first)
        #expect(error.code == .deviceLost)
        #expect(error.message.contains("iio:device0 (adxl345)"))
        #expect(error.message.contains("/dev/iio:device0"))
        let accel = try Self.samples(output.url, "accelerometer")
        let expected = try Self.expected("adxl345").accelerometer
        #expect(accel.count >= 40 && accel.count < expected.count)
        #expect(Self.matches(accel, Array(expected.prefix(accel.count)), within: 1e-4))
        #expect(result.files.reduce(0) { $0 + $1.sampleCount } == accel.count)
    }

    @Test(.enabled(if: getuid() == 0, "needs root to drop to another user with setpriv"))
    func permissionDeniedOnTheNodeNamesItAndTheUsualFix() async throws {
        let output = try TemporaryDirectory(prefix: "iio-denied")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: output.url.path)
        // Inside the testbed: sysfs readable by all, the node only by root; record as nobody.
        let script = "chmod -R a+rwX \"$UMOCKDEV_DIR\" && chmod 600 \"$UMOCKDEV_DIR/dev/iio:device0\" && "
            + "exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$0\" \"$@\""
        let run = try await ActivetaskBinary.run(["record", "--accelerometer", "adxl345", "--duration", "1",
                                            "--output", output.url.appendingPathComponent("out").path],
                                           wrapper: ["umockdev-run", "-d", Self.adxl, "-s", Self.adxlScript, "--",
                                                     "sh", "-c", script], timeout: 50)
        #expect(run.status != 0)
        #expect(run.stderr.contains("permission denied opening /dev/iio:device0 for IIO device iio:device0 (adxl345)"),
                "\(run.stderr)")
        #expect(run.stderr.contains("udev rule"))
    }

    /// A refused `record` flag and the sentences its error must hold.
    static let refusals: [(flag: String, device: String, sentences: [String])] = [
        ("--accelerometer", "lis3dh",
         ["no IIO device with id or name 'lis3dh'", "iio:device0 (adxl345), iio:device1 (bmi160)"]),
        ("--gyroscope", "adxl345",
         ["iio:device0 (adxl345): no buffered anglvel x, y and z channels", "available: accel_x, accel_y, accel_z"]),
    ]

    @Test(arguments: refusals)
    func refusedDeviceErrorNamesWhatThereIs(_ refusal: (flag: String, device: String, sentences: [String])) async throws {
        let output = try TemporaryDirectory(prefix: "iio-refused")
        let run = try await ActivetaskBinary.run(["record", refusal.flag, refusal.device, "--duration", "1",
                                            "--output", output.url.path], wrapper: Self.bothDevices, timeout: 50)
        #expect(run.status != 0)
        for sentence in refusal.sentences {
            #expect(run.stderr.contains(sentence), "\(run.stderr)")
        }
    }
}
