import ActiveTasks
import ArgumentParser
import Foundation
import RecordingFormat
import Schedule
import Study

/// `activetask schedule status`: the participant's adherence so far, from the journal.
struct ScheduleStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Report every window since enrolment as done, late, missed or open, from the adherence journal.",
        discussion: """
            A window is done when every task of its session has a completed run (recorded by run or kiosk with \
            --session) that ended inside it, late when the last ended after it but within its grace, missed when its \
            grace is over without that, and open while it or its grace runs. --output writes the same as adherence.json \
            (docs/STUDY.md, Adherence).
            """
    )

    @OptionGroup var options: ScheduleOptions

    @Option(help: ArgumentHelp("Report as at this time instead of now (ISO 8601 with its zone).", valueName: "TIME"))
    var at: String?

    @Option(help: ArgumentHelp("Also write the report as JSON to FILE (adherence.json; mode 0600).", valueName: "FILE"))
    var output: String?

    func validate() throws {
        _ = try ScheduleOptions.date(at)
    }

    func run() throws {
        let schedule = try options.schedule()
        let report: AdherenceReport
        do {
            report = AdherenceReport(schedule: schedule, participant: options.participant, enrolledOn: options.enrolment,
                                     timeZone: options.timeZone, runs: try SessionJournal(folder: options.stateFolder).records(),
                                     now: try ScheduleOptions.date(at))
            if let output {
                try PrivateFile.writeAtomically(try ResultJSON.encoder().encode(report), to: URL(fileURLWithPath: output))
            }
        } catch let error as ActivetaskError {
            printError("error: \(error.message)")
            throw ExitCode.failure
        }
        for window in report.windows {
            let results = window.results.isEmpty ? "" : "  " + window.results.joined(separator: " ")
            print("\(window.day) \(window.session) \(DateText.string(from: window.start)) \(window.state.rawValue)\(results)")
        }
        print(WindowAdherence.State.allCases.map { "\($0.rawValue) \(report.counts[$0.rawValue] ?? 0)" }.joined(separator: ", "))
    }
}
