/// ISO 8601 UTC times with milliseconds (`2026-11-22T02:19:57.123Z`), by integer arithmetic.
///
/// Used for `gpsTime` on location lines and `zeroDate` in headers; independent of locale and of
/// Foundation's formatters, so writing and reading are exact to the millisecond.
package enum ISOTime {
    /// The time `seconds` after 1970-01-01T00:00:00Z, rounded to the millisecond.
    static func string(fromEpochSeconds seconds: Double) -> String {
        let milliseconds = Int64((seconds * 1000).rounded())
        let (days, millisecondOfDay) = floorDivide(milliseconds, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(hour, 2) + ":"
            + pad(minute, 2) + ":" + pad(second, 2) + "." + pad(millisecond, 3) + "Z"
    }

    /// Seconds since 1970-01-01T00:00:00Z of `YYYY-MM-DDTHH:MM:SS[.fff…]Z`, or `nil` when the
    /// bytes are not in that form.
    static func epochSeconds<Bytes: Collection<UInt8>>(parsing text: Bytes) -> Double? {
        let bytes = Array(text)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for index in from..<(from + count) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        for (index, character) in separators where bytes[index] != character.asciiValue {
            return nil
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if bytes.count > 20 {
            guard bytes[19] == UInt8(ascii: "."), bytes.count > 21,
                  let digits = number(20, bytes.count - 21) else { return nil }
            fraction = Double(digits) / pow10(bytes.count - 21)
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let days = self.days(fromYear: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (quotient, value - quotient * divisor)
    }

    /// Howard Hinnant's `civil_from_days`: proleptic Gregorian date of a day count since 1970.
    package static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Howard Hinnant's `days_from_civil`: days since 1970-01-01 of a proleptic Gregorian date.
    package static func days(fromYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
