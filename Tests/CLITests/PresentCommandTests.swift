import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `activetask present` in a 100 × 30 tmux session, driven with keys and read off the screen.
/// Tasks that record motion get it from the synthetic walk in fixtures/replay.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PresentCommandTests {
    private let motion = ["--replay", ProjectPaths.fixture("replay").path]

    private func result(in folder: URL) throws -> JSONValue {
        try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("taskResult.json"))))
    }

    private func results(of step: String, in result: JSONValue) -> [JSONValue] {
        guard case .array(let steps)? = result["stepHistory"],
              case .array(let items)? = steps.first(where: { $0["identifier"] == .string(step) })?["results"] else { return [] }
        return items
    }

    private func characters(_ line: String) -> [Character] {
        Array(line)
    }

    @Test func tappingTargetsAreDrawnToScaleAndTheTwoKeysTapThem() async throws {
        let folder = try TemporaryDirectory(prefix: "present-tapping")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "twoFingerTapping", "--set", "handOptions=right", "--set", "duration=5",
                                       "--output", output.path] + motion)
        defer { session.stop() }
        try await session.waitFor(text: "Tapping speed")
        try await session.press("Enter", until: "Right hand")
        let screen = try await session.press("Enter", until: "TAP [f]").map(characters)
        // Left target x 0.10…0.40 of 100 columns → columns 10…39; right 0.60…0.90 → 60…89;
        // both y 0.70…0.90 of 30 rows → rows 21…26.
        for row in [21, 26] {
            #expect(screen[row].count >= 90)
            #expect(screen[row].indices.filter { screen[row][$0] == "+" } == [10, 39, 60, 89], "row \(row)")
        }
        for row in 22...25 {
            #expect(screen[row].indices.filter { screen[row][$0] == "|" } == [10, 39, 60, 89], "row \(row)")
        }
        #expect(screen[20].allSatisfy { $0 == " " } && screen[27].allSatisfy { $0 == " " })
        // Taps 0.1 s apart, as fingers tap: the stimulus's own rhythm.
        for key in ["f", "j", "f", "j", "f", "j"] {
            try await session.send(key)
            try await Task.sleep(for: .milliseconds(100))
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let tapping = try #require(results(of: "tapping.right", in: try result(in: output)).first)
        #expect(tapping["resultType"] == .string("tapping"))
        #expect(tapping["hand"] == .string("right"))
        guard case .array(let samples)? = tapping["samples"] else { Issue.record("no samples"); return }
        #expect(samples.map { $0["buttonIdentifier"] } == ["left", "right", "left", "right", "left", "right"].map(JSONValue.string))
        let times = samples.compactMap { $0["timestamp"]?.doubleValue }
        #expect(times.first == 0)
        #expect(times == times.sorted() && times.last! > 0.3 && times.last! < 5)
        #expect(samples.first?["location"] == .object([JSONMember(key: "x", value: .double(0.25)), JSONMember(key: "y", value: .double(0.8))]))
        #expect(tapping["leftTarget"]?["width"]?.doubleValue == 0.3)
        #expect(samples.map { $0["key"] } == ["f", "j", "f", "j", "f", "j"].map(JSONValue.string))
        // The keys are taps: `analyze` counts them as it counts touches, and says where they came from.
        let analyzed = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analyzed.status == 0, "\(analyzed.stderr)")
        let report = try AnalysisReport(analyzed.stdout)
        report.expectPossible()
        let summary = try report.summary("tapping.right")
        #expect(summary["numberTaps"] as? Int == 6 && summary["numberTapsLeft"] as? Int == 3 && summary["numberTapsRight"] as? Int == 3,
                "\(summary)")
        #expect(analyzed.stdout.contains("keys f, j pressed in a terminal"), "\(analyzed.stdout)")
        // And the CSV export lists them as taps, the keys named.
        let csv = folder.url.appendingPathComponent("csv")
        let exported = try await ActivetaskBinary.run(["export", "csv", output.path, "--output", csv.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let rows = try String(contentsOf: csv.appendingPathComponent("tapping.right.taps.csv"), encoding: .utf8).split(separator: "\r\n")
        #expect(rows.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).last.map(String.init) }
                == ["f", "j", "f", "j", "f", "j"], "\(rows)")
    }

    @Test func theMemoryGameIsPlayedFromWhatTheScreenLightsUp() async throws {
        let folder = try TemporaryDirectory(prefix: "present-memory")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "spatialSpanMemory", "--set", "seed=7", "--set", "maximumTests=2",
                                       "--output", output.path])
        defer { session.stop() }
        try await session.enterMemoryGame()
        var seen: [[String]] = []
        for game in 0..<2 {
            let sequence = try await session.litMemoryTargets()
            #expect(sequence.count == 3 + game, "game \(game + 1) lit \(sequence)")
            try await session.waitFor(text: "Tap the targets in the order they lit up")
            for label in sequence { try await session.send(label) }
            try await session.waitFor(text: "Well done!")
            try await session.press("Enter", until: game == 0 ? "Watch the targets light up" : "Thank you")
            seen.append(sequence)
        }
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let memory = try #require(results(of: "cognitive.memory.spatialspan", in: try result(in: output)).first)
        // Spans 3 and 4 repeated correctly: 5 + 10 + 15 + bonus 15, then 5 + 10 + 15 + 15 + bonus 15.
        #expect(memory["score"] == .int(105))
        #expect(memory["numberOfGames"] == .int(2))
        #expect(memory["numberOfFailures"] == .int(0))
        guard case .array(let records)? = memory["gameRecords"] else { Issue.record("no game records"); return }
        let keys = Array("123456789abcdefghijklmnopqrstuvwxyz0").map(String.init)
        let sequences = records.map { record -> [String] in
            guard case .array(let targets)? = record["sequence"] else { return [] }
            return targets.compactMap { if case .int(let index) = $0 { return keys[index] } else { return nil } }
        }
        #expect(sequences == seen)
        #expect(records.map { $0["gameStatus"] } == [.string("success"), .string("success")])
    }

    @Test func trailMakingCirclesShowTheirKeysAndLabelsAndAKeyOutOfOrderIsAnError() async throws {
        let folder = try TemporaryDirectory(prefix: "present-trailmaking")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "trailMaking", "--set", "trailType=A", "--set", "seed=2", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/6]")
        try await session.press("Enter", until: "[2/6]")
        try await session.press("Enter", until: "[3/6]")
        try await session.press("Enter", until: "[4/6]")
        // After the 3 s countdown, the 13 circles, each boxed as `key:label`.
        let pattern = /([a-m]):([0-9]+)/
        let board = try await session.waitFor("the 13 circles", timeout: 10) { lines in
            Set(lines.flatMap { $0.matches(of: pattern).map { String($0.output.2) } }).count == 13
        }
        var keys: [String: String] = [:]
        for match in board.flatMap({ $0.matches(of: pattern) }) { keys[String(match.output.2)] = String(match.output.1) }
        #expect(Set(keys.values).count == 13, "\(keys)")
        // The labels in order, with the key of 6 pressed once before 3: an error, which does not advance.
        let pressed = ["1", "2", "6"] + (3...13).map(String.init)
        for (number, label) in pressed.enumerated() {
            try await session.send(try #require(keys[label], "no circle \(label)"))
            if number == 2 { try await session.waitFor(text: "errors: 1") }
        }
        try await session.waitFor(text: "Thank you", timeout: 10)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let trail = try #require(results(of: "trailmaking.A", in: try result(in: output)).first)
        #expect(trail["resultType"] == .string("trailmaking") && trail["numberOfErrors"] == .int(1))
        guard case .array(let taps)? = trail["taps"] else { Issue.record("no taps"); return }
        #expect(taps.map { $0["label"] } == pressed.map { .string($0) })
        #expect(taps.map { $0["incorrect"] } == pressed.indices.map { .bool($0 == 2) })
        #expect(taps.allSatisfy { $0["location"] == nil })
    }

    @Test func towerOfHanoiTowersTakeTheirKeysARefusedMoveIsCountedAndGGivesUp() async throws {
        let folder = try TemporaryDirectory(prefix: "present-hanoi")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "towerOfHanoi", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/4]")
        try await session.press("Enter", until: "[2/4]")
        try await session.press("Enter", until: "[3/4]")
        // The three towers with their keys, the last marked as the target, the disks as bars.
        let board = try await session.waitFor(text: "[3] *")
        #expect(board.contains { $0.contains("[1]") && $0.contains("[2]") } && board.contains { $0.contains("===3===") })
        // The smallest disk to the last tower, the middle one to the middle tower, then the largest
        // tried on the middle one (refused), let go, and the puzzle given up.
        for key in ["1", "3", "1", "2", "1", "2", "1"] { try await session.send(key) }
        try await session.waitFor(text: "Number of moves: 2")
        try await session.send("g")
        try await session.waitFor(text: "Thank you", timeout: 10)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let puzzle = try #require(results(of: "towerOfHanoi", in: try result(in: output)).first)
        #expect(puzzle["resultType"] == .string("towerOfHanoi") && puzzle["gaveUp"] == .bool(true) && puzzle["puzzleWasSolved"] == .bool(false))
        guard case .array(let moves)? = puzzle["moves"], case .array(let refused)? = puzzle["illegalMoves"] else { Issue.record("no moves"); return }
        #expect(moves.map { $0["recipientTowerIndex"] } == [.int(2), .int(1)] && refused.count == 1)
    }

    @Test func stroopWordsAreShownInTheirInkAndTheNumberKeysChooseTheColour() async throws {
        let folder = try TemporaryDirectory(prefix: "present-stroop")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "stroop", "--set", "numberOfAttempts=10", "--set", "seed=3",
                                       "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/5]")
        try await session.press("Enter", until: "[2/5]")
        try await session.press("Enter", until: "[3/5]")
        // The buttons R G B Y (x 0.04 + 0.24 i, 0.2 wide of 100 columns; rows 0.66 … 0.88 of 30), keys 1-4.
        let buttons = try await session.waitFor(text: "[1] R", timeout: 10)
        #expect(buttons.contains { $0.contains("[1] R") && $0.contains("[2] G") && $0.contains("[3] B") && $0.contains("[4] Y") })
        // The ink is the terminal's bold red, green, blue or yellow (SGR 1;31, 1;32, 1;34, 1;33) on the word.
        let inks = ["31": "1", "32": "2", "34": "3", "33": "4"]
        let painted = try NSRegularExpression(pattern: "\u{1B}\\[(?:[0-9]+;)*(3[1-4])m[A-Z]")
        var chosen: [String] = []
        for trial in 0..<10 {
            try await session.waitFor(text: "\(trial + 1)/10")
            var key: String?
            try await waitUntil(timeout: 5) {
                for line in try await session.screen(escapes: true) {
                    if let match = painted.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                       let code = Range(match.range(at: 1), in: line) { key = inks[String(line[code])] }
                }
                return key != nil
            }
            let right = try #require(key, "no word painted for trial \(trial + 1)")
            // Trial 4 is answered with the key after the right one.
            let pressed = trial == 3 ? String(Int(right)! % 4 + 1) : right
            try await session.send(pressed)
            chosen.append(pressed)
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let stroop = try #require(results(of: "stroop", in: try result(in: output)).first)
        #expect(stroop["resultType"] == .string("stroop"))
        guard case .array(let trials)? = stroop["trials"] else { Issue.record("no trials"); return }
        let names = ["1": "red", "2": "green", "3": "blue", "4": "yellow"]
        #expect(trials.map { $0["colorSelected"] } == chosen.map { .string(names[$0]!) })
        #expect(trials.map { $0["colorSelected"] == $0["color"] } == (0..<10).map { $0 != 3 })
        #expect(trials.allSatisfy { $0["location"] == nil })
    }

    @Test func aHolePegStepSaysKeysCannotDragThePegAndDrawsThePegAndHoleToScale() async throws {
        let folder = try TemporaryDirectory(prefix: "present-holepeg")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "holePeg", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/7]")
        try await session.press("Enter", until: "[2/7]")
        let screen = try await session.press("Enter", until: "Keys cannot drag the peg").map(characters)
        let text = screen.map { String($0) }.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("it needs two fingers on a touchscreen. Run this task in the kiosk (activetask kiosk)"), "\(text)")
        #expect(screen.contains { String($0).contains("5:00   0/9") }, "the time limit waits for the first pick-up")
        // The right hand's place step: the peg (#) at x 0.81 … 0.96 of 100 columns, the hole at
        // 0.04 … 0.19, both on rows 0.495 … 0.745 of 30 (14 … 21); row 18 crosses both.
        #expect(screen[18].indices.filter { screen[18][$0] == "#" } == Array(81...95))
        #expect(screen[18].indices.filter { screen[18][$0] == "|" } == [4, 18])
        try await session.press("Escape", until: "Stop the task?")
        try await session.press("y", until: "the saved run's end") {
            try await session.screen().contains { $0.contains("stopped before the end; the run was saved") } || session.exitStatus() == 75
        }
        await waitUntil(timeout: 5) { session.exitStatus() != nil }
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved && saved.resumePath?.last == "hole.peg.test.dominant.place")
    }

    @Test func psatDigitsAreShownInBoldAndTypedSumsAnswerThem() async throws {
        let folder = try TemporaryDirectory(prefix: "present-psat")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "psat", "--set", "seriesLength=3", "--set", "interStimulusInterval=2",
                                       "--set", "stimulusDuration=2", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/5]")
        try await session.press("Enter", until: "[2/5]")
        try await session.press("Enter", until: "[3/5]")
        // The keypad's 15 keys in three rows of five, the footer naming the keys.
        let keypad = try await session.waitFor(text: "3-9, 10-17", timeout: 10)
        #expect(keypad.contains { $0.contains(/\|\s+3\s+\|.*\|\s+4\s+\|.*\|\s+7\s+\|/) }, "\(keypad)")
        #expect(keypad.contains { $0.contains(/\|\s+13\s+\|.*\|\s+17\s+\|/) }, "\(keypad)")
        let bold = try NSRegularExpression(pattern: "\u{1B}\\[(?:[0-9]+;)*1m([1-9])(?![0-9])")
        func digit() async throws -> Int {
            var shown: Int?
            try await waitUntil(timeout: 3) {
                for line in try await session.screen(escapes: true) {
                    if let match = bold.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                       let range = Range(match.range(at: 1), in: line) { shown = Int(line[range])! }
                }
                return shown != nil
            }
            if let shown { return shown }
            throw ActivetaskError(.presenterStopped, "no bold digit on the screen")
        }
        var digits = await [try digit()]
        var typed: [Int] = []
        for addition in 1...3 {
            try await session.waitFor(text: "\(addition)/3")
            if addition == 1 { try await session.waitFor(text: "Add this new digit to the previous one.") }
            await digits.append(try digit())
            let sum = digits[addition - 1] + digits[addition]
            // Addition 2 is answered one too high.
            let answer = addition == 2 ? (sum < 17 ? sum + 1 : sum - 1) : sum
            for key in String(answer) { try await session.send(String(key)) }
            typed.append(answer)
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let psat = try #require(results(of: "psat", in: try result(in: output)).first)
        #expect(psat["resultType"] == .string("psat") && psat["initialDigit"] == .int(digits[0]))
        guard case .array(let samples)? = psat["samples"] else { Issue.record("no samples"); return }
        #expect(samples.map { $0["digit"] } == digits.dropFirst().map { .int($0) })
        #expect(samples.map { $0["answer"] } == typed.map { .int($0) })
        #expect(samples.map { $0["correct"] } == [.bool(true), .bool(false), .bool(true)])
        #expect(samples.allSatisfy { $0["location"] == nil })
    }

    @Test(.timeLimit(.minutes(1))) func anAuditoryPSATShowsListenInBoldInsteadOfTheDigitAndTypedSumsAnswerTheSpokenDigits() async throws {
        let folder = try TemporaryDirectory(prefix: "present-pasat")
        let output = folder.url.appendingPathComponent("out")
        let configuration = folder.url.appendingPathComponent("asound.conf")
        try Data(CapturedAudio.configuration(writingTo: folder.url.appendingPathComponent("speech.raw")).utf8).write(to: configuration)
        let session = try await TmuxSession(["present", "psat", "--set", "presentationMode=auditory", "--set", "seriesLength=3",
                                       "--set", "interStimulusInterval=1", "--set", "stimulusDuration=1", "--output", output.path],
                                      wrapper: ["env", "ALSA_CONFIG_PATH=\(configuration.path)"])
        defer { session.stop() }
        try await session.waitFor(text: "[1/5]")
        try await session.press("Enter", until: "[2/5]")
        try await session.press("Enter", until: "[3/5]")
        try await session.waitFor(text: "3-9, 10-17", timeout: 10)
        // "Listen" in bold where the digit would be, and no digit in bold on any line.
        let screen = try await session.screen(escapes: true)
        #expect(screen.contains { $0.contains(/\u{1B}\[(?:[0-9]+;)*1mListen/) }, "\(screen)")
        #expect(!screen.contains { $0.contains(/\u{1B}\[(?:[0-9]+;)*1m[1-9](?![0-9])/) }, "\(screen)")
        for addition in 1...3 {
            try await session.waitFor(text: "\(addition)/3")
            try await session.send("3")
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let result = try TaskResult.read(in: output)
        let psat = try #require(result.step("psat")?.results.lazy.compactMap { item -> PSATResult? in
            if let psat = item.typed(as: PSATResult.self) { return psat }
            return nil
        }.first)
        #expect(psat.presentationMode == .auditory && psat.samples.map(\.answer) == [3, 3, 3])
        let spoken = result.spokenCues?.filter { $0.kind == .stimulus } ?? []
        #expect(spoken.map(\.text) == ([psat.initialDigit] + psat.samples.map(\.digit)).map(String.init) && spoken.allSatisfy { $0.outcome == .played })
    }

    @Test func anAmslerGridCellIsMarkedWithArrowsAndSpaceAndEnterEndsEachEye() async throws {
        let folder = try TemporaryDirectory(prefix: "present-amsler")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "amslerGrid", "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/6]")
        try await session.press("Enter", until: "[2/6]")
        try await session.press("Enter", until: "arrows: move")
        // The cursor starts on cell (5, 5); right then up puts it on (6, 4), space marks it.
        try await session.send("Right")
        try await session.send("Up")
        try await session.send("Space")
        let screen = try await session.waitFor("the marked cell") { $0.contains { $0.contains("###") } }.map(characters)
        // 10 cells of 3 columns, centred in 100 columns: the grid's columns 35 … 64.
        let top = try #require(screen.firstIndex { String($0).contains(" · ") })
        let marked = try #require(screen.firstIndex { String($0).contains("###") })
        #expect(marked - top == 4 && screen[marked].indices.filter { screen[marked][$0] == "#" } == Array(53...55), "\(screen.map { String($0) })")
        try await session.press("Enter", until: "[4/6]")
        try await session.press("Enter", until: "arrows: move")
        try await session.press("Enter", until: "[6/6]")
        try await session.press("Enter", until: "the run's end") { session.exitStatus() != nil }
        let saved = try result(in: output)
        let left = results(of: "amsler.grid.left", in: saved), right = results(of: "amsler.grid.right", in: saved)
        guard case .array(let strokes)? = left.first?["strokes"], case .array(let none)? = right.first?["strokes"] else {
            Issue.record("no Amsler grid results: \(left) \(right)")
            return
        }
        #expect(strokes.count == 1 && strokes[0]["source"] == .string("keys") && none.isEmpty)
        guard case .array(let samples)? = strokes[0]["samples"] else { Issue.record("no samples"); return }
        // The cell's path lies in column 6 (x 0.6 … 0.7) and row 4 (y 0.4 … 0.5) of the grid.
        #expect(samples.allSatisfy { (0.6...0.7).contains($0["x"]?.doubleValue ?? -1) && (0.4...0.5).contains($0["y"]?.doubleValue ?? -1) })
    }

    @Test func atTheSmallest40By15TheTimerNeverOverlapsTheText() async throws {
        let folder = try TemporaryDirectory(prefix: "present-small")
        let session = try await TmuxSession(["present", "shortWalk", "--set", "numberOfStepsPerLeg=6", "--set", "restDuration=1",
                                       "--output", folder.url.appendingPathComponent("out").path] + motion, columns: 40, rows: 15)
        defer { session.stop() }
        try await session.waitFor(text: "Gait and balance")
        try await session.press("Enter", until: "[2/")
        try await session.press("Enter", until: "[3/")
        let walk = try await session.waitFor("the first leg", timeout: 10) { $0.contains { $0.contains("Steps: ") } }
        // The leg's text takes three rows here; the timer follows it on its own rows, never on a text row.
        #expect(walk.contains { $0.contains("Walk up to 6 steps") })
        #expect(!walk.contains { $0.contains("█") && $0.contains { $0.isLetter } })
        #expect(walk.filter { $0.contains("█") }.count == 5 || walk.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("0:") })
    }

    @Test func aWalkingLegShowsItsTimerAndCountedStepsAndEndsAtTheStepsWalked() async throws {
        let folder = try TemporaryDirectory(prefix: "present-walk")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "shortWalk", "--set", "numberOfStepsPerLeg=6", "--set", "restDuration=1",
                                       "--output", output.path] + motion)
        defer { session.stop() }
        try await session.waitFor(text: "Gait and balance")
        try await session.press("Enter", until: "[2/")
        try await session.press("Enter", until: "[3/")
        let walk = try await session.waitFor("the first leg", timeout: 10) { $0.contains { $0.contains("Steps: ") && $0.contains(" of 6") } }
        let started = Date()
        // The leg's timer (fallback 6 × 1.5 = 9 s) in large digits, 5 rows, above the count.
        #expect(walk.contains { $0.contains("Walk up to 6 steps") })
        #expect(walk.filter { $0.contains("█") }.count == 5)
        try await session.waitFor(text: "Steps: 3 of 6", timeout: 5)
        try await session.waitFor(text: "Turn around", timeout: 10)
        // The synthetic walk has 1.8 steps/s: 6 steps take about 3.3 s.
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed > 2 && elapsed < 7, "the leg took \(elapsed) s")
        try await session.waitFor(text: "Thank you", timeout: 20)
    }

    /// `present shortWalk` on its second step, and its output folder (in `folder`).
    private func shortWalkOnItsSecondStep(in folder: TemporaryDirectory) async throws -> (TmuxSession, URL) {
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "shortWalk", "--output", output.path] + motion)
        try await session.waitFor(text: "Gait and balance")
        try await session.press("Enter", until: "[2/7]")
        return (session, output)
    }

    @Test func escapeSavesTheRunRestoresTheScreenAndDeletesNothing() async throws {
        let folder = try TemporaryDirectory(prefix: "present-cancel")
        let (session, output) = try await shortWalkOnItsSecondStep(in: folder)
        defer { session.stop() }
        // The message can miss the screen when tmux marks the pane dead first; the status cannot.
        try await session.press("Escape", until: "Stop the task?")
        try await session.press("n", until: "[2/7]")
        try await session.press("Escape", until: "Stop the task?")
        try await session.press("y", until: "the saved run's end") {
            try await session.screen().contains { $0.contains("stopped before the end; the run was saved") } || session.exitStatus() == 75
        }
        // Saved by the participant is no failure: 75 (EX_TEMPFAIL), not 1.
        await waitUntil(timeout: 5) { session.exitStatus() != nil }
        #expect(session.exitStatus() == 75)
        #expect(!(try await session.screen()).contains { $0.contains("Gait and balance") })
        let saved = try TaskResult.read(in: output)
        #expect(saved.status == .saved)
        #expect(saved.stepHistory.map(\.identifier) == ["instruction"])
        #expect(saved.resumePath?.last == "instruction1")
    }

    @Test func sigtermSavesTheRunAndRestoresTheScreen() async throws {
        let folder = try TemporaryDirectory(prefix: "present-sigterm")
        let (session, output) = try await shortWalkOnItsSecondStep(in: folder)
        defer { session.stop() }
        let pid = try #require(try await session.pid())
        kill(pid, SIGTERM)
        try await session.waitFor("the saved run's end", timeout: 10) { _ in session.exitStatus() == 143 }
        let screen = try await session.screen()
        #expect(!screen.contains { $0.contains("Gait and balance") })
        // The command to paste names the same subcommand and the device flags (compared without the pane's line breaks).
        let printed = screen.joined().filter { !$0.isWhitespace }
        let command = "continueitwith`\(ActivetaskBinary.url.path)presentshortWalk--resume\(output.path)--replay\(ProjectPaths.fixture("replay").path)`"
        #expect(printed.contains(command), "\(screen.joined(separator: "\n"))")
        #expect(try TaskResult.read(in: output).status == .saved)
    }

    @Test func withoutATerminalOrWithABadParameterNothingRunsAndTheMessageSaysWhy() async throws {
        let folder = try TemporaryDirectory(prefix: "present-refused")
        let output = folder.url.appendingPathComponent("out")
        let noTerminal = try await ActivetaskBinary.run(["present", "shortWalk", "--output", output.path] + motion)
        #expect(noTerminal.status == 1)
        #expect(noTerminal.stderr == "shortWalk: the full-screen presenter needs a terminal on standard input; use `activetask run --auto` to run without one\n")
        let badValue = try await ActivetaskBinary.run(["present", "spatialSpanMemory", "--set", "minimumSpan=1", "--set", "hand=left",
                                                 "--output", output.path] + motion)
        #expect(badValue.status == 1)
        #expect(badValue.stderr.hasPrefix("spatialSpanMemory: hand: spatialSpanMemory has no such parameter; use one of initialSpan, "))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func touchAbilityTargetsShowTheirKeysKeysStandForTapsPressesSwipesAndScrollsAndSkipPinchesAndRotations() async throws {
        let folder = try TemporaryDirectory(prefix: "present-touchability")
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["present", "touchAbility", "--set", "trialsPerGesture=2", "--set", "seed=5",
                                       "--output", output.path])
        defer { session.stop() }
        try await session.waitFor(text: "[1/3]")
        try await session.press("Enter", until: "Tap the square (1/12)")
        let cell = try NSRegularExpression(pattern: "\\[([1-9])\\]"), arrow = try NSRegularExpression(pattern: "\\[([wasd])\\]")
        var sent: [String] = []
        for trial in 1...6 {
            let lines = try await session.waitFor("trial \(trial)'s target") { lines in
                lines.contains { $0.contains("(\(trial)/12)") } && lines.contains { line in
                    [cell, arrow].contains { $0.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil }
                }
            }
            let keys = lines.compactMap { line -> String? in
                for pattern in [cell, arrow] {
                    if let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                       let range = Range(match.range(at: 1), in: line) { return String(line[range]) }
                }
                return nil
            }
            let key = try #require(keys.first, "no key shown for trial \(trial)")
            switch trial {
            case 2: try await session.send(String(Int(key)! % 9 + 1))  // the cell after the square's: a miss
            case 3, 4:
                try await session.send(key)
                // A press held 0.7 s: the stimulus's own length.
                try await Task.sleep(for: .milliseconds(700))
                try await session.send("x")  // any key lifts the press
            default: try await session.send(key)
            }
            sent.append(key)
        }
        // Scroll: arrows drag the list one number at a time until the coloured number `[n]` is on
        // the row the box's marks `>>` `<<` point at, then any key lets go (arrows repeat harmlessly:
        // a dropped key is pressed again once the screen shows it did nothing).
        let coloured = try NSRegularExpression(pattern: "\\[([0-9]+)\\]"), marked = try NSRegularExpression(pattern: ">>\\D*([0-9]+)")
        func number(_ pattern: NSRegularExpression, in lines: [String]) -> Int? {
            for line in lines {
                if let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                   let range = Range(match.range(at: 1), in: line) { return Int(line[range]) }
            }
            return nil
        }
        for trial in 7...8 {
            var lines = try await session.waitFor("scroll trial \(trial)") { lines in
                lines.contains { $0.contains("(\(trial)/12)") } && number(coloured, in: lines) != nil && lines.contains { $0.contains(">>") }
            }
            let goal = try #require(number(coloured, in: lines))
            for _ in 0..<12 {
                let box = try #require(number(marked, in: lines), "\(lines)")
                if lines.contains(where: { $0.contains(">>") && $0.contains("[\(goal)]") }) { break }
                try await session.send(goal > box ? "Down" : "Up")
                lines = await (try? session.waitFor("the list to move", timeout: 1) { $0 != lines }) ?? lines
            }
            try await session.send("x")
        }
        // Pinch and rotation: the screen says keys cannot make them; any key skips the trial.
        for trial in 9...12 {
            _ = try await session.waitFor("two-finger trial \(trial)") { lines in
                lines.contains { $0.contains("(\(trial)/12)") } && lines.contains { $0.contains("Keys cannot pinch or turn") }
            }
            try await session.send("x")
        }
        try await session.waitFor(text: "Thank you", timeout: 15)
        try await session.press("Enter", until: "taskResult.json is written") { FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path) }
        let touch = try #require(results(of: "touchAbility", in: try result(in: output)).first)
        guard case .array(let trials)? = touch["trials"] else { Issue.record("no trials"); return }
        #expect(trials.map { $0["gesture"] } == ["tap", "tap", "longPress", "longPress", "swipe", "swipe", "scroll", "scroll", "pinch", "pinch",
                                                   "rotation", "rotation"].map { .string($0) })
        #expect(trials.map { $0["success"] } == [true, false, true, true, true, true, true, true, false, false, false, false].map { .bool($0) })
        #expect(trials[8...].allSatisfy { $0["skipped"] == .bool(true) && $0["tracks"] == .array([]) }, "keys skip two-finger trials untouched")
        #expect(trials[6...7].allSatisfy { trial in
            trial["key"] == .string("x") && abs((trial["endOffset"]?.doubleValue ?? -1) - (trial["targetOffsetLowerBound"]?.doubleValue ?? 0)) < 1e-6
        })
        #expect(trials[2...3].allSatisfy { ($0["duration"]?.doubleValue ?? 0) >= 0.5 && $0["key"] == .string("x") })
        #expect(trials[4...5].map { $0["key"] } == sent[4...].map { .string($0) })
    }
}
