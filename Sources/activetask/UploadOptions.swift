import ArgumentParser
import Foundation
import RecordingFormat
import Upload

/// The outbox and destinations file every `upload` subcommand works on.
struct UploadOptions: ParsableArguments {
    @Option(help: "The outbox folder (default: $XDG_STATE_HOME/activetask/outbox).")
    var outbox: String?

    @Option(help: "The destinations file, mode 0600 (default: $XDG_CONFIG_HOME/activetask/destinations.json).")
    var config: String?

    /// Opens the outbox.
    func openOutbox() throws -> Outbox {
        try report { () throws(ActivetaskError) in
            try Outbox(folder: outbox.map { URL(fileURLWithPath: $0) } ?? Outbox.defaultFolder())
        }
    }

    /// Reads the destinations file.
    func destinations() throws -> DestinationsFile {
        try report { () throws(ActivetaskError) in
            try DestinationsFile(url: config.map { URL(fileURLWithPath: $0) } ?? DestinationsFile.defaultURL())
        }
    }

    /// Runs `body`, printing its error as `error: …` and exiting 1.
    func report<Value>(_ body: () throws(ActivetaskError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
    }
}
