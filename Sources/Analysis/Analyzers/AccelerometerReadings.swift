import RecordingFormat

/// The accelerometer readings of a step, kept whole and in order for the analyses that need the
/// whole signal before their first value (balance's mean gravity, the chair stand's seated
/// reference): four numbers a reading, 0.6 MB for 3 minutes at 100 Hz.
struct AccelerometerReadings: Sendable {
    /// The readings' timestamps, seconds on the recording's timeline.
    private(set) var times: [Double] = []
    /// The readings, g.
    private(set) var readings: [(x: Double, y: Double, z: Double)] = []

    /// Keeps the sample if it is an accelerometer reading.
    mutating func consume(_ sample: Sample) {
        guard case .motion(let motion) = sample, motion.sensorType == .accelerometer else { return }
        times.append(motion.timestamp)
        readings.append((motion.x, motion.y, motion.z))
    }
}
