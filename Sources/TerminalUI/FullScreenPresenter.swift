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
/// taken with Enter, `s` skips optional ones (see `QuestionEntry`). An activity step is drawn
/// and played by the screen its step type names in `FullScreenScreens.all` (the tapping
/// targets' `f` and `j`, the memory targets' keys, …), found by the step's `type`.
///
/// Not thread-safe: call `run()` from one thread; only `samples` may be used from others.
package final class FullScreenPresenter {
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

    /// Whether the presenter has a screen for activity steps of `stepType` (`FullScreenScreens.all`):
    /// the core's `active` and `countdown` steps and every standard family's. An activity step of
    /// another type would only show its time left and status, so `validate` and `present` can
    /// refuse it before the run. Questions, instructions, consent and review steps are drawn
    /// whatever their type.
    /// - Parameter stepType: The step's `type` in task JSON.
    /// - Returns: Whether some screen draws it.
    package static func canDraw(stepType: String) -> Bool {
        FullScreenScreens.screen(for: stepType) != nil
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
            case .consentReview(let review): sign(review.step)
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
                entry?.showsPrompt = page.question.prompt != step.title
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

    /// A question's screen: progress and title, the step's text (the form's stem, unless it is the
    /// question's own), where in a form, then the entry's lines (without the prompt when it is the
    /// title shown above), every line wrapped between words. On a screen too small for that (PHQ-9's
    /// last item at 40 × 15) the title and where in the form go on the progress row and the blank
    /// lines go (but the one under the stem, room allowing), so the stem, the whole prompt and every
    /// choice stay; only when even that does not fit does the stem go, and then the top scrolls
    /// away: the edit line and its notice stay.
    private func questionFrame(_ step: any Step, page: QuestionPage, entry: QuestionEntry?) -> ScreenCanvas {
        var canvas = blank()
        let width = min(canvas.columns - 4, 72)
        let stem = step.text.flatMap { $0 == page.question.prompt ? nil : ScreenCanvas.wrap($0, width: width) } ?? []
        let position = page.count > 1 ? (page.section.map { "\($0): " } ?? "") + builtIn(.questionOf, String(page.number), String(page.shownCount)) : nil
        let body = (entry?.lines ?? []).flatMap { $0.isEmpty ? [""] : ScreenCanvas.wrap($0, width: width) }
        let bottom = footer(&canvas, [entry?.help ?? "", builtIn(.footerSaveAndStop)].filter { !$0.isEmpty }.joined(separator: "   "))
        var centered = (stem.isEmpty ? [] : stem + [""]) + (position.map { ScreenCanvas.wrap($0, width: width) + [""] } ?? [])
        var lines = body
        var top = 3
        if centered.count + body.count <= bottom - top {
            writeHeading(step, on: &canvas)
        } else {
            writeHeading(step, compact: true, position: position, on: &canvas)
            (centered, lines, top) = (stem, body.filter { !$0.isEmpty }, 1)
            if centered.count + lines.count > bottom - top { centered = [] }
            if !centered.isEmpty, centered.count + lines.count < bottom - top { centered.append("") }
        }
        let shown = (centered.map { (text: $0, centered: true) } + lines.map { (text: $0, centered: false) }).suffix(max(0, bottom - top))
        // Lines up to 60 columns wide start where a centred 60-column block would; a wider one
        // (the wrap allows 72) starts further left, so that it ends inside the screen.
        let widest = body.map { TerminalWidth.of($0) }.max() ?? 0
        let left = max(2, min((canvas.columns - 60) / 2, canvas.columns - 2 - widest))
        for (offset, line) in shown.enumerated() {
            if line.centered { canvas.center(line.text, row: top + offset) } else { canvas.write(line.text, row: top + offset, column: left) }
        }
        return canvas
    }

    /// Runs an activity step on the screen its type names, a new one for this run: the screen
    /// draws each frame and plays the keys, but Esc and Ctrl-C, which ask to stop. A type no
    /// screen draws (`canDraw(stepType:)`) shows the time left and the activity's status.
    private func play(_ step: any ActivityStep) {
        var screen = FullScreenScreens.screen(for: step.type)
        flow.play(step, in: ActivityContext(isUnattended: false, boardFrame: boardFrame(), language: runner.task.builtInLanguage), samples: samples, clock: clock,
                    input: { activity in
                        for key in keys() {
                            if key == .cancel { cancel() } else { screen?.handle(key, of: activity, in: self) }
                        }
                    },
                    show: { activity in show(screen?.frame(step, of: activity, in: self) ?? timerFrame(step, activity, status: activity.status)) })
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

    /// The frame of a step that shows its time left: progress, title and text, the time in large
    /// digits where they fit (m:ss, or seconds for a countdown), the status under it, and how to
    /// stop.
    /// - Parameters:
    ///   - step: The step.
    ///   - activity: Its activity, for the time left.
    ///   - status: The line under the time (the activity's `status`, a walk's steps counted).
    ///   - inSeconds: Whether the time is shown as seconds (`3`) rather than m:ss.
    /// - Returns: The frame.
    func timerFrame(_ step: any Step, _ activity: any StepActivity, status: String?, inSeconds: Bool = false) -> ScreenCanvas {
        var (canvas, row) = frame(for: step)
        if let remaining = activity.remaining {
            let seconds = Int(remaining.rounded(.up))
            row = timer(&canvas, inSeconds ? String(seconds) : Self.clockText(seconds), below: row, before: canvas.rows - 1)
        }
        if let status { canvas.center(status, row: row) }
        footer(&canvas, builtIn(.footerSaveAndStop))
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
        writeHeading(step, on: &canvas)
        return canvas
    }

    /// Writes the run's progress on the first row and the step's title centred on the second, or,
    /// `compact` (a small screen's heading), the title and `position` on the first row beside the
    /// progress, centred in the columns after it.
    private func writeHeading(_ step: any Step, compact: Bool = false, position: String? = nil, on canvas: inout ScreenCanvas) {
        let progress = runner.progress
        let counter = "[\(progress.current)/\(progress.isEstimated ? "~" : "")\(progress.total)]"
        canvas.write(counter, row: 0, column: 1)
        guard compact else {
            if let title = step.title { canvas.center(title, row: 1) }
            return
        }
        let text = [step.title, position].compactMap { $0 }.joined(separator: " · ")
        let start = counter.count + 2
        canvas.write(text, row: 0, column: max(start, start + (canvas.columns - start - TerminalWidth.of(text)) / 2))
    }

    /// A frame with the step's progress, title and text.
    /// - Parameters:
    ///   - step: The step.
    ///   - text: What to show instead of the step's text, when its activity changed it.
    ///   - limit: The first row the text may not reach (where a board begins): a text that would
    ///     is left out, as on a small screen, where the instruction step before has said it.
    /// - Returns: The frame and the first row below the text.
    func frame(for step: any Step, text: String? = nil, above limit: Int? = nil) -> (canvas: ScreenCanvas, row: Int) {
        var canvas = heading(for: step)
        let width = min(canvas.columns - 4, 72)
        guard let text = text ?? step.text, 3 + ScreenCanvas.wrap(text, width: width).count <= limit ?? canvas.rows else { return (canvas, 3) }
        let row = canvas.paragraph(text, row: 3, width: width)
        return (canvas, row)
    }

    /// Draws a timer between the text ending above `row` and `limit`: in large digits when they
    /// fit there with a blank row and a status row below them, else on one line.
    /// - Returns: The row for the status line below the timer.
    func timer(_ canvas: inout ScreenCanvas, _ text: String, below row: Int, before limit: Int) -> Int {
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

    /// Writes an activity's keys' help, then how to save and stop, on the last rows.
    /// - Returns: The first row it took.
    @discardableResult
    func footer(_ canvas: inout ScreenCanvas, keys: String) -> Int {
        footer(&canvas, keys + "   " + builtIn(.footerSaveAndStop))
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
