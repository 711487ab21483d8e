import Foundation

/// Finds the instants a foot strikes the ground (initial contacts) in a lower-back sensor's
/// vertical acceleration. At each initial contact the trunk, falling, is stopped: its upward
/// acceleration peaks (Zijlstra & Hof 2003, "Assessment of spatio-temporal gait parameters from
/// trunk accelerations during human walking", Gait Posture 18:1–10; McCamley et al. 2012, "An
/// enhanced estimate of initial contact and final contact instants of time using lower trunk
/// inertial sensor data", Gait Posture 36:316–318, find the same events through the integrated
/// and differentiated signal). The signal is band-passed to the stepping band (0.25–3 Hz,
/// zero-phase), smoothed by a Gaussian of `smoothingSeconds`; its local maxima of at least
/// `minimumPeak` are the step candidates, and each inside a gait sequence (`GaitSequenceDetector`)
/// that rises above half the signal's local root mean square is a contact; of two closer than
/// `minimumStepSeconds` the higher is kept.
package enum InitialContactDetector {
    /// The stepping band, Hz: below 0.25 Hz lies posture, above 3 Hz the heel's impact.
    package static let band = (low: 0.25, high: 3.0)
    /// The Gaussian's standard deviation, seconds.
    package static let smoothingSeconds = 0.05
    /// The shortest step, seconds (a cadence of 240 steps/min, beyond running).
    package static let minimumStepSeconds = 0.25
    /// The window of the local root mean square a contact must exceed half of, seconds.
    package static let activitySeconds = 1.0
    /// The least height of a step's peak, m/s²: Iluz et al.'s step threshold as Mobilise-D's
    /// `GsdIluz` sets it (mobgap 1.2.0, `src/mobgap/gait_sequences/_gsd_iluz.py` lines 194 and
    /// 308–311: 0.4 g / 100 on the vertical acceleration convolved with one cycle of a 2 Hz sine
    /// divided by the rate), which a step wave of 2 Hz reaches at an amplitude of 4 × 0.004 g.
    /// Without it the half-RMS rule, being relative, takes the sway of a still body for steps.
    package static let minimumPeak = 4 * 0.4 * TrunkSignals.standardGravity / 100

    /// The initial contacts and the gait sequences they lie in.
    /// - Parameters:
    ///   - vertical: The vertical acceleration, m/s² (`TrunkSignals.vertical`).
    ///   - rate: Its rate, Hz.
    /// - Returns: The contacts' sample indices in time order, and the gait sequences.
    package static func detect(vertical: [Double], rate: Double) -> (contacts: [Int], sequences: [Range<Int>]) {
        let bandPassed = ZeroPhaseFilter.bandPass(low: band.low, high: band.high, rate: rate).apply(vertical)
        let smoothed = gaussianSmoothed(bandPassed, sigma: smoothingSeconds * rate)
        var peaks: [(index: Int, height: Double)] = []
        for index in smoothed.indices.dropFirst().dropLast() where smoothed[index] >= minimumPeak && smoothed[index] > smoothed[index - 1] && smoothed[index] >= smoothed[index + 1] {
            peaks.append((index, smoothed[index]))
        }
        let sequences = GaitSequenceDetector.sequences(bandPassed: bandPassed, steps: peaks, rate: rate)
        let rms = movingRootMeanSquare(bandPassed, window: Int((activitySeconds * rate).rounded()))
        let closest = Int((minimumStepSeconds * rate).rounded())
        var contacts: [Int] = []
        var sequence = 0
        for peak in peaks {
            while sequence < sequences.count, sequences[sequence].upperBound <= peak.index { sequence += 1 }
            guard sequence < sequences.count, sequences[sequence].contains(peak.index), peak.height > rms[peak.index] / 2 else { continue }
            if let last = contacts.last, peak.index - last < closest {
                if peak.height > smoothed[last] { contacts[contacts.count - 1] = peak.index }
            } else {
                contacts.append(peak.index)
            }
        }
        return (contacts, sequences)
    }

    /// `values` convolved with a normalised Gaussian of standard deviation `sigma` samples, cut at
    /// 4 σ; beyond the ends the first and last value are held.
    private static func gaussianSmoothed(_ values: [Double], sigma: Double) -> [Double] {
        let reach = Int((4 * sigma).rounded())
        guard reach > 0, !values.isEmpty else { return values }
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let last = values.count - 1
        return values.indices.map { index in
            var sum = 0.0
            for offset in -reach...reach {
                sum += kernel[offset + reach] * values[min(last, max(0, index + offset))]
            }
            return sum
        }
    }

    /// The root mean square of `values` over a centred window of `window` samples (shorter at the ends).
    private static func movingRootMeanSquare(_ values: [Double], window: Int) -> [Double] {
        var sums = [0.0]
        sums.reserveCapacity(values.count + 1)
        for value in values { sums.append(sums[sums.count - 1] + value * value) }
        let half = max(1, window / 2)
        return values.indices.map { index in
            let low = max(0, index - half), high = min(values.count, index + half + 1)
            return ((sums[high] - sums[low]) / Double(high - low)).squareRoot()
        }
    }
}
