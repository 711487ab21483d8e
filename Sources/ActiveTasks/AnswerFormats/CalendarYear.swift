import Foundation

/// The calendar year of a moment in the device's time zone: what age and year questions count
/// from when the task gives no year of its own.
enum CalendarYear {
    /// The year `date` falls in.
    /// - Parameter date: The moment; now by default.
    static func of(_ date: Date = Date()) -> Int {
        Calendar(identifier: .gregorian).component(.year, from: date)
    }
}
