import ActiveTasks
import Foundation

/// How finely a summary key is written — its value rounded to `decimals` places (0 for counts,
/// which are written as integers) — and the unit it is in. docs/ANALYSIS.md lists each key's
/// precision.
public struct SummaryPrecision: Sendable, Equatable {
    /// Digits after the decimal point.
    public var decimals: Int
    /// The value's unit, a UCUM code (`s`, `m/s`, `[g]`, `/min`; `1` for a unitless number,
    /// `{count}` for a count) unless `isUCUM` is false; `nil` for a value read back from a report,
    /// whose unit the report does not say.
    public var unit: String?
    /// Whether `unit` is a UCUM code, as FHIR Observations carry it with UCUM's system; a unit UCUM
    /// cannot express (`px`: UCUM has no screen pixel) goes out as text only.
    public var isUCUM: Bool

    /// Creates a precision of `decimals` places (0 to 12) in `unit`.
    /// - Parameters:
    ///   - decimals: Digits after the decimal point.
    ///   - unit: The unit, or `nil` when unknown.
    ///   - isUCUM: Whether `unit` is a UCUM code (the default).
    public init(decimals: Int, unit: String?, isUCUM: Bool = true) {
        self.decimals = min(max(decimals, 0), 12)
        self.unit = unit
        self.isUCUM = isUCUM
    }

    /// Counts: integers.
    public static let count = SummaryPrecision(decimals: 0, unit: "{count}")
    /// Seconds: 1 ms.
    public static let seconds = SummaryPrecision(decimals: 3, unit: "s")
    /// Square seconds (variances of times, Teager-Kaiser energy of intervals): 1e-6 s².
    public static let squareSeconds = SummaryPrecision(decimals: 6, unit: "s2")
    /// Accelerations in g: 1e-6 g.
    public static let g = SummaryPrecision(decimals: 6, unit: "[g]")
    /// Areas of acceleration in g²: 1e-9 g².
    public static let squareG = SummaryPrecision(decimals: 9, unit: "[g]2")
    /// Unitless ratios, shares and correlations: 1e-4.
    public static let ratio = SummaryPrecision(decimals: 4, unit: "1")
    /// Percentages: 0.01 %.
    public static let percent = SummaryPrecision(decimals: 2, unit: "%")
    /// Frequencies in Hz: 0.01 Hz.
    public static let hertz = SummaryPrecision(decimals: 2, unit: "Hz")
    /// Rates per minute (cadence in steps per minute): 0.01 /min.
    public static let perMinute = SummaryPrecision(decimals: 2, unit: "/min")
    /// Metres: 1 cm.
    public static let meters = SummaryPrecision(decimals: 2, unit: "m")
    /// Metres per second: 1 mm/s.
    public static let metersPerSecond = SummaryPrecision(decimals: 3, unit: "m/s")
    /// Millimetres per second: 1 µm/s.
    public static let millimetersPerSecond = SummaryPrecision(decimals: 3, unit: "mm/s")
    /// Screen or game coordinates (normalized units or points, unitless): 1e-5.
    public static let position = SummaryPrecision(decimals: 5, unit: "1")
    /// Squares of coordinates (variances of distances): 1e-8.
    public static let squarePosition = SummaryPrecision(decimals: 8, unit: "1")

    /// This precision's square: twice the places, the unit squared (a variance or an energy of
    /// values in this precision): each unit symbol's exponent doubled (`m/s` → `m2/s2`), since UCUM
    /// puts exponents on symbols only, never on a bracketed term.
    public var squared: SummaryPrecision {
        SummaryPrecision(decimals: decimals * 2, unit: unit.map(Self.squaring), isUCUM: isUCUM)
    }

    /// `unit` with every symbol's exponent doubled; numbers and annotations (`1`, `{count}`) stay.
    private static func squaring(_ unit: String) -> String {
        var result = "", symbol = ""
        func flush() {
            defer { symbol = "" }
            guard let first = symbol.first, !first.isNumber, first != "{" else { result += symbol; return }
            let digits = symbol.reversed().prefix { $0.isNumber }
            let exponent = Int(String(digits.reversed())) ?? 1
            result += symbol.dropLast(digits.count) + String(exponent * 2)
        }
        for character in unit {
            if character == "/" || character == "." {
                flush()
                result.append(character)
            } else {
                symbol.append(character)
            }
        }
        flush()
        return result
    }

    /// `value` rounded to this precision, written in plain decimal notation without trailing
    /// zeros: never an exponent (`4.7e-07`), never a binary artefact (`0.7599999999999999`), never
    /// `-0`; a count has no decimal point.
    /// - Parameter value: A finite value.
    public func text(_ value: Double) -> String {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard abs(scaled) < 9e18 else { return String(format: "%.0f", value) }
        let units = Int64(scaled)
        guard units != 0 else { return "0" }
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        return text + "." + String(repeating: "0", count: digits - written.count) + written
    }

    /// The fewest places that write `value` exactly as Swift's shortest round-trip form does: the
    /// precision of a value read back from a report, so that it is written again unchanged.
    /// - Parameter value: A finite value.
    public static func shortest(_ value: Double) -> SummaryPrecision {
        let text = "\(value)"
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        let exponent = Int(text.dropFirst(mantissa.count + 1)) ?? 0
        let fraction = mantissa.firstIndex(of: ".").map { mantissa[mantissa.index(after: $0)...] } ?? ""
        let places = fraction == "0" ? 0 : fraction.count
        return SummaryPrecision(decimals: places - exponent, unit: nil)
    }
}
