import ActiveTasks
import Recorders
import RecordingFormat
import Synchronization

/// The device's current location for location questions, kept up to date from a location source
/// (gpsd) while a task runs: the latest fix, or none after the source lost its fix or its
/// connection.
///
/// A survey has no location recorder, so the session starts this source beside the task's
/// recorders and hands `current` to the presenter.
package final class LiveLocation: Sendable {
    private let source: any SampleSource
    private let latest = Mutex<LocationSample?>(nil)

    /// Creates a live location over `source`; nothing is read until `start()`.
    /// - Parameter source: A source of location samples.
    package init(source: any SampleSource) {
        self.source = source
    }

    /// Whether `task` asks a location question that offers the current location.
    /// - Parameter task: The task.
    package static func isOffered(in task: OrderedTask) -> Bool {
        task.flattenedSteps.contains { step in
            step.questions.contains(where: \.offersCurrentLocation)
        }
    }

    /// Starts reading fixes.
    /// - Throws: `ActivetaskError` when the source cannot start (gpsd unreachable).
    package func start() throws {
        try source.start(zero: .now(), emit: { @Sendable [weak self] sample in self?.take(sample) },
                         finish: { @Sendable _ in })
    }

    /// The latest fix as an answer; `nil` before the first fix and after a lost fix or connection.
    package var current: LocationAnswer? {
        latest.withLock { $0 }.map(LocationAnswer.init(sample:))
    }

    /// Stops reading fixes.
    package func stop() {
        source.stop()
    }

    private func take(_ sample: Sample) {
        switch sample {
        case .location(let fix):
            latest.withLock { $0 = fix }
        case .marker(let marker) where marker.event == .fixLost || marker.event == .sourceDisconnected:
            latest.withLock { $0 = nil }
        default:
            break
        }
    }
}
