import ActiveTasks
import ArgumentParser
import Foundation
import PredefinedTasks
import RecordingFormat
import TerminalUI

/// `activetask present NAME|TASK.json --output DIR`: runs a task full-screen on this terminal
/// (console kiosks) and writes `DIR/taskResult.json`.
struct Present: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Run a predefined task or a task-JSON file full-screen on this terminal and write DIR/taskResult.json.",
        discussion: """
            Takes over the whole terminal (alternate screen) until the task ends. The task's recorders record as \
            with `run`; touches from the touch recorder land on what is drawn (the touchscreen is taken to cover the \
            whole terminal). Enter continues, b goes back, \
            Esc or Ctrl-C stops and saves the run; questions: a choice's number (y/n for yes/no), other answers typed and taken with Enter, \
            s skips optional ones; tapping: f and j tap the left and right targets; memory: each target shows its key; Stroop: 1-4 choose red, green, blue, yellow; hole peg: only two fingers on a touchscreen drag the peg, no key does (play it in the kiosk); \
            touch ability: 1-9 tap the square's cell or hold it until the next key, w a s d swipe up, left, down, right, the arrows drag the scroll list and any other key lets go, keys cannot pinch or rotate: any key skips those trials; PSAT: 3-9 answer at once, 1 then 0-7 answers 10-17; Trail Making: each circle shows its key (a-m); Tower of Hanoi: 1-3 touch the towers, g gives up; Amsler grid: arrows move over the cells, space marks one, Enter ends the eye; touch reaction time: Space stands for a finger on the screen. \
            Predefined tasks: \(PredefinedTask.allCases.map(\.rawValue).joined(separator: ", ")). \
            Esc, Ctrl-C, a closed terminal, SIGTERM or SIGHUP save the run in DIR/taskResult.json (status saved, \
            every chunk listed; nothing is deleted); --resume DIR continues it at the step it stopped on.
            """
    )

    @OptionGroup var options: TaskOptions

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    func run() throws {
        let loaded = try self.options.load()
        try TaskOptions.refuseUndrawn(loaded, named: self.options.task, presenter: "present", canDraw: FullScreenPresenter.canDraw(stepType:))
        let study = try self.options.participant.loadStudy()
        let enrolment = try self.options.participant.enrolment(in: study, resuming: self.options.resume != nil)
        let options = self.options.withHeight(from: study, participant: enrolment.participantIdentifier)
        do {
            try FullScreenPresenter.requireTerminal()
        } catch {
            printError("\(options.task): \(error.message)")
            throw ExitCode.failure
        }
        let session = try options.session(for: loaded, enrolment: enrolment, devices: devices)
        let location = devices.liveLocation(for: loaded)
        defer { location?.stop() }
        do {
            try options.run(session) { runner, samples in
                try FullScreenPresenter(runner: runner, samples: samples, currentLocation: { location?.current }).run()
            }
        } catch let error as ActivetaskError where error.code == .presenterStopped {
            printError("\(options.task): \(error.message)" + (session.records ? "; what was recorded is kept in \(options.folder)" : ""))
            throw ExitCode.failure
        }
    }
}
