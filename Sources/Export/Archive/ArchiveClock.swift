import Foundation

/// The timestamps of an archive's JSON files: ISO 8601 with milliseconds and the UTC offset of
/// the chosen time zone (`2026-11-22T09:19:56.123+01:00`), as Bridge asks ("refrain from
/// canonicalizing to UTC") and SageResearch writes them.
struct ArchiveClock {
    private let formatter: DateFormatter

    /// Creates a clock writing in `zone`.
    init(zone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSxxx"
    }

    /// `date` with its offset.
    func string(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
