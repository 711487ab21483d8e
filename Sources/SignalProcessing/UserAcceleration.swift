import Foundation

/// An accelerometer's acceleration with gravity taken out, as CoreMotion's `userAcceleration`
/// that ResearchKit's reaction time compares with its threshold: gravity is estimated by a
/// first-order low-pass filter of the readings (time constant `timeConstant`), and each reading is
/// compared with the estimate of the readings before it.
///
/// For readings `a_k` (g) at times `t_k`: `g_1 = a_1`; `|u_k| = |a_k − g_{k−1}|`; then
/// `g_k = g_{k−1} + (1 − exp(−(t_k − t_{k−1}) / τ)) · (a_k − g_{k−1})`. The first reading gives
/// magnitude 0.
public struct UserAcceleration: Sendable {
    /// The gravity filter's time constant τ, seconds: long beside a shake (a reaction's
    /// acceleration rises within 0.1 s), short beside the way a device held still drifts.
    public static let timeConstant = 0.5

    private var gravity: (x: Double, y: Double, z: Double)?
    private var lastTime = 0.0

    /// A filter that has seen no reading.
    public init() {}

    /// Adds the reading (`x`, `y`, `z` in g) taken at `time` seconds.
    /// - Returns: The magnitude of the reading less the gravity estimated before it, in g.
    public mutating func add(x: Double, y: Double, z: Double, at time: Double) -> Double {
        guard let g = gravity else {
            gravity = (x, y, z)
            lastTime = time
            return 0
        }
        let (dx, dy, dz) = (x - g.x, y - g.y, z - g.z)
        let weight = 1 - exp(-max(0, time - lastTime) / Self.timeConstant)
        gravity = (g.x + weight * dx, g.y + weight * dy, g.z + weight * dz)
        lastTime = time
        return (dx * dx + dy * dy + dz * dz).squareRoot()
    }
}
