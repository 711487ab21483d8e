import ActiveTasks
import Foundation
import RecordingFormat

/// The chunks of one analysis target, read for its kind's analysis with the recording's quality
/// (`RecordingQuality`) measured in the same pass; `RecordingAnalyzer` makes one per entry and
/// puts the quality beside the entry's figures.
struct TargetFeed {
    private let files: [URL]
    private let listed: [String: FileResult]
    /// Whether a chunk that differs from its listing, or a failed quality check, fails the entry.
    let strict: Bool
    /// The quality of the motion read so far.
    private(set) var quality = RecordingQuality()
    /// Whether the chunks were read.
    private var read = false

    /// A feed of `target`'s chunks.
    /// - Parameters:
    ///   - target: The step (or folder).
    ///   - strict: Whether a chunk that differs from its listing fails the read.
    init(_ target: AnalysisTarget, strict: Bool) {
        files = target.files
        listed = target.listed
        self.strict = strict
    }

    /// Feeds the chunks that hold one of `sensors` (and the motion chunks, for the quality) to
    /// `consumer`, as `ChunkFeed.read` does.
    /// - Returns: One warning per torn line skipped and per chunk that differs from its listing.
    /// - Throws: `ActivetaskError` as `ChunkFeed.read` does.
    mutating func read(holding sensors: Set<SensorType>, into consumer: inout some SampleConsumer) throws(ActivetaskError) -> [String] {
        var measuring: RecordingQuality? = quality
        let warnings = try ChunkFeed.read(files, listed: listed, strict: strict, holding: sensors.union(RecordingQuality.sensors),
                                          into: &consumer, measuring: &measuring)
        quality = measuring ?? quality
        read = true
        return warnings
    }

    /// Reads the motion chunks for the quality alone when the analysis read no chunk (a kind
    /// summarised from its step's result, whose step recorded motion too).
    /// - Returns: The reading's warnings, none when the chunks were read already.
    /// - Throws: `ActivetaskError` as `ChunkFeed.read` does.
    mutating func measureUnread() throws(ActivetaskError) -> [String] {
        guard !read else { return [] }
        var nothing = NoAnalysis()
        return try read(holding: RecordingQuality.sensors, into: &nothing)
    }

    /// Puts the quality of the motion read into `result` (its `quality` object, each failed check
    /// a warning), or with `strict` makes the first failed check the error.
    /// - Throws: `ActivetaskError` `failedQuality` under `strict`.
    func attachQuality(to result: inout AnalysisResult) throws(ActivetaskError) {
        guard let summary = quality.summary else { return }
        let failures = quality.failures
        if strict { try RecordingQuality.enforce(failures) }
        result.summary.set("quality", object: summary)
        result.warnings += failures.map { "quality: " + $0 }
    }
}

/// A consumer that keeps nothing, for reading chunks only to measure their quality.
private struct NoAnalysis: SampleConsumer {
    /// Ignores the sample.
    mutating func consume(_ sample: Sample) {}
    /// An empty result (never asked for: the feed reads into it only for the quality).
    func finish() -> AnalysisResult { AnalysisResult(summary: AnalysisSummary(), warnings: []) }
}
