import ActiveTasks
import RecordingFormat

/// Drives a `TaskRunner` on a console kiosk: it owns the whole terminal (alternate screen, raw
/// keyboard) while `run()` runs, shows countdowns and timers in large digits, and draws the
/// tapping targets and the memory grid to scale.
///
/// Active steps run through their `StepActivity`, fed with the live samples posted to
/// `samples`: a walking leg ends at its counted steps, taps and memory moves come from touches.
///
/// Coordinates: the screen is the unit square, x to the right and y downwards, cell
/// (column, row) covering x ∈ [column / columns, (column + 1) / columns) and likewise for y. A
/// touch posted to `samples` with normalized (x, y) — the touch recorder's coordinates, for a
/// touchscreen laid over this display — lands on whatever is drawn in that cell, and tapping and
/// memory results record locations in the same units.
///
/// Keys: Enter continues, `b` goes back, Esc or Ctrl-C stops and saves the run (`TaskRunner.save()`,
/// status `saved`, resumable); a terminal that closes saves it too. Questions, one at a time (a
/// form's items too): choices by their number (`y`/`n` for yes/no), other answers typed and
/// taken with Enter, `s` skips optional ones (see `QuestionEntry`). Tapping: `f` taps the left
/// target, `j` the right. Memory: each target shows its key (`1`…`9`, then `a`…`z`, then `0`); after each game, Enter
/// or a touch anywhere continues. Trail Making: each circle shows its key (`a`…`m`, left to right). Tower of Hanoi:
/// `1` `2` `3` touch the towers, `g` gives up.
///
/// Not thread-safe: call `run()` from one thread; only `samples` may be used from others.
package final class FullScreenPresenter {
    /// The keys of the memory targets, in target order.
    package static let memoryKeys = Array("123456789abcdefghijklmnopqrstuvwxyz0")
    /// The key for the left tapping target.
    package static let leftTapKey: Character = "f"
    /// The key for the right tapping target.
    package static let rightTapKey: Character = "j"
    /// Seconds between frames.
    static let frameInterval = 0.05

    /// Live samples from the run's recorders; touches in normalized screen units.
    package let samples: SampleInbox

    let runner: TaskRunner
    /// The rules of asking; this presenter draws its screens and turns keys into its events.
    let flow: StepFlow
    let clock: () -> Double
    private let currentLocation: () -> LocationAnswer?
    private var screen: (any PresenterTerminal)?
    private var lastFrame: [String] = []
    /// Whether the terminal closed (a hangup): the run is then saved without asking.
    private var terminalClosed = false
    /// A PSAT `1` typed and waiting for the second digit of 10 … 17.
    var psatTens = false

    /// Creates a presenter.
    /// - Parameters:
    ///   - runner: The runner to drive; `run()` starts it.
    ///   - samples: Where the run's recorders post their samples.
    ///   - clock: Seconds on the clock `samples` are stamped with; `MonotonicClock.now` by default.
    ///   - currentLocation: The device's current location, offered as the answer to location
    ///     questions; `nil` when there is no fix (the participant types coordinates).
    package init(runner: TaskRunner, samples: SampleInbox = SampleInbox(), clock: @escaping () -> Double = MonotonicClock.now,
                currentLocation: @escaping () -> LocationAnswer? = { nil }) {
        self.runner = runner
        self.flow = StepFlow(runner: runner, currentLocation: currentLocation)
        self.samples = samples
        self.clock = clock
        self.currentLocation = currentLocation
    }

    /// Restores the terminal a running presenter took over (alternate screen left, modes back),
    /// from any thread: for a signal handler that saves the run and exits while `run()` runs.
    package static func restoreTerminal() {
        TerminalScreen.restoreAfterInterruption()
    }

    /// Checks, before anything starts, that standard input is a terminal the presenter can own.
    /// - Throws: `ActivetaskError` pointing to `activetask run --auto` when it is not.
    package static func requireTerminal() throws(ActivetaskError) {
        try TerminalScreen.requireTerminal()
    }

    /// Takes over the terminal and runs the task to its end (completed, or saved on Esc, Ctrl-C or
    /// a closed terminal), then restores the terminal.
    /// - Returns: The task's result.
    /// - Throws: `ActivetaskError` when standard input is not a terminal or the terminal is
    ///   smaller than 40 × 15.
    package func run() throws(ActivetaskError) -> TaskResult {
        try run(on: TerminalScreen())
    }

    /// Runs the task on `screen` like `run()`, closing it at the end.
    func run(on screen: any PresenterTerminal) throws(ActivetaskError) -> TaskResult {
        defer { screen.close() }
        let size = screen.size
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            throw ActivetaskError(.presenterStopped, "the terminal is \(size.columns) × \(size.rows); the full-screen presenter needs at least "
                                  + "\(Self.minimumSize.columns) × \(Self.minimumSize.rows)")
        }
        self.screen = screen
        flow.start()
        while let step = runner.currentStep {
            switch flow.screen {
            case .consentReview(let review): sign(review)
            case .visualConsent(let visual): showSections(of: visual)
            case .activity(let active): play(active)
            case .question: ask(step)
            case .review(_, let entries): review(step, entries)
            case .page: confirm(step)
            case .ended: break
            }
        }
        return runner.result
    }

    // MARK: Steps

    private func confirm(_ step: any Step) {
        while isCurrent(step) {
            var canvas = frame(for: step).canvas
            if let notice = flow.lastNotice { canvas.center(notice, row: canvas.rows - 3) }
            footer(&canvas, builtIn(.footerContinue) + (runner.canGoBack ? "   " + builtIn(.footerBack) : "") + "   " + builtIn(.footerSaveAndStop))
            show(canvas)
            for key in keys() {
                switch key {
                case .cancel: cancel()
                case .enter: flow.handle(.next)
                case .character("b") where runner.canGoBack: flow.handle(.back)
                default: continue
                }
                break
            }
        }
    }

    /// Asks the step's questions one at a time as the flow pages them: `QuestionEntry` turns the
    /// keys into an answer, a skip, no answer or back, and the flow decides.
    private func ask(_ step: any Step) {
        var entry: QuestionEntry?
        var shown = -1
        while case .question(let page) = flow.screen, page.step.identifier == step.identifier {
            if shown != flow.visit || entry == nil {
                shown = flow.visit
                entry = QuestionEntry(question: page.question, canGoBack: page.canGoBack, currentLocation: currentLocation,
                                      language: runner.task.builtInLanguage)
            }
            show(questionFrame(step, page: page, entry: entry))
            for key in keys() {
                guard let outcome = entry?.handle(key) else { continue }
                let result: StepOutcome
                switch outcome {
                case .cancelled:
                    cancel()
                    result = .accepted
                case .back: result = flow.handle(.back)
                case .skipped: result = flow.handle(.skip)
                case .dontKnow:
                    flow.handle(.answer(.dontKnow))
                    result = flow.handle(.next)
                case .unanswered:
                    flow.handle(.clear)
                    result = flow.handle(.next)
                case .answered(let value):
                    flow.handle(.answer(value))
                    result = flow.handle(.next)
                }
                if case .refused(let reason) = result { entry?.notice = reason }
                break
            }
        }
    }

    /// A question's screen: progress and title, the step's text (unless it is the question's
    /// own), where in a form, then the entry's lines, every line wrapped between words. When they
    /// do not fit above the footer, the top scrolls away: the edit line and its notice stay.
    private func questionFrame(_ step: any Step, page: QuestionPage, entry: QuestionEntry?) -> ScreenCanvas {
        var canvas = heading(for: step)
        let width = min(canvas.columns - 4, 72)
        var centered: [String] = []
        if let text = step.text, text != page.question.prompt { centered += ScreenCanvas.wrap(text, width: width) + [""] }
        if page.count > 1 {
            centered += ScreenCanvas.wrap((page.section.map { "\($0): " } ?? "") + builtIn(.questionOf, String(page.number), String(page.shownCount)), width: width) + [""]
        }
        let body = (entry?.lines ?? []).flatMap { $0.isEmpty ? [""] : ScreenCanvas.wrap($0, width: width) }
        let bottom = footer(&canvas, [entry?.help ?? "", builtIn(.footerSaveAndStop)].filter { !$0.isEmpty }.joined(separator: "   "))
        let lines = centered.map { (text: $0, centered: true) } + body.map { (text: $0, centered: false) }
        let top = 3
        let shown = lines.suffix(max(0, bottom - top))
        let left = max(2, (canvas.columns - 60) / 2)
        for (offset, line) in shown.enumerated() {
            if line.centered { canvas.center(line.text, row: top + offset) } else { canvas.write(line.text, row: top + offset, column: left) }
        }
        return canvas
    }

    private func play(_ step: any ActivityStep) {
        flow.play(step, in: ActivityContext(isUnattended: false, boardFrame: boardFrame(), language: runner.task.builtInLanguage), samples: samples, clock: clock,
                    input: { activity in for key in keys() { handle(key, in: activity) } },
                    show: { activity in show(frame(step, activity)) })
    }

    private func handle(_ key: TerminalKey, in activity: any StepActivity) {
        switch (key, activity) {
        case (.cancel, _):
            cancel()
        case (.character(Self.leftTapKey), let tapping as TappingActivity):
            tapping.press(.left, key: String(Self.leftTapKey), at: clock())
        case (.character(Self.rightTapKey), let tapping as TappingActivity):
            tapping.press(.right, key: String(Self.rightTapKey), at: clock())
        case (.enter, let memory as SpatialSpanActivity):
            memory.proceed(at: clock())
        case (.character(let character), let memory as SpatialSpanActivity):
            if let index = Self.memoryKeys.firstIndex(of: character) { memory.tap(targetIndex: index, at: clock()) }
        case (.character(let character), let stroop as StroopActivity):
            choose(character, in: stroop)
        case (.character(let character), let touch as TouchAbilityActivity):
            touchAbilityKey(character, in: touch)
        case (.arrow(let columns, let rows), let touch as TouchAbilityActivity):
            touchAbilityArrow(columns: columns, rows: rows, in: touch)
        case (.enter, let touch as TouchAbilityActivity):
            touch.lift(at: clock(), key: "enter")
        case (.character(let character), let psat as PSATActivity):
            typeSum(character, in: psat)
        case (.character(let character), let trail as TrailMakingActivity):
            tap(character, in: trail)
        case (.character(let character), let hanoi as TowerOfHanoiActivity):
            press(character, in: hanoi)
        case (.arrow(let columns, let rows), let amslerGrid as AmslerGridActivity):
            amslerGrid.moveCursor(columns: columns, rows: rows, at: clock())
        case (.character(" "), let amslerGrid as AmslerGridActivity):
            amslerGrid.toggleCell(at: clock())
        case (.enter, let amslerGrid as AmslerGridActivity):
            amslerGrid.finish(at: clock())
        case (.character(Self.reactionTouchKey), let reaction as NormalizedReactionTimeActivity):
            reaction.press(at: clock())
        default:
            break
        }
    }

    /// Asks before stopping, since Esc is easily hit; `y` stops and saves the run (`saved`, to be
    /// continued with `--resume`), any other key goes on. A closed terminal saves at once.
    func cancel() {
        while !terminalClosed {
            var canvas = blank()
            canvas.center(builtIn(.stopTheTask), row: canvas.rows / 2 - 1)
            canvas.center(builtIn(.stopOrGoOn), row: canvas.rows / 2 + 1)
            show(canvas)
            guard let key = keys().first else { continue }
            guard key == .character("y") || terminalClosed else { return }
            break
        }
        flow.handle(.stop)
    }

    // MARK: Drawing

    /// A built-in text in the task's language.
    func builtIn(_ text: BuiltInText, _ values: String...) -> String {
        text.text(in: runner.task.builtInLanguage, values: values)
    }

    private func frame(_ step: any Step, _ activity: any StepActivity) -> ScreenCanvas {
        switch activity {
        case let tapping as TappingActivity: return tappingFrame(step, tapping)
        case let memory as SpatialSpanActivity: return memoryFrame(memory)
        case let stroop as StroopActivity: return stroopFrame(step, stroop)
        case let holePeg as HolePegActivity: return holePegFrame(step, holePeg)
        case let touch as TouchAbilityActivity: return touchAbilityFrame(step, touch)
        case let psat as PSATActivity: return psatFrame(step, psat)
        case let trail as TrailMakingActivity: return trailMakingFrame(step, trail)
        case let hanoi as TowerOfHanoiActivity: return towerOfHanoiFrame(step, hanoi)
        case let amslerGrid as AmslerGridActivity: return amslerGridFrame(step, amslerGrid)
        case let reaction as NormalizedReactionTimeActivity: return normalizedReactionTimeFrame(step, reaction)
        default:
            var (canvas, row) = frame(for: step)
            if let remaining = activity.remaining {
                let seconds = Int(remaining.rounded(.up))
                row = timer(&canvas, step is CountdownStep ? String(seconds) : Self.clockText(seconds), below: row,
                            before: canvas.rows - 1)
            }
            if let walking = activity as? WalkingActivity {
                canvas.center(builtIn(.stepsCounted, String(walking.counter.count), String(walking.step.numberOfSteps)), row: row)
            } else if let status = activity.status {
                canvas.center(status, row: row)
            }
            footer(&canvas, builtIn(.footerSaveAndStop))
            return canvas
        }
    }

    private func tappingFrame(_ step: any Step, _ tapping: TappingActivity) -> ScreenCanvas {
        var (canvas, row) = frame(for: step)
        let session = tapping.session
        let targetsTop = Int(min(session.layout.left.centerY - session.layout.left.height / 2,
                                 session.layout.right.centerY - session.layout.right.height / 2) * Double(canvas.rows))
        row = timer(&canvas, Self.clockText(Int((tapping.remaining ?? 0).rounded(.up))), below: row, before: targetsTop)
        canvas.paragraph(session.hasStarted ? builtIn(.tapsSoFar, String(session.samples.count)) : builtIn(.timeStartsAtFirstTap),
                         row: row, width: min(canvas.columns - 4, 72))
        for (target, key) in [(session.layout.left, Self.leftTapKey), (session.layout.right, Self.rightTapKey)] {
            canvas.box(x: target.centerX - target.width / 2, y: target.centerY - target.height / 2,
                       width: target.width, height: target.height, fill: nil, label: "TAP [\(key)]")
        }
        footer(&canvas, builtIn(.footerTappingKeys, String(Self.leftTapKey), String(Self.rightTapKey)) + "   " + builtIn(.footerSaveAndStop))
        return canvas
    }

    private func memoryFrame(_ memory: SpatialSpanActivity) -> ScreenCanvas {
        var canvas = blank()
        let (step, game, lit, awaitingNext) = (memory.step, memory.game, memory.litTarget, memory.isAwaitingProceed)
        let record = game.currentRecord!
        let title: BuiltInText
        switch (game.phase, record.gameStatus) {
        case (.playback, _): title = .watchTargets
        case (.gameplay, _): title = step.rules.requireReversal ? .tapInReverse : .tapInOrder
        case (_, .success): title = .wellDone
        case (_, .failure): title = .notTheNextTarget
        default: title = .timeIsUp
        }
        canvas.center(builtIn(title), row: 1)
        for (index, rect) in record.targetRects.enumerated() {
            let repeated = game.phase == .gameplay && record.sequence.prefix(game.repeatedCount).contains(index)
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                       fill: index == lit ? "#" : repeated ? "=" : nil, label: String(Self.memoryKeys[index]))
        }
        let status = builtIn(.memoryStatus, String(game.score), String(game.records.count), String(step.rules.maximumTests))
        let bottom = footer(&canvas, [builtIn(.footerMemoryKeys), builtIn(.footerContinue), builtIn(.footerSaveAndStop)].joined(separator: "   "))
        canvas.center(awaitingNext ? status + "   " + builtIn(.enterToGoOn) : status, row: bottom - 1)
        return canvas
    }

    /// The board: a square (cells being about twice as tall as wide) between the title rows and
    /// the status rows, centred.
    private func boardFrame() -> SpatialSpanRect {
        let (columns, rows) = size()
        let height = rows - 6
        let width = min(columns - 4, 2 * height)
        return SpatialSpanRect(x: Double((columns - width) / 2) / Double(columns), y: 3 / Double(rows),
                               width: Double(width) / Double(columns), height: Double(height) / Double(rows))
    }

    /// A frame with the run's progress and the step's title on its first two rows. A step's
    /// identifier is the study's name for it, never shown.
    private func heading(for step: any Step) -> ScreenCanvas {
        var canvas = blank()
        let progress = runner.progress
        canvas.write("[\(progress.current)/\(progress.isEstimated ? "~" : "")\(progress.total)]", row: 0, column: 1)
        if let title = step.title { canvas.center(title, row: 1) }
        return canvas
    }

    /// A frame with the step's progress, title and text.
    /// - Parameters:
    ///   - step: The step.
    ///   - text: What to show instead of the step's text, when its activity changed it.
    /// - Returns: The frame and the first row below the text.
    func frame(for step: any Step, text: String? = nil) -> (canvas: ScreenCanvas, row: Int) {
        var canvas = heading(for: step)
        let row = (text ?? step.text).map { canvas.paragraph($0, row: 3, width: min(canvas.columns - 4, 72)) } ?? 3
        return (canvas, row)
    }

    /// Draws a timer between the text ending above `row` and `limit`: in large digits when they
    /// fit there with a blank row and a status row below them, else on one line.
    /// - Returns: The row for the status line below the timer.
    private func timer(_ canvas: inout ScreenCanvas, _ text: String, below row: Int, before limit: Int) -> Int {
        let top = max(row + 1, canvas.rows / 2 - 2)
        guard top + LargeDigits.height + 2 <= limit else {
            canvas.center(text, row: row + 1)
            return row + 2
        }
        canvas.large(text, row: top)
        return top + LargeDigits.height + 1
    }

    /// Writes the keys' help on the last rows, wrapped between words to the screen's width.
    /// - Returns: The first row it took.
    @discardableResult
    func footer(_ canvas: inout ScreenCanvas, _ help: String) -> Int {
        let lines = Self.footerLines(help, columns: canvas.columns)
        for (offset, line) in lines.enumerated() { canvas.center(line, row: canvas.rows - lines.count + offset) }
        return canvas.rows - lines.count
    }

    /// The footer's lines: its entries (separated by three spaces) kept whole, wrapped to `columns`.
    private static func footerLines(_ help: String, columns: Int) -> [String] {
        var lines: [String] = []
        for entry in help.components(separatedBy: "   ") where !entry.isEmpty {
            if let last = lines.last, TerminalWidth.of(last) + 3 + TerminalWidth.of(entry) <= columns - 2 {
                lines[lines.count - 1] = last + "   " + entry
            } else {
                lines += ScreenCanvas.wrap(entry, width: columns - 2)
            }
        }
        return lines
    }

    func blank() -> ScreenCanvas {
        let (columns, rows) = size()
        return ScreenCanvas(columns: columns, rows: rows)
    }

    func size() -> (columns: Int, rows: Int) {
        screen?.size ?? (80, 24)
    }

    /// The smallest screen every step fits: 40 columns by 15 rows.
    static let minimumSize = (columns: 40, rows: 15)

    /// Shows `canvas`, or, while the terminal is smaller than `minimumSize` (resized during the
    /// run), a message asking for a larger one in its place until it grows back.
    func show(_ canvas: ScreenCanvas) {
        var canvas = canvas
        if canvas.columns < Self.minimumSize.columns || canvas.rows < Self.minimumSize.rows {
            canvas = ScreenCanvas(columns: canvas.columns, rows: canvas.rows)
            let message = "This window is \(canvas.columns) × \(canvas.rows). Make it at least "
                + "\(Self.minimumSize.columns) × \(Self.minimumSize.rows) to go on."
            canvas.paragraph(message, row: max(0, canvas.rows / 2 - 1), width: max(1, canvas.columns - 2))
        }
        let lines = canvas.lines
        guard lines != lastFrame else { return }
        lastFrame = lines
        screen?.show(lines)
    }

    /// The keys pressed during one frame; a closed terminal reads as `.cancel`, which saves the run.
    func keys() -> [TerminalKey] {
        let keys = screen?.keys(waiting: Self.frameInterval) ?? []
        guard keys == [.hangup] else { return keys }
        terminalClosed = true
        return [.cancel]
    }

    func isCurrent(_ step: any Step) -> Bool {
        runner.currentStep?.identifier == step.identifier
    }

    /// `seconds` as m:ss.
    static func clockText(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
