import ActiveTasks

/// One session of a study schedule: the tasks a participant runs, in a daily time window, on the
/// days its repeat rule gives, counted from the participant's enrolment day.
///
/// Study JSON, one element of `"sessions"`:
/// `{"identifier": "morning", "tasks": ["shortWalk"], "window": {"start": "08:00", "end": "10:00"},
/// "repeat": "daily", "startDay": 0, "endDay": 27, "grace": 3600}`. The window's start is a time
/// of day in the device's time zone; `end` (a time of day, the next day when not after `start`) or
/// `duration` (seconds) gives its length. `startDay` and `endDay` (both included) count days from
/// enrolment (day 0). `grace` (seconds after the window, default 0) is how long a run still
/// counts, as late. docs/STUDY.md has every rule.
public struct StudySession: Sendable, Equatable {
    /// The longest a window and its grace together may be: a day, so one session's windows never
    /// overlap.
    public static let longestSpan = 86_400

    /// The session's identifier, unique in the study.
    public var identifier: String
    /// The tasks, run one after the other.
    public var tasks: [SessionTask]
    /// When the window opens, in the device's time zone.
    public var start: TimeOfDay
    /// How long the window stays open, in seconds.
    public var duration: Int
    /// How long after the window a run still counts (as late), in seconds.
    public var grace: Int
    /// On which days the window opens.
    public var repetition: SessionRepeat
    /// The first day (0 is the enrolment day) the window may open.
    public var firstDay: Int
    /// The last day the window may open (included); `nil` for no end.
    public var lastDay: Int?

    /// Creates a session.
    /// - Parameters:
    ///   - identifier: Unique in the study.
    ///   - tasks: The tasks, in order.
    ///   - start: When the window opens.
    ///   - duration: The window's length in seconds.
    ///   - grace: Seconds after the window a run counts as late.
    ///   - repetition: The days the window opens.
    ///   - firstDay: The first day after enrolment.
    ///   - lastDay: The last day after enrolment, included.
    public init(identifier: String, tasks: [SessionTask], start: TimeOfDay, duration: Int, grace: Int = 0,
                repetition: SessionRepeat, firstDay: Int = 0, lastDay: Int? = nil) {
        self.identifier = identifier
        self.tasks = tasks
        self.start = start
        self.duration = duration
        self.grace = grace
        self.repetition = repetition
        self.firstDay = firstDay
        self.lastDay = lastDay
    }

    /// Reads a session from study JSON, recording each problem with its path.
    /// - Parameter reader: The session's object.
    public init?(reader: JSONObjectReader) {
        let errorsBefore = reader.log.issues.count { $0.severity == .error }
        let identifier = reader.requiredString("identifier")
        if let identifier, identifier.isEmpty { reader.log.error(reader.path(of: "identifier"), "is empty; name the session") }
        var tasks: [SessionTask] = []
        if let elements = reader.array("tasks") {
            tasks = elements.compactMap { SessionTask($0.value, path: $0.path, in: reader) }
            if elements.isEmpty { reader.log.error(reader.path(of: "tasks"), "is empty; list the tasks the session runs") }
        } else if reader.value("tasks") == nil {
            reader.log.error(reader.path(of: "tasks"), "missing; list the tasks the session runs, e.g. [\"shortWalk\"]")
        }
        let window = Self.window(in: reader)
        let grace = reader.int("grace") ?? 0
        if grace < 0 { reader.log.error(reader.path(of: "grace"), "\(grace) is negative; give seconds after the window, 0 or more") }
        let repetition = SessionRepeat.read(from: reader)
        let firstDay = reader.int("startDay") ?? 0
        let lastDay = reader.int("endDay")
        if firstDay < 0 { reader.log.error(reader.path(of: "startDay"), "\(firstDay) is before enrolment; day 0 is the enrolment day") }
        if let lastDay, lastDay < firstDay {
            reader.log.error(reader.path(of: "endDay"), "\(lastDay) is before startDay \(firstDay); the session would never open")
        }
        if case .burst(_, _?) = repetition, lastDay == nil {
            reader.log.error(reader.path(of: "endDay"), "missing; bursts that repeat need an end, the last day after enrolment (e.g. 364)")
        }
        if let window, window.duration + max(grace, 0) > Self.longestSpan {
            reader.log.error(reader.path(of: "grace"), "the window (\(window.duration) s) and its grace (\(grace) s) are longer than a day "
                             + "and would overlap the next day's window; shorten one")
        }
        reader.warnAboutUnreadKeys()
        guard let identifier, let window, let repetition,
              reader.log.issues.count(where: { $0.severity == .error }) == errorsBefore else { return nil }
        self.init(identifier: identifier, tasks: tasks, start: window.start, duration: window.duration, grace: grace,
                  repetition: repetition, firstDay: firstDay, lastDay: lastDay)
    }

    private static func window(in session: JSONObjectReader) -> (start: TimeOfDay, duration: Int)? {
        guard let window = session.object("window") else {
            if session.value("window") == nil {
                session.log.error(session.path(of: "window"), "missing; write {\"start\": \"08:00\", \"end\": \"10:00\"}")
            }
            return nil
        }
        let startText = window.requiredString("start")
        let endText = window.string("end")
        let seconds = window.int("duration")
        window.warnAboutUnreadKeys()
        guard let startText else { return nil }
        guard let start = TimeOfDay(startText) else {
            window.log.error(window.path(of: "start"), "\"\(startText)\" is not a time of day; write HH:mm, e.g. \"08:00\"")
            return nil
        }
        switch (endText, seconds) {
        case (let endText?, nil):
            guard let end = TimeOfDay(endText) else {
                window.log.error(window.path(of: "end"), "\"\(endText)\" is not a time of day; write HH:mm, e.g. \"10:00\"")
                return nil
            }
            let length = (end.secondsSinceMidnight - start.secondsSinceMidnight + longestSpan) % longestSpan
            guard length > 0 else {
                window.log.error(window.path(of: "end"), "is the same as start; give a later end, or a duration in seconds")
                return nil
            }
            return (start, length)
        case (nil, let seconds?):
            guard (1...longestSpan).contains(seconds) else {
                window.log.error(window.path(of: "duration"), "\(seconds) s is not a window's length; give 1 to 86400 seconds")
                return nil
            }
            return (start, seconds)
        case (nil, nil):
            if window.value("end") == nil, window.value("duration") == nil {
                window.log.error(window.path, "give the window's \"end\" (HH:mm) or its \"duration\" (seconds)")
            }
            return nil
        case (_?, _?):
            window.log.error(window.path, "give either \"end\" or \"duration\", not both")
            return nil
        }
    }
}
