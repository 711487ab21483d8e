import RecordingFormat
import ArgumentParser
import Foundation
import Devices
import Recorders
import ActiveTasks
import TaskSessions

/// The device flags `record` and `run` share: which device serves each sensor type, a replay
/// folder standing in for devices, a device profile, and how IIO devices are captured.
struct DeviceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Accelerometer device (an IIO device name or id).", valueName: "DEV"))
    var accelerometer: String?

    @Option(help: ArgumentHelp("Gyroscope device (an IIO device name or id).", valueName: "DEV"))
    var gyroscope: String?

    @Option(help: ArgumentHelp("Touch device (an input node such as /dev/input/event7).", valueName: "DEV"))
    var touch: String?

    @Option(help: ArgumentHelp("gpsd to read locations from (for location recorders, and the current fix offered to location questions).", valueName: "HOST:PORT"))
    var location: String?

    @Option(help: ArgumentHelp("Replay a recorded folder of chunks as the source of every sensor type it holds that no other flag names.",
                               valueName: "DIR"))
    var replay: String?

    @Option(help: "Replay pace: recorded (real time) or fast (as fast as possible).")
    var pace: ReplayPace = .recorded

    @Option(help: ArgumentHelp("A JSON file binding sensor types to devices, e.g. {\"accelerometer\": \"iio:device0\"}.", valueName: "FILE"))
    var deviceProfile: String?

    @Option(help: ArgumentHelp("IIO kernel buffer length in scans (default: half a second of scans).", valueName: "N"))
    var iioBufferLength: Int?

    @Option(help: ArgumentHelp("IIO scans per read wake-up, the buffer watermark (default: 1/20 s of scans).", valueName: "N"))
    var iioWatermark: Int?

    @Option(help: ArgumentHelp("IIO trigger to make current while recording, by id or name (default: keep the device's).",
                               valueName: "TRIGGER"))
    var iioTrigger: String?

    func validate() throws {
        if let iioBufferLength, iioBufferLength < 2 { throw ValidationError("--iio-buffer-length must be at least 2 scans.") }
        if let iioWatermark, iioWatermark < 1 { throw ValidationError("--iio-watermark must be at least 1 scan.") }
    }

    /// Whether any flag, the replay or a profile names a device.
    var namesAnyDevice: Bool {
        [accelerometer, gyroscope, touch, location, replay, deviceProfile].contains { $0 != nil }
    }

    /// The gpsd fix offered to `task`'s location questions, started, when `--location` names a
    /// gpsd and the task asks for a location; when gpsd cannot be reached the run goes on with
    /// typed coordinates and says so on standard error.
    /// - Parameter task: The task about to run.
    func liveLocation(for task: OrderedTask) -> LiveLocation? {
        guard let location, LiveLocation.isOffered(in: task) else { return nil }
        do {
            let live = LiveLocation(source: GPSSource(endpoint: try GPSEndpoint(parsing: location)))
            try live.start()
            return live
        } catch {
            printError("--location \(location): \((error as? ActivetaskError)?.message ?? "\(error)"); location questions take typed coordinates")
            return nil
        }
    }

    /// The choices as bindings.
    /// - Throws: `ActivetaskError` naming the replay folder or profile file when it cannot be read.
    func selection() throws -> DeviceSelection {
        try DeviceSelection(flags: [.accelerometer: accelerometer, .gyroscope: gyroscope, .touch: touch, .location: location],
                            replay: replay.map { URL(fileURLWithPath: $0) }, pace: pace,
                            deviceProfile: deviceProfile.map { URL(fileURLWithPath: $0) })
    }

    /// A resolver over every backend of this build, with `selection` (from `selection()`).
    /// - Parameters:
    ///   - selection: The choices.
    ///   - replayAlignment: How a replay lines up with the new recording: `.recording` when
    ///     sources start with it (`record`), `.sourceStart` when they start with steps (`run`).
    ///   - extra: Backends besides this build's devices (the kiosk page's touches), asked last.
    func resolver(_ selection: DeviceSelection, replayAlignment: ReplayAlignment,
                  adding extra: [any SampleSourceProvider] = []) -> DeviceResolver {
        selection.resolver(providers: SourceProviders.all(
            replay: ReplaySourceProvider(pace: pace, alignment: replayAlignment),
            iio: IIOCaptureOptions(bufferLength: iioBufferLength, watermark: iioWatermark, trigger: iioTrigger)) + extra)
    }
}

extension ReplayPace: ExpressibleByArgument {}
