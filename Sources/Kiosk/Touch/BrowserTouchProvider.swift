import Recorders
import RecordingFormat

/// The `browser` backend: the kiosk page's pointer events serve touch recorders bound to it.
package struct BrowserTouchProvider: SampleSourceProvider {
    /// The backend's name in bindings and chunk headers.
    package static let backendName = "browser"
    /// The device name touch recorders are bound to.
    package static let pageSelector = "page"

    /// Where the page's pointer events arrive.
    package let hub: BrowserTouchHub

    /// Creates the backend.
    /// - Parameter hub: Where the page's pointer events arrive.
    package init(hub: BrowserTouchHub) {
        self.hub = hub
    }

    /// `browser`.
    package var backend: String { Self.backendName }

    /// Touch.
    package var sensorTypes: Set<SensorType> { [.touch] }

    /// The page, for touch; never found by autodetection (a kiosk binds it explicitly).
    package func autodetect(_ type: SensorType) -> String? { nil }

    /// A source of the page's pointer events.
    package func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        BrowserTouchSource(hub: hub, selector: selector)
    }

    /// No devices: the page exists only while a kiosk serves it.
    package func report() -> DeviceReport {
        DeviceReport(backend: backend, devices: [])
    }

    /// Binds touch recorders to the page unless `selection` already names a touch device (a
    /// flag, a replay holding touches, or the device profile).
    /// - Parameter selection: The command line's choices.
    /// - Returns: Whether the page's pointer events are the run's touches.
    package static func bindPage(in selection: inout DeviceSelection) -> Bool {
        guard selection.overrides[.touch] == nil, selection.profile?.bindings[.touch] == nil else { return false }
        selection.overrides[.touch] = DeviceBinding(backend: backendName, device: pageSelector)
        return true
    }
}
