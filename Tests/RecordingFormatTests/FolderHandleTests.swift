@testable import RecordingFormat
import Foundation
import Synchronization
import Testing

/// Writing a run's index into its folder never replaces another run's, even when two runs write
/// the same folder at once (the name is taken by a hard link, which fails when it exists).
@Suite struct FolderHandleTests {
    @Test func ofTwoRunsWritingTheirResultAtOnceOneWinsAndTheOtherIsToldAndLosesNothingElse() throws {
        for _ in 0..<50 {
            let folder = try ScratchFolder("folder-race")
            let handles = [try FolderHandle(creating: folder.url), try FolderHandle(creating: folder.url)]
            let failures = Mutex<[Int: ActivetaskError]>([:])
            DispatchQueue.concurrentPerform(iterations: 2) { run in
                do throws(ActivetaskError) {
                    try handles[run].writeAtomically(Data("run \(run)".utf8), to: "taskResult.json")
                } catch {
                    failures.withLock { $0[run] = error }
                }
            }
            let lost = try #require(failures.withLock { $0 }.first, "both runs wrote taskResult.json")
            #expect(failures.withLock { $0.count } == 1)
            #expect(lost.value.errno == .fileExists)
            #expect(lost.value.message == "\(folder.url.path)/taskResult.json already exists and is kept; choose another output folder")
            #expect(try String(contentsOf: folder.url.appendingPathComponent("taskResult.json"), encoding: .utf8) == "run \(1 - lost.key)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["taskResult.json"])
        }
    }

    @Test func replacingPutsTheNewBytesInPlaceAndLeavesNoTemporaryFile() throws {
        let folder = try ScratchFolder("folder-replace")
        let handle = try FolderHandle(creating: folder.url)
        try handle.writeAtomically(Data("saved".utf8), to: "taskResult.json")
        #expect(throws: ActivetaskError.self) { try handle.writeAtomically(Data("second run".utf8), to: "taskResult.json") }
        try handle.writeAtomically(Data("resumed".utf8), to: "taskResult.json", replacing: true)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("taskResult.json"), encoding: .utf8) == "resumed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["taskResult.json"])
    }
}
