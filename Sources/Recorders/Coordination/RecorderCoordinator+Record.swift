import RecordingFormat

extension RecorderCoordinator {
    /// Records without a task: starts every task-level recorder, waits until `seconds` pass,
    /// every source ends by itself or `interrupt()` is called (the `record` command calls it on
    /// SIGINT and SIGTERM), stops cleanly and writes `recording.json` into the output folder.
    /// - Parameter seconds: The longest the recording lasts.
    /// - Returns: The summary written.
    /// - Throws: `ActivetaskError` when a required recorder cannot start (nothing is recorded),
    ///   or when `recording.json` cannot be written.
    public func record(seconds: Double) throws -> RecordingSummary {
        try start()
        let reason = wait(seconds: seconds)
        let summary = RecordingSummary(zero: zero, stopReason: reason, recorders: finish())
        try summary.write(into: outputDirectory)
        return summary
    }
}
