import Foundation
import RecordingFormat

/// Distance walked from location fixes with GPS jitter filtered out, in constant memory.
///
/// Fixes worse than `maximumAccuracy` metres are dropped. Each remaining fix is projected onto a
/// local plane (equirectangular, around the first fix) and averaged with the previous
/// `smoothing − 1` fixes; distance accrues only when the averaged position has moved more than
/// `threshold` metres from the last counted position, which then moves there. A person standing
/// still with 3–5 m of noise therefore walks 0 m, and a walk loses at most `threshold` metres.
package struct LocationDistance: Sendable {
    private let maximumAccuracy: Double
    private let threshold: Double
    private let smoothing: Int
    private var origin: (latitude: Double, longitude: Double, metresPerDegreeLongitude: Double)?
    private var recent: [(x: Double, y: Double)] = []
    private var anchor: (x: Double, y: Double)?
    package private(set) var distance = 0.0
    /// Metres the averaged position has moved from the last counted position without passing
    /// `threshold` yet: movement `distance` does not count (yet), or jitter.
    package private(set) var pending = 0.0
    package private(set) var fixes = 0

    /// Creates a filter.
    package init(maximumAccuracy: Double = 50, threshold: Double = 8, smoothing: Int = 5) {
        self.maximumAccuracy = maximumAccuracy
        self.threshold = threshold
        self.smoothing = smoothing
    }

    /// Metres per degree of latitude (WGS-84 mean).
    private static let metresPerDegree = 111_320.0

    /// Takes one fix.
    package mutating func add(_ fix: LocationSample) {
        if let accuracy = fix.horizontalAccuracy, accuracy > maximumAccuracy { return }
        fixes += 1
        if origin == nil {
            origin = (fix.latitude, fix.longitude, Self.metresPerDegree * cos(fix.latitude * .pi / 180))
        }
        guard let origin else { return }
        let point = ((fix.longitude - origin.longitude) * origin.metresPerDegreeLongitude,
                     (fix.latitude - origin.latitude) * Self.metresPerDegree)
        recent.append(point)
        if recent.count > smoothing { recent.removeFirst() }
        guard recent.count == smoothing else { return }
        let x = recent.reduce(0) { $0 + $1.x } / Double(smoothing)
        let y = recent.reduce(0) { $0 + $1.y } / Double(smoothing)
        guard let from = anchor else {
            anchor = (x, y)
            return
        }
        let moved = ((x - from.x) * (x - from.x) + (y - from.y) * (y - from.y)).squareRoot()
        if moved > threshold {
            distance += moved
            anchor = (x, y)
            pending = 0
        } else {
            pending = moved
        }
    }
}
