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
}
