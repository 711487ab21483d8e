import Foundation

/// Turns accelerometer samples at any (even irregular) rate into the orientation-independent
/// gait signal on a uniform grid: the magnitude |a| resampled linearly at `rate` Hz, minus its
/// slowly moving mean (gravity), low-passed by a second-order Butterworth filter.
package struct GaitSignal: Sendable {
    /// The grid rate in Hz.
    package let rate: Double
    private let gravityAlpha: Double
    private let b0: Double, b1: Double, b2: Double, a1: Double, a2: Double
    private var previous: (time: Double, magnitude: Double)?
    private var nextTime = 0.0
    private var gravity = 0.0
    private var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

    /// Creates the chain for a grid of `rate` Hz, a gravity time constant of `gravitySeconds`
    /// and a low-pass corner at `cutoff` Hz.
    package init(rate: Double = 50, gravitySeconds: Double = 2, cutoff: Double = 5) {
        self.rate = rate
        gravityAlpha = 1 / (gravitySeconds * rate + 1)
        let k = tan(Double.pi * cutoff / rate)
        let norm = 1 / (1 + k * 2.0.squareRoot() + k * k)
        b0 = k * k * norm
        b1 = 2 * b0
        b2 = b0
        a1 = 2 * (k * k - 1) * norm
        a2 = (1 - k * 2.0.squareRoot() + k * k) * norm
    }

    /// Adds one accelerometer reading and calls `emit(time, dynamic, smoothed)` for each grid
    /// point it completes: `dynamic` is the magnitude minus gravity in g, `smoothed` its low-pass.
    package mutating func add(time: Double, x: Double, y: Double, z: Double,
                      emit: (Double, Double, Double) -> Void) {
        let magnitude = (x * x + y * y + z * z).squareRoot()
        guard let (t0, m0) = previous else {
            previous = (time, magnitude)
            gravity = magnitude
            nextTime = time
            return
        }
        guard time > t0 else { return }
        let step = 1 / rate
        while nextTime <= time {
            let value = m0 + (magnitude - m0) * (nextTime - t0) / (time - t0)
            gravity += gravityAlpha * (value - gravity)
            let dynamic = value - gravity
            let smoothed = b0 * dynamic + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            x2 = x1; x1 = dynamic
            y2 = y1; y1 = smoothed
            emit(nextTime, dynamic, smoothed)
            nextTime += step
        }
        previous = (time, magnitude)
    }
}
