import ArgumentParser

/// The `activetask` command: runs, records and analyses active tasks on Linux devices.
///
/// Every command gives its `commandName`: without one, swift-argument-parser derives it from
/// `String(describing:)` of the type at every start, whose casts each scan all 11,000 protocol
/// conformance records of the static binary (1–2 ms of each run, docs/PERFORMANCE.md).
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
