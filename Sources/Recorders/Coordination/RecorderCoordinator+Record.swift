import Foundation
import RecordingFormat

extension RecorderCoordinator {
    /// Records without a task: starts every task-level recorder, waits until `seconds` pass,
    /// every source ends by itself or `interrupt()` is called (the `record` command calls it on
    /// SIGINT and SIGTERM), stops cleanly and writes `recording.json` into the output folder.
    /// Disk space for `recording.json` is set aside before anything records, so that it is
    /// written, listing every chunk and the write error, even when the chunks fill the disk.
    /// - Parameter seconds: The longest the recording lasts.
    /// - Returns: The summary written.
    /// - Throws: `ActivetaskError` when a required recorder cannot start or there is no room for
    ///   `recording.json` (nothing is recorded), or when `recording.json` cannot be written.
    public func record(seconds: Double) throws -> RecordingSummary {
        let folder = try FolderHandle(creating: outputDirectory)
        guard !folder.contains(RecordingSummary.fileName) else {
            throw ActivetaskError(.outputExists, "\(folder.url.appendingPathComponent(RecordingSummary.fileName).path) already holds "
                                  + "a recording, which is never overwritten; choose another --output")
        }
        try folder.reserve(for: RecordingSummary.fileName)
        try start()
        let reason = wait(seconds: seconds)
        let summary = RecordingSummary(zero: zero, stopReason: reason, recorders: finish())
        try summary.write(into: folder)
        return summary
    }
}
