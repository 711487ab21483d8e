import ActiveTasks
import ArgumentParser
import Foundation
import RecordingFormat
import Study
import TerminalUI

/// `activetask run TASK.json --output DIR`: runs a task in the terminal or headless and writes
/// `DIR/taskResult.json`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a task in the terminal (or headless) and write DIR/taskResult.json.",
        discussion: """
            Interactive by default: type a choice's number, b to go back, s to skip an optional question. \
            With --answers or --auto nothing is asked: instructions and countdowns advance by themselves and \
            active steps run by themselves: a walking leg until its steps are counted in the accelerometer \
            samples (or its time is up), a tapping step on the touch recorder's taps, a memory game on its touches \
            (the next game begins 1 s after one ends). Recorders of the task and of its active steps record while their \
            steps run, from the devices the flags, a --device-profile or autodetection choose, or from a --replay \
            folder; their chunks are written under DIR and listed in taskResult.json. A required recorder without a \
            device stops the run before it starts; one that fails during the run fails it (status failed, exit 1). \
            DIR must be new or empty, and one run writes it at a time. SIGINT, SIGTERM and SIGHUP save the run \
            (status saved, exit 130, 143, 129); after a crash or power cut DIR keeps what was recorded; --resume DIR \
            continues either at the step it stopped on. Exit status: 0 completed (or ended by the participant), 1 failed \
            or refused, 75 saved by the participant.
            """
    )

    @OptionGroup var options: TaskOptions

    @Option(name: .long, help: "A JSON file of answers keyed by step or step.item identifier; implies no prompts.")
    var answers: String?

    @Flag(name: .long, help: "No prompts: optional questions without an answer are skipped.")
    var auto = false

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    @OptionGroup(title: "Study session")
    var studySession: SessionOptions

    func validate() throws {
        if let answers, !FileManager.default.fileExists(atPath: answers) {
            throw ValidationError("--answers \(answers) does not exist; give the path of an answers JSON file")
        }
    }

    func run() throws {
        let loaded = try self.options.load()
        let study = try self.options.participant.loadStudy()
        let enrolment = try self.options.participant.enrolment(in: study, resuming: self.options.resume != nil)
        let options = self.options.withHeight(from: study, participant: enrolment.participantIdentifier)
        var mode = ConsolePresenter.Mode.interactive
        if let answers {
            switch AnswersFile.load(contentsOf: URL(fileURLWithPath: answers), for: loaded) {
            case .success(let file): mode = .headless(file)
            case .failure(let error):
                for issue in error.issues { printError(issue.line(in: answers)) }
                throw ExitCode.failure
            }
        } else if auto {
            mode = .headless(nil)
        }
        if case .headless(let file) = mode {
            try refuseUnsignedReviews(in: loaded, answers: file)
        }
        let session = try options.session(for: loaded, enrolment: enrolment, devices: devices)
        let location = devices.liveLocation(for: loaded)
        defer { location?.stop() }
        do {
            try options.run(session) { runner, samples in
                try ConsolePresenter(runner: runner, mode: mode, readLine: { readLine() }, write: { print($0) },
                                     wait: { Thread.sleep(forTimeInterval: $0) }, samples: samples,
                                     currentLocation: { location?.current }).run()
            }
            try studySession.record(task: options.task, folder: options.folder)
        } catch let error as ActivetaskError where error.code == .presenterStopped {
            printError("\(answers ?? options.task): \(error.message)")
            throw ExitCode.failure
        }
    }

    /// Refuses, before the output folder is made, a run without prompts whose task has a consent
    /// review that the answers file does not sign (`--auto` signs none): it would show the
    /// document and stop.
    /// - Throws: `ExitCode.failure` after naming each such step and what to give.
    private func refuseUnsignedReviews(in task: OrderedTask, answers file: AnswersFile?) throws {
        let unsigned = task.flattenedSteps.compactMap { $0 as? ConsentReviewStep }.filter { file?.review(for: $0) == nil }
        guard !unsigned.isEmpty else { return }
        for step in unsigned {
            printError("\(answers ?? options.task): step \"\(step.identifier)\" is a consent review, which a run without prompts cannot sign; "
                       + "give its answer in an --answers file ({\"\(step.identifier)\": {\"consented\": true, …}}: docs/TASK-JSON.md), "
                       + "or run it with prompts")
        }
        throw ExitCode.failure
    }
}
