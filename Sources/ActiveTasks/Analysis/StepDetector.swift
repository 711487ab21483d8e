/// Finds steps as peaks of the smoothed gait signal: a local maximum above half the recent
/// peak amplitude (and above `minimumAmplitude`, so standing still yields none), at least
/// `minimumInterval` seconds after the previous step. The step's time is refined between grid
/// points by the parabola through the peak and its two neighbours.
struct StepDetector: Sendable {
    private let minimumAmplitude: Double
    private let minimumInterval: Double
    private let powerAlpha: Double
    private var power = 0.0
    private var older = Double.infinity
    private var previous: (time: Double, value: Double) = (0, .infinity)
    private var lastStep = -Double.infinity

    private let spacing: Double

    /// Creates a detector for a signal on a grid of `rate` Hz.
    init(rate: Double, minimumAmplitude: Double = 0.05, minimumInterval: Double = 0.25) {
        spacing = 1 / rate
        self.minimumAmplitude = minimumAmplitude
        self.minimumInterval = minimumInterval
        powerAlpha = 1 / (2 * rate + 1)
    }

    /// Takes the next grid value; returns the time of a step when the previous value was one.
    mutating func add(time: Double, value: Double) -> Double? {
        power += powerAlpha * (value * value - power)
        let peak = previous
        let left = older
        let rising = peak.value > older
        older = peak.value
        previous = (time, value)
        guard rising, peak.value >= value else { return nil }
        let threshold = max(minimumAmplitude, 0.5 * (2 * power).squareRoot())
        guard peak.value > threshold, peak.time - lastStep >= minimumInterval else { return nil }
        let curvature = left - 2 * peak.value + value
        let offset = curvature < 0 ? 0.5 * (left - value) / curvature : 0
        lastStep = peak.time + offset * spacing
        return lastStep
    }
}
