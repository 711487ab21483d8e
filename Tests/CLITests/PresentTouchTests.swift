import RecordingFormat
import ActiveTasks
import Foundation
import Testing
import TestSupport
import JSONValues

/// Touches replayed into `activetask present` (100 × 30 tmux session) land on what is drawn.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentTouchTests {
    /// One replayed finger: down at `time` s after the step starts, at normalized (x, y), up 0.1 s later.
    private struct Touch {
        let time: Double
        let x: Double
        let y: Double
    }

    /// A replay folder with `touches` as a touch chunk (docs/FORMAT.md) and, when `motion`,
    /// the synthetic walk of fixtures/replay linked beside it.
    private func replayFolder(_ touches: [Touch], motion: Bool) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "present-touch-replay")
        var lines = [#"{"type":"header","schema":"org.activetask.samples","schemaVersion":1,"recorderIdentifier":"touch","sensorTypes":["touch"],"units":{"touch":{"timestamp":"s","uptime":"s","x":"normalized","y":"normalized"}},"device":{"name":"test touches","identifier":"PresentTouchTests","backend":"synthetic","details":{}},"sequence":1,"zeroDate":"2026-01-01T00:00:00.000Z","zeroUptime":100.000000}"#]
        for (id, touch) in touches.enumerated() {
            for (phase, time) in [("began", touch.time), ("ended", touch.time + 0.1)] {
                func decimal(_ value: Double) -> String { String(format: "%.6f", value) }
                lines.append(#"{"sensorType":"touch","timestamp":\#(decimal(time)),"uptime":\#(decimal(100 + time)),"phase":"\#(phase)","#
                             + #""touchId":\#(id + 1),"x":\#(decimal(touch.x)),"y":\#(decimal(touch.y)),"rawX":0,"rawY":0}"#)
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(to: folder.url.appendingPathComponent("touch-000001.jsonl"), atomically: true, encoding: .utf8)
        if motion {
            for name in ["accelerometer-000001.jsonl", "gyroscope-000001.jsonl"] {
                try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent(name),
                                                           withDestinationURL: ProjectPaths.fixture("replay/\(name)"))
            }
        }
        return folder
    }

    private func result(in folder: URL) throws -> JSONValue {
        try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("taskResult.json"))))
    }

    @Test func replayedTouchesAreTheTapsAtTheirNormalizedLocationsAndSides() async throws {
        // Left target x 0.10…0.40, right 0.60…0.90, both y 0.70…0.90; (0.5, 0.3) hits neither.
        let touches = [Touch(time: 1, x: 0.2, y: 0.8), Touch(time: 1.5, x: 0.75, y: 0.85),
                       Touch(time: 2, x: 0.5, y: 0.3), Touch(time: 2.5, x: 0.35, y: 0.72)]
        let replay = try replayFolder(touches, motion: true)
        let folder = try TemporaryDirectory(prefix: "present-touch-tapping")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "twoFingerTapping", "--set", "handOptions=right", "--set", "duration=5",
                                       "--replay", replay.url.path, "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "Tapping speed")
        try await session.press("Enter", until: "Right hand")
        try await session.press("Enter", until: "TAP [f]")
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        guard case .array(let steps)? = try result(in: output)["stepHistory"],
              case .array(let items)? = steps.first(where: { $0["identifier"] == .string("tapping.right") })?["results"],
              case .array(let samples)? = items.first?["samples"] else {
            Issue.record("no tapping samples")
            return
        }
        #expect(samples.map { $0["buttonIdentifier"] } == ["left", "right", "none", "left"].map(JSONValue.string))
        #expect(samples.map { $0["location"]?["x"]?.doubleValue } == [0.2, 0.75, 0.5, 0.35])
        #expect(samples.map { $0["location"]?["y"]?.doubleValue } == [0.8, 0.85, 0.3, 0.72])
        let times = samples.compactMap { $0["timestamp"]?.doubleValue }
        #expect(zip(times, [0, 0.5, 1, 1.5]).allSatisfy { abs($0 - $1) < 0.001 }, "\(times)")
        let durations = samples.compactMap { $0["duration"]?.doubleValue }
        #expect(durations.count == 4 && durations.allSatisfy { abs($0 - 0.1) < 0.001 }, "\(durations)")
    }

    @Test func aTouchAnywhereStartsTheNextMemoryGame() async throws {
        // Outside the board (x 0.26…0.74, y 0.10…0.90 on 100 × 30), 15 s into the step: after the
        // first game, which the keys below finish within about 8 s.
        let replay = try replayFolder([Touch(time: 15, x: 0.02, y: 0.97)], motion: false)
        let folder = try TemporaryDirectory(prefix: "present-touch-memory")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "spatialSpanMemory", "--set", "seed=7", "--set", "maximumTests=2",
                                       "--replay", replay.url.path, "--output", output.path])
        defer { session.stop() }
        try await session.enterMemoryGame()
        let started = Date()
        let sequence = try await session.litMemoryTargets()
        try await session.waitFor(text: "Tap the targets in the order they lit up")
        for label in sequence { try await session.send(label) }
        try await session.waitFor(text: "Well done!")
        #expect(Date().timeIntervalSince(started) < 12, "the first game ended too late for the replayed touch")
        // The replayed touch comes 12 s after the game started: until then, the game waits.
        try await Task.sleep(for: .seconds(max(0, 12 - Date().timeIntervalSince(started))))
        #expect(try await session.screen().contains { $0.contains("Enter: go on") }, "the game went on before the touch")
        try await session.waitFor(text: "Game 2 of 2", timeout: 15)
        #expect(Date().timeIntervalSince(started) > 14)
    }

    @Test func touchesOnTheDrawnTargetsInTheLitOrderWinAMemoryGame() async throws {
        let arguments = ["present", "spatialSpanMemory", "--set", "seed=7", "--set", "maximumTests=1"]
        // First, as a person would: watch which targets light up and where each is drawn.
        let folder = try TemporaryDirectory(prefix: "present-touch-memory-win")
        let watched = try await TmuxSession(arguments + ["--output", folder.url.appendingPathComponent("watched").path])
        defer { watched.stop() }
        try await watched.enterMemoryGame()
        let sequence = try await watched.litMemoryTargets()
        let board = try await watched.waitFor(text: "Tap the targets in the order they lit up")
        let label = try NSRegularExpression(pattern: "\\| *([1-9a-z0]) *\\|")
        var cells: [String: (column: Int, row: Int)] = [:]
        for (row, line) in board.enumerated() {
            for match in label.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                let range = Range(match.range(at: 1), in: line)!
                cells[String(line[range])] = (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        try await watched.send("Escape")
        watched.stop()
        #expect(sequence.count == 3)
        let targets = sequence.compactMap { cells[$0] }
        try #require(targets.count == 3, "labels \(sequence) drawn at \(cells)")
        // Then the same game played by touches at those cells' centres (playback of 3 targets at
        // 1 s each is over by 5 s), and a touch outside the board to finish.
        let touches = targets.enumerated().map { Touch(time: 6 + 0.5 * Double($0.offset), x: (Double($0.element.column) + 0.5) / 100,
                                                       y: (Double($0.element.row) + 0.5) / 30) }
        let replay = try replayFolder(touches + [Touch(time: 9, x: 0.02, y: 0.97)], motion: false)
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(arguments + ["--replay", replay.url.path, "--output", output.path])
        defer { session.stop() }
        try await session.enterMemoryGame()
        try await session.waitFor(text: "Thank you", timeout: 20)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        guard case .array(let steps)? = try result(in: output)["stepHistory"],
              case .array(let items)? = steps.first(where: { $0["identifier"] == .string("cognitive.memory.spatialspan") })?["results"],
              case .array(let records)? = items.first?["gameRecords"], let record = records.first,
              case .array(let samples)? = record["touchSamples"] else {
            Issue.record("no memory game record")
            return
        }
        #expect(record["gameStatus"] == .string("success"))
        // Span 3 repeated correctly: 5 + 10 + 15, plus the bonus of 15.
        #expect(items.first?["score"] == .int(45))
        #expect(samples.map { $0["correct"] } == [.bool(true), .bool(true), .bool(true)])
        let located = zip(samples, touches).allSatisfy { sample, touch in
            abs((sample["location"]?["x"]?.doubleValue ?? -1) - touch.x) < 1e-6 && abs((sample["location"]?["y"]?.doubleValue ?? -1) - touch.y) < 1e-6
        }
        #expect(located, "\(samples) vs \(touches)")
    }
}
