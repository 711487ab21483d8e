import ActiveTasks
import Export
import Foundation
@testable import RecordingFormat
import Testing
import TestSupport

/// A full disk while an export writes, injected through the system-call seam: the export fails
/// naming the file and leaves nothing behind. Each test checks its rule fired, so it fails if the
/// writer bypassed the seam.
@Suite struct ExportFaultTests {
    /// A run of one walking step whose accelerometer chunk holds `count` samples.
    private func walkRun(samples count: Int) throws -> RunFolder {
        let scratch = try TemporaryDirectory(prefix: "export-fault-chunks")
        let writer = ChunkWriter(directory: scratch.url, relativeFolder: "walk", recorderIdentifier: "walk.accelerometer",
                                 sensorTypes: [.accelerometer], device: DeviceDescription(name: "test", identifier: "t0", backend: "test"),
                                 zero: RecordingZero(uptime: 10, date: Date(timeIntervalSince1970: 1_800_000_000)),
                                 chunkBytes: 1 << 30, chunkSeconds: 1e9)
        try writer.open()
        try writer.append((0..<count).map { index in
            .motion(MotionSample(sensorType: .accelerometer, timestamp: Double(index) / 100, uptime: 10 + Double(index) / 100,
                                 x: 0.1, y: -1, z: Double(index % 7) / 7))
        }, dropped: 0)
        try writer.close()
        let step = StepResult(identifier: "walk", stepType: "walking", startDate: Date(timeIntervalSince1970: 1_800_000_000),
                              endDate: Date(timeIntervalSince1970: 1_800_000_060), results: writer.results.map(ResultItem.file))
        let run = try RunFolder(surveyResult([step]))
        for file in writer.results {
            let target = run.url.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: scratch.url.appendingPathComponent(target.lastPathComponent), to: target)
        }
        return run
    }

    @Test(arguments: ["csv", "mpower"])
    func aFullDiskStopsAFolderExportNamingTheFileAndLeavesNothing(_ format: String) throws {
        let run = try walkRun(samples: 20_000)
        let output = try TemporaryDirectory(prefix: "export-fault-out")
        let folder = try run.open()
        let destination = try ExportDestination(output.url.appendingPathComponent(format), isFolder: true, run: folder)
        let rule = FaultRule(.write, .noSpace, occurrence: 1, persists: true, pathContains: output.url.path)
        let (error, fired) = FaultInjection.withFaults([rule]) { () -> ActivetaskError? in
            do throws(ActivetaskError) {
                _ = format == "csv" ? try CSVExport.write(folder, to: destination) : try MPowerExport.write(folder, to: destination)
                return nil
            } catch {
                return error
            }
        }
        #expect(fired.first ?? 0 >= 1)
        let failure = try #require(error)
        #expect(failure.code == .writeFailed && failure.errno == .noSpace, "\(failure)")
        #expect(failure.message.contains("cannot write \(destination.folder.path)/") && failure.message.contains("No space left on device"),
                "\(failure)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.folder.path).isEmpty)
    }

    @Test func aFullDiskAtTheRenameOfTheArchiveLeavesNoArchive() throws {
        let run = try walkRun(samples: 2_000)
        let output = try TemporaryDirectory(prefix: "export-fault-zip")
        let folder = try run.open()
        let destination = try ExportDestination(output.url.appendingPathComponent("run.zip"), isFolder: false, run: folder)
        let rule = FaultRule(.fsync, .ioError, occurrence: 1, pathContains: output.url.path)
        let (error, fired) = FaultInjection.withFaults([rule]) { () -> ActivetaskError? in
            do throws(ActivetaskError) {
                _ = try BridgeArchive.write(folder, to: destination,
                                            options: ArchiveOptions(appName: "t", appVersion: "0", timeZone: TimeZone(identifier: "UTC")!))
                return nil
            } catch {
                return error
            }
        }
        #expect(fired == [1])
        #expect(try #require(error).errno == .ioError)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).isEmpty)
    }
}
