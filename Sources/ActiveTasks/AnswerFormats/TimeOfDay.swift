/// A time of day without a date, written `HH:mm` or `HH:mm:ss`.
public struct TimeOfDay: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// Seconds since midnight, 0 ..< 86400.
    public var secondsSinceMidnight: Int

    /// Creates a time of day.
    /// - Parameters:
    ///   - hour: 0–23.
    ///   - minute: 0–59.
    ///   - second: 0–59.
    public init(hour: Int, minute: Int, second: Int = 0) {
        secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Parses `HH:mm` or `HH:mm:ss`; `nil` when the text is not a valid time of day.
    /// - Parameter text: The time as written.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        let hour = parts[0]!, minute = parts[1]!, second = parts.count == 3 ? parts[2]! : 0
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// `HH:mm:ss`.
    public var description: String {
        let hour = secondsSinceMidnight / 3600, minute = secondsSinceMidnight / 60 % 60
        let second = secondsSinceMidnight % 60
        return [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// Earlier times of day sort first.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }
}
