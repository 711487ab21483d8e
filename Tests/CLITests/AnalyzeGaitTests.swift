import Foundation
import Testing
import TestSupport

/// `activetask analyze --kind gait` on the built binary: a folder of chunks, a task's walking
/// steps, and the bad input it refuses with a sentence that says what to do.
@Suite(.timeLimit(.minutes(1))) struct AnalyzeGaitTests {
    private func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func aFolderOfChunksGivesItsWalkingBoutsAndTotals() async throws {
        let run = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("replay").path, "--kind", "gait", "--height", "1.75"])
        #expect(run.status == 0, "\(run.stderr)")
        let entry = try #require(try objects(run.stdout).first)
        #expect(entry["kind"] as? String == "gait")
        let summary = try #require(entry["summary"] as? [String: Any])
        let bouts = try #require(summary["walkingBouts"] as? [[String: Any]])
        // The fixture is 10 s of walking at 1.8 steps/s (fixtures/replay/README.md).
        #expect(bouts.count == 1)
        let bout = try #require(bouts.first)
        for key in ["start", "end", "durationSeconds", "steps", "strides", "cadence", "strideDuration", "strideLength", "walkingSpeed",
                    "turns", "turnAngles", "turnDurations", "initialContacts"] {
            #expect(bout[key] != nil, "bout key \(key)")
        }
        #expect(abs((bout["cadence"] as? Double ?? 0) - 108) < 2)
        #expect((bout["initialContacts"] as? [Double])?.count == (bout["steps"] as? Int).map { $0 + 1 })
        for key in ["walkingSeconds", "boutCount", "cadenceMedian", "cadenceP95", "strideLengthMedian", "strideLengthP95",
                    "walkingSpeedMedian", "walkingSpeedP95"] {
            #expect(summary[key] is Double || summary[key] is Int, "total \(key)")
        }
        #expect(summary["sensorHeight"] as? Double == 0.93)
        #expect((entry["warnings"] as? [String])?.contains { $0.contains("0.53 × body height 1.75 m") } == true)
    }

    @Test func aTasksWalkingStepsAreAnalysedAsGaitWhenAsked() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-gait")
        let output = folder.url.appendingPathComponent("walk")
        let walk = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--speech", "off",
                                                   "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1", "--output", output.path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let run = try await ActivetaskBinary.run(["analyze", output.path, "--kind", "gait"])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try objects(run.stdout)
        #expect(entries.map { $0["step"] as? String } == ["walking.outbound", "walking.return"])
        #expect(entries.allSatisfy { $0["kind"] as? String == "gait" })
        let bout = try #require(((entries[0]["summary"] as? [String: Any])?["walkingBouts"] as? [[String: Any]])?.first)
        #expect(bout["strideLength"] is NSNull && bout["walkingSpeed"] is NSNull, "no height given: \(bout)")
        #expect((entries[0]["warnings"] as? [String])?.contains { $0.contains("--sensor-height") } == true)
    }

    @Test func aWalkRunGivenTheSensorHeightHasGaitFiguresInItsWalkingSteps() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-gait-set")
        let output = folder.url.appendingPathComponent("walk")
        let walk = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--speech", "off",
                                                   "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1", "--set", "sensorHeight=1.0",
                                                   "--output", output.path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let run = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try objects(run.stdout)
        #expect(entries.map { $0["kind"] as? String } == ["walk", "walk", "balance"])
        let outbound = try #require(entries[0]["summary"] as? [String: Any])
        #expect(outbound["stepCount"] != nil, "the walk's own keys stay")
        #expect((outbound["walkingBouts"] as? [[String: Any]])?.count == 1)
        #expect(outbound["sensorHeight"] as? Double == 1)
        // No location was recorded: the distance is the bout's steps times half its stride length, flagged.
        let bout = try #require((outbound["walkingBouts"] as? [[String: Any]])?.first)
        let distance = (bout["steps"] as? Double ?? 0) * (bout["strideLength"] as? Double ?? 0) / 2
        #expect(abs((outbound["distanceMeters"] as? Double ?? 0) - distance) < 0.05, "stride length is written to 1 cm")
        #expect(outbound["distanceSource"] as? String == "imu")
        #expect((entries[2]["summary"] as? [String: Any])?["walkingBouts"] == nil, "standing still is no walking step")
        let measured = try await ActivetaskBinary.run(["analyze", output.path, "--sensor-height", "0.8", "--step", "walking.outbound"])
        #expect(((try objects(measured.stdout).first?["summary"]) as? [String: Any])?["sensorHeight"] as? Double == 0.8,
                "analyze's --sensor-height takes precedence over the run's")
    }

    @Test func aSixMinuteWalkWithoutALocationFixHasItsDistanceFromTheIMUFlaggedEstimated() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-6mwt")
        let output = folder.url.appendingPathComponent("walk")
        // The replay holds no location: an indoor corridor.
        let walk = try await ActivetaskBinary.run(["run", "sixMinuteWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--speech", "off",
                                                   "--set", "walkDuration=9", "--set", "sensorHeight=0.95", "--output", output.path], timeout: 30)
        #expect(walk.status == 0, "\(walk.stderr)")
        let run = try await ActivetaskBinary.run(["analyze", output.path, "--step", "6mwt"])
        #expect(run.status == 0, "\(run.stderr)")
        let entry = try #require(try objects(run.stdout).first)
        let summary = try #require(entry["summary"] as? [String: Any])
        #expect(summary["distanceSource"] as? String == "imu")
        #expect(summary["distanceEstimated"] as? Bool == true, "\(summary)")
        #expect((summary["distanceMeters"] as? Double ?? 0) > 5, "about 9 s of walking: \(summary)")
        let csv = try await ActivetaskBinary.run(["analyze", output.path, "--step", "6mwt", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n").map { Self.cells(of: String($0)) }
        let column = try #require(lines.first?.firstIndex(of: "distanceEstimated"), "\(csv.stdout)")
        #expect(lines.count >= 3 && lines[2][column] == "true", "the entry's row, after the units row: \(csv.stdout)")
    }

    /// The cells of one CSV line (RFC 4180 quoting; no line breaks inside a cell).
    private static func cells(of line: String) -> [String] {
        var cells: [String] = [], cell = "", quoted = false, previous: Character?
        for character in line {
            if character == "\"" {
                // A second quote right after a closing one is a quote inside the cell.
                if !quoted, previous == "\"" { cell.append("\"") }
                quoted.toggle()
            } else if character == ",", !quoted {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        return cells + [cell]
    }

    @Test func aParticipantsHeightInTheStudyFileGivesTheirWalkItsGaitFigures() async throws {
        let folder = try TemporaryDirectory(prefix: "analyze-gait-study")
        let study = folder.url.appendingPathComponent("study.json")
        try Data(#"{"identifier": "gait-2026", "participants": {"P-0042-7": {"height": 1.75}}}"#.utf8).write(to: study)
        let output = folder.url.appendingPathComponent("walk")
        let walk = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--speech", "off",
                                                   "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1", "--study", study.path,
                                                   "--participant", "P-0042-7", "--output", output.path], timeout: 30)
        #expect(walk.status == 0, "\(walk.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("taskResult.json"))) as? [String: Any])
        #expect(((result["provenance"] as? [String: Any])?["parameters"] as? [String: Any])?["height"] as? Double == 1.75,
                "the study's height is kept as --set height= keeps it")
        let run = try await ActivetaskBinary.run(["analyze", output.path, "--step", "walking.outbound"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try objects(run.stdout).first?["summary"] as? [String: Any])
        #expect((summary["walkingBouts"] as? [[String: Any]])?.count == 1)
        #expect(summary["sensorHeight"] as? Double == 0.93, "0.53 × 1.75 m")
    }

    @Test func badInputIsRefusedWithWhatToDo() async throws {
        let tall = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("replay").path, "--kind", "gait", "--sensor-height", "9"])
        #expect(tall.status == 64)
        #expect(tall.stderr.contains("--sensor-height: sensor height 9.0 m is out of human range"), "\(tall.stderr)")
        let short = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("replay").path, "--kind", "gait", "--height", "17"])
        #expect(short.status == 64 && short.stderr.contains("--height: body height 17.0 m"), "\(short.stderr)")
        let taps = try await ActivetaskBinary.run(["analyze", ProjectPaths.fixture("analysis/tapping").path, ProjectPaths.fixture("replay").path,
                                                   "--kind", "gait"])
        #expect(taps.status == 1)
        let entries = try objects(taps.stdout)
        #expect((entries[0]["error"] as? String)?.contains("no accelerometer samples") == true)
        #expect(entries[1]["summary"] is [String: Any], "the other recording is analysed")
    }
}
