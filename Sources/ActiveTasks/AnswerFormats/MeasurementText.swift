import Foundation

/// A typed measurement split into numbers and their units: `5'10"` is 5 `ft` and 10 `in`,
/// `160 lb 8 oz` is 160 `lb` and 8 `oz`, `72,5` is 72.5 with no unit. Units are folded to
/// `ft`, `in`, `cm`, `m`, `kg`, `lb` and `oz`.
struct MeasurementText {
    /// The numbers in the order typed, each with its unit (`nil` when none was typed).
    let parts: [(number: Double, unit: String?)]

    private static let units: [String: String] = [
        "'": "ft", "′": "ft", "ft": "ft", "foot": "ft", "feet": "ft",
        "\"": "in", "″": "in", "in": "in", "inch": "in", "inches": "in",
        "cm": "cm", "m": "m", "kg": "kg", "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb",
        "oz": "oz", "ounce": "oz", "ounces": "oz",
    ]

    /// Splits `text`; `nil` when something in it is neither a number nor a known unit.
    /// - Parameter text: The typed line.
    init?(_ text: String) {
        let matches = text.matches(of: /\s*([0-9]+(?:[.,][0-9]+)?)\s*([a-zA-Z]+|['′"″])?\s*/)
        var parts: [(number: Double, unit: String?)] = []
        for match in matches {
            guard let number = Double(match.output.1.replacingOccurrences(of: ",", with: ".")) else { return nil }
            var unit: String?
            if let typed = match.output.2 {
                guard let known = Self.units[typed.lowercased()] else { return nil }
                unit = known
            }
            parts.append((number, unit))
        }
        let matched = matches.map { $0.output.0.count }.reduce(0, +)
        guard !parts.isEmpty, matched == text.count else { return nil }
        self.parts = parts
    }
}
