import ActiveTasks
import Foundation

/// A participant's adherence to a study schedule so far: every window that opened from
/// enrolment until `asOf`, how it was kept, and the count of each state. `schedule status`
/// prints it and writes it as `adherence.json` (docs/STUDY.md, Adherence).
public struct AdherenceReport: Sendable, Equatable, Codable {
    /// The participant.
    public var participant: String
    /// The enrolment day, `yyyy-MM-dd`.
    public var enrolment: String
    /// The device's time zone the windows were placed in.
    public var timeZone: String
    /// The time the report was computed for.
    public var asOf: Date
    /// How many windows are in each state, by the state's name; every state is present.
    public var counts: [String: Int]
    /// Every window that opened by `asOf`, in order.
    public var windows: [WindowAdherence]

    /// Computes the adherence to `schedule` from the journal's records.
    /// - Parameters:
    ///   - schedule: The study's sessions, their task files resolved as the runs name them.
    ///   - participant: The participant.
    ///   - enrolment: Their enrolment day.
    ///   - timeZone: The device's time zone.
    ///   - runs: The journal's records.
    ///   - now: The time to compute for.
    public init(schedule: StudySchedule, participant: String, enrolledOn enrolment: CalendarDay, timeZone: TimeZone,
                runs: [SessionRunRecord], now: Date) {
        self.participant = participant
        self.enrolment = enrolment.description
        self.timeZone = timeZone.identifier
        asOf = now
        let windows = schedule.windows(enrolledOn: enrolment, timeZone: timeZone, from: .distantPast, through: now).map { window in
            WindowAdherence(window, tasks: schedule.session(window.session)?.tasks.map(\.task) ?? [], runs: runs, now: now)
        }
        self.windows = windows
        counts = Dictionary(uniqueKeysWithValues: WindowAdherence.State.allCases.map { state in
            (state.rawValue, windows.count { $0.state == state })
        })
    }
}
