import Foundation

/// An in-place radix-2 fast Fourier transform of one power-of-two length, its twiddle factors
/// and bit-reversal order computed once (Cooley–Tukey, decimation in time).
package struct FastFourierTransform: Sendable {
    /// The number of points, a power of two.
    package let count: Int
    /// cos(2πk / count) for k < count / 2.
    private let cosines: [Double]
    /// sin(2πk / count) for k < count / 2.
    private let sines: [Double]
    /// Where each index goes in bit-reversed order.
    private let reversed: [Int]

    /// Prepares transforms of `count` points.
    /// - Parameter count: A power of two, at least 1.
    package init(count: Int) {
        precondition(count > 0 && count & (count - 1) == 0, "an FFT of \(count) points: the length must be a power of two")
        self.count = count
        let half = max(count / 2, 1)
        cosines = (0..<half).map { cos(2 * Double.pi * Double($0) / Double(count)) }
        sines = (0..<half).map { sin(2 * Double.pi * Double($0) / Double(count)) }
        let bits = count.trailingZeroBitCount
        reversed = (0..<count).map { (index: Int) -> Int in
            var result = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
            return result
        }
    }

    /// Replaces the `count` complex points (`real`, `imaginary`) by their discrete Fourier
    /// transform X[k] = Σₙ x[n] e^(−2πikn/count), or with `inverse` by Σₙ x[n] e^(+2πikn/count)
    /// (not divided by `count`).
    /// - Parameters:
    ///   - real: The real parts, `count` of them.
    ///   - imaginary: The imaginary parts, `count` of them.
    ///   - inverse: Whether to turn the other way round (the inverse transform times `count`).
    package func transform(real: inout [Double], imaginary: inout [Double], inverse: Bool = false) {
        precondition(real.count == count && imaginary.count == count, "an FFT of \(count) points needs \(count) values")
        let direction = inverse ? 1.0 : -1.0
        real.withUnsafeMutableBufferPointer { re in
            imaginary.withUnsafeMutableBufferPointer { im in
                for index in 0..<count where index < reversed[index] {
                    re.swapAt(index, reversed[index])
                    im.swapAt(index, reversed[index])
                }
                var size = 2
                while size <= count {
                    let half = size / 2, stride = count / size
                    for start in Swift.stride(from: 0, to: count, by: size) {
                        for offset in 0..<half {
                            let twiddleReal = cosines[offset * stride], twiddleImaginary = direction * sines[offset * stride]
                            let a = start + offset, b = a + half
                            let productReal = re[b] * twiddleReal - im[b] * twiddleImaginary
                            let productImaginary = re[b] * twiddleImaginary + im[b] * twiddleReal
                            re[b] = re[a] - productReal
                            im[b] = im[a] - productImaginary
                            re[a] += productReal
                            im[a] += productImaginary
                        }
                    }
                    size *= 2
                }
            }
        }
    }
}
