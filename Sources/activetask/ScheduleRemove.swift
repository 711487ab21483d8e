import ArgumentParser
import Schedule

/// `activetask schedule remove --participant ID`: deletes the participant's schedule units.
struct ScheduleRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete a participant's schedule units from the systemd user unit folder (only files `schedule install` wrote).",
        discussion: "Stop the timers first: systemctl --user disable --now the printed timers, then systemctl --user daemon-reload."
    )

    @OptionGroup var units: UnitFolderOptions

    @Option(help: ArgumentHelp("The participant whose units are deleted.", valueName: "ID"))
    var participant: String

    func run() throws {
        let folder = units.folder
        let removed: [String]
        do {
            removed = try folder.remove(startingWith: UnitName.participantPrefix(participant))
        } catch {
            printError("error: \(error.message)")
            throw ExitCode.failure
        }
        if removed.isEmpty { printError("no schedule units of participant \(participant) in \(folder.url.path)") }
        for name in removed { print("removed \(folder.url.appendingPathComponent(name).path)") }
    }
}
