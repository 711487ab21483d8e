import Foundation
import SignalProcessing
import Testing

/// The FFT and the chirp z-transform the tremor spectrum takes against the discrete Fourier
/// transform summed directly.
struct ChirpZTransformTests {
    /// Σₙ x[n] e^(−2πikn/length), summed directly.
    private func directBin(_ signal: [(Double, Double)], _ k: Int, length: Int) -> (Double, Double) {
        var sum = (0.0, 0.0)
        for (n, value) in signal.enumerated() {
            let angle = -2 * Double.pi * Double(k * n % length) / Double(length)
            sum.0 += value.0 * cos(angle) - value.1 * sin(angle)
            sum.1 += value.0 * sin(angle) + value.1 * cos(angle)
        }
        return sum
    }

    private func randomSignal(_ count: Int, seed: Int) -> [Double] {
        (0..<count).map { (index: Int) -> Double in
            let phase = Double(index * 7919 + seed) * 0.618
            return sin(phase) * cos(Double(index) * 0.37 + Double(seed))
        }
    }

    @Test func theFFTIsTheDiscreteFourierTransformAndItsInverseUndoesIt() {
        let count = 64
        let real = randomSignal(count, seed: 1), imaginary = randomSignal(count, seed: 2)
        var (re, im) = (real, imaginary)
        FastFourierTransform(count: count).transform(real: &re, imaginary: &im)
        for k in 0..<count {
            let expected = directBin(Array(zip(real, imaginary)), k, length: count)
            #expect(abs(re[k] - expected.0) < 1e-10 && abs(im[k] - expected.1) < 1e-10, "bin \(k)")
        }
        FastFourierTransform(count: count).transform(real: &re, imaginary: &im, inverse: true)
        for n in 0..<count {
            #expect(abs(re[n] / Double(count) - real[n]) < 1e-12 && abs(im[n] / Double(count) - imaginary[n]) < 1e-12)
        }
    }

    @Test func chirpZBinsOfAZeroPaddedSignalAreItsDiscreteFourierTransform() {
        // The tremor spectrum's shape (400 points padded to 2000, bins 20...500) and a short last
        // segment padded the same way.
        for (points, given) in [(400, 400), (400, 150), (137, 137)] {
            let transform = ChirpZTransform(inputLength: points, length: 2000, bins: 20..<501)
            let signal = randomSignal(given, seed: points)
            let bins = transform.transform(signal)
            var largest = 0.0, worst = 0.0
            for (offset, k) in (20..<501).enumerated() {
                let expected = directBin(signal.map { ($0, 0) }, k, length: 2000)
                largest = max(largest, hypot(expected.0, expected.1))
                worst = max(worst, hypot(bins.real[offset] - expected.0, bins.imaginary[offset] - expected.1))
            }
            #expect(worst <= 1e-10 * largest, "\(given) of \(points) points: error \(worst) of \(largest)")
        }
    }
}
