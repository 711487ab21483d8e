import ArgumentParser

/// The `activetask` command: runs, records and analyses active tasks on Linux devices.
@main
struct Activetask: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activetask",
        abstract: "Run ResearchKit-style active tasks on Linux devices, record their sensors, analyse the results.",
        version: "0.1.0",
        subcommands: [Validate.self, Run.self, Present.self, ServeKiosk.self, Record.self, Analyze.self, Export.self, Upload.self,
                      Devices.self, ConsentPDFCommand.self, Schedule.self, Import.self]
    )
}
