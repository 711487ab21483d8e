import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// Every file a result lists exists with the size, SHA-256 and sample count it gives.
func expectListedFilesHoldWhatTheySay(_ result: TaskResult, in folder: URL) async throws {
    for file in result.stepHistory.flatMap(\.results.files) + result.asyncResults.files {
        let url = folder.appendingPathComponent(file.relativePath)
        #expect(try Data(contentsOf: url).count == file.byteSize, "\(file.relativePath)")
        #expect(try await sha256sum(url) == file.sha256, "\(file.relativePath)")
        var samples = 0
        try ChunkReader(url: url).forEachSample { if case .marker = $0 {} else { samples += 1 } }
        #expect(samples == file.sampleCount, "\(file.relativePath)")
        #expect(file.sampleCount >= 0 && file.droppedCount >= 0)
    }
}
