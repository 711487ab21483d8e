#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decimal numbers to the nearest double, for the chunk reader's `LineScanner` and the task
/// JSON parser alike.
///
/// A decimal of at most 19 significant digits (the integer `significand` × 10^`exponent`) is
/// converted exactly without the C library: by one correctly rounded multiplication or division
/// when both factors are exact doubles (Clinger's fast path), otherwise by the Eisel–Lemire
/// algorithm (one or two 64 × 128-bit products with a table of powers of ten, as in fast_float,
/// simdjson and Go's `strconv`). Eisel–Lemire declines the rare inputs whose rounding it cannot
/// prove (a product too close to a halfway point, subnormal or overflowing results, exponents
/// outside the table), and callers then convert the text with `double(text:)`.
package enum DecimalNumber {
    /// The powers of ten that are exact doubles, 10^0 ... 10^22.
    private static let exactPowers: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// The double nearest to `significand` × 10^`exponent` (ties to even) with the sign given,
    /// or `nil` when the fast paths cannot prove the rounding.
    /// - Parameters:
    ///   - significand: Every significant digit of the decimal as one integer (so at most 19 digits).
    ///   - exponent: The power of ten the significand is scaled by.
    ///   - negative: Whether the number has a minus sign (`-0` gives negative zero).
    @inline(__always)
    package static func double(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
        if significand == 0 { return negative ? -0.0 : 0.0 }
        if significand <= 1 << 53, exponent >= -22, exponent <= 22 {
            let value = Double(significand)
            let scaled = exponent < 0 ? value / exactPowers[-exponent] : value * exactPowers[exponent]
            return negative ? -scaled : scaled
        }
        return eiselLemire(significand: significand, exponent: exponent, negative: negative)
    }

    /// The double nearest to the decimal `text` (any JSON number), by the C library's `strtod`
    /// on a NUL-terminated copy: the way out for what `double(significand:exponent:negative:)`
    /// declines and for more than 19 significant digits.
    /// - Parameter text: The number's bytes, sign and exponent included.
    package static func double(text: UnsafeBufferPointer<UInt8>) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            for offset in 0..<text.count { buffer[offset] = CChar(bitPattern: text[offset]) }
            buffer[text.count] = 0
            return strtod(buffer.baseAddress!, nil)
        }
    }

    /// Eisel–Lemire: the significand, normalized to 64 bits, times the 128-bit power of ten
    /// rounded down; the top 54 bits of the product decide the rounding unless the bits below
    /// them are too close to a halfway point to tell (Nigel Tao's account of the algorithm,
    /// https://nigeltao.github.io/blog/2020/eisel-lemire.html, names each step).
    @inline(never)
    private static func eiselLemire(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
        guard exponent >= smallestPowerExponent, exponent <= largestPowerExponent else { return nil }
        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand << UInt64(leadingZeros)
        // (217706 × e) >> 16 is ⌊e × log2(10)⌋ over the table's range; 1023 is the exponent bias.
        var binaryExponent = UInt64(bitPattern: Int64((217706 &* exponent) >> 16 + 64 + 1023)) &- UInt64(leadingZeros)
        let row = (exponent - smallestPowerExponent) * 2
        var (high, low) = normalized.multipliedFullWidth(by: powers[row])
        if high & 0x1FF == 0x1FF, low &+ normalized < normalized {
            // Too close to call with the power's high word: add the product with its low word.
            let (carry, lowest) = normalized.multipliedFullWidth(by: powers[row + 1])
            var mergedHigh = high
            let mergedLow = low &+ carry
            if mergedLow < low { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF, mergedLow &+ 1 == 0, lowest &+ normalized < normalized { return nil }
            high = mergedHigh
            low = mergedLow
        }
        let topBit = high >> 63
        var mantissa = high >> (topBit + 9)
        binaryExponent &-= 1 ^ topBit
        // Exactly halfway between two doubles as far as 128 bits show: the digits beyond decide.
        if low == 0, high & 0x1FF == 0, mantissa & 3 == 1 { return nil }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >> 53 > 0 {
            mantissa >>= 1
            binaryExponent &+= 1
        }
        // Zero or below is subnormal, 0x7FF or above infinite: both left to the caller's fallback.
        guard binaryExponent &- 1 < 0x7FF - 1 else { return nil }
        let sign: UInt64 = negative ? 1 << 63 : 0
        return Double(bitPattern: sign | binaryExponent << 52 | mantissa & 0x000F_FFFF_FFFF_FFFF)
    }
}
