import RecordingFormat

/// An analysis fed one sample at a time, in recorded order per sensor, that keeps only what it
/// needs (never the whole signal) and summarises at the end.
public protocol SampleConsumer {
    /// Takes the next sample; samples of sensors the analysis does not use are ignored.
    mutating func consume(_ sample: Sample)
    /// The summary of everything consumed so far.
    func finish() -> AnalysisResult
}
