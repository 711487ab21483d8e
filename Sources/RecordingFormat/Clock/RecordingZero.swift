import Foundation

/// The instant a recording started: its monotonic zero and the wall-clock time of that zero.
///
/// Every sample's `timestamp` is seconds since `uptime`; chunk headers carry `date` so that
/// readers can turn timestamps back into wall-clock times.
public struct RecordingZero: Sendable, Equatable, Codable {
    /// `CLOCK_MONOTONIC` seconds at the start of the recording.
    public var uptime: Double
    /// The wall-clock time at the start of the recording.
    public var date: Date

    /// Creates a zero from explicit values (for replay and tests).
    public init(uptime: Double, date: Date) {
        self.uptime = uptime
        self.date = date
    }

    /// The zero for a recording that starts now.
    public static func now() -> RecordingZero {
        RecordingZero(uptime: MonotonicClock.now(), date: Date())
    }

    /// Seconds since this zero of a `CLOCK_MONOTONIC` reading.
    public func timestamp(forMonotonic uptime: Double) -> Double {
        uptime - self.uptime
    }
}
