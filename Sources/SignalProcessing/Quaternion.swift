import Foundation

/// A unit quaternion `w + x i + y j + z k` for orientations; `MadgwickFilter` keeps one.
public struct Quaternion: Sendable, Equatable {
    /// The scalar part.
    public var w: Double
    /// The i part.
    public var x: Double
    /// The j part.
    public var y: Double
    /// The k part.
    public var z: Double

    /// Creates a quaternion from its parts.
    public init(w: Double, x: Double, y: Double, z: Double) {
        (self.w, self.x, self.y, self.z) = (w, x, y, z)
    }

    /// The identity rotation.
    public static let identity = Quaternion(w: 1, x: 0, y: 0, z: 0)

    /// The Hamilton product `self ⊗ other`.
    public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
        Quaternion(w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z,
                   x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
                   y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
                   z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w)
    }

    /// The inverse of a unit quaternion.
    public var conjugate: Quaternion { Quaternion(w: w, x: -x, y: -y, z: -z) }

    /// The quaternion scaled to length 1.
    public var normalized: Quaternion {
        let length = (w * w + x * x + y * y + z * z).squareRoot()
        return Quaternion(w: w / length, x: x / length, y: y / length, z: z / length)
    }

    /// The rotation about the x axis, radians, as ResearchKit's range of motion reads a portrait
    /// device's pitch from an attitude (`allOrientationsForPitch`,
    /// `ORKRangeOfMotionStepViewController.m`): `atan2(2 (x w + y z), 1 − 2 (x² + z²))`.
    public var pitch: Double {
        atan2(2 * (x * w + y * z), 1 - 2 * (x * x + z * z))
    }
}
