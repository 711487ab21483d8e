#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A position in one line of a chunk: the number reader and literal matching that
/// `LineScanner` reads every line with, and the fast path for a motion line as the recorders
/// write it. A plain value (no references), so a line read by the fast path costs nothing to set up
/// or release.
struct LineCursor {
    typealias Failure = LineScanner.Failure

    /// The line's first byte.
    let base: UnsafePointer<UInt8>
    /// The line's length in bytes.
    let count: Int
    /// The position of the next byte to read.
    var index = 0

    /// A cursor at the start of the line of `count` bytes at `base`.
    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// A motion line exactly as `LineEncoder` writes it (the keys of docs/FORMAT.md in their
    /// order, no spaces), read without looking its keys up: most lines of most recordings. `nil`
    /// for any other line, which `LineScanner.scanLine` then reads key by key (and names what is wrong).
    mutating func scanWrittenMotionLine() -> MotionSample? {
        let sensorType: SensorType
        if skip("{\"sensorType\":\"accelerometer\",\"timestamp\":") { sensorType = .accelerometer }
        else if skip("{\"sensorType\":\"gyroscope\",\"timestamp\":") { sensorType = .gyroscope }
        else { return nil }
        guard let timestamp = try? scanNumber(field: "timestamp"), skip(",\"uptime\":"),
              let uptime = try? scanNumber(field: "uptime"), skip(",\"x\":"),
              let x = try? scanNumber(field: "x"), skip(",\"y\":"),
              let y = try? scanNumber(field: "y"), skip(",\"z\":"),
              let z = try? scanNumber(field: "z"), skip("}"), index == count else { return nil }
        return MotionSample(sensorType: sensorType, timestamp: timestamp, uptime: uptime, x: x, y: y, z: z)
    }

    /// Moves past `literal` if the line continues with it.
    @inline(__always)
    mutating func skip(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= count, memcmp(base + index, literal.utf8Start, length) == 0 else { return false }
        index += length
        return true
    }

