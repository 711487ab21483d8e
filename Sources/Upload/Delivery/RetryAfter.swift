import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
enum RetryAfter {
    /// The wait the header asks for, in seconds from `now`; `nil` when it is neither form.
    static func seconds(_ value: String, now: Date) -> TimeInterval? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 {
            return TimeInterval(seconds)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
