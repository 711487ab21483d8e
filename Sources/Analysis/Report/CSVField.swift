import Foundation

/// One CSV field as written: RFC 4180 quoting, and OWASP's guard against formula injection so
/// that a spreadsheet opening the file shows a participant's text instead of running it
/// (docs/EXPORT.md, "CSV").
package enum CSVField {
    /// The characters a spreadsheet reads as the start of a formula: `=`, `+`, `-`, `@`, tab and
    /// carriage return.
    static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

    /// `text` as a CSV field: a leading `'` when it begins with a formula character and is not a
    /// decimal number (`-2`, `+1.5`, `-1e-05` stay as they are), then enclosed in double quotes
    /// (its own doubled) when it holds a comma, a double quote, CR or LF.
    package static func written(_ text: String) -> String {
        var field = text
        if let first = text.utf8.first, formulaStarts.contains(first), !isDecimalNumber(text) {
            field = "'" + text
        }
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether `text` is a decimal number and nothing else: an optional sign, digits with an
    /// optional fraction, and an optional exponent (`-2`, `+0.5`, `-.5`, `-1e-05`).
    static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == 0x2E {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == 0x65 || e == 0x45 {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
