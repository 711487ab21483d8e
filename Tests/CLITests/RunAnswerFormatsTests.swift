import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// The pain diary (`fixtures/tasks/pain.json`): a faces pain scale, a vertical stool chart, a
/// vertical VAS, a location and a form with two sections, through the built binary.
@Suite(.serialized) struct RunAnswerFormatsTests {
    private func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    @Test(.timeLimit(.minutes(1))) func thePainDiaryValidates() async throws {
        let run = try await ActivetaskBinary.run(["validate", ProjectPaths.fixture("tasks/pain.json").path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("task \"painDiary\" is valid (7 steps)\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("warning"))
    }

    @Test(.timeLimit(.minutes(1))) func anAnswersFileStoresEveryAnswerWithItsTypeAndNoSection() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-pain")
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/pain.json").path, "--output", temporary.url.path,
                                            "--answers", ProjectPaths.fixture("tasks/answers/pain.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        let found = try TaskResultJSON.answers(in: temporary.url)
        #expect(found.keys.sorted() == ["affected", "facesPainScale", "medication", "nrs", "stool", "vas", "where", "worstDay"])
        let typed = found.mapValues { [$0["answerType"], $0["valueType"]] }
        #expect(typed["facesPainScale"] == [.string("imageChoice"), .string("choice")])
        #expect(typed["stool"] == [.string("imageChoice"), .string("choice")])
        #expect(typed["affected"] == [.string("imageChoice"), .string("choices")])
        #expect(typed["vas"] == [.string("continuousScale"), .string("decimal")])
        #expect(typed["where"] == [.string("location"), .string("location")])
        #expect(typed["nrs"] == [.string("scale"), .string("integer")])
        #expect(found["facesPainScale"]?["value"] == .int(6))
        #expect(found["stool"]?["value"] == .int(4))
        #expect(found["vas"]?["value"]?.doubleValue == 37)
        #expect(found["affected"]?["value"] == .array([.string("sleep"), .string("work")]))
        #expect(found["where"]?["value"] == object([("address", .string("Pariser Platz, Berlin")), ("horizontalAccuracy", .double(12.5)),
                                                     ("latitude", .double(52.5163)), ("longitude", .double(13.3777))]))
        let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: temporary.url.appendingPathComponent("taskResult.json")))
        #expect(result.latestAnswer("where") == .location(LocationAnswer(latitude: 52.5163, longitude: 13.3777, horizontalAccuracy: 12.5,
                                                                          address: "Pariser Platz, Berlin")))
    }

    @Test(.timeLimit(.minutes(1))) func answersOutOfRangeOrFinerThanTheirScaleAreListedOnePerLine() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-pain-bad")
        let bad = temporary.url.appendingPathComponent("bad.json")
        try Data(#"{ "facesPainScale": 5, "vas": 35.5, "where": { "latitude": 120, "longitude": 0 }, "details.Right now": 1 }"#.utf8).write(to: bad)
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/pain.json").path, "--output", temporary.url.appendingPathComponent("out").path,
                                            "--answers", bad.path])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(bad.path): facesPainScale: 5 is not one of the choices [0, 2, 4, 6, 8, 10]"))
        #expect(lines.contains("\(bad.path): where: latitude 120 is outside −90…90 degrees"))
        // 35.5 on the VAS, which keeps whole numbers, is refused as a typed one is, never stored as 36.
        #expect(lines.contains("\(bad.path): vas: 35.5 is finer than this scale: type 35 or 36"), "\(run.stderr)")
        #expect(lines.contains { $0.hasPrefix("\(bad.path): details.Right now: task \"painDiary\" has no such question") })
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out").path))
    }

    @Test(.timeLimit(.minutes(1))) func typedLinesAnswerEveryFormatInTheTerminal() async throws {
        let temporary = try TemporaryDirectory(prefix: "run-pain-typed")
        // 64.2 on the VAS, which keeps whole numbers, is refused rather than rounded unseen; 64 answers it.
        let lines = ["", "7", "4", "3", "64.2", "64", "95, 10", "-33.8568, 151.2153", "5", "n", "7", "2", ""]
        let run = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/pain.json").path, "--output", temporary.url.path],
                                           input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  6. Hurts worst\n"))
        #expect(run.stdout.contains("  not accepted: type one number from 1 to 6\n"))
        #expect(run.stdout.contains("  100 - worst pain imaginable\n      |\n      |\n      |\n    0 - no pain\n"))
        #expect(run.stdout.contains("  no current location (no gpsd fix); type the coordinates\n"))
        #expect(run.stdout.contains("  not accepted: 64.2 is finer than this scale: type 64 or 65\n"))
        #expect(run.stdout.contains("  not accepted: latitude 95 is outside −90…90 degrees\n"))
        #expect(run.stdout.contains("== Right now ==\nPain now (NRS)\n"))
        #expect(run.stdout.contains("== Last week ==\nWorst day\n"))
        let found = try TaskResultJSON.answers(in: temporary.url)
        #expect(found["facesPainScale"]?["value"] == .int(6))
        #expect(found["stool"]?["value"] == .int(3))
        #expect(found["vas"]?["value"]?.doubleValue == 64)
        #expect(found["where"]?["value"] == object([("latitude", .double(-33.8568)), ("longitude", .double(151.2153))]))
        #expect(found["medication"]?["value"] == .bool(false))
        #expect(found["worstDay"]?["value"] == .string("Sun"))
        #expect(found["affected"]?["value"] == .array([.string("work")]))
    }

    @Test(.timeLimit(.minutes(1))) func presentOffersGpsdsFixAndEnterTakesIt() async throws {
        let logs = try TemporaryDirectory(prefix: "present-pain-gps")
        defer { withExtendedLifetime(logs) {} }
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/walk.nmea"), logDirectory: logs.url)
        defer { gpsd.stop() }
        let output = logs.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", ProjectPaths.fixture("tasks/pain.json").path, "--output", output.path,
                                       "--location", gpsd.endpoint])
        defer { session.stop() }
        try await session.waitFor(text: "Pain diary")
        try await session.press("Enter", until: "6. Hurts worst")
        try await session.press("1", until: "7. Type 7: liquid")
        try await session.press("s", until: "100 - worst pain imaginable")
        try await session.send("5", "0", "Enter")
        let screen = try await session.waitFor("a fix offered", timeout: 20) { $0.contains { $0.contains("current location: 47.37") } }
        #expect(screen.contains { $0.contains("(Enter takes it)") })
        try await session.press("Enter", until: "Right now: Question 1 of 4")
        try await session.send("s", "Enter")
        try await session.waitFor(text: "Question 2 of 4")
        try await session.press("s", until: "Last week: Question 3 of 4")
        try await session.press("s", until: "Question 4 of 4")
        try await session.press("s", until: "[7/")
        try await session.send("Enter")
        _ = try await session.waitFor("the result", timeout: 10) { _ in
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        let found = try TaskResultJSON.answers(in: output)
        #expect(found["facesPainScale"]?["value"] == .int(0))
        #expect(found["stool"] == nil)
        #expect(found["vas"]?["value"]?.doubleValue == 50)
        guard case .object(let location)? = found["where"]?["value"] else { Issue.record("no location answer"); return }
        // walk.nmea's fixes lie between 47.3769 and 47.37735 N at 8.5417 E (fixtures/gps/walk.nmea.expected.json).
        let latitude = try #require(found["where"]?["value"]?["latitude"]?.doubleValue)
        #expect(latitude >= 47.3769 && latitude <= 47.37735)
        #expect(found["where"]?["value"]?["longitude"]?.doubleValue.map { abs($0 - 8.5417) < 0.001 } == true)
        #expect(location.map(\.key).contains("horizontalAccuracy"))
        #expect(found["where"]?["valueType"] == .string("location"))
    }
}