    /// A JSON number, converted by `DecimalNumber`: exactly without the C library for at most 19
    /// significant digits, by `strtod` for longer numbers and the rare cases the fast paths decline.
    ///
    /// Numbers as the recorders write them (at most 19 digits in all, no exponent) take one pass
    /// that only multiplies and adds, reading a six-digit fraction (as `NumberText` writes every
    /// fraction) as one word when the line has it; anything else is read again by `scanGeneralNumber`.
    mutating func scanNumber(field: StaticString) throws(Failure) -> Double {
        let start = index
        var position = index
        let negative = position < count && base[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var significand: UInt64 = 0
        let integerStart = position
        while position < count, case let digit = base[position] &- UInt8(ascii: "0"), digit < 10 {
            significand = significand &* 10 &+ UInt64(digit)
            position += 1
        }
        var digits = position - integerStart
        var fractionDigits = 0
        if digits > 0, position < count, base[position] == UInt8(ascii: ".") {
            let fractionStart = position + 1
            position = fractionStart
            if let sixDigits = sixDigits(at: fractionStart) {
                significand = significand &* 1_000_000 &+ sixDigits
                position += 6
            } else {
                while position < count, case let digit = base[position] &- UInt8(ascii: "0"), digit < 10 {
                    significand = significand &* 10 &+ UInt64(digit)
                    position += 1
                }
            }
            fractionDigits = position - fractionStart
            digits += fractionDigits
        }
        if digits > 0, digits <= 19, fractionDigits > 0 || base[position - 1] != UInt8(ascii: "."),
           position == count || base[position] | 0x20 != UInt8(ascii: "e"),
           let value = DecimalNumber.double(significand: significand, exponent: -fractionDigits, negative: negative) {
            index = position
            return value
        }
        index = start
        return try scanGeneralNumber(field: field)
    }

    /// The eight bytes at `position` (which the line must have) as one little-endian word.
    @inline(__always)
    private func word(at position: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
    }

    /// The value of the six digits at `position` when exactly six digits follow there and then a
    /// byte of the line that is not one; `nil` otherwise. The caller moves on by the constant 6, so
    /// where the next number starts does not wait for this one's digits (a run length computed
    /// from the word would make it wait, and measured slower).
    @inline(__always)
    private func sixDigits(at position: Int) -> UInt64? {
        let bytes: UInt64
        if position + 8 <= count {
            bytes = word(at: position)
        } else if position + 7 <= count, count >= 8 {
            // The line's last eight bytes, shifted: the byte past its end reads as 0, not a digit.
            bytes = word(at: count - 8) >> 8
        } else {
            return nil
        }
        let nonDigits = Self.nonDigits(in: bytes)
        guard nonDigits & 0x0000_FFFF_FFFF_FFFF == 0, nonDigits & 0x00FF_0000_0000_0000 != 0 else { return nil }
        // The six digits as the last six bytes of eight, after two zeros.
        return Self.value(ofDigits: bytes << 16 | 0x3030)
    }

    /// Zero in each byte of `word` that is an ASCII digit, not zero in the others up to the first
    /// of them (fast_float's `is_made_of_eight_digits_fast`, byte by byte): a digit's high nibble
    /// is 3 and stays 3 after adding 6. Adding 6 to a byte of 0xFA or more carries into the next
    /// byte, which then lies after a non-digit.
    @inline(__always)
    private static func nonDigits(in word: UInt64) -> UInt64 {
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        return (word & high | ((word &+ 0x0606_0606_0606_0606) & high) >> 4) ^ 0x3333_3333_3333_3333
    }

    /// The eight ASCII digits of `word`, the first in its lowest byte, as a number
    /// (fast_float's `parse_eight_digits_unrolled`: pairs, then fours, then the eight).
    @inline(__always)
    private static func value(ofDigits word: UInt64) -> UInt64 {
        let pairs: UInt64 = 100 + 1_000_000 << 32, quads: UInt64 = 1 + 10_000 << 32, mask: UInt64 = 0x0000_00FF_0000_00FF
        var value = word &- 0x3030_3030_3030_3030
        value = value &* 10 &+ value >> 8
        let upper = (value & mask) &* pairs
        let lower = (value >> 16 & mask) &* quads
        return (upper &+ lower) >> 32
    }

    /// A JSON number of any length, with or without exponent (see `scanNumber(field:)`).
    mutating func scanGeneralNumber(field: StaticString) throws(Failure) -> Double {
        let start = index
        var negative = false
        if index < count, base[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var significand: UInt64 = 0
        var significant = 0
        var exponent = 0
        var truncated = false
        var integerDigits = 0
        var fractionDigits = 0
        while index < count, case let digit = base[index] &- UInt8(ascii: "0"), digit < 10 {
            if significant < 19 {
                significand = significand &* 10 &+ UInt64(digit)
                if significand != 0 { significant += 1 }
            } else {
                truncated = truncated || digit != 0
                exponent += 1
            }
            integerDigits += 1
            index += 1
        }
        if index < count, base[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, case let digit = base[index] &- UInt8(ascii: "0"), digit < 10 {
                if significant < 19 {
                    significand = significand &* 10 &+ UInt64(digit)
                    if significand != 0 { significant += 1 }
                    exponent -= 1
                } else {
                    truncated = truncated || digit != 0
                }
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { throw Failure(reason: "\(field): digits must follow '.' at byte \(index)") }
        }
        guard integerDigits > 0 else { throw Failure(reason: "\(field): expected a number at byte \(start)") }
        if index < count, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
                negativeExponent = base[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < count, case let digit = base[index] &- UInt8(ascii: "0"), digit < 10 {
                if written < 100_000 { written = written * 10 + Int(digit) }
                index += 1
            }
            guard index > exponentStart else { throw Failure(reason: "\(field): malformed exponent at byte \(index)") }
            exponent += negativeExponent ? -written : written
        }
        if !truncated, let value = DecimalNumber.double(significand: significand, exponent: exponent, negative: negative) {
            return value
        }
        return DecimalNumber.double(text: UnsafeBufferPointer(start: base + start, count: index - start))
    }
}
