import ActiveTasks
import Foundation

/// Whether a participant kept one scheduled window: every task of its session completed in it
/// (`done`), after it but within its grace (`late`), not by the end of its grace (`missed`), or
/// not yet (`open`, the window or its grace still running).
public struct WindowAdherence: Sendable, Equatable, Codable {
    /// How a window was kept.
    public enum State: String, Sendable, Codable, CaseIterable {
        /// Every task completed inside the window.
        case done
        /// Every task completed, the last after the window but within its grace.
        case late
        /// The grace ended before every task was completed.
        case missed
        /// The window or its grace is still running and not every task is completed.
        case open
    }

    /// The session's identifier.
    public var session: String
    /// The day the window opened, `yyyy-MM-dd` in the device's time zone.
    public var day: String
    /// When the window opened.
    public var start: Date
    /// When it closed.
    public var end: Date
    /// When its grace ended.
    public var graceEnd: Date
    /// How it was kept.
    public var state: State
    /// When its last task completed (`done` and `late` only).
    public var completed: Date?
    /// The folders of the completed runs that count for it, in the session's task order.
    public var results: [String]

    /// How `window` was kept, given the runs in the journal and the time now.
    /// - Parameters:
    ///   - window: A window that opened by `now`.
    ///   - tasks: The session's tasks, as its runs name them.
    ///   - runs: The journal's records.
    ///   - now: The time now.
    public init(_ window: ScheduledWindow, tasks: [String], runs: [SessionRunRecord], now: Date) {
        let counted = tasks.map { task in
            runs.filter { $0.session == window.session && $0.task == task && $0.status == .completed
                && $0.endDate >= window.start && $0.endDate <= window.graceEnd }
                .min { $0.endDate < $1.endDate }
        }
        let found = counted.compactMap { $0 }
        let completed = found.count == tasks.count ? found.map(\.endDate).max() : nil
        session = window.session
        day = window.day.description
        start = window.start
        end = window.end
        graceEnd = window.graceEnd
        results = found.map(\.result)
        switch completed {
        case let last? where last <= window.end: state = .done
        case _?: state = .late
        case nil where now <= window.graceEnd: state = .open
        case nil: state = .missed
        }
        self.completed = completed
    }
}
