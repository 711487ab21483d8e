/// Step length from a lower-back sensor by Zijlstra and Hof's inverted pendulum (2003,
/// "Assessment of spatio-temporal gait parameters from trunk accelerations during human walking",
/// Gait Posture 18:1–10): over one step the trunk rises and falls by h on a leg of length l, so
/// the step is 2·√(2lh − h²) long, times a correction factor for the double-support phase the
/// pendulum leaves out.
///
/// h is the range of the vertical position between two initial contacts; the position is the
/// vertical acceleration high-passed at 0.1 Hz (fourth order, zero-phase), integrated, high-passed
/// at 1 Hz to remove the integration's drift, and integrated again (Mobilise-D's `SlZijlstra`).
package enum InvertedPendulum {
    /// The correction factor: Mobilise-D's for `SlZijlstra`, 4.587 / 4, fitted on the MS Project's
    /// people with multiple sclerosis (mobgap, `step_length_scaling_factor_ms_ms`), none of whom
    /// are in the data it is validated on here.
    package static let correction = 4.587 / 4
    /// The sensor's height as a share of body height when only the body height is known: the
    /// greater trochanter's (leg length), 0.530 H (Winter, *Biomechanics and Motor Control of
    /// Human Movement*, 4th ed., 2009, fig. 4.1, after Drillis and Contini 1966), as
    /// scikit-digital-health's gait `height_factor` takes it.
    package static let legLengthRatio = 0.53
    /// Body heights a person can have, metres.
    package static let bodyHeights = 0.5...2.6
    /// Sensor heights on the lower back a person can have, metres.
    package static let sensorHeights = 0.25...1.6

    /// The vertical position, metres, up to a slow drift that the step's range ignores.
    /// - Parameters:
    ///   - vertical: The vertical acceleration, m/s².
    ///   - rate: Its rate, Hz.
    package static func position(vertical: [Double], rate: Double) -> [Double] {
        let acceleration = ZeroPhaseFilter.highPass(cutoff: 0.1, rate: rate, order: 4).apply(vertical)
        let velocity = ZeroPhaseFilter.highPass(cutoff: 1, rate: rate, order: 4).apply(integrated(acceleration, rate: rate))
        return integrated(velocity, rate: rate)
    }

    /// The step length, metres, of a step over which the trunk rose and fell by `rise`.
    /// - Parameters:
    ///   - rise: The range of the vertical position over the step, metres.
    ///   - sensorHeight: The sensor's height above the ground standing, metres (the pendulum's length).
    package static func stepLength(rise: Double, sensorHeight: Double) -> Double {
        correction * 2 * abs(2 * sensorHeight * rise - rise * rise).squareRoot()
    }

    /// The running sum of `values` over `rate` (the rectangle rule).
    private static func integrated(_ values: [Double], rate: Double) -> [Double] {
        var sum = 0.0
        return values.map { value in
            sum += value / rate
            return sum
        }
    }
}
