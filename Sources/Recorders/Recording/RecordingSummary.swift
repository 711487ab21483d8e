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

    /// Writes the summary as pretty-printed JSON (ISO 8601 dates) to `folder/recording.json`.
    /// - Throws: `RecorderError(.writeFailed)` naming the file.
    public func write(into folder: URL) throws {
        let url = folder.appendingPathComponent(RecordingSummary.fileName)
        do {
            try RecordingSummary.encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw RecorderError(.writeFailed, "\(url.path) cannot be written: \(error.localizedDescription); the chunks beside it are complete")
        }
    }

    /// Reads `folder/recording.json`.
    /// - Throws: `RecorderError(.malformedRecording)` naming the file.
    public init(contentsOf folder: URL) throws {
        let url = folder.appendingPathComponent(RecordingSummary.fileName)
        do {
            self = try RecordingSummary.decoder.decode(RecordingSummary.self, from: Data(contentsOf: url))
        } catch {
            throw RecorderError(.malformedRecording, "\(url.path): \(error)")
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
