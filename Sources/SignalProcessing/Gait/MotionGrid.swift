import Foundation

/// Accelerometer (and gyroscope) readings on one uniform time grid, each axis interpolated
/// linearly between the readings around a grid point, so that recordings with jitter, a dropped
/// sample or a gyroscope stamped apart from the accelerometer are analysed as evenly sampled
/// signals. The grid runs from the first accelerometer reading to the last.
package struct MotionGrid: Sendable {
    /// The grid's rate, Hz.
    package let rate: Double
    /// The time of the first grid point, seconds on the recording's timeline.
    package let start: Double
    /// The acceleration at each grid point, in the device's axes (g).
    package let acceleration: [SIMD3<Double>]
    /// The angular velocity at each grid point, in the device's axes (rad/s), or `nil` without a
    /// gyroscope.
    package let rotation: [SIMD3<Double>]?

    /// Puts the readings on a grid of `rate` Hz.
    /// - Parameters:
    ///   - accelerometer: The accelerometer readings in time order (seconds, g).
    ///   - gyroscope: The gyroscope readings in time order (seconds, rad/s); empty when none.
    ///   - rate: The grid's rate, Hz.
    package init(accelerometer: [(time: Double, value: SIMD3<Double>)], gyroscope: [(time: Double, value: SIMD3<Double>)], rate: Double) {
        self.rate = rate
        start = accelerometer.first?.time ?? 0
        let count = accelerometer.count < 2 ? accelerometer.count
            : Int(((accelerometer[accelerometer.count - 1].time - start) * rate).rounded(.down)) + 1
        acceleration = Self.resample(accelerometer, start: start, rate: rate, count: count)
        rotation = gyroscope.isEmpty ? nil : Self.resample(gyroscope, start: start, rate: rate, count: count)
    }

    /// The time of grid point `index`, seconds on the recording's timeline.
    package func time(at index: Int) -> Double {
        start + Double(index) / rate
    }

    /// `readings` interpolated at `count` points from `start`, `rate` Hz apart; held at the first
    /// and last reading beyond them.
    private static func resample(_ readings: [(time: Double, value: SIMD3<Double>)], start: Double, rate: Double, count: Int) -> [SIMD3<Double>] {
        var values: [SIMD3<Double>] = []
        values.reserveCapacity(count)
        var next = 0
        for index in 0..<count {
            let time = start + Double(index) / rate
            while next < readings.count, readings[next].time < time { next += 1 }
            if next == 0 {
                values.append(readings[0].value)
            } else if next == readings.count {
                values.append(readings[readings.count - 1].value)
            } else {
                let before = readings[next - 1], after = readings[next]
                let span = after.time - before.time
                let weight = span > 0 ? (time - before.time) / span : 0
                values.append(before.value + (after.value - before.value) * weight)
            }
        }
        return values
    }
}
