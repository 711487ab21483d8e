import RecordingFormat

/// An analysis fed one sample at a time, in recorded order per sensor, that keeps only what it
/// needs (never the whole signal) and summarises at the end.
public protocol SampleConsumer {
    /// Takes the next sample; samples of sensors the analysis does not use are ignored.
    mutating func consume(_ sample: Sample)
    /// Takes the next accelerometer or gyroscope reading: what `consume(.motion(motion))` does,
    /// which it does unless the analysis reads motion samples without the `Sample` around them.
    mutating func consume(motion: MotionSample)
    /// The summary of everything consumed so far.
    func finish() -> AnalysisResult
}

extension SampleConsumer {
    /// Takes the next accelerometer or gyroscope reading as `consume(.motion(motion))`.
    public mutating func consume(motion: MotionSample) {
        consume(.motion(motion))
    }
}
