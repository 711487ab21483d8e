import Foundation

/// Numbers as Rave's text fields and mPower's geometry strings take them: plain decimal
/// notation, never an exponent.
enum PlainDecimal {
    /// The shortest decimal that reads back as `value`, without exponent and without a trailing
    /// `.0` (`72.5`, `72`, `0.00001`, `1000000000000000000000`).
    /// - Parameter value: A finite number.
    static func string(_ value: Double) -> String {
        // `description` is the shortest round-tripping form; Decimal rewrites its exponent away
        // digit for digit, without a second binary-to-decimal conversion.
        guard let decimal = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX")) else {
            return value.description
        }
        return decimal.description
    }

    /// `value` rounded half away from zero to exactly `places` decimals, trailing zeros kept, as
    /// REDCap's `number_2dp` takes it (`1.8` → `1.80`, `2` → `2.00`, `1.005` → `1.01`).
    /// - Parameters:
    ///   - value: A finite number.
    ///   - places: The number of decimals, 1 or more.
    static func string(_ value: Double, places: Int) -> String {
        var exact = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, places, .plain)
        let parts = rounded.description.split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return parts[0] + "." + fraction + String(repeating: "0", count: max(0, places - fraction.count))
    }
}
