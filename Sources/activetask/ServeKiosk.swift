import ActiveTasks
import ArgumentParser
import Foundation
import Kiosk
import Recorders
import RecordingFormat
import Study
import TaskSessions

/// `activetask kiosk NAME|TASK.json --output DIR`: serves the task as a touch page for a
/// full-screen browser and writes `DIR/taskResult.json`.
struct ServeKiosk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Serve a predefined task or a task-JSON file as a touch page for a kiosk browser and write DIR/taskResult.json.",
        discussion: """
            Prints the page's URL (with a random session token; requests without it are refused) as the first line of \
            standard output and waits for a browser to open it, e.g. `chromium --kiosk URL`. The task then runs with the \
            same runner, recorders and results as `run`: every step is answered by touch. Touches: with --touch DEV (or a \
            device profile or replay naming one) that device is the record of truth; otherwise the page's pointer events \
            are recorded as touch samples (device backend "browser", positions normalized to the page). Cancel, once \
            confirmed, ends the run and writes taskResult.json with what was answered. A task in several languages \
            starts with a screen that offers them (unless --language chooses one); the run is then in the one chosen. \
            See docs/KIOSK.md.
            """
    )

    @OptionGroup var options: TaskOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "N"))
    var port = 0

    @Option(help: ArgumentHelp("The address to listen on. Give another than 127.0.0.1 only for a browser on another machine: anyone with the URL can answer.",
                               valueName: "ADDRESS"))
    var listen = "127.0.0.1"

    @Flag(help: "Ask for the participant id (and the study's visit) on the page before the task, when --participant (--visit) is not given; a study that requires them asks by itself.")
    var enrol = false

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    @OptionGroup(title: "Study session")
    var studySession: SessionOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; give 1–65535, or 0 for a free one") }
    }

    func run() async throws {
        let loaded = try options.load()
        try TaskOptions.refuseUndrawn(loaded, named: options.task, presenter: "kiosk", canDraw: KioskPresenter.canDraw(stepType:))
        let study = try options.participant.loadStudy()
        let asked = options.participant.asked(in: study, enrol: enrol)
        let enrolment = try options.participant.enrolment(in: study, resuming: options.resume != nil, asking: asked)
        var selection: DeviceSelection
        do {
            selection = try devices.selection()
        } catch let error as ActivetaskError {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
        let touches = BrowserTouchHub(isTouchSource: BrowserTouchProvider.bindPage(in: &selection))
        try refuseMissingDevices(of: loaded, resolver: devices.resolver(selection, replayAlignment: .sourceStart,
                                                                         adding: [BrowserTouchProvider(hub: touches)]))
        let location = devices.liveLocation(for: loaded)
        defer { location?.stop() }
        let images = KioskPresenter.images(of: loaded)
        let server = KioskServer(channel: KioskChannel(), images: images)
        if let warning = KioskServer.plainHTTPWarning(listen: listen) { printError(warning) }
        do {
            try await server.serve(host: listen, port: port) { url in
                FileHandle.standardOutput.write(Data("\(url.absoluteString)\n".utf8))
                // The language screen comes first, so that the enrolment screen and the task speak the participant's language.
                let task = try await language(for: loaded, on: server.channel)
                let session = try options.session(for: task, enrolment: enrolment, browser: { language, zero in
                    BrowserCueSpeaker(channel: server.channel, language: language, zero: zero)
                }) { [selection] in
                    devices.resolver(selection, replayAlignment: .sourceStart, adding: [BrowserTouchProvider(hub: touches)])
                }
                try await options.run(session) { runner, samples in
                    printError(touches.isTouchSource ? "touches: the page's pointer events" : "touches: the touch device given")
                    return await KioskPresenter(runner: runner, channel: server.channel, samples: samples, touches: touches,
                                                images: images, enrolment: enrolmentScreen(study, asked, session.checkpoint),
                                                currentLocation: { location?.current }).run()
                }
            }
            try studySession.record(task: options.task, folder: options.folder)
        } catch let error as ActivetaskError where error.code == .serverFailed {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
    }

    /// Refuses, before the URL is printed and a participant sees the page, a task with a required
    /// recorder (the task's or a step's) that no device, replay or the page can serve.
    /// - Throws: `ExitCode.failure` after naming the recorder and what to pass.
    private func refuseMissingDevices(of task: OrderedTask, resolver: DeviceResolver) throws {
        let steps = task.flattenedSteps.compactMap { $0 as? any ActivityStep }.flatMap(\.recorders)
        for configuration in (task.recorders + steps) where !configuration.optional {
            do {
                _ = try resolver.resolve(configuration)
            } catch let error as ActivetaskError {
                printError("\(options.task): \(error.message)")
                throw ExitCode.failure
            }
        }
    }
}
