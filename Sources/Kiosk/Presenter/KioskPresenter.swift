import ActiveTasks
import Foundation
import RecordingFormat

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
                for url in question.answerFormat.input.options.compactMap(\.imageURL) where !seen.contains(url) { seen.append(url) }
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
        var last: (any Step)?
        while let step = runner.currentStep {
            last = step
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
        publish(endScreen(after: last))
    }

    /// The screen shown once the run has ended. A task completed on its completion step has
    /// thanked the participant there: its end keeps that step's title and text (the page adds
    /// that the device can be handed back) rather than a second "Thank you".
    /// - Parameter last: The step shown last.
    private func endScreen(after last: (any Step)?) -> KioskScreen {
        var ended = KioskScreen(key: "ended", kind: "ended")
        ended.canCancel = false
        ended.status = runner.result.status.rawValue
        if runner.result.status == .completed, let last, last.type == "completion" {
            ended.title = last.title
            ended.text = last.text
        }
        return ended
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

    /// Plays an activity step: the page's commands go to its family's part (Cancel stops the
    /// run), and each frame shows the timer screen with the family's own fields (`KioskFamilyParts`).
    private func play(_ step: any ActivityStep) async {
        let run = flow.begin(step, in: ActivityContext(isUnattended: false, boardFrame: boardFrame(), language: runner.task.builtInLanguage), clock: clock)
        let part = KioskFamilyParts.play(step, run.activity)
        while run.isCurrent {
            for command in await commands() {
                if command == .cancel { flow.handle(.stop) } else { part?.handle(command, clock()) }
            }
            guard run.isCurrent, !run.advance(on: samples, now: clock()) else { return }
            var screen = screen(for: step, kind: step is CountdownStep ? "countdown" : "timer")
            screen.remaining = run.activity.remaining.map { Int($0.rounded(.up)) }
            screen.activityStatus = run.activity.status
            let family = part?.screen(&screen, runner.task.builtInLanguage)
            publish(screen, family: family)
        }
    }

    // MARK: Screens

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
        // The step's place in the task's list of steps, of its length: a skip rule jumps ahead in
        // it, so the total holds where branches lie ahead too.
        screen.progress = BuiltInText.stepOf.text(in: runner.task.builtInLanguage, String(progress.current), String(progress.total))
        screen.canGoBack = runner.canGoBack && !step.isActive
        return screen
    }

    /// Shows `screen`, with the run's labels and language, on every page.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - family: The family's own fields while an activity runs.
    func publish(_ screen: KioskScreen, family: (any Encodable)? = nil) {
        var screen = screen
        screen.labels = labels
        screen.language = runner.task.language.text
        Self.publish(screen, family: family, on: channel)
    }

    /// Shows `screen` on every page of `channel`, as JSON with sorted keys.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - family: The family's own fields while an activity runs, beside the screen's.
    ///   - channel: The kiosk's channel.
    static func publish(_ screen: KioskScreen, family: (any Encodable)? = nil, on channel: KioskChannel) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(KioskScreenMessage(screen: screen, family: family)) else { return }
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
