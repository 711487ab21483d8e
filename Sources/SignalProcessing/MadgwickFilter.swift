import Foundation

/// Madgwick's gradient-descent orientation filter for an IMU (accelerometer and gyroscope), as
/// his reference implementation `MadgwickAHRSupdateIMU` (MadgwickAHRS.c, 2011) computes it: the
/// gyroscope's rate integrates the orientation, and one gradient-descent step of size `beta`
/// pulls the gravity it predicts towards the accelerometer's. Madgwick, Harrison & Vaidyanathan,
/// *Estimation of IMU and MARG orientation using a gradient descent algorithm*, IEEE ICORR 2011.
///
/// The orientation maps the sensor's frame to the earth's (z up); it starts from the first
/// accelerometer reading (roll and pitch from gravity, yaw 0) rather than the identity, so the
/// filter needs no time to converge.
public struct MadgwickFilter: Sendable {
    /// The gradient step, rad/s: the reference implementation's default (`betaDef 0.1f`), which
    /// corresponds to a gyroscope error of about 6.6°/s (β = √(3/4) ω_β).
    public static let defaultBeta = 0.1

    /// The gradient step.
    public let beta: Double
    /// The orientation, `nil` before the first accelerometer reading.
    public private(set) var orientation: Quaternion?
    private var lastRotationTime: Double?
    private var gravity: (x: Double, y: Double, z: Double) = (0, 0, 1)

    /// Creates a filter.
    /// - Parameter beta: The gradient step, rad/s.
    public init(beta: Double = MadgwickFilter.defaultBeta) {
        self.beta = beta
    }

    /// Takes an accelerometer reading (g): the first sets the starting orientation, the rest are
    /// used by the next gyroscope reading.
    public mutating func addAcceleration(x: Double, y: Double, z: Double) {
        gravity = (x, y, z)
        guard orientation == nil else { return }
        let roll = atan2(y, z), pitch = atan2(-x, (y * y + z * z).squareRoot())
        orientation = Quaternion(w: cos(roll / 2) * cos(pitch / 2), x: sin(roll / 2) * cos(pitch / 2),
                                 y: cos(roll / 2) * sin(pitch / 2), z: -sin(roll / 2) * sin(pitch / 2))
    }

    /// Takes a gyroscope reading (rad/s) at `time` seconds: one filter update over the time since
    /// the previous gyroscope reading, with the latest accelerometer reading.
    public mutating func addRotation(x gx: Double, y gy: Double, z gz: Double, at time: Double) {
        defer { lastRotationTime = time }
        guard let q = orientation, let last = lastRotationTime else { return }
        let dt = max(0, time - last)
        let (q0, q1, q2, q3) = (q.w, q.x, q.y, q.z)
        var dot = (0.5 * (-q1 * gx - q2 * gy - q3 * gz), 0.5 * (q0 * gx + q2 * gz - q3 * gy),
                   0.5 * (q0 * gy - q1 * gz + q3 * gx), 0.5 * (q0 * gz + q1 * gy - q2 * gx))
        let norm = (gravity.x * gravity.x + gravity.y * gravity.y + gravity.z * gravity.z).squareRoot()
        if norm > 0 {
            let (ax, ay, az) = (gravity.x / norm, gravity.y / norm, gravity.z / norm)
            let s0 = 4 * q0 * q2 * q2 + 2 * q2 * ax + 4 * q0 * q1 * q1 - 2 * q1 * ay
            let s1 = 4 * q1 * q3 * q3 - 2 * q3 * ax + 4 * q0 * q0 * q1 - 2 * q0 * ay - 4 * q1 + 8 * q1 * q1 * q1 + 8 * q1 * q2 * q2 + 4 * q1 * az
            let s2 = 4 * q0 * q0 * q2 + 2 * q0 * ax + 4 * q2 * q3 * q3 - 2 * q3 * ay - 4 * q2 + 8 * q2 * q1 * q1 + 8 * q2 * q2 * q2 + 4 * q2 * az
            let s3 = 4 * q1 * q1 * q3 - 2 * q1 * ax + 4 * q2 * q2 * q3 - 2 * q2 * ay
            let length = (s0 * s0 + s1 * s1 + s2 * s2 + s3 * s3).squareRoot()
            if length > 0 {
                dot = (dot.0 - beta * s0 / length, dot.1 - beta * s1 / length, dot.2 - beta * s2 / length, dot.3 - beta * s3 / length)
            }
        }
        orientation = Quaternion(w: q0 + dot.0 * dt, x: q1 + dot.1 * dt, y: q2 + dot.2 * dt, z: q3 + dot.3 * dt).normalized
    }
}
