@testable import RecordingFormat
import Foundation
import Testing

@Suite struct OutputDirectoryTests {
    private func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func foldersAre0700FilesAre0600AndNoTemporaryFileRemains() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = try OutputDirectory(creating: base.appendingPathComponent("run"))
        let file = try folder.writeAtomically(Data("{}".utf8), to: "taskResult.json")
        #expect(try mode(folder.url) == 0o700)
        #expect(try mode(file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["taskResult.json"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
    }

    @Test func identifiersBecomeNamesThatStayInTheFolder() {
        #expect(OutputDirectory.sanitizedFileName("../../etc/passwd") == "___.._etc_passwd")
        #expect(OutputDirectory.sanitizedFileName("walk motion/1") == "walk_motion_1")
        #expect(OutputDirectory.sanitizedFileName("..") == "__")
        #expect(OutputDirectory.sanitizedFileName("") == "_")
        #expect(OutputDirectory.sanitizedFileName(String(repeating: "a", count: 300)).count == 100)
    }

    @Test func aFileInTheWayIsReportedByPath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: ActivetaskError(.outputNotWritable, "output folder \(file.path) cannot be used: it is a file, not a folder; choose another --output",
                                        errno: .notDirectory)) {
            try OutputDirectory(creating: file)
        }
    }

    @Test func aFullDiskKeepsTheWriteFailureItsErrnoAndTheFileName() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("output-enospc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let (error, fired) = FaultInjection.withFaults([FaultRule(.write, .noSpace, pathContains: base.path)]) { () -> ActivetaskError? in
            do {
                // Opened under the rule, so that the seam knows the folder's path for files opened relative to it.
                let folder = try OutputDirectory(creating: base)
                try folder.writeAtomically(Data("{}".utf8), to: "taskResult.json")
                return nil
            } catch {
                return error as? ActivetaskError
            }
        }
        #expect(fired == [1])
        #expect(error?.code == .writeFailed)
        #expect(error?.errno == .noSpace)
        #expect(error?.message.hasPrefix("cannot write \(base.path)/taskResult.json: No space left on device") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).isEmpty)
    }
}
