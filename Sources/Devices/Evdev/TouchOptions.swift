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
    ///   a setting breaks a rule of `RecorderConfiguration.problems`.
    public init(configurations: [RecorderConfiguration]) throws {
        self.init()
        for configuration in configurations {
            if let problem = configuration.problems.first {
                throw ActivetaskError(.invalidConfiguration,
                                      "recorder \(configuration.identifier): \(problem.key.rawValue) \(problem.message)")
            }
        }
        if let values = configurations.lazy.compactMap(\.calibrationMatrix).first {
            calibration = try CalibrationMatrix(values)
        }
        grab = configurations.contains { $0.grab == true }
        movementThreshold = configurations.lazy.compactMap(\.movementThreshold).first ?? 0
    }
}
