import ArgumentParser
import Dispatch
import Foundation
import Recorders

/// `activetask touches`: prints a touch device's touches as JSON lines, to check a screen.
struct Touches: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the touches of a touch device as JSON lines for a while (like libinput debug-events).",
        discussion: "Each line is a touch sample (began, moved, ended, cancelled) or a marker, with the kernel's "
            + "event time; x and y are normalized to [0, 1] over the axis range."
    )

    @Option(name: .customLong("touch"), help: "The touch device node (default: the first touchscreen, touchpad or single-touch device).")
    var device: String?

    @Option(help: "Seconds to read before stopping.")
    var duration: Double = 10

    @Flag(name: .customLong("touch-grab"), help: "Take the device exclusively (EVIOCGRAB) so that no other program acts on the touches.")
    var grab = false

    @Option(help: "libinput's 2×3 calibration matrix a,b,c,d,e,f for normalized positions (write --calibration=-1,0,1,0,1,0 when it starts with a minus).")
    var calibration: String?

    @Option(help: "The smallest move, in normalized units, that gives a moved sample.")
    var movementThreshold: Double?

    func validate() throws {
        guard duration > 0, duration.isFinite else {
            throw ValidationError("--duration must be a positive number of seconds, such as --duration 5")
        }
        if let calibration, calibrationValues(calibration)?.count != 6 {
            throw ValidationError("--calibration needs six numbers a,b,c,d,e,f, such as --calibration 0,1,0,-1,0,1 "
                                  + "for a screen rotated 90°; got \(calibration)")
        }
    }

    func run() throws {
        let provider = EvdevSourceProvider()
        guard let selector = device ?? provider.autodetect(.touch) else {
            throw ValidationError("no touch device found; run `activetask devices` and pass --touch /dev/input/eventN")
        }
        let configuration = RecorderConfiguration(identifier: "touch", type: .touch, device: selector,
                                                  calibrationMatrix: calibration.flatMap(calibrationValues),
                                                  grab: grab, movementThreshold: movementThreshold)
        let source = try provider.makeSource(selector: selector, configurations: [configuration])
        let failure = TouchMonitorFailure()
        try source.start(zero: .now(), emit: { @Sendable sample in
            FileHandle.standardOutput.write(Data((sample.jsonLine + "\n").utf8))
        }, finish: { @Sendable error in
            failure.end(error)
        })
        let error = failure.wait(seconds: duration)
        source.stop()
        if let error { throw error }
    }

    private func calibrationValues(_ text: String) -> [Double]? {
        let values = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return values.count == text.split(separator: ",").count ? values : nil
    }
}
