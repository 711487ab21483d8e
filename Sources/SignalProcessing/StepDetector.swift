/// Finds steps in the smoothed gait signal, wherever the device is carried.
///
/// The signal is band-passed around the current step frequency (1 / the period that
/// `StepPeriodEstimator` finds, `defaultPeriod` until it has found one), which leaves one
/// oscillation per step even where a pocket gives one leg's steps a different shape than the
/// other's. A step is a peak of the band-passed signal above max(`minimumAmplitude`, half its
/// recent amplitude √2·RMS over ~2 s) at least half a period after the previous one. The step's
/// time is that of the smoothed signal's own peak nearest to it (within a quarter period; the
/// band-passed peak's time if there is none), refined between grid points by the parabola through
/// the peak and its two neighbours. A step is therefore reported up to a quarter period late.
package struct StepDetector: Sendable {
    /// A step whose time waits for the smoothed signal's peaks around it.
    private struct Pending: Sendable {
        /// The band-passed peak's time.
        var time: Double
        /// The best time so far.
        var best: Double
        /// How long after `time` a smoothed peak would still be nearer than `best`.
        var limit: Double
    }

    private let minimumAmplitude: Double
    private let spacing: Double
    private let powerAlpha: Double
    private var estimator: StepPeriodEstimator
    private var bandPass: BandPassFilter
    private var period: Double
    private var power = 0.0
    private var smoothed = (older: Double.infinity, previous: Double.infinity)
    private var passed = (older: Double.infinity, previous: Double.infinity)
    private var lastPeak = -Double.infinity
    private var lastCounted = -Double.infinity
    private var pending: Pending?

    /// Creates a detector for a signal on a grid of `rate` Hz.
    package init(rate: Double, minimumAmplitude: Double = 0.05, defaultPeriod: Double = 0.55, quality: Double = 2) {
        spacing = 1 / rate
        self.minimumAmplitude = minimumAmplitude
        powerAlpha = 1 / (2 * rate + 1)
        period = defaultPeriod
        estimator = StepPeriodEstimator(rate: rate)
        bandPass = BandPassFilter(rate: rate, centre: 1 / defaultPeriod, quality: quality)
    }

    /// The time of a step found but not yet reported when the signal ends.
    package var pendingStep: Double? { pending?.best }

    /// Takes the next grid value at `time`; returns the time of a step once it is known.
    package mutating func add(time: Double, value: Double) -> Double? {
        var step: Double?
        if let waiting = pending, time >= waiting.time + waiting.limit + spacing {
            step = waiting.best
            pending = nil
        }
        if estimator.add(value), let estimate = estimator.period, estimate != period {
            period = estimate
            bandPass.tune(to: 1 / estimate)
        }
        let filtered = bandPass.filter(value)
        power += powerAlpha * (filtered * filtered - power)

        if let peak = Self.peak(&smoothed, next: value, at: time - spacing, spacing: spacing) {
            if var waiting = pending, peak >= waiting.time {
                if peak - waiting.time < waiting.limit { waiting.best = peak }
                step = waiting.best
                pending = nil
            }
            lastPeak = peak
        }
        let height = passed.previous
        if let peak = Self.peak(&passed, next: filtered, at: time - spacing, spacing: spacing),
           height > max(minimumAmplitude, 0.5 * (2 * power).squareRoot()), peak - lastCounted >= 0.5 * period {
            if let waiting = pending { step = waiting.best }
            let window = 0.25 * period
            let before = peak - lastPeak
            pending = before <= window ? Pending(time: peak, best: lastPeak, limit: before)
                                       : Pending(time: peak, best: peak, limit: window)
            lastCounted = peak
        }
        return step
    }

    /// Moves `next` into the last two values and returns the refined time of the previous value,
    /// at `time` on a grid of `spacing` seconds, when it was a local maximum.
    private static func peak(_ values: inout (older: Double, previous: Double), next: Double,
                             at time: Double, spacing: Double) -> Double? {
        let (left, middle) = values
        values = (middle, next)
        guard middle > left, middle >= next else { return nil }
        let curvature = left - 2 * middle + next
        let offset = curvature < 0 ? 0.5 * (left - next) / curvature : 0
        return time + offset * spacing
    }
}
