import RecordingFormat
import Foundation

/// What `activetask record` writes as `recording.json`: every recorder's chunks and errors.
public struct RecordingSummary: Sendable, Equatable, Codable {
    /// The file name of the summary inside the output folder.
    public static let fileName = "recording.json"

    /// The wall-clock time of the recording's zero.
    public var zeroDate: Date
    /// The `CLOCK_MONOTONIC` seconds of the recording's zero.
    public var zeroUptime: Double
    /// Why the recording ended.
    public var stopReason: RecorderCoordinator.StopReason
    /// One result per recorder.
    public var recorders: [RecorderResult]
    /// Samples dropped by all bounded buffers.
    public var droppedCount: Int

    /// Creates a summary; `droppedCount` is the sum over `recorders`.
    public init(zero: RecordingZero, stopReason: RecorderCoordinator.StopReason, recorders: [RecorderResult]) {
        self.zeroDate = zero.date
        self.zeroUptime = zero.uptime
        self.stopReason = stopReason
        self.recorders = recorders
        self.droppedCount = recorders.reduce(0) { $0 + $1.droppedCount }
    }

    /// Writes the summary as `folder/recording.json` (mode 0600, atomically; `ResultJSON`
    /// conventions), into the space set aside for it when the disk is full.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the file; the chunks beside it are complete.
    public func write(into folder: FolderHandle) throws {
        try folder.writeAtomically(try ResultJSON.encoder().encode(self), to: RecordingSummary.fileName)
    }

    /// Reads `folder/recording.json`.
    /// - Throws: `ActivetaskError(.malformedRecording)` naming the file.
    public init(contentsOf folder: URL) throws {
        let url = folder.appendingPathComponent(RecordingSummary.fileName)
        do {
            self = try ResultJSON.decoder().decode(RecordingSummary.self, from: Data(contentsOf: url))
        } catch {
            throw ActivetaskError(.malformedRecording, "\(url.path): \(error)")
        }
    }
}
