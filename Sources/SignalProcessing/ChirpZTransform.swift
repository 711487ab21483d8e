import Foundation

/// Some bins of the discrete Fourier transform of a zero-padded real signal, by Bluestein's
/// chirp z-transform: X[k] = Σₙ x[n] e^(−2πikn/length) for k in `bins`, with the signal's
/// `inputLength` points padded with zeros to `length`, computed as one convolution of
/// inputLength + bins.count − 1 points or more by two power-of-two FFTs.
///
/// With nk = (n² + k² − (k − n)²) / 2 the sum becomes a chirp times the convolution of the
/// chirped signal with the opposite chirp; the filter's spectrum and both chirps are computed
/// once. Any transform length works, so a spectrum can be taken on any frequency grid (the
/// tremor spectrum's 0.05 Hz from 4 s segments) at the cost of FFTs of about twice the segment.
package struct ChirpZTransform: Sendable {
    /// The number of signal points the transform takes (fewer are padded with zeros).
    package let inputLength: Int
    /// The length of the discrete Fourier transform the bins belong to.
    package let length: Int
    /// The bins computed, in order.
    package let bins: Range<Int>
    private let fft: FastFourierTransform
    /// e^(−πi(2·bins.lowerBound·n + n²)/length) for each input point n.
    private let inputChirp: (real: [Double], imaginary: [Double])
    /// e^(−πi m²/length) for each bin's offset m from the first.
    private let outputChirp: (real: [Double], imaginary: [Double])
    /// The FFT of the filter e^(+πi j²/length), j from −(inputLength − 1) to bins.count − 1,
    /// wrapped around the FFT's length and divided by it (so the inverse needs no scaling).
    private let filter: (real: [Double], imaginary: [Double])

    /// Prepares the transform.
    /// - Parameters:
    ///   - inputLength: The signal's points, at least 1 and at most `length`.
    ///   - length: The discrete Fourier transform's length (the zero-padded signal's).
    ///   - bins: The bins wanted, within `0..<length`.
    package init(inputLength: Int, length: Int, bins: Range<Int>) {
        precondition(inputLength >= 1 && inputLength <= length && !bins.isEmpty && bins.lowerBound >= 0
                     && bins.upperBound <= length, "a chirp z-transform of \(inputLength) points to bins \(bins) of \(length)")
        self.inputLength = inputLength
        self.length = length
        self.bins = bins
        var size = 1
        while size < inputLength + bins.count - 1 { size *= 2 }
        fft = FastFourierTransform(count: size)
        // e^(sign·πi·r/length) for r taken modulo 2·length, so the angle stays exact for large r.
        func chirp(_ values: [Int], sign: Double) -> (real: [Double], imaginary: [Double]) {
            let angles = values.map { sign * Double.pi * Double($0 % (2 * length)) / Double(length) }
            return (angles.map(cos), angles.map(sin))
        }
        let first = bins.lowerBound
        inputChirp = chirp((0..<inputLength).map { 2 * first * $0 % (2 * length) + $0 * $0 % (2 * length) }, sign: -1)
        outputChirp = chirp((0..<bins.count).map { $0 * $0 % (2 * length) }, sign: -1)
        var offsets = [Int](repeating: 0, count: size)
        var used = [Bool](repeating: false, count: size)
        for j in 0..<bins.count { offsets[j] = j * j % (2 * length); used[j] = true }
        for j in 1..<inputLength { offsets[size - j] = j * j % (2 * length); used[size - j] = true }
        let wave = chirp(offsets, sign: 1)
        var real = (0..<size).map { used[$0] ? wave.real[$0] / Double(size) : 0 }
        var imaginary = (0..<size).map { used[$0] ? wave.imaginary[$0] / Double(size) : 0 }
        fft.transform(real: &real, imaginary: &imaginary)
        filter = (real, imaginary)
    }

    /// The transform's bins of `signal`.
    /// - Parameter signal: At most `inputLength` real values.
    /// - Returns: The real and imaginary parts of X[k] for each k in `bins`.
    package func transform(_ signal: [Double]) -> (real: [Double], imaginary: [Double]) {
        precondition(signal.count <= inputLength, "\(signal.count) points for a transform of \(inputLength)")
        var real = [Double](repeating: 0, count: fft.count)
        var imaginary = [Double](repeating: 0, count: fft.count)
        for n in signal.indices {
            real[n] = signal[n] * inputChirp.real[n]
            imaginary[n] = signal[n] * inputChirp.imaginary[n]
        }
        fft.transform(real: &real, imaginary: &imaginary)
        for k in 0..<fft.count {
            let (a, b) = (real[k], imaginary[k])
            real[k] = a * filter.real[k] - b * filter.imaginary[k]
            imaginary[k] = a * filter.imaginary[k] + b * filter.real[k]
        }
        fft.transform(real: &real, imaginary: &imaginary, inverse: true)
        var outReal = [Double](repeating: 0, count: bins.count)
        var outImaginary = [Double](repeating: 0, count: bins.count)
        for m in 0..<bins.count {
            outReal[m] = real[m] * outputChirp.real[m] - imaginary[m] * outputChirp.imaginary[m]
            outImaginary[m] = real[m] * outputChirp.imaginary[m] + imaginary[m] * outputChirp.real[m]
        }
        return (outReal, outImaginary)
    }
}
