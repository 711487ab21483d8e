import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// `activetask kiosk` completed through its page alone in headless Chromium (Selenium scripts in
/// `fixtures/kiosk/`): what the page did is checked in `taskResult.json` and the chunks, and every
/// step type's screenshot at 1280×800 and 800×480 has no element outside the viewport.
@Suite(.serialized) struct KioskBrowserTests {
    private func integers(_ value: JSONValue?) -> [Int] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap { $0.doubleValue.map(Int.init) }
    }

    /// Runs `fixtures/kiosk/SCENARIO.py` against `activetask kiosk ARGUMENTS --output OUT` and
    /// expects the scenario to succeed, the kiosk to exit with `kioskStatus` (1 for a run saved
    /// before its end), and every screenshot inside the viewport.
    /// - Returns: What the scenario reported, and the output folder (inside `temporary`).
    private func complete(_ scenario: String, _ arguments: [String], in temporary: TemporaryDirectory,
                          kioskStatus: Int32 = 0) async throws -> (outcome: KioskBrowser.Outcome, output: URL) {
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run(scenario, kiosk: arguments + ["--output", output.path], logs: temporary.url)
        #expect(outcome.kioskStatus == kioskStatus, "\(outcome.kioskErrors)")
        expectNoOverflow(outcome)
        return (outcome, output)
    }

    private func taskResult(in output: URL) throws -> TaskResult {
        try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: output.appendingPathComponent("taskResult.json")))
    }

    private func expectNoOverflow(_ outcome: KioskBrowser.Outcome) {
        #expect(outcome.report["overflows"] == .array([]), "\(outcome.report["overflows"] ?? .null)")
        guard case .array(let shots)? = outcome.report["screenshots"] else {
            Issue.record("no screenshots reported")
            return
        }
        #expect(!shots.isEmpty)
        for case .string(let path) in shots {
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func aSurveyWithEveryAnswerFormatIsCompletedByTouch() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-survey")
        let (_, output) = try await complete("survey", [ProjectPaths.fixture("kiosk/survey.json").path], in: temporary)
        let answers = try TaskResultJSON.answers(in: output).mapValues { $0["value"] }
        #expect(answers["smoker"] == .bool(true))
        #expect(answers["activity"] == .int(2))
        #expect(answers["woke"] == .array([.string("Noise"), .string("Pain")]))
        #expect(answers["faces"] == .int(6))
        #expect(answers["mood"] == .int(8))
        #expect(answers["vas"]??.doubleValue == 53)
        #expect(answers["age"] == .int(42))
        #expect(answers["weight"]??.doubleValue == 72.5)
        #expect(answers["initials"] == .string("AB"))
        #expect(answers["email"] == nil)
        #expect(answers["birthday"] == .string("1990-02-01T00:00:00.000Z"))
        #expect(answers["bedtime"] == .string("22:45:00"))
        #expect(answers["asleep"]??.doubleValue == 27_000, "7 h 30 min")
        #expect(answers["where"] == .object([JSONMember(key: "latitude", value: .double(52.52)),
                                             JSONMember(key: "longitude", value: .double(-13.4))]))
        #expect(answers["worstDay"] == .string("Sat"))
        #expect(answers["notes"] == .string("slept badly"))
        // The medication time was typed as 8:30 PM local time on 15 March 2026.
        var local = DateComponents(calendar: Calendar.current, year: 2026, month: 3, day: 15, hour: 20, minute: 30)
        local.timeZone = TimeZone.current
        #expect(answers["lastDose"] == .string(DateText.string(from: local.date!)))
        let result = try JSONParser.parse(Array(Data(contentsOf: output.appendingPathComponent("taskResult.json"))))
        #expect(result["status"] == .string("completed"))
    }

    /// A study that requires a participant: the page's enrolment screen refuses an id with a wrong
    /// Damm check digit (its message shown, screenshots at both sizes), takes the corrected one
    /// and the visit, and the result records them with the study's site.
    @Test(.timeLimit(.minutes(1))) func theEnrolmentScreenRefusesAWrongCheckDigitAndRecordsTheCorrectedId() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-enrol")
        let (outcome, output) = try await complete("enrol", [ProjectPaths.fixture("participant/task.json").path,
                                                       "--study", ProjectPaths.fixture("participant/study.json").path], in: temporary)
        #expect(outcome.report["status"] == .string("completed") && outcome.report["typed"] == .string("P-0042-3"))
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        #expect(result.participantIdentifier == "P-0042-7" && result.visit == "week2" && result.site == "berlin-01")
    }

    /// A kiosk stopped (SIGTERM) while its enrolment screen waited has recorded no participant:
    /// `--resume` asks again, and the resumed run records the id typed then.
    @Test(.timeLimit(.minutes(1))) func aRunStoppedBeforeEnrolmentAsksAgainWhenResumed() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-enrol-resume")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = [ProjectPaths.fixture("participant/task.json").path, "--study", ProjectPaths.fixture("participant/study.json").path]
        let first = try ActivetaskBinary.start(["kiosk"] + arguments + ["--output", output.path, "--port", "0"], logDirectory: temporary.url)
        _ = try await KioskBrowser.waitForURL(of: first)
        // The URL comes before the run begins; its presenter says which touches it reads once it has.
        await waitUntil(timeout: 20) { first.stderr.contains("touches:") }
        kill(first.process.processIdentifier, SIGTERM)
        #expect(await first.exitStatus(timeout: 20) == 143, "\(first.stderr)")
        let stopped = try taskResult(in: output)
        #expect(stopped.status == .interrupted && stopped.participantIdentifier == nil && stopped.site == "berlin-01")
        let outcome = try await KioskBrowser.run("enrol", kiosk: arguments + ["--resume", output.path], logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        let result = try taskResult(in: output)
        #expect(result.status == .completed && result.taskRunUUID == stopped.taskRunUUID)
        #expect(result.participantIdentifier == "P-0042-7" && result.visit == "week2")
    }

    /// The page leaves an untouched slider without an answer: Next on it is refused for a required
    /// question (the flow's notice shown) and records a skip for an optional one.
    @Test(.timeLimit(.minutes(1))) func anUntouchedSliderIsNoAnswer() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-slider")
        let (_, output) = try await complete("slider", [ProjectPaths.fixture("kiosk/slider.json").path], in: temporary)
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        #expect(result.latestAnswer("required") == .integer(6))
        let optional = try #require(result.stepHistory.first { $0.identifier == "optional" })
        #expect(optional.skipped && optional.answer("optional") == nil)
        #expect(result.stepHistory.map(\.identifier) == ["required", "optional", "done"], "the refused Next recorded nothing")
    }

    @Test(.timeLimit(.minutes(1))) func theShortWalkShowsItsLiveStepCountAndEndsOnTheReplayedSteps() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-walk")
        let (outcome, output) = try await complete("walk", ["shortWalk", "--replay", ProjectPaths.fixture("replay").path,
                                                      "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=2"], in: temporary)
        for leg in ["walking.outbound", "walking.return"] {
            let counts = outcome.report["counts"]?[leg]
            #expect(counts?["increasing"] == .bool(true))
            let last = try #require(counts?["last"]?.doubleValue)
            // The page saw the count rise towards the leg's 12 steps, never past them.
            #expect(last >= 1 && last <= 12, "\(leg): \(last)")
        }
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        let legs = result.stepHistory.filter { $0.identifier.hasPrefix("walking.") }
        #expect(legs.map(\.identifier) == ["walking.outbound", "walking.return", "walking.rest"])
        for leg in legs {
            // Each leg ended on its counted steps (about 6.5 s of the replay), well before its 18 s fallback.
            let seconds = leg.endDate.timeIntervalSince(leg.startDate)
            #expect(seconds > 0 && seconds < (leg.identifier == "walking.rest" ? 4 : 12), "\(leg.identifier): \(seconds) s")
            #expect(leg.results.contains { if case .file = $0 { true } else { false } })
        }
    }

    @Test(.timeLimit(.minutes(1))) func tapsSentAsPointerEventsAreTouchChunksAndTheTappingResult() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-tapping")
        let (outcome, output) = try await complete("tapping", ["twoFingerTapping", "--replay", ProjectPaths.fixture("replay").path,
                                                         "--set", "duration=5"], in: temporary)
        #expect(outcome.kioskErrors.contains("touches: the page's pointer events"))
        let result = try taskResult(in: output)
        for hand in ["right", "left"] {
            let sent = try #require(outcome.report["sent"]?[hand])
            let expected = Dictionary(uniqueKeysWithValues: [TapSide.left, .right, .none].map { side in
                (side, Int(sent[side.rawValue]?.doubleValue ?? -1))
            })
            let taps = expected.values.reduce(0, +)
            let step = try #require(result.stepHistory.first { $0.identifier == "tapping.\(hand)" })
            guard let tapping = step.results.first(of: TappingResult.self) else {
                Issue.record("no tapping result for \(hand)")
                continue
            }
            #expect(tapping.samples.count == taps)
            for side in [TapSide.left, .right, .none] {
                #expect(tapping.samples.filter { $0.buttonIdentifier == side }.count == expected[side], "\(hand) \(side)")
            }
            #expect(tapping.samples.allSatisfy { $0.duration >= 0 && $0.timestamp >= 0 && $0.timestamp <= 5 })
            // The touch chunks hold every finger: one began and one ended per tap, from the page.
            let folder = output.appendingPathComponent("tapping.\(hand)")
            let urls = try ChunkReader.chunkURLs(in: folder, recorderIdentifier: "tapping.\(hand).touch")
            #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
            var phases: [TouchPhase: Int] = [:]
            var inside = true
            _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
                guard case .touch(let touch) = sample else { return }
                phases[touch.phase, default: 0] += 1
                inside = inside && (0...1).contains(touch.x) && (0...1).contains(touch.y)
            }
            #expect(phases[.began] == taps && phases[.ended] == taps, "\(hand): \(phases)")
            #expect(inside)
        }
    }

    @Test(.timeLimit(.minutes(1))) func spatialSpanMemoryScoresTheCellsTouchedOnThePage() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-memory")
        let (outcome, output) = try await complete("memory", ["spatialSpanMemory", "--set", "seed=7", "--set", "playSpeed=0.5",
                                                        "--set", "maximumTests=3"], in: temporary)
        let result = try taskResult(in: output)
        let step = try #require(result.stepHistory.first { $0.identifier == "cognitive.memory.spatialspan" })
        guard let memory = step.results.first(of: SpatialSpanMemoryResult.self) else {
            Issue.record("no memory result")
            return
        }
        guard case .array(let games)? = outcome.report["games"] else {
            Issue.record("the scenario reported no games")
            return
        }
        // The k-th correct tap scores (round(log2 k) + 1) × 5; a completed sequence of n adds the n-th again.
        func points(_ k: Int) -> Int { (Int(log2(Double(k)).rounded()) + 1) * 5 }
        var expected = 0
        for (game, record) in zip(games, memory.gameRecords) {
            let (sequence, taps) = (integers(game["sequence"]), integers(game["taps"]))
            #expect(record.sequence == sequence, "the page lit the game's sequence")
            let correct = zip(sequence, taps).prefix { $0 == $1 }.count
            expected += (0..<correct).map { points($0 + 1) }.reduce(0, +) + (correct == sequence.count ? points(sequence.count) : 0)
        }
        // Span 3 right (5 + 10 + 15 + 15), span 4 wrong at its second cell (5), span 3 right (45).
        #expect(expected == 95)
        #expect(memory.score == expected)
        #expect(memory.numberOfGames == 3 && memory.numberOfFailures == 1)
        #expect(memory.gameRecords.flatMap(\.touchSamples).count == 3 + 2 + 3)
    }

    @Test(.timeLimit(.minutes(1))) func stroopAnswersTouchedOnThePageAreTimedByTheirPointerEvents() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-stroop")
        let (outcome, output) = try await complete("stroop", ["stroop", "--set", "numberOfAttempts=10"], in: temporary)
        let result = try taskResult(in: output)
        let step = try #require(result.stepHistory.first { $0.identifier == "stroop" })
        guard let stroop = step.results.first(of: StroopResult.self) else {
            Issue.record("no Stroop result")
            return
        }
        guard case .array(let shown)? = outcome.report["trials"] else {
            Issue.record("the scenario reported no trials")
            return
        }
        let colors = StroopColor.allCases
        #expect(stroop.trials.count == 10 && shown.count == 10)
        for (trial, page) in zip(stroop.trials, shown) {
            #expect(page["word"] == .string(trial.text.word(in: .english)), "the page showed the trial's word")
            #expect(page["ink"]?.doubleValue.map { colors[Int($0)] } == trial.color, "the page painted the trial's ink")
            #expect(page["touched"]?.doubleValue.map { colors[Int($0)] } == trial.colorSelected, "the touch chose its button")
        }
        #expect(stroop.trials.map(\.isCorrect) == (0..<10).map { $0 != 2 })
        // Each answer's time is its pointer event's own time: the touch chunk's `began` samples,
        // moved by one constant (the recorder's start against the step's), to within a millisecond.
        let folder = output.appendingPathComponent("stroop")
        let urls = try ChunkReader.chunkURLs(in: folder, recorderIdentifier: "stroop.touch")
        #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
        var began: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.timestamp) }
        }
        let offsets = zip(stroop.trials.compactMap(\.endTime), began).map { $0 - $1 }
        #expect(offsets.count == 10 && (offsets.max()! - offsets.min()!) < 0.001, "\(offsets)")
        #expect(stroop.trials.allSatisfy { ($0.reactionTime ?? -1) > 0 && $0.reactionTime! < StroopTest.trialTimeout })
    }

    @Test(.timeLimit(.minutes(1))) func holePegPegsDraggedByTwoTouchPointersAreTimedByTheirPointerEvents() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-holepeg")
        let (outcome, output) = try await complete("holepeg", ["holePeg", "--set", "numberOfPegs=2"], in: temporary)
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        guard case .array(let drags)? = outcome.report["drags"] else {
            Issue.record("the scenario reported no drags")
            return
        }
        #expect(drags.count == 9)
        for identifier in ["hole.peg.test.dominant.place", "hole.peg.test.dominant.remove",
                           "hole.peg.test.non.dominant.place", "hole.peg.test.non.dominant.remove"] {
            let step = try #require(result.stepHistory.first { $0.identifier == identifier })
            guard let peg = step.results.first(of: HolePegResult.self) else {
                Issue.record("\(identifier): no hole-peg result")
                continue
            }
            let drawn = drags.filter { $0["step"] == .string(identifier) }.map { $0["dropped"] == .bool(true) }
            #expect(peg.moves.map(\.dropped) == drawn, "\(identifier): \(peg.moves)")
            #expect(peg.totalSuccesses == 2 && peg.totalTime > 0)
            // A move starts at the second finger's pointerdown and ends at the first pointerup:
            // the touch chunk's own times, moved by one constant (the recorder's start against the
            // step's), to within a millisecond.
            let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent(identifier), recorderIdentifier: identifier + ".touch")
            #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
            var touches: [TouchSample] = []
            _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
                if case .touch(let touch) = sample { touches.append(touch) }
            }
            // Each drag: the second of two pointerdowns in a row, then the first pointerup after it (a
            // lift at the chunk's start is the previous step's last finger).
            var drags: [(Double, Double)] = []
            for index in touches.indices.dropFirst() where touches[index].phase == .began && touches[index - 1].phase == .began {
                if let lift = touches[index...].first(where: { $0.phase == .ended }) { drags.append((touches[index].timestamp, lift.timestamp)) }
            }
            let offsets = zip(peg.moves, drags).flatMap { move, times in [move.startTime - times.0, move.endTime - times.1] }
            #expect(offsets.count == 2 * peg.moves.count && (offsets.max()! - offsets.min()!) < 0.001, "\(identifier): \(offsets)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func psatSumsTouchedOnTheKeypadAreTimedByTheirPointerEvents() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-psat")
        let (outcome, output) = try await complete("psat", ["psat", "--set", "seriesLength=3", "--set", "interStimulusInterval=2",
                                                      "--set", "stimulusDuration=2", "--set", "presentationMode=both",
                                                      "--speech", "browser"], in: temporary)
        let result = try taskResult(in: output)
        let step = try #require(result.stepHistory.first { $0.identifier == "psat" })
        guard let psat = step.results.first(of: PSATResult.self) else {
            Issue.record("no PSAT result")
            return
        }
        guard case .array(let digits)? = outcome.report["digits"], case .array(let touched)? = outcome.report["touched"] else {
            Issue.record("the scenario reported no digits")
            return
        }
        #expect(digits.compactMap(\.doubleValue).map(Int.init) == [psat.initialDigit] + psat.samples.map(\.digit), "the page showed the series")
        #expect(touched.compactMap(\.doubleValue).map(Int.init) == psat.samples.compactMap(\.answer), "each touch chose its key")
        #expect(psat.samples.map(\.correct) == [true, false, true])
        // Shown and spoken (both): the page was told each digit, in order, as a `stimulus` cue.
        guard case .array(let spoken)? = outcome.report["spoken"] else {
            Issue.record("the scenario reported no spoken digits")
            return
        }
        #expect(psat.presentationMode == .both)
        #expect(spoken.compactMap { if case .string(let text) = $0 { text } else { nil } } == ([psat.initialDigit] + psat.samples.map(\.digit)).map(String.init), "\(spoken)")
        #expect(result.spokenCues?.filter { $0.kind == .stimulus }.map(\.outcome) == Array(repeating: .sent, count: 4))
        // Each answer's time is its pointer event's own time: the touch chunk's `began` samples,
        // moved by one constant (the recorder's start against the step's), to within a millisecond.
        let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent("psat"), recorderIdentifier: "psat.touch")
        #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
        var began: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.timestamp) }
        }
        let offsets = zip(psat.samples.compactMap(\.answerTime), began).map { $0 - $1 }
        #expect(offsets.count == 3 && (offsets.max()! - offsets.min()!) < 0.001, "\(offsets)")
        #expect(psat.samples.allSatisfy { $0.time > 0 && $0.time < psat.interStimulusInterval })
    }

    @Test(.timeLimit(.minutes(1))) func trailMakingCirclesTouchedOnThePageAreJudgedInOrderAndTimedByTheirPointerEvents() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-trailmaking")
        let (outcome, output) = try await complete("trailmaking", ["trailMaking", "--set", "seed=2"], in: temporary)
        let result = try taskResult(in: output)
        guard case .object(let shown)? = outcome.report["trails"] else {
            Issue.record("the scenario reported no trails")
            return
        }
        for type in TrailMakingType.allCases {
            let identifier = "trailmaking.\(type.rawValue)"
            let step = try #require(result.stepHistory.first { $0.identifier == identifier })
            let trail = try #require(step.results.lazy.compactMap { item -> TrailMakingResult? in
                if let trail = item.typed(as: TrailMakingResult.self) { return trail }
                return nil
            }.first)
            let page = shown.first { $0.key == type.rawValue }?.value
            #expect(page?["labels"] == .array(type.labels.map { .string($0) }), "the page labelled the circles in order")
            guard case .array(let touched)? = page?["touched"] else {
                Issue.record("no touches reported for \(identifier)")
                continue
            }
            #expect(trail.taps.map { Double($0.index) } == touched.compactMap(\.doubleValue), "\(identifier): the touches chose their circles")
            #expect(trail.isComplete && trail.numberOfErrors == 1 && trail.taps.count == 14)
            #expect(page?["lines"] == .int(12), "\(identifier): the page joined the 13 circles reached")
            // Each tap's time is its pointer event's own time: the touch chunk's `began` samples,
            // moved by one constant (the recorder's start against the step's), to within a millisecond.
            let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent(identifier), recorderIdentifier: "\(identifier).touch")
            #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
            var began: [Double] = []
            _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
                if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.timestamp) }
            }
            let offsets = zip(trail.taps.map(\.timestamp), began).map { $0 - $1 }
            #expect(offsets.count == 14 && (offsets.max()! - offsets.min()!) < 0.001, "\(offsets)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func towerOfHanoiTouchedOnThePageMovesDisksRefusesALargerOnASmallerAndIsSolved() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-hanoi")
        let (_, output) = try await complete("towerofhanoi", ["towerOfHanoi"], in: temporary)
        let result = try taskResult(in: output)
        let step = try #require(result.stepHistory.first { $0.identifier == "towerOfHanoi" })
        let puzzle = try #require(step.results.lazy.compactMap { item -> TowerOfHanoiResult? in
            if let puzzle = item.typed(as: TowerOfHanoiResult.self) { return puzzle }
            return nil
        }.first)
        #expect(puzzle.puzzleWasSolved && puzzle.moves.count == 7 && puzzle.illegalMoves.count == 1)
        #expect(puzzle.illegalMoves.first.map { [$0.donorTowerIndex, $0.recipientTowerIndex] } == [0, 1])
        // Each move's time is its recipient touch's pointer event's own time: the touch chunk's
        // `began` samples that completed a move, moved by one constant, to within a millisecond.
        let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent("towerOfHanoi"), recorderIdentifier: "towerOfHanoi.touch")
        #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
        var began: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample, touch.phase == .began { began.append(touch.timestamp) }
        }
        // The touches that completed the seven moves: 2, 4, 9, 11, 13, 15 and 17 (from 1).
        let completing = [1, 3, 8, 10, 12, 14, 16].compactMap { began.indices.contains($0) ? began[$0] : nil }
        let offsets = zip(puzzle.moves.map(\.time), completing).map { $0 - $1 }
        #expect(began.count == 17 && offsets.count == 7 && (offsets.max()! - offsets.min()!) < 0.001, "\(offsets)")
    }

    @Test(.timeLimit(.minutes(1))) func amslerGridPathsDrawnByATouchPointerAreInGridUnitsAtTheirPointerEventsTimes() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-amsler")
        let (outcome, output) = try await complete("amsler", ["amslerGrid"], in: temporary)
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        for (identifier, eye) in [("amsler.grid.left", AmslerEyeSide.left), ("amsler.grid.right", .right)] {
            let step = try #require(result.stepHistory.first { $0.identifier == identifier })
            guard let grid = step.results.first(of: AmslerGridResult.self),
                  case .array(let drawn)? = outcome.report["paths"]?[identifier] else {
                Issue.record("\(identifier): no Amsler grid result or no paths drawn")
                continue
            }
            #expect(grid.eyeSide == eye && grid.strokes.count == drawn.count, "\(identifier): \(grid.strokes)")
            // Each path starts where the finger came down and ends where it lifted, to a pixel of the grid.
            for (stroke, path) in zip(grid.strokes, drawn) {
                guard case .array(let points) = path, case .array(let first)? = points.first, case .array(let last)? = points.last,
                      let x0 = first[0].doubleValue, let y0 = first[1].doubleValue, let x1 = last[0].doubleValue, let y1 = last[1].doubleValue,
                      let start = stroke.samples.first, let end = stroke.samples.last else {
                    Issue.record("\(identifier): empty path")
                    continue
                }
                #expect(abs(start.x - x0) < 0.01 && abs(start.y - y0) < 0.01 && abs(end.x - x1) < 0.01 && abs(end.y - y1) < 0.01, "\(stroke)")
            }
            // Sample times are the touch chunk's own pointer-event times, moved by one constant.
            let urls = try ChunkReader.chunkURLs(in: output.appendingPathComponent(identifier), recorderIdentifier: identifier + ".touch")
            var touches: [TouchSample] = []
            _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
                if case .touch(let touch) = sample { touches.append(touch) }
            }
            let downs = touches.filter { $0.phase == .began }.map(\.timestamp)
            let offsets = zip(grid.strokes, downs).map { $0.samples[0].t - $1 }
            #expect(offsets.count == grid.strokes.count && offsets.max()! - offsets.min()! < 0.001, "\(identifier): \(offsets)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func cancelAsksFirstSavesWhatWasAnsweredAndRunResumesIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-cancel")
        let (outcome, output) = try await complete("cancel", [ProjectPaths.fixture("kiosk/survey.json").path], in: temporary,
                                             kioskStatus: 75)
        let result = try taskResult(in: output)
        #expect(outcome.report["status"] == .string(result.status.rawValue))
        #expect(result.status == .saved)
        #expect(result.resumePath != nil)
        #expect(result.stepHistory.map(\.identifier) == ["intro", "smoker"])
        #expect(result.latestAnswer("smoker") == .boolean(true))

        // `run --resume` takes the saved run on from the question after the last answered one.
        let answers = temporary.url.appendingPathComponent("rest.json")
        try Data(#"{"age": 42, "initials": "AB"}"#.utf8).write(to: answers)
        let resumed = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("kiosk/survey.json").path, "--resume", output.path,
                                                "--answers", answers.path])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let completed = try taskResult(in: output)
        #expect(completed.status == .completed)
        #expect(completed.taskRunUUID == result.taskRunUUID)
        #expect(completed.latestAnswer("smoker") == .boolean(true), "the answer given on the page is kept")
        #expect(completed.latestAnswer("age") == .integer(42))
        #expect(completed.stepHistory.first?.identifier == "intro" && completed.stepHistory.last?.identifier == "done")
    }

    @Test(.timeLimit(.minutes(1))) func consentIsReadSharedAndSignedWithAFinger() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-consent")
        let (outcome, output) = try await complete("consent", ["consent"], in: temporary)
        let result = try taskResult(in: output)
        #expect(result.status == .completed)
        #expect(result.latestAnswer("sharing") == .boolean(true), "\(outcome.report["shared"] ?? .null) is the sharing step's yes")
        #expect(result.latestAnswer("review") == .boolean(true))
        let review = try #require(result.stepHistory.first { $0.identifier == "review" })
        guard let signed = review.results.first(of: ConsentSignatureResult.self) else {
            Issue.record("no consent signature")
            return
        }
        #expect(signed.consented && signed.givenName == "Zoë Łódź 日本 👍🏽" && signed.familyName == "Lovelace")
        #expect(Array((signed.givenName ?? "").utf8) == Array("Zoë Łódź 日本 👍🏽".utf8), "saved byte for byte")
        // The one stroke drawn through 8 points: at least those points, inside the pad, in time order.
        let strokes = try #require(signed.signature?.strokes)
        #expect(signed.signature?.source == .touchscreen)
        #expect(strokes.count == 1)
        let points = strokes.flatMap { $0 }
        #expect(points.count >= Int(outcome.report["points"]?.doubleValue ?? 0))
        #expect(points.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) })
        let times = points.compactMap(\.t)
        #expect(times.count == points.count && times == times.sorted() && times.first == 0)
        // The signed PDF is written as with `run`.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("review/consent.pdf").path))
    }

    /// The issue's kiosk case: a participant picks Deutsch on the first screen, enrols in German
    /// (the study's participant and visit asked on the page's keyboard), and completes the short walk;
    /// the result records the language, the participant, the visit and the study's site.
    @Test(.timeLimit(.minutes(1))) func aParticipantPicksDeutschEnrolsInGermanAndCompletesTheWalk() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-enrol-language")
        let (outcome, output) = try await complete("enrol_language", ["shortWalk", "--replay", ProjectPaths.fixture("replay").path,
                                                                "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=2",
                                                                "--study", ProjectPaths.fixture("participant/study.json").path], in: temporary)
        let report = outcome.report
        #expect(report["heading"] == .string("Wer nimmt teil?") && report["next"] == .string("Weiter"), "\(report.jsonText)")
        #expect(report["labels"] == .array(["Teilnehmer-ID", "Besuch"].map(JSONValue.string)), "\(report.jsonText)")
        #expect(report["titles"] == .array(["Gang und Gleichgewicht", "Gang und Gleichgewicht", "Gehen", "Umdrehen", "Still stehen",
                                            "Vielen Dank"].map(JSONValue.string)))
        let result = try taskResult(in: output)
        #expect(result.status == .completed && result.language == "de")
        #expect(result.participantIdentifier == "P-0042-7" && result.visit == "week2" && result.site == "berlin-01")
    }

    /// A task in several languages starts with the language screen; Deutsch, once pressed, is
    /// the language of every text the page shows from the first step and of the result.
    @Test(.timeLimit(.minutes(1))) func choosingDeutschOnTheFirstScreenRunsTheWalkInGerman() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-language")
        let (outcome, output) = try await complete("language", ["shortWalk", "--replay", ProjectPaths.fixture("replay").path,
                                                          "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=2"], in: temporary)
        let report = outcome.report
        #expect(report["offered"] == .array(["English", "Deutsch", "Español", "Français"].map(JSONValue.string)))
        #expect(report["heading"] == .string("Choose your language · Wählen Sie Ihre Sprache · Elige tu idioma · Choisissez votre langue"))
        #expect(report["titles"] == .array(["Gang und Gleichgewicht", "Gang und Gleichgewicht", "Gehen", "Umdrehen", "Still stehen",
                                            "Vielen Dank"].map(JSONValue.string)))
        #expect(report["progress"] == .string("Schritt 1 von 7") && report["cancel"] == .string("Abbrechen"))
        #expect(report["count"]?.jsonText.contains("von 12") == true, "\(report["count"] ?? .null)")
        #expect(report["ended"] == .string("Vielen Dank") && report["lang"] == .string("de"))
        #expect(report["navigation"] == .array([.string("Navigation")]), "accessible names come from the labels (a missing one would show its key)")
        let result = try taskResult(in: output)
        #expect(result.status == .completed && result.language == "de")
    }

    @Test(.timeLimit(.minutes(1))) func touchAbilityGesturesMadeOnThePageAreJudgedFromTheirPointerEventsTracks() async throws {
        let temporary = try TemporaryDirectory(prefix: "kiosk-touchability")
        let (outcome, output) = try await complete("touchability", ["touchAbility", "--set", "trialsPerGesture=3"], in: temporary)
        let step = try #require(try taskResult(in: output).stepHistory.first { $0.identifier == "touchAbility" })
        guard let result = step.results.first(of: TouchAbilityResult.self) else {
            Issue.record("no touch-ability result")
            return
        }
        guard case .array(let shown)? = outcome.report["trials"] else {
            Issue.record("the scenario reported no trials")
            return
        }
        let trials = result.trials
        #expect(shown.map { $0["gesture"] } == trials.map { .string($0.gesture.rawValue) })
        #expect(trials.map(\.gesture) == [.tap, .tap, .tap, .longPress, .longPress, .longPress, .swipe, .swipe, .swipe, .scroll, .scroll, .scroll,
                                          .pinch, .pinch, .pinch, .rotation, .rotation, .rotation])
        #expect(trials.map(\.success) == [true, false, true, true, true, true, true, true, true, true, false, true,
                                          true, false, true, true, false, true])
        for (trial, page) in zip(trials, shown) {
            #expect((page["arrow"] ?? .null) == (trial.targetDirection.map { .string($0.rawValue) } ?? .null), "the page drew the trial's arrow")
            #expect(page["target"]?["x"]?.doubleValue == trial.targetRect?.x, "the page drew the trial's square")
            #expect(page["coloured"]?.doubleValue.map { Int($0) } == trial.initialItem, "the page coloured the trial's number")
            #expect(page["twoTarget"]?.doubleValue == (trial.targetScale ?? trial.targetRotation), "the page drew the trial's outline")
        }
        // Two touch pointers, two tracks: the scale and angle they made, within the page's whole pixels.
        for (trial, factor) in zip(trials[12...14], [1.0, 1.5, 1.0]) {
            #expect(trial.tracks.count == 2 && abs((trial.resultScale ?? 0) - (trial.targetScale ?? 0) * factor) < 0.02, "\(String(describing: trial.resultScale))")
        }
        for (trial, past) in zip(trials[15...17], [0.0, 30.0, 0.0]) {
            #expect(trial.tracks.count == 2 && abs((trial.resultRotation ?? 0) - (trial.targetRotation ?? 0) - past) < 1, "\(String(describing: trial.resultRotation))")
        }
        // The lists stopped where the finger lifted: 10 px past the target offset (trial 11: 70 px, beyond its upper bound).
        for (trial, past) in zip(trials[9...], [10.0, 70.0, 10.0]) {
            #expect(abs((trial.endOffset ?? 0) - (trial.targetOffsetLowerBound ?? 0) - past) < 2, "\(String(describing: trial.endOffset))")
        }
        // The long presses lasted the 0.8 s the pointer was held, the swipes moved 160 px in 4 moves.
        #expect(trials[3...5].allSatisfy { abs(($0.duration ?? 0) - 0.8) < 0.1 }, "\(trials[3...5].map(\.duration))")
        #expect(trials[6...11].allSatisfy { $0.tracks.first?.count ?? 0 >= 5 }, "\(trials[6...11].map { $0.tracks.map(\.count) })")
        // Each finger's samples are the touch chunk's samples, moved by one constant (the
        // recorder's start against the step's), to within a millisecond.
        let folder = output.appendingPathComponent("touchAbility")
        let urls = try ChunkReader.chunkURLs(in: folder, recorderIdentifier: "touchAbility.touch")
        #expect(try ChunkReader(url: try #require(urls.first)).header.device.backend == "browser")
        var recorded: [Double] = []
        _ = try ChunkReader.forEachSample(inChunks: urls) { sample in
            if case .touch(let touch) = sample { recorded.append(touch.timestamp) }
        }
        // Two fingers' tracks interleave in time: both lists in time order.
        let judged = trials.flatMap { $0.tracks.flatMap { $0.map(\.time) } }.sorted()
        #expect(judged.count == recorded.count, "every pointer event went into a trial")
        let offsets = zip(judged, recorded.sorted()).map { $0 - $1 }
        #expect(!offsets.isEmpty && (offsets.max()! - offsets.min()!) < 0.001, "\(offsets)")
    }
}
