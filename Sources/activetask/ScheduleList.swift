import ArgumentParser
import Schedule

/// `activetask schedule list`: the schedule's units in the unit folder, each timer with its
/// calendar expressions.
struct ScheduleList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the schedule units installed in the systemd user unit folder, each timer with its OnCalendar= lines."
    )

    @OptionGroup var units: UnitFolderOptions

    @Option(help: ArgumentHelp("Only this participant's units.", valueName: "ID"))
    var participant: String?

    func run() throws {
        let folder = units.folder
        let names = folder.units(startingWith: participant.map(UnitName.participantPrefix) ?? UnitName.prefix)
        if names.isEmpty { printError("no schedule units in \(folder.url.path)") }
        for name in names {
            print(folder.url.appendingPathComponent(name).path)
            guard name.hasSuffix(".timer") else { continue }
            for line in (folder.contents(of: name) ?? "").split(separator: "\n") where line.hasPrefix("OnCalendar=") {
                print("  \(line)")
            }
        }
    }
}
