import ActiveTasks
import ArgumentParser
import Foundation
import Kiosk
import Recorders
import RecordingFormat
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
            confirmed, ends the run and writes taskResult.json with what was answered. See docs/KIOSK.md.
            """
    )

    @OptionGroup var options: TaskOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "N"))
    var port = 0

    @Option(help: ArgumentHelp("The address to listen on. Give another than 127.0.0.1 only for a browser on another machine: anyone with the URL can answer.",
                               valueName: "ADDRESS"))
    var listen = "127.0.0.1"

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; give 1–65535, or 0 for a free one") }
    }

    func run() async throws {
        let loaded = try options.load()
        var selection: DeviceSelection
        do {
            selection = try devices.selection()
        } catch let error as ActivetaskError {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
        let touches = BrowserTouchHub(isTouchSource: BrowserTouchProvider.bindPage(in: &selection))
        let channel = KioskChannel()
        let session = try options.session(for: loaded, browser: { language, zero in
            BrowserCueSpeaker(channel: channel, language: language, zero: zero)
        }) { [selection] in
            devices.resolver(selection, replayAlignment: .sourceStart, adding: [BrowserTouchProvider(hub: touches)])
        }
        let location = devices.liveLocation(for: loaded)
        defer { location?.stop() }
        let images = KioskPresenter.images(of: loaded)
        let server = KioskServer(channel: channel, images: images)
        do {
            try await options.run(session) { runner, samples in
                try await server.serve(host: listen, port: port) { url in
                    FileHandle.standardOutput.write(Data("\(url.absoluteString)\n".utf8))
                    printError(touches.isTouchSource ? "touches: the page's pointer events" : "touches: the touch device given")
                    return await KioskPresenter(runner: runner, channel: server.channel, samples: samples, touches: touches,
                                                images: images, currentLocation: { location?.current }).run()
                }
            }
        } catch let error as ActivetaskError where error.code == .serverFailed {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
    }
}
