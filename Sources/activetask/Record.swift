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

    @Flag(name: .customLong("touch-grab"), help: "Take the touch device exclusively (EVIOCGRAB) so that no other program acts on the taps.")
    var touchGrab = false

    @Option(help: ArgumentHelp("libinput's 2×3 touch calibration matrix for normalized positions; write --calibration=-1,0,1,0,1,0 when it starts with a minus.",
                               valueName: "a,b,c,d,e,f"))
    var calibration: String?

    @Option(help: ArgumentHelp("The smallest touch move, in normalized units, that gives a moved sample.", valueName: "D"))
    var movementThreshold: Double?

    @Option(help: ArgumentHelp("gpsd to read locations from.", valueName: "HOST:PORT"))
    var location: String?

    @Option(help: ArgumentHelp("Replay a recorded folder of chunks as the source of every sensor type it holds that no other flag names.",
                               valueName: "DIR"))
    var replay: String?

    @Option(help: "Replay pace: recorded (real time) or fast (as fast as possible).")
    var pace: ReplayPace = .recorded

    @Option(help: ArgumentHelp("Requested sampling frequency of motion sensors.", valueName: "HZ"))
    var frequency: Double?

    @Option(help: ArgumentHelp("IIO kernel buffer length in scans (default: half a second of scans).", valueName: "N"))
    var iioBufferLength: Int?

    @Option(help: ArgumentHelp("IIO scans per read wake-up, the buffer watermark (default: 1/20 s of scans).", valueName: "N"))
    var iioWatermark: Int?

    @Option(help: ArgumentHelp("IIO trigger to make current while recording, by id or name (default: keep the device's).",
                               valueName: "TRIGGER"))
    var iioTrigger: String?

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
        if let calibration {
            do { _ = try CalibrationMatrix(parsing: calibration) } catch let error as RecorderError {
                throw ValidationError("--calibration: \(error.message).")
            }
        }
        if let movementThreshold, !(movementThreshold >= 0) {
            throw ValidationError("--movement-threshold must be a distance ≥ 0 in normalized units, e.g. --movement-threshold 0.01.")
        }
        if let iioBufferLength, iioBufferLength < 2 { throw ValidationError("--iio-buffer-length must be at least 2 scans.") }
        if let iioWatermark, iioWatermark < 1 { throw ValidationError("--iio-watermark must be at least 1 scan.") }
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
                                                                  bufferCapacity: bufferCapacity,
                                                                  calibrationMatrix: try calibration.map { try CalibrationMatrix(parsing: $0).values },
                                                                  grab: touchGrab ? true : nil, movementThreshold: movementThreshold))
        let coordinator = try RecorderCoordinator(taskConfigurations: plan.configurations,
                                                  resolver: DeviceResolver(providers: SourceProviders.all(replayPace: pace, iio: iioOptions),
                                                                           overrides: plan.overrides, profile: plan.profile),
                                                  outputDirectory: outputURL)
        let summary = try coordinator.record(seconds: duration)
        print(summary.text(folder: outputURL.path))
        let failures = summary.recorders.flatMap(\.errors)
        for error in failures { FileHandle.standardError.write(Data("error: \(error.message)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

extension Record {
    /// The IIO buffer and trigger flags.
    var iioOptions: IIOCaptureOptions {
        IIOCaptureOptions(bufferLength: iioBufferLength, watermark: iioWatermark, trigger: iioTrigger)
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
