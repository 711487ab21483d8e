import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies

/// Drives a `TaskRunner` from the kiosk page: shows each step on every connected page (through
/// `KioskChannel`) and takes the page's commands — Next, Back, Skip, answers, Cancel — and its
/// pointer events.
///
/// Active steps run through their `StepActivity` as on the terminal presenters, fed with the
/// live samples posted to `samples`: a walking leg ends at its counted steps, taps and memory
/// moves come from touches (the page's pointer events through `BrowserTouchHub`, or a touch
/// device's). Positions are in page units: x to the right and y downwards over the page's
/// width and height, the same units the page's touches and the tapping and memory results use.
///
/// Not thread-safe: call `run()` from one task; `channel` and `samples` may be used from others.
package final class KioskPresenter {
    /// How long the presenter waits for commands before it moves active steps on.
    static let frameInterval = Duration.milliseconds(50)

    let runner: TaskRunner
    /// The rules of asking; this presenter publishes its screens and turns commands into its events.
    let flow: StepFlow
    private let channel: KioskChannel
    private let samples: SampleInbox
    private let touches: BrowserTouchHub
    private let images: [URL]
    private let enrolment: KioskEnrolment?
    private let clock: () -> Double
    private var viewport = (width: 1280.0, height: 800.0)
    /// The page's commands and frame ticks, read by this presenter alone.
    private var events: AsyncStream<KioskChannel.Event>.Iterator
    /// The page's texts in the task's language, sent with every screen.
    private let labels: [String: String]

    /// Creates a presenter.
    /// - Parameters:
    ///   - runner: The runner to drive; `run()` starts it.
    ///   - channel: Where the pages' commands arrive and the screens go.
    ///   - samples: Where the run's recorders post their samples.
    ///   - touches: Where the page's pointer events go.
    ///   - images: The task's image files, served to the page as `image/N` (`KioskPresenter.images(of:)`).
    ///   - enrolment: The enrolment screen to show before the task, when a participant or visit is
    ///     to be asked for.
    ///   - clock: Seconds on the clock `samples` are stamped with; `MonotonicClock.now` by default.
    ///   - currentLocation: The device's current location, offered as the answer to location
    ///     questions; `nil` when there is no fix.
    package init(runner: TaskRunner, channel: KioskChannel, samples: SampleInbox, touches: BrowserTouchHub, images: [URL],
                enrolment: KioskEnrolment? = nil, clock: @escaping () -> Double = MonotonicClock.now, currentLocation: @escaping () -> LocationAnswer? = { nil }) {
        self.runner = runner
        self.flow = StepFlow(runner: runner, currentLocation: currentLocation)
        self.channel = channel
        self.events = channel.events.makeAsyncIterator()
        self.samples = samples
        self.touches = touches
        self.images = images
        self.enrolment = enrolment
        self.clock = clock
        self.labels = KioskLabels.labels(in: runner.task.builtInLanguage)
    }

    /// The image files of `task`'s image choices, each once, in step order: what the page may load.
    /// - Parameter task: The task.
    package static func images(of task: OrderedTask) -> [URL] {
        var seen: [URL] = []
        for step in task.flattenedSteps {
            for question in step.questions {
                guard let format = question.answerFormat as? ImageChoiceAnswerFormat else { continue }
                for url in format.choices.compactMap(\.imageURL) where !seen.contains(url) { seen.append(url) }
            }
        }
        return seen
    }

    /// Waits for a page to connect, runs the task to its end (completed or cancelled) and shows
    /// the end on the page. The channel's frame clock ticks while it runs.
    /// - Returns: The task's result.
    package func run() async -> TaskResult {
        await withDiscardingTaskGroup { frames in
            frames.addTask { [channel] in await channel.tick(every: Self.frameInterval) }
            await present()
            frames.cancelAll()
        }
        return runner.result
    }

    private func present() async {
        while channel.connections == 0 {
            _ = await commands()
        }
        if let enrolment { await enrol(enrolment) }
        flow.start()
        while let step = runner.currentStep {
            switch flow.screen {
            case .consentReview(let page): await review(page.step)
            case .visualConsent:
                // The page turns the sections and sends Next after the last, Back before the first.
                await confirm(step, kind: "consentSections", consent: runner.task.consentDocument.map(KioskConsent.init(sectionsOf:)))
            case .activity(let active): await play(active)
            case .question: await ask(step)
            case .review(_, let entries): await review(step, entries)
            case .page: await confirm(step)
            case .ended: break
            }
        }
        var ended = KioskScreen(key: "ended", kind: "ended")
        ended.canCancel = false
        ended.status = runner.result.status.rawValue
        publish(ended)
    }

    // MARK: Steps

    /// Shows a step that only needs Next or Back.
    func confirm(_ step: any Step, kind: String? = nil, consent: KioskConsent? = nil) async {
        await show(step, while: { true }) {
            var screen = screen(for: step, kind: kind ?? (step.type == "completion" ? "completion" : "instruction"))
            screen.consent = consent
            return screen
        }
    }

    /// Publishes the screen `make` builds, with the flow's notice, while `step` is current and
    /// `showing` holds, and hands the page's Next, Back, revisited answer and Cancel to the flow,
    /// which refuses what the step does not take.
    /// - Parameters:
    ///   - step: The step shown.
    ///   - showing: Whether the flow still shows this screen of the step.
    ///   - make: The screen, built again after every command.
    func show(_ step: any Step, while showing: () -> Bool, _ make: () -> KioskScreen) async {
        while isCurrent(step), showing() {
            var screen = make()
            screen.notice = flow.lastNotice
            publish(screen)
            for command in await commands() {
                switch command {
                case .next: flow.handle(.next)
                case .back: flow.handle(.back)
                case .revisit(let identifier): flow.handle(.revisit(identifier))
                case .cancel: flow.handle(.stop)
                default: continue
                }
                break
            }
        }
    }

    /// Asks the step's questions one at a time as the flow pages them. The page sends the answer
    /// with Next, or Next alone when the participant gave none (an untouched slider).
    private func ask(_ step: any Step) async {
        while case .question(let page) = flow.screen, page.step.identifier == step.identifier {
            let question = page.question
            var screen = screen(for: step, kind: "question")
            screen.key += ".\(page.index)"
            screen.canGoBack = page.canGoBack
            screen.notice = page.notice
            screen.question = KioskQuestion(question, images: images, currentLocation: page.offeredLocation, language: runner.task.builtInLanguage)
            screen.question?.section = page.section
            if page.count > 1 {
                screen.question?.position = BuiltInText.questionOf.text(in: runner.task.builtInLanguage, String(page.number), String(page.shownCount))
            }
            publish(screen)
            for command in await commands() {
                switch command {
                case .answer(let text):
                    if flow.handle(.text(text)) == .accepted { flow.handle(.next) }
                case .currentLocation:
                    if flow.handle(.currentLocation) == .accepted { flow.handle(.next) }
                case .dontKnow:
                    if flow.handle(.answer(.dontKnow)) == .accepted { flow.handle(.next) }
                case .next: flow.handle(.next)
                case .skip: flow.handle(.skip)
                case .back: flow.handle(.back)
                case .cancel: flow.handle(.stop)
                default: continue
                }
                break
            }
        }
    }

    private func play(_ step: any ActivityStep) async {
        let run = flow.begin(step, in: ActivityContext(isUnattended: false, boardFrame: boardFrame(), language: runner.task.builtInLanguage), clock: clock)
        (run.activity as? NormalizedReactionTimeActivity)?.waitForShownReport()
        while run.isCurrent {
            for command in await commands() { handle(command, in: run.activity) }
            guard run.isCurrent, !run.advance(on: samples, now: clock()) else { return }
            publish(screen(step, run.activity))
        }
    }

    private func handle(_ command: KioskCommand, in activity: any StepActivity) {
        switch (command, activity) {
        case (.cancel, _):
            flow.handle(.stop)
        case (.press(let side), let tapping as TappingActivity):
            tapping.press(side == "left" ? .left : .right, at: clock())
        case (.proceed, let memory as SpatialSpanActivity):
            memory.proceed(at: clock())
        case (.cell(let index), let memory as SpatialSpanActivity):
            memory.tap(targetIndex: index, at: clock())
        case (.cell(let index), let stroop as StroopActivity) where StroopColor.allCases.indices.contains(index):
            stroop.choose(StroopColor.allCases[index], at: clock())
        case (.cell, let touch as TouchAbilityActivity):
            if let center = touch.test.currentTrial?.targetRect?.center { touch.tap(center, at: clock(), key: "keyboard") }
        case (.cell(let index), let psat as PSATActivity) where PSATLayout.keys.indices.contains(index):
            psat.choose(PSATLayout.answers.lowerBound + index, at: clock())
        case (.cell(let index), let trail as TrailMakingActivity):
            trail.tap(index, at: clock())
        case (.cell(let index), let hanoi as TowerOfHanoiActivity):
            hanoi.touch(index, at: clock())
        case (.skip, let hanoi as TowerOfHanoiActivity):
            hanoi.giveUp(at: clock())
        case (.stimulusShown(let time), let reaction as NormalizedReactionTimeActivity):
            reaction.stimulusShown(at: time)
        default:
            break
        }
    }

    // MARK: Screens

    private func screen(_ step: any Step, _ activity: any StepActivity) -> KioskScreen {
        var screen = screen(for: step, kind: step is CountdownStep ? "countdown" : "timer")
        screen.remaining = activity.remaining.map { Int($0.rounded(.up)) }
        screen.activityStatus = activity.status
        switch activity {
        case let walking as WalkingActivity:
            screen.kind = "walking"
            (screen.count, screen.target) = (Double(walking.counter.count), Double(walking.step.numberOfSteps))
        case let walk as TimedWalkActivity:
            screen.kind = "timedWalk"
            (screen.count, screen.target) = ((walk.distanceWalked * 10).rounded() / 10, walk.step.distanceInMeters)
        case let tapping as TappingActivity:
            screen.kind = "tapping"
            let session = tapping.session
            (screen.started, screen.score) = (session.hasStarted, session.samples.count)
            screen.targets = [(BuiltInText.leftTarget, session.layout.left), (.rightTarget, session.layout.right)].map { name, target in
                KioskTarget(name: name.text(in: runner.task.builtInLanguage), x: target.centerX - target.width / 2, y: target.centerY - target.height / 2,
                            width: target.width, height: target.height)
            }
        case let memory as SpatialSpanActivity:
            memoryScreen(&screen, memory)
        case let stroop as StroopActivity:
            stroopScreen(&screen, stroop)
        case let holePeg as HolePegActivity:
            holePegScreen(&screen, holePeg)
        case let touch as TouchAbilityActivity:
            touchAbilityScreen(&screen, touch)
        case let psat as PSATActivity:
            psatScreen(&screen, psat)
        case let trail as TrailMakingActivity:
            trailMakingScreen(&screen, trail)
        case let hanoi as TowerOfHanoiActivity:
            towerOfHanoiScreen(&screen, hanoi)
        case let amslerGrid as AmslerGridActivity:
            amslerGridScreen(&screen, amslerGrid)
        case let reaction as NormalizedReactionTimeActivity:
            normalizedReactionTimeScreen(&screen, reaction)
        default:
            break
        }
        return screen
    }

    private func memoryScreen(_ screen: inout KioskScreen, _ memory: SpatialSpanActivity) {
        let game = memory.game
        guard let record = game.currentRecord else { return }
        screen.kind = "memory"
        screen.key += ".\(game.records.count)"
        let lit = memory.litTarget
        let repeated = game.phase == .gameplay ? Set(record.sequence.prefix(game.repeatedCount)) : []
        screen.targets = record.targetRects.enumerated().map { index, rect in
            KioskTarget(name: BuiltInText.cellNumber.text(in: runner.task.builtInLanguage, String(index + 1)), x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                        state: index == lit ? "lit" : repeated.contains(index) ? "done" : nil)
        }
        screen.phase = "\(game.phase)"
        screen.outcome = record.gameStatus == .unknown ? nil : record.gameStatus.rawValue
        screen.started = memory.isAwaitingProceed
        (screen.score, screen.game, screen.games) = (game.score, game.records.count, memory.step.rules.maximumTests)
        screen.reversed = memory.step.rules.requireReversal
    }

    /// The memory board: a square in page pixels below the title and above the score and
    /// Continue, centred.
    private func boardFrame() -> SpatialSpanRect {
        let (width, height) = viewport
        let top = 0.2 * height, bottom = 0.18 * height
        let side = max(1, min(0.94 * width, height - top - bottom))
        return SpatialSpanRect(x: (width - side) / 2 / width, y: top / height, width: side / width, height: side / height)
    }

    /// A screen with the step's title, text and position.
    func screen(for step: any Step, kind: String) -> KioskScreen {
        let progress = runner.progress
        var screen = KioskScreen(key: "\(flow.visit)", kind: kind)
        screen.step = step.identifier
        screen.title = step.title
        screen.text = step.text
        screen.detail = (step as? InstructionStep)?.detail
        // An estimated total (branches ahead) is no promise to a participant: only a known one is shown.
        let language = runner.task.builtInLanguage
        screen.progress = progress.isEstimated ? BuiltInText.stepNumber.text(in: language, String(progress.current))
                                               : BuiltInText.stepOf.text(in: language, String(progress.current), String(progress.total))
        screen.canGoBack = runner.canGoBack && !step.isActive
        return screen
    }

    func publish(_ screen: KioskScreen) {
        var screen = screen
        screen.labels = labels
        screen.language = runner.task.language.text
        Self.publish(screen, on: channel)
    }

    /// Shows `screen` on every page of `channel`, as JSON with sorted keys.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - channel: The kiosk's channel.
    static func publish(_ screen: KioskScreen, on channel: KioskChannel) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(screen) else { return }
        channel.publish(String(decoding: data, as: UTF8.self))
    }

    /// The page's commands of one frame (until the channel's next tick); pointer events go to the
    /// touch hub, spoken digits' onsets to the page's voice, viewport sizes are kept, the rest are returned.
    func commands() async -> [KioskCommand] {
        var commands: [KioskCommand] = []
        while case .command(let command)? = await events.next() {
            switch command {
            case .viewport(let width, let height):
                viewport = (width, height)
            case .pointer(let pointer, let receivedAt):
                touches.deliver(pointer, receivedAt: receivedAt, to: samples)
            case .spoken(let cue, let time):
                (runner.voice as? BrowserCueSpeaker)?.heard(cue, at: time)
            default:
                commands.append(command)
            }
        }
        return commands
    }

    func isCurrent(_ step: any Step) -> Bool {
        runner.currentStep?.identifier == step.identifier
    }
}
