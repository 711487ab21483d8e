import RecordingFormat
import Dispatch
import Foundation

extension RecorderCoordinator {
    /// Records without a task: starts every task-level recorder, waits until `seconds` pass,
    /// every source ends by itself or one of `signals` arrives, stops cleanly and writes
    /// `recording.json` into the output folder.
    ///
    /// The signals are ignored by default while recording, so the process is not killed by
    /// them; `SIGXFSZ` is ignored too, so that exceeding a file-size limit makes `write()` fail
    /// with `EFBIG` and the chunk is closed cleanly.
    /// - Returns: The summary written.
    /// - Throws: `ActivetaskError` when a required recorder cannot start (nothing is recorded),
    ///   or when `recording.json` cannot be written.
    public func record(seconds: Double, signals: [Int32] = [SIGINT, SIGTERM]) throws -> RecordingSummary {
        signal(SIGXFSZ, SIG_IGN)
        let sources = signals.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { @Sendable [weak self] in self?.interrupt() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        try start()
        let reason = wait(seconds: seconds)
        let summary = RecordingSummary(zero: zero, stopReason: reason, recorders: finish())
        try summary.write(into: outputDirectory)
        return summary
    }
}
