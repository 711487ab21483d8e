import RecordingFormat
import ArgumentParser
import Foundation
import Devices
import Recorders

/// `activetask devices`: what each backend can see on this machine.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the sensors this machine offers: IIO devices, touch devices and gpsd."
    )

    @Flag(help: "Print the reports as JSON instead of text.")
    var json = false

    @Option(help: ArgumentHelp("Where gpsd listens.", valueName: "host:port"))
    var gpsd: String = GPSEndpoint.default.description

    func validate() throws {
        do {
            _ = try GPSEndpoint(parsing: gpsd)
        } catch {
            throw ValidationError("--gpsd: \(error.message)")
        }
    }

    func run() throws {
        let reports = SourceProviders.all(gpsd: try GPSEndpoint(parsing: gpsd)).map { $0.report() }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        } else {
            print(reports.map(\.text).joined(separator: "\n"), terminator: "")
        }
    }
}

extension DeviceReport {
    /// The report as indented text: one block per device, details sorted by key.
    var text: String {
        var lines = ["\(backend):"]
        if devices.isEmpty && problems.isEmpty { lines.append("  (none found)") }
        for device in devices {
            lines.append("  \(device.identifier)  \(device.name)")
            for key in device.details.keys.sorted() {
                lines.append("    \(key): \(device.details[key]!)")
            }
        }
        lines += problems.map { "  problem: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
