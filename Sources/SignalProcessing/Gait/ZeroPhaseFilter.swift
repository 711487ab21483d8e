import Foundation

/// A Butterworth filter run over a whole signal forwards and then backwards, as MATLAB's and
/// SciPy's `filtfilt` do: no phase shift (peaks stay where the input's are) and the magnitude
/// response squared. It is a cascade of second-order sections from R. Bristow-Johnson's *Audio EQ
/// Cookbook* (bilinear transform, pre-warped at the cut-off) with the Butterworth quality factors
/// Q_k = 1 / (2 cos((2k − 1)π / 2n)); each end of the signal is extended by its odd reflection and
/// each section starts in the steady state of the first value, so the ends do not ring.
package struct ZeroPhaseFilter: Sendable {
    private struct Section: Sendable {
        var b0: Double, b1: Double, b2: Double, a1: Double, a2: Double

        /// The section's gain at 0 Hz.
        var dcGain: Double { (b0 + b1 + b2) / (1 + a1 + a2) }
    }

    private let sections: [Section]
    private let padding: Int

    private init(sections: [Section], padding: Int) {
        self.sections = sections
        self.padding = padding
    }

    /// A low-pass filter.
    /// - Parameters:
    ///   - cutoff: The −3 dB frequency of one pass, Hz.
    ///   - rate: The signal's sampling rate, Hz.
    ///   - order: The order of one pass (even; 2 or 4).
    package static func lowPass(cutoff: Double, rate: Double, order: Int = 2) -> ZeroPhaseFilter {
        ZeroPhaseFilter(sections: butterworth(cutoff: cutoff, rate: rate, order: order, highPass: false),
                        padding: Int((3 * rate / cutoff).rounded()))
    }

    /// A high-pass filter.
    /// - Parameters:
    ///   - cutoff: The −3 dB frequency of one pass, Hz.
    ///   - rate: The signal's sampling rate, Hz.
    ///   - order: The order of one pass (even; 2 or 4).
    package static func highPass(cutoff: Double, rate: Double, order: Int = 2) -> ZeroPhaseFilter {
        ZeroPhaseFilter(sections: butterworth(cutoff: cutoff, rate: rate, order: order, highPass: true),
                        padding: Int((3 * rate / cutoff).rounded()))
    }

    /// A band-pass filter: a high-pass at `low` and a low-pass at `high`, each of `order`.
    /// - Parameters:
    ///   - low: The lower −3 dB frequency, Hz.
    ///   - high: The upper −3 dB frequency, Hz.
    ///   - rate: The signal's sampling rate, Hz.
    ///   - order: The order of each edge (even).
    package static func bandPass(low: Double, high: Double, rate: Double, order: Int = 2) -> ZeroPhaseFilter {
        ZeroPhaseFilter(sections: butterworth(cutoff: low, rate: rate, order: order, highPass: true)
                            + butterworth(cutoff: high, rate: rate, order: order, highPass: false),
                        padding: Int((3 * rate / low).rounded()))
    }

    /// The Butterworth sections of `order` at `cutoff`.
    private static func butterworth(cutoff: Double, rate: Double, order: Int, highPass: Bool) -> [Section] {
        let omega = 2 * Double.pi * min(cutoff, 0.49 * rate) / rate
        return (1...max(1, order / 2)).map { k in
            let quality = 1 / (2 * cos(Double(2 * k - 1) * Double.pi / Double(2 * max(2, order))))
            let alpha = sin(omega) / (2 * quality)
            let cosine = cos(omega)
            let a0 = 1 + alpha
            let b1 = highPass ? -(1 + cosine) : 1 - cosine
            return Section(b0: abs(b1) / 2 / a0, b1: b1 / a0, b2: abs(b1) / 2 / a0, a1: -2 * cosine / a0, a2: (1 - alpha) / a0)
        }
    }

    /// `signal` filtered forwards and backwards.
    /// - Parameter signal: Values on a uniform grid.
    /// - Returns: As many values, without phase shift.
    package func apply(_ signal: [Double]) -> [Double] {
        guard signal.count > 1 else { return signal }
        let pad = min(padding, signal.count - 1)
        let first = signal[0], last = signal[signal.count - 1]
        var extended = (0..<pad).map { 2 * first - signal[pad - $0] }
        extended += signal
        extended += (0..<pad).map { 2 * last - signal[signal.count - 2 - $0] }
        for section in sections { Self.run(section, over: &extended) }
        extended.reverse()
        for section in sections { Self.run(section, over: &extended) }
        extended.reverse()
        return Array(extended[pad..<(pad + signal.count)])
    }

    /// Runs one section over `values` in place, from the steady state of the first value.
    private static func run(_ section: Section, over values: inout [Double]) {
        guard let first = values.first else { return }
        var x1 = first, x2 = first
        var y1 = first * section.dcGain, y2 = y1
        for index in values.indices {
            let x = values[index]
            let y = section.b0 * x + section.b1 * x1 + section.b2 * x2 - section.a1 * y1 - section.a2 * y2
            x2 = x1; x1 = x
            y2 = y1; y1 = y
            values[index] = y
        }
    }
}
