import Foundation

/// The two signals gait is measured from on a sensor worn on the lower back, found whichever way
/// the sensor sits: its vertical is the direction of gravity in the device's frame, the
/// acceleration's moving mean over `gravitySeconds` (the tilt correction of Moe-Nilssen 1998, "A
/// new method for evaluating motor control in gait under real-life environmental conditions. Part
/// 1", Clin Biomech 13:320–327, made local so the sensor may shift during a long recording).
package struct TrunkSignals: Sendable {
    /// Standard gravity, m/s² (the unit g).
    package static let standardGravity = 9.80665
    /// The window of the gravity estimate, seconds: several strides, so that the strides average out.
    package static let gravitySeconds = 2.0

    /// The vertical acceleration without gravity, m/s², upwards positive.
    package let vertical: [Double]
    /// The rate of turning about the vertical, degrees per second (positive counter-clockwise
    /// seen from above), or `nil` without a gyroscope.
    package let yawRate: [Double]?
    /// The mean length of the gravity estimate, g: 1 on a calibrated accelerometer.
    package let gravityNorm: Double

    /// Finds the vertical of `grid` and projects its readings on it.
    /// - Parameter grid: The readings on a uniform grid.
    package init(_ grid: MotionGrid) {
        let count = grid.acceleration.count
        let half = max(1, Int((Self.gravitySeconds * grid.rate / 2).rounded()))
        var sums = [SIMD3<Double>](repeating: .zero, count: count + 1)
        for index in 0..<count { sums[index + 1] = sums[index] + grid.acceleration[index] }
        var vertical: [Double] = []
        var yawRate: [Double] = []
        vertical.reserveCapacity(count)
        var norms = 0.0
        for index in 0..<count {
            let low = max(0, index - half), high = min(count, index + half + 1)
            let gravity = (sums[high] - sums[low]) / Double(high - low)
            let length = (gravity * gravity).sum().squareRoot()
            norms += length
            let up = length > 0 ? gravity / length : SIMD3(1, 0, 0)
            vertical.append(((grid.acceleration[index] * up).sum() - length) * Self.standardGravity)
            if let rotation = grid.rotation {
                yawRate.append((rotation[index] * up).sum() * 180 / .pi)
            }
        }
        self.vertical = vertical
        self.yawRate = grid.rotation == nil ? nil : yawRate
        gravityNorm = count > 0 ? norms / Double(count) : 0
    }
}
