import ActiveTasks
import Export
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// An export folder activetask did not make is used only when it is the user's and no one else
/// may write it.
@Suite struct OutputFolderTrustTests {
    @Test func anExportFolderOthersMayWriteIsRefusedWithTheChmod() throws {
        let run = try RunFolder(surveyResult([]))
        let output = try TemporaryDirectory(prefix: "export-trust")
        let folder = output.url.appendingPathComponent("csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(chmod(folder.path, 0o777) == 0)
        #expect(throws: ActivetaskError(.outputNotWritable, "output folder \(folder.path) may be written by its group or others (mode 777), who could replace what activetask writes there; run `chmod go-w \(folder.path)`, or choose another --output")) {
            _ = try ExportDestination(folder, isFolder: true, run: run.open())
        }
        #expect(chmod(folder.path, 0o755) == 0)
        _ = try ExportDestination(folder, isFolder: true, run: run.open())
    }
}
