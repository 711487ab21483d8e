import Foundation

/// A second-order band-pass filter (the "constant 0 dB peak gain" biquad of R. Bristow-Johnson's
/// *Audio EQ Cookbook*) whose centre can be moved while it runs: a sinusoid at the centre passes
/// with gain 1 and no phase shift, so the peaks of the output stay where the input's are.
package struct BandPassFilter: Sendable {
    private let rate: Double
    private let quality: Double
    private var b0 = 0.0, a1 = 0.0, a2 = 0.0
    private var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

    /// Creates a filter on a grid of `rate` Hz centred on `centre` Hz with quality factor `quality`
    /// (centre ÷ bandwidth between the −3 dB points).
    package init(rate: Double, centre: Double, quality: Double) {
        self.rate = rate
        self.quality = quality
        tune(to: centre)
    }

    /// Moves the centre to `centre` Hz, keeping the filter's state.
    package mutating func tune(to centre: Double) {
        let omega = 2 * Double.pi * centre / rate
        let alpha = sin(omega) / (2 * quality)
        let a0 = 1 + alpha
        b0 = alpha / a0
        a1 = -2 * cos(omega) / a0
        a2 = (1 - alpha) / a0
    }

    /// Filters the next value (b₁ = 0 and b₂ = −b₀ in this design).
    package mutating func filter(_ x: Double) -> Double {
        let y = b0 * (x - x2) - a1 * y1 - a2 * y2
        x2 = x1; x1 = x
        y2 = y1; y1 = y
        return y
    }
}
