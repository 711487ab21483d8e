import ActiveTasks

/// On which days a study session's window opens, counted from the participant's enrolment day.
///
/// Study JSON: `"repeat": "daily"`, `"repeat": {"weekdays": ["mon", "wed"]}`, or
/// `"repeat": {"burst": {"days": 7, "every": 28}}` (seven days in a row, again every 28 days;
/// without `every`, one burst).
public enum SessionRepeat: Sendable, Equatable {
    /// Every day.
    case daily
    /// The given weekdays: 0 Sunday, 1 Monday … 6 Saturday.
    case weekdays(Set<Int>)
    /// `days` days in a row from the session's first day, again every `every` days when given.
    case burst(days: Int, every: Int?)

    /// The weekday names study JSON takes, Sunday first (also how systemd's calendar writes them,
    /// capitalised).
    public static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// Whether the window opens on the day `offset` days after the session's first day.
    /// - Parameters:
    ///   - offset: Days after the session's first day, 0 or more.
    ///   - weekday: That day's weekday, 0 Sunday … 6 Saturday.
    public func includes(offset: Int, weekday: Int) -> Bool {
        switch self {
        case .daily: true
        case .weekdays(let days): days.contains(weekday)
        case .burst(let days, let every?): offset % every < days
        case .burst(let days, nil): offset < days
        }
    }

    /// Reads `repeat` from a session's object, recording each problem with its path.
    /// - Parameter reader: The session's reader.
    /// - Returns: The rule; `nil` after recording an error.
    static func read(from reader: JSONObjectReader) -> SessionRepeat? {
        let path = reader.path(of: "repeat")
        switch reader.value("repeat") {
        case nil:
            reader.log.error(path, "missing; write \"daily\", {\"weekdays\": [\"mon\", \"thu\"]} or {\"burst\": {\"days\": 7, \"every\": 28}}")
            return nil
        case .string("daily")?:
            return .daily
        case .object?:
            guard let rule = reader.object("repeat") else { return nil }
            defer { rule.warnAboutUnreadKeys() }
            if rule.value("weekdays") != nil, rule.value("burst") != nil {
                reader.log.error(path, "give either \"weekdays\" or \"burst\", not both")
                return nil
            }
            if rule.value("weekdays") != nil {
                return weekdays(in: rule)
            }
            if let burst = rule.object("burst") {
                return self.burst(in: burst)
            }
            reader.log.error(path, "give \"weekdays\": [\"mon\", …] or \"burst\": {\"days\": N, \"every\": M}")
            return nil
        case let other?:
            reader.log.error(path, "expected \"daily\" or an object with \"weekdays\" or \"burst\", found \(other.shown)")
            return nil
        }
    }

    private static func weekdays(in rule: JSONObjectReader) -> SessionRepeat? {
        guard let elements = rule.array("weekdays") else { return nil }
        var days: Set<Int> = []
        for element in elements {
            guard case .string(let name) = element.value, let day = weekdayNames.firstIndex(of: name.lowercased()) else {
                rule.log.error(element.path, "\(element.value.jsonText) is not a weekday; write one of \(weekdayNames.joined(separator: ", "))")
                return nil
            }
            days.insert(day)
        }
        guard !days.isEmpty else {
            rule.log.error(rule.path(of: "weekdays"), "is empty; name at least one weekday, e.g. [\"mon\"]")
            return nil
        }
        return .weekdays(days)
    }

    private static func burst(in burst: JSONObjectReader) -> SessionRepeat? {
        defer { burst.warnAboutUnreadKeys() }
        let days = burst.int("days")
        let every = burst.int("every")
        guard let days else {
            if burst.value("days") == nil { burst.log.error(burst.path(of: "days"), "missing; write how many days in a row, e.g. 7") }
            return nil
        }
        guard days >= 1 else {
            burst.log.error(burst.path(of: "days"), "\(days) is not a number of days; give 1 or more")
            return nil
        }
        if let every, every <= days {
            burst.log.error(burst.path(of: "every"), "\(every) must be more than days (\(days)), or the bursts would touch; "
                            + "use \"daily\" for every day")
            return nil
        }
        return .burst(days: days, every: every)
    }
}
