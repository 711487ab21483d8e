import RecordingFormat
import ArgumentParser
import Foundation
import Devices
import Recorders

/// `activetask record`: records sensors without a task into chunk files and `recording.json`.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record sensors without a task: chunked JSON-lines files plus recording.json in the output folder.",
        discussion: "Stops after --duration, when every source ended by itself (a --pace fast replay), or on SIGINT/SIGTERM; "
            + "exits non-zero when a required source failed, after writing everything recorded."
    )

    @OptionGroup(title: "Devices")
    var devices: DeviceOptions

    @Flag(name: .customLong("touch-grab"), help: "Take the touch device exclusively (EVIOCGRAB) so that no other program acts on the taps.")
    var touchGrab = false

    @Option(help: ArgumentHelp("libinput's 2×3 touch calibration matrix for normalized positions; write --calibration=-1,0,1,0,1,0 when it starts with a minus.",
                               valueName: "a,b,c,d,e,f"))
    var calibration: String?

    @Option(help: ArgumentHelp("The smallest touch move, in normalized units, that gives a moved sample.", valueName: "D"))
    var movementThreshold: Double?

    @Option(help: ArgumentHelp("Requested sampling frequency of motion sensors.", valueName: "HZ"))
    var frequency: Double?

    @Option(help: ArgumentHelp("Start a new chunk when the current one reaches this many bytes.", valueName: "N"))
    var chunkBytes: Int?

    @Option(help: ArgumentHelp("Start a new chunk when the current one spans this many seconds.", valueName: "S"))
    var chunkSeconds: Double?

    @Option(help: ArgumentHelp("Samples the buffer between each source and its writer holds before dropping.", valueName: "N"))
    var bufferCapacity: Int?

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
        if let calibration {
            do { _ = try CalibrationMatrix(parsing: calibration) } catch let error as ActivetaskError {
                throw ValidationError("--calibration: \(error.message).")
            }
        }
        if let movementThreshold, !(movementThreshold >= 0) {
            throw ValidationError("--movement-threshold must be a distance ≥ 0 in normalized units, e.g. --movement-threshold 0.01.")
        }
        if !devices.namesAnyDevice {
            throw ValidationError("Nothing to record: pass at least one of --accelerometer, --gyroscope, --touch, --location, --replay or --device-profile.")
        }
    }

    func run() throws {
        let outputURL = URL(fileURLWithPath: output)
        let selection = try devices.selection()
        let template = RecorderConfiguration(identifier: "", type: .accelerometer, frequency: frequency,
                                             chunkBytes: chunkBytes, chunkSeconds: chunkSeconds, bufferCapacity: bufferCapacity,
                                             calibrationMatrix: try calibration.map { try CalibrationMatrix(parsing: $0).values },
                                             grab: touchGrab ? true : nil, movementThreshold: movementThreshold)
        let coordinator = try RecorderCoordinator(taskConfigurations: RecordPlan(selection: selection, template: template).configurations,
                                                  resolver: devices.resolver(selection, replayAlignment: .recording), outputDirectory: outputURL)
        // A file-size limit makes write() fail with EFBIG, so the chunk is closed cleanly, instead of killing the process.
        signal(SIGXFSZ, SIG_IGN)
        let interruption = SignalInterruption([SIGINT, SIGTERM]) { _ in coordinator.interrupt() }
        defer { interruption.cancel() }
        let summary = try coordinator.record(seconds: duration)
        print(summary.text(folder: outputURL.path))
        let failures = summary.recorders.flatMap(\.errors)
        for error in failures { printError("error: \(error.message)") }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

extension RecordingSummary {
    /// One line per recorder: identifier, chunks, samples, drops.
    func text(folder: String) -> String {
        let lines = recorders.map { result in
            "\(result.identifier): \(NumberText.counted(result.files.count, "chunk", "chunks")), "
                + NumberText.counted(result.files.reduce(0) { $0 + $1.sampleCount }, "sample", "samples") + ", \(result.droppedCount) dropped" + (result.errors.isEmpty ? "" : ", " + NumberText.counted(result.errors.count, "error", "errors"))
        }
        return (lines + ["stopped: \(stopReason.rawValue); results in \(folder)/\(RecordingSummary.fileName)"]).joined(separator: "\n")
    }
}
