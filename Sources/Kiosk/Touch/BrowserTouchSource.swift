import Recorders
import RecordingFormat

/// The kiosk page's pointer events as a touch source: while started, every event the page sends
/// becomes a `TouchSample` (positions normalized to the page, `rawX`/`rawY` in CSS pixels,
/// stamped when the browser saw the event) written by the touch recorder like any device's.
package final class BrowserTouchSource: SampleSource {
    /// The page, as chunk headers name it (`backend: "browser"`).
    package let device: DeviceDescription
    private let hub: BrowserTouchHub

    /// Creates a source fed by `hub`.
    /// - Parameters:
    ///   - hub: Where the page's pointer events arrive.
    ///   - selector: The device name the recorder was bound to.
    init(hub: BrowserTouchHub, selector: String) {
        self.hub = hub
        device = DeviceDescription(name: "kiosk page", identifier: selector, backend: BrowserTouchProvider.backendName,
                                   details: ["coordinates": "normalized to the page; raw values in CSS pixels"])
    }

    /// Touches.
    package var sensorTypes: [SensorType] { [.touch] }

    /// Takes the page's pointer events from now on.
    package func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        hub.attach(self, zero: zero, emit: emit)
    }

    /// Stops taking the page's pointer events.
    package func stop() {
        hub.detach(self)
    }
}
