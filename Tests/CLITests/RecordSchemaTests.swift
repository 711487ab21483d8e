import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// Real output validated against docs/sample-schema.json by Python's jsonschema.
@Suite(.timeLimit(.minutes(1))) struct RecordSchemaTests {
    private static let validator = """
        import json, sys
        from jsonschema import Draft202012Validator
        validator = Draft202012Validator(json.load(open(sys.argv[1])))
        count = 0
        for path in sys.argv[2:]:
            for number, line in enumerate(open(path), 1):
                errors = list(validator.iter_errors(json.loads(line)))
                if errors:
                    print(f"{path}:{number}: {errors[0].message}")
                    sys.exit(1)
                count += 1
        print(count)
        """

    private func validate(_ files: [URL], logs: URL) async throws -> (Int32?, String) {
        let child = try ChildProcess(executable: try which("python3"),
                                     arguments: ["-c", Self.validator, ProjectPaths.root.appendingPathComponent("docs/sample-schema.json").path]
                                        + files.map(\.path),
                                     logDirectory: logs, name: "jsonschema")
        let status = await child.exitStatus(timeout: 50)
        return (status, child.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + child.stderr)
    }

    @Test func everyLineWrittenMatchesTheSchema() async throws {
        let folder = try TemporaryDirectory(prefix: "schema")
        let run = try await ActivetaskBinary.run(["record", "--replay", ProjectPaths.fixture("replay").path, "--pace", "fast",
                                            "--buffer-capacity", "5000", "--duration", "30",
                                            "--output", folder.url.appendingPathComponent("motion").path])
        #expect(run.status == 0, "\(run.stderr)")
        let zero = RecordingZero(uptime: 50, date: Date(timeIntervalSince1970: 1_795_313_997.123))
        let recorder = StreamingRecorder(configuration: RecorderConfiguration(identifier: "mixed", type: .location),
                                         sensorTypes: [.touch, .location],
                                         device: DeviceDescription(name: "n", identifier: "i", backend: "b", details: ["k": "v"]),
                                         outputDirectory: folder.url.appendingPathComponent("mixed"))
        try recorder.start(zero: zero)
        recorder.record(.touch(TouchSample(timestamp: 0.1, uptime: 50.1, phase: .began, touchId: 3, x: 0.5, y: 1,
                                           rawX: 2048, rawY: 4095)))
        recorder.record(.location(LocationSample(timestamp: 0.2, uptime: 50.2, latitude: -33.9, longitude: 151.2,
                                                 altitude: .nan, horizontalAccuracy: 5, gpsTime: 1_795_313_998.5)))
        recorder.record(.marker(MarkerRecord(timestamp: 0.3, event: .fixLost, message: "no \"fix\"")))
        let mixed = recorder.stop()
        let files = try ChunkReader.chunkGroups(in: folder.url.appendingPathComponent("motion")).values.flatMap { $0 }
            + mixed.files.map { folder.url.appendingPathComponent("mixed").appendingPathComponent($0.relativePath) }
        let (status, output) = try await validate(files, logs: folder.url)
        #expect(status == 0, "\(output)")
        // Two fixture recorders of 1 header + 1000 samples, plus 1 header + 3 lines.
        #expect(output == "2006")
    }

    @Test func schemaRejectsANullForAnUnknownField() async throws {
        let folder = try TemporaryDirectory(prefix: "schema-null")
        let file = folder.url.appendingPathComponent("bad.jsonl")
        try Data(#"{"sensorType":"location","timestamp":1.000000,"uptime":1.000000,"latitude":1.000000000,"longitude":2.000000000,"altitude":null}"#
            .utf8 + [0x0A]).write(to: file)
        let (status, output) = try await validate([file], logs: folder.url)
        #expect(status == 1)
        #expect(output.contains("bad.jsonl:1:"))
    }
}
