import RecordingFormat

/// How a touch source reads: calibration, exclusive grab and move decimation.
public struct TouchOptions: Sendable, Equatable {
    /// Applied to normalized positions.
    public var calibration: CalibrationMatrix
    /// Whether the device is grabbed (`EVIOCGRAB`) while recording.
    public var grab: Bool
    /// The smallest move, in normalized units, that gives a `moved` sample; 0 keeps every move.
    public var movementThreshold: Double

    /// Creates options.
    public init(calibration: CalibrationMatrix = .identity, grab: Bool = false, movementThreshold: Double = 0) {
        self.calibration = calibration
        self.grab = grab
        self.movementThreshold = movementThreshold
    }

    /// The options of touch recorder configurations: the first that sets each field wins.
    ///
    /// - Throws: `ActivetaskError.invalidConfiguration` naming the recorder and field when
    ///   `calibrationMatrix` is not six finite numbers or `movementThreshold` is negative.
    public init(configurations: [RecorderConfiguration]) throws {
        self.init()
        if let configuration = configurations.first(where: { $0.calibrationMatrix != nil }),
           let values = configuration.calibrationMatrix {
            do {
                calibration = try CalibrationMatrix(values)
            } catch let error as ActivetaskError {
                throw ActivetaskError(.invalidConfiguration, "recorder \(configuration.identifier): \(error.message)")
            }
        }
        grab = configurations.contains { $0.grab == true }
        if let configuration = configurations.first(where: { $0.movementThreshold != nil }),
           let threshold = configuration.movementThreshold {
            guard threshold >= 0, threshold.isFinite else {
                throw ActivetaskError(.invalidConfiguration,
                                      "recorder \(configuration.identifier): movementThreshold must be a distance ≥ 0 "
                                      + "in normalized units (0.01 is 1% of the screen), got \(threshold)")
            }
            movementThreshold = threshold
        }
    }
}
