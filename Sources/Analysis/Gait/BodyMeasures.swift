import ActiveTasks
import RecordingFormat
import SignalProcessing
import JSONValues

/// What the gait analysis knows of the person who wore the sensor: the sensor's height above the
/// ground, or the body's height it is estimated from (`InvertedPendulum.legLengthRatio`).
public struct BodyMeasures: Sendable, Equatable {
    /// The sensor's height above the ground standing, metres, or `nil`.
    public var sensorHeight: Double?
    /// The body's height, metres, or `nil`.
    public var height: Double?

    /// Creates the measures.
    /// - Parameters:
    ///   - sensorHeight: The sensor's height above the ground standing, metres.
    ///   - height: The body's height, metres.
    public init(sensorHeight: Double? = nil, height: Double? = nil) {
        self.sensorHeight = sensorHeight
        self.height = height
    }

    /// The measures a walking task's run was given (`--set sensorHeight=`, `--set height=`, kept in
    /// its provenance's parameters).
    /// - Parameter parameters: The run's parameters.
    public init(parameters: [String: JSONValue]) {
        self.init(sensorHeight: parameters["sensorHeight"]?.doubleValue, height: parameters["height"]?.doubleValue)
    }

    /// These measures, each replaced by `other`'s where `other` has one.
    /// - Parameter other: The measures that take precedence (`analyze --sensor-height`, `--height`).
    public func overridden(by other: BodyMeasures) -> BodyMeasures {
        BodyMeasures(sensorHeight: other.sensorHeight ?? sensorHeight, height: other.height ?? height)
    }

    /// The sensor heights a person can have, metres.
    public static var sensorHeights: ClosedRange<Double> { InvertedPendulum.sensorHeights }
    /// The body heights a person can have, metres.
    public static var heights: ClosedRange<Double> { InvertedPendulum.bodyHeights }

    /// The sensor height to use, measured or estimated from the body height, and how it was had;
    /// `nil` when neither is known.
    public var pendulumLength: (metres: Double, note: String?)? {
        if let sensorHeight { return (sensorHeight, nil) }
        guard let height else { return nil }
        let estimate = height * InvertedPendulum.legLengthRatio
        return (estimate, "sensor height \(SummaryPrecision.meters.text(estimate)) m estimated as \(InvertedPendulum.legLengthRatio) × body height "
                + "\(SummaryPrecision.meters.text(height)) m (Winter 2009); give --sensor-height to use the measured one")
    }

    /// Checks that each measure given is one a person can have.
    /// - Throws: `ActivetaskError` (`invalidParameter`) naming the measure, its value and the range.
    public func validate() throws(ActivetaskError) {
        if let sensorHeight, !Self.sensorHeights.contains(sensorHeight) {
            throw ActivetaskError(.invalidParameter, "sensor height \(sensorHeight) m is out of human range "
                                  + "(\(Self.sensorHeights.lowerBound)–\(Self.sensorHeights.upperBound) m); give it in metres from the ground to the sensor")
        }
        if let height, !Self.heights.contains(height) {
            throw ActivetaskError(.invalidParameter, "body height \(height) m is out of human range "
                                  + "(\(Self.heights.lowerBound)–\(Self.heights.upperBound) m); give it in metres")
        }
    }
}
