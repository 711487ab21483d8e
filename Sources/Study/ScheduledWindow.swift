import ActiveTasks
import Foundation

/// One time a session's window opens: its day and the instants it opens, closes and stops
/// counting runs as late.
public struct ScheduledWindow: Sendable, Equatable, Comparable {
    /// The session's identifier.
    public var session: String
    /// The day it opens on, in the device's time zone.
    public var day: CalendarDay
    /// When it opens.
    public var start: Date
    /// When it closes: a run completed by then is on time.
    public var end: Date
    /// When its grace ends: a run completed by then is late; after it, the window is missed.
    public var graceEnd: Date

    /// Creates a window.
    /// - Parameters:
    ///   - session: The session's identifier.
    ///   - day: The day it opens on.
    ///   - start: When it opens.
    ///   - end: When it closes.
    ///   - graceEnd: When a run stops counting as late.
    public init(session: String, day: CalendarDay, start: Date, end: Date, graceEnd: Date) {
        self.session = session
        self.day = day
        self.start = start
        self.end = end
        self.graceEnd = graceEnd
    }

    /// Earlier windows sort first; windows opening at once by session identifier.
    public static func < (lhs: ScheduledWindow, rhs: ScheduledWindow) -> Bool {
        (lhs.start, lhs.session) < (rhs.start, rhs.session)
    }
}
