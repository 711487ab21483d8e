import Foundation

/// A cursor over the bytes of one JSON line, with the few reads a flat sample object needs.
struct JSONLineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Creates a scanner at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var atEnd: Bool { index >= bytes.count }

    /// A parse failure at the current offset.
    func failure(_ expected: String) -> SampleLineParser.Failure {
        SampleLineParser.Failure(message: "\(expected) at byte \(index + 1)")
    }

    /// Skips spaces, tabs and carriage returns.
    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D {
            index += 1
        }
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads a string and returns its raw bytes between the quotes (escapes left as written).
    mutating func string() throws(SampleLineParser.Failure) -> UnsafeBufferPointer<UInt8> {
        guard take(UInt8(ascii: "\"")) else { throw failure("expected '\"'") }
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let range = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return range
            case UInt8(ascii: "\\"):
                index += 2
            default:
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    /// Reads a string and decodes its escapes.
    mutating func text() throws(SampleLineParser.Failure) -> String {
        let raw = try string()
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let quoted = [UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")]
        guard let decoded = try? JSONDecoder().decode(String.self, from: Data(quoted)) else {
            throw failure("invalid escape in string")
        }
        return decoded
    }

    /// Reads a number, or `nil` for `null`.
    mutating func optionalNumber() throws(SampleLineParser.Failure) -> Double? {
        if literal("null") { return nil }
        return try number()
    }

    /// Reads a JSON number.
    mutating func number() throws(SampleLineParser.Failure) -> Double {
        let start = index
        var negative = false
        if take(UInt8(ascii: "-")) { negative = true }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30) } else { exponent += 1 }
            if mantissa > 0 { digits += 1 }
            index += 1
        }
        guard index > start + (negative ? 1 : 0) else { throw failure("expected a number") }
        if take(UInt8(ascii: ".")) {
            let fractionStart = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                    exponent -= 1
                    if mantissa > 0 { digits += 1 }
                }
                index += 1
            }
            guard index > fractionStart else { throw failure("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if take(UInt8(ascii: "-")) { negativeExponent = true } else { _ = take(UInt8(ascii: "+")) }
            var value = 0
            let exponentStart = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 {
                if value < 10_000 { value = value * 10 + Int(bytes[index] &- 0x30) }
                index += 1
            }
            guard index > exponentStart else { throw failure("expected exponent digits") }
            exponent += negativeExponent ? -value : value
        }
        if digits <= 15, exponent >= -22, exponent <= 22 {
            let magnitude = Double(mantissa)
            let scaled = exponent < 0 ? magnitude / Self.powers[-exponent] : magnitude * Self.powers[exponent]
            return negative ? -scaled : scaled
        }
        return slowNumber(from: start)
    }

    private func slowNumber(from start: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return strtod(text, nil)
    }

    /// Consumes `word` if it is next.
    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// Skips any value: string, number, literal, or nested object or array.
    mutating func skipValue() throws(SampleLineParser.Failure) {
        guard index < bytes.count else { throw failure("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    _ = try string()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                default:
                    break
                }
                index += 1
                if depth == 0 { return }
            }
            throw failure("unterminated object or array")
        default:
            if literal("true") || literal("false") || literal("null") { return }
            _ = try number()
        }
    }

    private static let powers: [Double] = (0...22).map { pow(10.0, Double($0)) }
}
