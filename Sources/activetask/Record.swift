import ArgumentParser
import Foundation
import Recorders

/// `activetask record`: records sensors without a task into chunk files and `recording.json`.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record sensors without a task: chunked JSON-lines files plus recording.json in the output folder.",
        discussion: "Stops after --duration, when every source ended by itself (a --pace fast replay), or on SIGINT/SIGTERM; "
            + "exits non-zero when a required source failed, after writing everything recorded."
    )

    @Option(help: ArgumentHelp("Accelerometer device (an IIO device name or id).", valueName: "DEV"))
    var accelerometer: String?

    @Option(help: ArgumentHelp("Gyroscope device (an IIO device name or id).", valueName: "DEV"))
    var gyroscope: String?

    @Option(help: ArgumentHelp("Touch device (an input node such as /dev/input/event7).", valueName: "DEV"))
    var touch: String?

    @Option(help: ArgumentHelp("gpsd to read locations from.", valueName: "HOST:PORT"))
    var location: String?

    @Option(help: ArgumentHelp("Replay a recorded folder of chunks as the source of every sensor type it holds that no other flag names.",
                               valueName: "DIR"))
    var replay: String?

    @Option(help: "Replay pace: recorded (real time) or fast (as fast as possible).")
    var pace: ReplayPace = .recorded

    @Option(help: ArgumentHelp("Requested sampling frequency of motion sensors.", valueName: "HZ"))
    var frequency: Double?

    @Option(help: ArgumentHelp("Start a new chunk when the current one reaches this many bytes.", valueName: "N"))
    var chunkBytes: Int?

    @Option(help: ArgumentHelp("Start a new chunk when the current one spans this many seconds.", valueName: "S"))
    var chunkSeconds: Double?

    @Option(help: ArgumentHelp("Samples the buffer between each source and its writer holds before dropping.", valueName: "N"))
    var bufferCapacity: Int?

    @Option(help: ArgumentHelp("A JSON file binding sensor types to devices; its sensor types are recorded too.", valueName: "FILE"))
    var deviceProfile: String?

    @Option(help: ArgumentHelp("How long to record.", valueName: "SECONDS"))
    var duration: Double

    @Option(help: ArgumentHelp("The folder to write chunks and recording.json into (created 0700).", valueName: "DIR"))
    var output: String

    func validate() throws {
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be a positive number of seconds, e.g. --duration 10.") }
        if let frequency, !(frequency > 0) { throw ValidationError("--frequency must be a positive number of Hz, e.g. --frequency 100.") }
        if let chunkBytes, chunkBytes < 1024 { throw ValidationError("--chunk-bytes must be at least 1024.") }
        if let chunkSeconds, !(chunkSeconds > 0) { throw ValidationError("--chunk-seconds must be a positive number of seconds.") }
        if let bufferCapacity, bufferCapacity < 1 { throw ValidationError("--buffer-capacity must be at least 1 sample.") }
        if [accelerometer, gyroscope, touch, location, replay, deviceProfile].allSatisfy({ $0 == nil }) {
            throw ValidationError("Nothing to record: pass at least one of --accelerometer, --gyroscope, --touch, --location, --replay or --device-profile.")
        }
    }

    func run() throws {
        let outputURL = URL(fileURLWithPath: output)
        let plan = try RecordPlan(flags: [.accelerometer: accelerometer, .gyroscope: gyroscope, .touch: touch, .location: location],
                                  replay: replay.map { URL(fileURLWithPath: $0) }, pace: pace,
                                  deviceProfile: deviceProfile.map { URL(fileURLWithPath: $0) },
                                  template: RecorderConfiguration(identifier: "", type: .accelerometer, frequency: frequency,
                                                                  chunkBytes: chunkBytes, chunkSeconds: chunkSeconds,
                                                                  bufferCapacity: bufferCapacity))
        let coordinator = try RecorderCoordinator(taskConfigurations: plan.configurations,
                                                  resolver: DeviceResolver(providers: SourceProviders.all(replayPace: pace),
                                                                           overrides: plan.overrides, profile: plan.profile),
                                                  outputDirectory: outputURL)
        let summary = try coordinator.record(seconds: duration)
        print(summary.text(folder: outputURL.path))
        let failures = summary.recorders.flatMap(\.errors)
        for error in failures { FileHandle.standardError.write(Data("error: \(error.message)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

extension ReplayPace: ExpressibleByArgument {}

extension RecordingSummary {
    /// One line per recorder: identifier, chunks, samples, drops.
    func text(folder: String) -> String {
        let lines = recorders.map { result in
            "\(result.identifier): \(result.files.count) chunk(s), \(result.files.reduce(0) { $0 + $1.sampleCount }) samples, "
                + "\(result.droppedCount) dropped" + (result.errors.isEmpty ? "" : ", \(result.errors.count) error(s)")
        }
        return (lines + ["stopped: \(stopReason.rawValue); results in \(folder)/\(RecordingSummary.fileName)"]).joined(separator: "\n")
    }
}
